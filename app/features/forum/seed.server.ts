import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import {
  createDiscussion,
  ensureFixedForumCategories,
  findForumCategory,
  setAcceptedAnswer,
  setDiscussionState,
  setLike,
} from "./queries.server";
import { eq } from "drizzle-orm";
import { forumDiscussions, forumPosts, users } from "~/db/schema";
import { insertSettingIfAbsent } from "~/lib/server/settings.server";
import { findUserByEmail } from "~/features/auth/index.server";

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
/**
 * A long discussion (46 replies, three pages), so the demo shows how replies are paged; its
 * accepted answer is on page 2.
 */
const longThreadReplies: Array<[Who, string]> = [
  ["baldur", "Which silica saturation index do you run at the separator outlet? That number decides most of the rest."],
  [
    "aroha",
    "Around 1.3 at the moment, after the second flash. We started at 1.1 and pushed it up for the extra power.",
  ],
  [
    "sari",
    "That explains it. Above about 1.2 we see polymerisation within hours, and the deposits land where the flow slows down.",
  ],
  ["wanjiru", "Same here. Our worst spots are the control valves and the first bend after the pump."],
  ["partner", "Do you have **corrosion coupons** or scaling coupons in the line? They tell you where and how fast."],
  [
    "aroha",
    "Two coupon holders, one near the separator and one at the wellhead. The wellhead one fills up twice as fast.",
  ],
  ["baldur", "Temperature drop along the line, probably. How long is it and is it insulated?"],
  ["aroha", "About 2.4 km, insulated only for the first half."],
  [
    "sari",
    "Then the second half is your problem area. Cooling by a few degrees moves the amorphous silica solubility a lot.",
  ],
  ["member", "Beginner question: why does the rate matter more than the total amount of silica?"],
  [
    "wanjiru",
    "Because the silica has to polymerise before it deposits. Time and temperature decide how far that goes before the water is back in the reservoir.",
  ],
  ["member", "Thank you, that makes sense."],
  ["admin", "A reminder that site data shared here should be anonymised. The numbers so far are fine."],
  [
    "baldur",
    "We solved a similar case with **pH modification**: a little sulphuric acid lowers the pH and slows polymerisation a lot.",
  ],
  ["partner", "Acid dosing works, but watch the carbon steel: the corrosion rate goes up quickly below pH 5.5."],
  ["baldur", "Yes, we keep it between 5.5 and 6 and check coupons monthly."],
  ["sari", "We tried a commercial inhibitor first. It helped at low saturation and did almost nothing above 1.3."],
  ["aroha", "Which product, if you can say?"],
  [
    "sari",
    "Better not to name it here. Ask the vendors for test data at your own saturation index; most only test below 1.2.",
  ],
  ["wanjiru", "Another option is a **retention tank**: let the silica polymerise and settle before reinjection."],
  ["former", "A retention pond worked for us years ago, but the sludge handling was expensive."],
  ["wanjiru", "True. It fits best when there is space near the plant and a place for the sludge."],
  ["aroha", "We have neither, unfortunately. Pipeline is on a ridge."],
  ["partner", "Pigging? If the deposits are soft in the first weeks, regular pigging can keep the line open."],
  ["aroha", "Our line was not built for pigs: no launcher and a few tight bends."],
  ["baldur", "Then I would look at the whole system rather than one fix."],
  [
    "baldur",
    "What worked for us, in this order:\n\n1. **Reinject hotter**: move the reinjection point closer or insulate the rest of the line, so the water stays above the saturation temperature.\n2. **Lower the pH slightly** (5.5 to 6) with acid dosing at the separator outlet, with corrosion coupons checked monthly.\n3. **Shorten the residence time**: keep the flow velocity up, avoid oversized sections.\n4. **Measure**: silica, pH and temperature at both ends of the line every week.\n\nWith the first two alone, our scaling rate fell by about 80 % within two months.",
  ],
  ["aroha", "This is very helpful, thank you. Insulating the second half is something we can do this season."],
  ["sari", "Agree with the order. Temperature first, chemistry second."],
  ["member", "Is this topic part of the Power Plants exam? It sounds like something a technician should know."],
  ["admin", "Yes: scaling and corrosion control are in the operations domain of the technician level."],
  ["wanjiru", "Don't forget the reservoir side. Silica deposits near the reinjection well reduce injectivity too."],
  ["baldur", "Good point. Watch the wellhead pressure at constant flow: a slow rise is the early warning."],
  ["aroha", "Our wellhead pressure has risen by about 3 bar in a year. So that is the same story."],
  [
    "partner",
    "If it gets worse, a soft acid job on the reinjection well can restore some injectivity. Plan it with the reservoir team.",
  ],
  [
    "sari",
    "And take samples of the scale before any treatment. The composition tells you whether it is silica only or also metal silicates.",
  ],
  ["aroha", "We sent two samples to the lab last week. I will share what comes back."],
  ["member", "Looking forward to it."],
  ["aroha", "Lab results: mostly amorphous silica, some iron silicate near the wellhead. No calcite."],
  [
    "baldur",
    "Iron silicate suggests corrosion products meet the silica there. Check the coupons near the wellhead for pitting.",
  ],
  [
    "partner",
    "That matches what we saw on a carbon steel line with low pH dosing. Consider a lined section at the end.",
  ],
  ["wanjiru", "Or move the acid dosing point so the pH is back up before the steel sections. Depends on the layout."],
  ["aroha", "We will start with insulation and careful pH control, and review the coupons after three months."],
  ["sari", "Good plan. Please post an update; threads like this help the next person."],
  ["admin", "Thanks, everyone. This is a good example of how the forum should work."],
  [
    "aroha",
    "Short update: the second half of the line is insulated and the pH control is running. The first coupon readings look better. Thank you all.",
  ],
];

