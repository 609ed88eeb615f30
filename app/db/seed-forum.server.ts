import { randomUUID } from "node:crypto";
import type { Database } from "./client.server";
import {
  addReply,
  createDiscussion,
  ensureFixedForumCategories,
  findForumCategory,
  setAcceptedAnswer,
  setDiscussionState,
  setLike,
} from "./forum.server";
import { users } from "./schema";
import { insertSettingIfAbsent } from "./settings.server";
import { findUserByEmail } from "./users.server";

/**
 * Fictional forum members (example.org, no password: they cannot sign in), so the demo threads
 * read like a conversation between several people.
 */
const demoMembers = [
  { key: "aroha", name: "Aroha Ngata", email: "forum-demo.aroha@example.org", country: "New Zealand" },
  { key: "wanjiru", name: "Wanjiru Kamau", email: "forum-demo.wanjiru@example.org", country: "Kenya" },
  { key: "baldur", name: "Baldur Eiríksson", email: "forum-demo.baldur@example.org", country: "Iceland" },
  { key: "sari", name: "Sari Wulandari", email: "forum-demo.sari@example.org", country: "Indonesia" },
] as const;

type Who = (typeof demoMembers)[number]["key"] | "admin" | "member" | "partner" | "former";

type DemoThread = {
  category: string;
  title: string;
  tags: string[];
  author: Who;
  daysAgo: number;
  body: string;
  replies: Array<{ author: Who; hoursLater: number; body: string; accepted?: boolean }>;
  likes?: Who[];
  pinned?: boolean;
  locked?: boolean;
};

const threads: DemoThread[] = [
  {
    category: "announcements",
    title: "Welcome to the GeoCert community forum",
    tags: ["welcome", "guidelines"],
    author: "admin",
    daysAgo: 30,
    pinned: true,
    locked: true,
    body: "Welcome! This forum is for geothermal professionals and candidates to share practical knowledge.\n\n**A few ground rules**\n\n- Be respectful and stay on topic.\n- No confidential client or site data.\n- Use the *Flag* button when something breaks the rules: moderators review every flag.\n\nPosts are written in markdown; the help text under the editor shows what is allowed.",
    replies: [],
    likes: ["aroha", "wanjiru", "baldur", "member"],
  },
  {
    category: "drilling",
    title: "Managing lost circulation in fractured volcanic formations",
    tags: ["lost-circulation", "drilling-fluids", "well-control"],
    author: "wanjiru",
    daysAgo: 12,
    body: "We keep losing returns in the production section of a well in a fractured trachyte formation. We tried LCM pills (fibres and calcium carbonate) with little success.\n\nWhat worked for you: **aerated fluids**, cement plugs, or simply drilling blind with water?",
    replies: [
      {
        author: "baldur",
        hoursLater: 5,
        accepted: true,
        body: "In the production zone we usually **drill blind with water** and accept the losses: the fractures are what you want to keep open. Plugging them with cement or LCM risks damaging the reservoir.\n\nAbove the production casing shoe, cement plugs are fine.",
      },
      {
        author: "partner",
        hoursLater: 20,
        body: "Agreed. Aerated drilling helped us in under-pressured zones, but it needs a good compressor package and a crew trained for it. Plan the logistics early.",
      },
      {
        author: "former",
        hoursLater: 30,
        body: "We also had good results with foam in one field, for what it is worth.",
      },
    ],
    likes: ["baldur", "aroha", "member"],
  },
  {
    category: "reservoir-exploration",
    title: "Magnetotelluric survey: how many stations for a 40 km² prospect?",
    tags: ["mt-survey", "geophysics"],
    author: "sari",
    daysAgo: 9,
    body: "We are planning an MT survey for a prospect of about 40 km². Budget is tight. Is a **1 km grid** enough to resolve the clay cap, or should we densify near the upflow zone?",
    replies: [
      {
        author: "aroha",
        hoursLater: 8,
        body: "A regular grid of about 1 km with denser profiles (500 m) across the expected upflow worked well for us. Combine it with TEM for static shift correction.",
      },
    ],
    likes: ["wanjiru"],
  },
  {
    category: "careers-certification",
    title: "Preparing for the Associate exam while working shifts",
    tags: ["associate", "exam-preparation"],
    author: "member",
    daysAgo: 6,
    body: "I work rotating shifts at a binary plant. How did you plan your study time for the Associate exam? The readiness quiz recommended that I start there.",
    replies: [
      {
        author: "wanjiru",
        hoursLater: 3,
        body: "Short sessions of 30 minutes on off days, one skill domain a week. The competency framework page is a good checklist.",
      },
      {
        author: "aroha",
        hoursLater: 26,
        body: "Join a study group if your regional chapter has one, it kept me motivated.",
      },
    ],
    likes: ["aroha"],
  },
  {
    category: "power-plants",
    title: "Scaling in binary plant heat exchangers: inhibitor dosing",
    tags: ["binary-plant", "scaling", "operations"],
    author: "baldur",
    daysAgo: 3,
    body: "Silica scaling in the preheater is getting worse since we lowered the reinjection temperature. Which inhibitor dosing strategy has worked for you, and how do you **monitor** it?",
    replies: [],
  },
  {
    category: "regional",
    title: "Geothermal meetups in South-East Asia this year",
    tags: ["events", "indonesia", "philippines"],
    author: "sari",
    daysAgo: 1,
    body: "Is anyone going to the regional meetups in Bandung or Manila this year? It would be good to meet in person.",
    replies: [],
  },
];

