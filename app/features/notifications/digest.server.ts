import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { createElement } from "react";
import type { Database } from "~/db/client.server";
import {
  forumDiscussions,
  forumPosts,
  notificationDigests,
  notificationPreferences,
  notifications,
  users,
} from "~/db/schema";
import { fillTemplate } from "~/lib/mail/fill-template";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Mailer } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates";
import { unsubscribeLinks } from "~/lib/mail/unsubscribe.server";
import { getNamespace } from "~/locales/index.server";
import { notificationText } from "./notify.server";
import { defaultDelivery, notificationTypes, type NotificationData, type NotificationType } from "./types";

export type Frequency = "daily" | "weekly";

/** Members handled per query; each member's digest is its own short transaction. */
const BATCH = 100;
/** Notifications listed in one digest (the rest are on /notifications). */
const MAX_ITEMS = 30;
/** Discussions in "most active". */
const ACTIVE = 5;

/** The delivery of a notification row: the member's choice for its type, else the type's default. */
function effectiveDelivery() {
  const defaults = sql.join(
    notificationTypes.map((type) => sql`when ${type} then ${defaultDelivery[type]}`),
    sql` `,
  );
  return sql<string>`coalesce(${notificationPreferences.delivery}, case ${notifications.type} ${defaults} else 'instant' end)`;
}

/**
 * The most active discussions since `since` that every member can read (opening post visible):
 * the number of new visible replies, most first.
 */
export async function mostActiveDiscussions(db: Database, since: Date, limit = ACTIVE) {
  const replies = sql<number>`count(${forumPosts.id})::int`;
  return db
    .select({ id: forumDiscussions.id, title: forumDiscussions.title, replies })
    .from(forumPosts)
    .innerJoin(forumDiscussions, eq(forumDiscussions.id, forumPosts.discussionId))
    .where(
      and(
        gte(forumPosts.createdAt, since),
        eq(forumPosts.opening, false),
        isNull(forumPosts.deletedAt),
        isNull(forumPosts.hiddenAt),
        sql`not exists (select 1 from ${forumPosts} o where o.discussion_id = ${forumDiscussions.id} and o.opening and (o.hidden_at is not null or o.deleted_at is not null))`,
      ),
    )
    .groupBy(forumDiscussions.id, forumDiscussions.title)
    .orderBy(desc(replies), asc(forumDiscussions.title))
    .limit(limit);
}

/**
 * Sends the `frequency` digest of the period starting `periodStart` (the slot of the periodic task):
 * one mail per member who has unread notifications, not mailed yet, of a type they get as this
 * digest. The member's row in notification_digests is the claim, inserted in the transaction that
 * queues the mail and marks the notifications digested: several runners, restarts or a second run of
 * the same period send each member's digest once. A member with nothing new gets no mail.
 * Returns how many digests this runner sent.
 */
export async function sendDigests(
  db: Database,
  options: { frequency: Frequency; periodStart: Date; mailer: Mailer; siteUrl: string },
): Promise<number> {
  const since = new Date(options.periodStart.getTime() - (options.frequency === "daily" ? 1 : 7) * 86_400_000);
  const active = await mostActiveDiscussions(db, since);
  let sent = 0;
  let after = "";
  for (;;) {
    // Members with something to digest, in id order, a batch at a time.
    const members = await db
      .selectDistinct({ id: notifications.userId })
      .from(notifications)
      .leftJoin(
        notificationPreferences,
        and(
          eq(notificationPreferences.userId, notifications.userId),
          eq(notificationPreferences.type, notifications.type),
        ),
      )
      .where(
        and(
          isNull(notifications.readAt),
          isNull(notifications.digestedAt),
          isNull(notifications.emailedAt),
          sql`${notifications.userId} > ${after}`,
          sql`${effectiveDelivery()} = ${options.frequency}`,
        ),
      )
      .orderBy(asc(notifications.userId))
      .limit(BATCH);
    if (members.length === 0) break;
    for (const member of members) {
      if (await sendDigest(db, member.id, active, options)) sent += 1;
    }
    after = members.at(-1)!.id;
    if (members.length < BATCH) break;
  }
  return sent;
}