const longThread: DemoThread = {
  category: "power-plants",
  title: "Silica scaling in our reinjection pipeline: what worked for you?",
  tags: ["silica", "reinjection", "scaling"],
  author: "aroha",
  daysAgo: 45,
  body: "Our reinjection pipeline loses capacity month by month: silica deposits, mostly in the second half of the line. We are considering inhibitors, acid dosing or a new pipeline route.\n\nWhat worked for you, and what did not?",
  replies: longThreadReplies.map(([author, body], index) => ({
    author,
    body,
    hoursLater: 3 + index * 6,
    accepted: index === 26,
  })),
  likes: ["sari", "wanjiru", "member"],
};

/** The demo members' ids by key (the fictional ones are created once), and null for a former member. */
async function demoIds(db: Database): Promise<Map<Who, string | null>> {
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
  return ids;
}

async function insertThread(db: Database, ids: Map<Who, string | null>, thread: DemoThread, now: number) {
  const category = await findForumCategory(db, thread.category);
  if (!category) return;
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
  // The replies in one statement (the long thread has 46), then the discussion's last activity.
  const replies = thread.replies.map((reply) => ({
    id: randomUUID(),
    discussionId,
    authorId: ids.get(reply.author) ?? null,
    body: reply.body,
    createdAt: new Date(start.getTime() + reply.hoursLater * 60 * 60 * 1000),
    accepted: Boolean(reply.accepted),
  }));
  if (replies.length > 0) {
    await db.insert(forumPosts).values(replies.map(({ accepted: _, ...row }) => row));
    const lastPostAt = new Date(Math.max(...replies.map((r) => r.createdAt.getTime())));
    await db.update(forumDiscussions).set({ lastPostAt }).where(eq(forumDiscussions.id, discussionId));
    const accepted = replies.find((r) => r.accepted);
    if (accepted) await setAcceptedAnswer(db, discussionId, accepted.id);
  }
  if (thread.pinned || thread.locked) {
    await setDiscussionState(db, discussionId, { pinned: Boolean(thread.pinned), locked: Boolean(thread.locked) });
  }
}

/**
 * The demo threads, once (marker demo_forum_seeded_at), and the long paged thread, once (its own
 * marker, so databases seeded before it get it too). Returns whether anything was added.
 */
export async function seedForum(db: Database): Promise<boolean> {
  await ensureFixedForumCategories(db);
  let seeded = false;
  const now = Date.now();
  if (await insertSettingIfAbsent(db, "demo_forum_seeded_at", new Date().toISOString())) {
    const ids = await demoIds(db);
    for (const thread of threads) await insertThread(db, ids, thread, now);
    seeded = true;
  }
  if (await insertSettingIfAbsent(db, "demo_forum_long_seeded_at", new Date().toISOString())) {
    await insertThread(db, await demoIds(db), longThread, now);
    seeded = true;
  }
  return seeded;
}