/**
 * The forum's fixed categories (always present), and once a few fictional demo discussions
 * with replies, likes and an accepted answer, marked by `demo_forum_seeded_at`.
 */
export async function seedForum(db: Database): Promise<boolean> {
  await ensureFixedForumCategories(db);
  if (!(await insertSettingIfAbsent(db, "demo_forum_seeded_at", new Date().toISOString()))) return false;

  const ids = new Map<Who, string | null>([["former", null]]);
  for (const role of ["admin", "member", "partner"] as const) {
    const user = await findUserByEmail(db, `${role}@example.org`);
    ids.set(role, user?.id ?? null);
  }
  const joined = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
  for (const member of demoMembers) {
    const existing = await findUserByEmail(db, member.email);
    if (existing) {
      ids.set(member.key, existing.id);
      continue;
    }
    const id = randomUUID();
    await db.insert(users).values({
      id,
      name: member.name,
      email: member.email,
      emailVerified: true,
      role: "member",
      country: member.country,
      createdAt: joined,
      updatedAt: joined,
    });
    ids.set(member.key, id);
  }

  const now = Date.now();
  for (const thread of threads) {
    const category = await findForumCategory(db, thread.category);
    if (!category) continue;
    const start = new Date(now - thread.daysAgo * 24 * 60 * 60 * 1000);
    const { discussionId, postId } = await createDiscussion(db, {
      authorId: ids.get(thread.author) ?? null,
      categoryId: category.id,
      title: thread.title,
      body: thread.body,
      tags: thread.tags,
      at: start,
    });
    for (const who of thread.likes ?? []) {
      const userId = ids.get(who);
      if (userId) await setLike(db, postId, userId, true);
    }
    for (const reply of thread.replies) {
      const replyId = await addReply(db, {
        discussionId,
        authorId: ids.get(reply.author) ?? null,
        body: reply.body,
        at: new Date(start.getTime() + reply.hoursLater * 60 * 60 * 1000),
      });
      if (reply.accepted) await setAcceptedAnswer(db, discussionId, replyId);
    }
    if (thread.pinned || thread.locked) {
      await setDiscussionState(db, discussionId, { pinned: Boolean(thread.pinned), locked: Boolean(thread.locked) });
    }
  }
  return true;
}