async function sendDigest(
  db: Database,
  userId: string,
  active: Awaited<ReturnType<typeof mostActiveDiscussions>>,
  options: { frequency: Frequency; periodStart: Date; mailer: Mailer; siteUrl: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(notificationDigests)
      .values({ userId, frequency: options.frequency, periodStart: options.periodStart })
      .onConflictDoNothing()
      .returning({ userId: notificationDigests.userId });
    if (claimed.length === 0) return false;
    const [member] = await tx
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.disabledAt), eq(users.emailVerified, true)));
    if (!member) return false;
    const rows = await tx
      .select({ id: notifications.id, type: notifications.type, data: notifications.data })
      .from(notifications)
      .leftJoin(
        notificationPreferences,
        and(
          eq(notificationPreferences.userId, notifications.userId),
          eq(notificationPreferences.type, notifications.type),
        ),
      )
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          isNull(notifications.digestedAt),
          isNull(notifications.emailedAt),
          sql`${effectiveDelivery()} = ${options.frequency}`,
        ),
      )
      .orderBy(desc(notifications.createdAt));
    if (rows.length === 0) return false;
    await tx
      .update(notifications)
      .set({ digestedAt: sql`now()` })
      .where(
        inArray(
          notifications.id,
          rows.map((row) => row.id),
        ),
      );
    const language: LanguageCode = isLanguageCode(member.language) ? member.language : "en";
    await options.mailer.send(
      await digestMail(tx, language, options, { id: userId, ...member }, rows.slice(0, MAX_ITEMS), active),
      { db: tx },
    );
    return true;
  });
}

/** The digest's mail: the member's new notifications, the most active discussions, one-click stop. */
export async function digestMail(
  tx: Database,
  language: LanguageCode,
  options: { frequency: Frequency; siteUrl: string },
  member: { id: string; name: string; email: string },
  items: ReadonlyArray<{ type: NotificationType; data: NotificationData }>,
  active: ReadonlyArray<{ id: string; title: string; replies: number }>,
) {
  const texts = getNamespace(language, "notifications").mail;
  const subject = options.frequency === "daily" ? texts.dailySubject : texts.weeklySubject;
  const values: Record<string, string> = {
    name: member.name,
    list: `${options.siteUrl}/notifications`,
    settings: `${options.siteUrl}/account/notifications`,
  };
  const links: string[] = ["list", "settings"];
  const itemLines = items.map((item, index) => {
    values[`item${index}`] = notificationText(language, item.type, item.data);
    values[`itemLink${index}`] = `${options.siteUrl}${item.data.url}`;
    links.push(`itemLink${index}`);
    return `{{item${index}}}\n{{itemLink${index}}}`;
  });
  const activeLines = active.map((discussion, index) => {
    values[`active${index}`] =
      `${discussion.title} (${fillTemplate(texts.digestReplies, { count: String(discussion.replies) })})`;
    values[`activeLink${index}`] = `${options.siteUrl}/community/${discussion.id}`;
    links.push(`activeLink${index}`);
    return `{{active${index}}}\n{{activeLink${index}}}`;
  });
  const template = texts.digestBody
    .replace("{{items}}", [texts.digestNew, ...itemLines].join("\n\n"))
    .replace("{{active}}", activeLines.length > 0 ? [texts.digestActive, ...activeLines].join("\n\n") : "");
  const unsubscribe = await unsubscribeLinks(
    { db: tx, siteUrl: options.siteUrl },
    { kind: "notifications-digest", subject: member.id },
  );
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: subject,
      template,
      values,
      links,
      reason: texts.reason,
      unsubscribeUrl: unsubscribe.pageUrl,
    }),
    {
      language,
      subject,
      siteUrl: options.siteUrl,
      text: `${fillTemplate(template, values).replace(/\n{3,}/g, "\n\n")}\n\n${texts.unsubscribe}\n${unsubscribe.pageUrl}`,
    },
  );
  return {
    to: member.email,
    ...rendered,
    language,
    category: "notification" as const,
    headers: unsubscribe.headers,
  };
}

/** Stops every digest of a member (the digest's one-click link): their daily and weekly types go off. */
export async function stopDigests(db: Database, userId: string): Promise<void> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) return;
  const chosen = await db
    .select({ type: notificationPreferences.type, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const byType = new Map(chosen.map((row) => [row.type, row.delivery]));
  const off = notificationTypes.filter((type) => {
    const delivery = byType.get(type) ?? defaultDelivery[type];
    return delivery === "daily" || delivery === "weekly";
  });
  if (off.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(off.map((type) => ({ userId, type, delivery: "off" as const })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { delivery: sql`excluded.delivery`, updatedAt: sql`now()` },
    });
}

/** Whether a member still gets some digest (the unsubscribe page's button). */
export async function getsDigests(db: Database, userId: string): Promise<boolean> {
  const chosen = await db
    .select({ type: notificationPreferences.type, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const byType = new Map(chosen.map((row) => [row.type, row.delivery]));
  return notificationTypes.some((type) => {
    const delivery = byType.get(type) ?? defaultDelivery[type];
    return delivery === "daily" || delivery === "weekly";
  });
}

/** Stops one type's instant mail (its one-click link): the type goes off. */
export async function stopInstant(db: Database, userId: string, type: NotificationType): Promise<void> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) return;
  await db
    .insert(notificationPreferences)
    .values({ userId, type, delivery: "off" })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { delivery: "off", updatedAt: sql`now()` },
    });
}
