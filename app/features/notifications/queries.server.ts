import { and, count, desc, eq, ilike, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  forumCategories,
  forumCategoryWatches,
  forumDiscussions,
  forumDiscussionWatches,
  notificationPreferences,
  notifications,
  forumPosts,
  users,
} from "~/db/schema";
import {
  defaultDelivery,
  notificationTypes,
  type Delivery,
  type NotificationType,
} from "~/features/notifications/types";

// Queries of notifications, their preferences and forum watches.

/** The header's count: one count on the partial index of unread rows. */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(db: Database, userId: string, options: { limit: number; before?: Date }) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), options.before ? lt(notifications.createdAt, options.before) : undefined),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

/** Marks one of the member's notifications read; returns it (its link), or null when it is not theirs. */
export async function markRead(db: Database, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id, data: notifications.data });
  return row ?? null;
}

export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Every type with the member's delivery (their choice, else the type's default). */
export async function preferencesOf(db: Database, userId: string): Promise<Record<NotificationType, Delivery>> {
  const rows = await db
    .select({ type: notificationPreferences.type, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.type, row.delivery]));
  return Object.fromEntries(
    notificationTypes.map((type) => [type, chosen.get(type) ?? defaultDelivery[type]]),
  ) as Record<NotificationType, Delivery>;
}

export async function deliveryOf(db: Database, userId: string, type: NotificationType): Promise<Delivery> {
  const [row] = await db
    .select({ delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
  return row?.delivery ?? defaultDelivery[type];
}

export async function savePreferences(
  db: Database,
  userId: string,
  choices: Partial<Record<NotificationType, Delivery>>,
): Promise<void> {
  const values = Object.entries(choices).map(([type, delivery]) => ({
    userId,
    type: type as NotificationType,
    delivery: delivery as Delivery,
  }));
  if (values.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { delivery: sql`excluded.delivery`, updatedAt: sql`now()` },
    });
}

// Forum watches

export type WatchLevel = "watch" | "mute";

export async function discussionWatchOf(
  db: Database,
  userId: string,
  discussionId: string,
): Promise<WatchLevel | null> {
  const [row] = await db
    .select({ level: forumDiscussionWatches.level })
    .from(forumDiscussionWatches)
    .where(and(eq(forumDiscussionWatches.userId, userId), eq(forumDiscussionWatches.discussionId, discussionId)));
  return row?.level ?? null;
}

/** Watch or mute a discussion (null: neither). */
export async function setDiscussionWatch(
  db: Database,
  userId: string,
  discussionId: string,
  level: WatchLevel | null,
): Promise<void> {
  if (level === null) {
    await db
      .delete(forumDiscussionWatches)
      .where(and(eq(forumDiscussionWatches.userId, userId), eq(forumDiscussionWatches.discussionId, discussionId)));
    return;
  }
  await db
    .insert(forumDiscussionWatches)
    .values({ userId, discussionId, level })
    .onConflictDoUpdate({
      target: [forumDiscussionWatches.userId, forumDiscussionWatches.discussionId],
      set: { level },
    });
}

export async function watchesCategory(db: Database, userId: string, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: forumCategoryWatches.userId })
    .from(forumCategoryWatches)
    .where(and(eq(forumCategoryWatches.userId, userId), eq(forumCategoryWatches.categoryId, categoryId)));
  return Boolean(row);
}

export async function setCategoryWatch(db: Database, userId: string, categoryId: string, watch: boolean) {
  if (!watch) {
    await db
      .delete(forumCategoryWatches)
      .where(and(eq(forumCategoryWatches.userId, userId), eq(forumCategoryWatches.categoryId, categoryId)));
    return;
  }
  await db.insert(forumCategoryWatches).values({ userId, categoryId }).onConflictDoNothing();
}

/** What the member watches or mutes (the settings page's list). */
export async function watchesOf(db: Database, userId: string) {
  const discussions = await db
    .select({ id: forumDiscussions.id, title: forumDiscussions.title, level: forumDiscussionWatches.level })
    .from(forumDiscussionWatches)
    .innerJoin(forumDiscussions, eq(forumDiscussions.id, forumDiscussionWatches.discussionId))
    .where(eq(forumDiscussionWatches.userId, userId))
    .orderBy(desc(forumDiscussionWatches.createdAt));
  const categories = await db
    .select({ id: forumCategories.id, slug: forumCategories.slug, name: forumCategories.name })
    .from(forumCategoryWatches)
    .innerJoin(forumCategories, eq(forumCategories.id, forumCategoryWatches.categoryId))
    .where(eq(forumCategoryWatches.userId, userId))
    .orderBy(desc(forumCategoryWatches.createdAt));
  return { discussions, categories };
}

/** Who watches the discussion or its category, and who muted the discussion. */
export async function watchersOf(db: Database, discussionId: string, categoryId: string) {
  const discussionRows = await db
    .select({ userId: forumDiscussionWatches.userId, level: forumDiscussionWatches.level })
    .from(forumDiscussionWatches)
    .where(eq(forumDiscussionWatches.discussionId, discussionId));
  const categoryRows = await db
    .select({ userId: forumCategoryWatches.userId })
    .from(forumCategoryWatches)
    .where(eq(forumCategoryWatches.categoryId, categoryId));
  const muted = new Set(discussionRows.filter((row) => row.level === "mute").map((row) => row.userId));
  const watching = new Set(
    [...discussionRows.filter((row) => row.level === "watch"), ...categoryRows].map((row) => row.userId),
  );
  for (const id of muted) watching.delete(id);
  return { watching, muted };
}

/**
 * Names for the `@name` autocomplete: active members who have a visible post in the forum, whose
 * name starts with (or has a word starting with) `query`, the writer left out; at most 8.
 */
export async function mentionSuggestions(db: Database, query: string, exceptUserId: string): Promise<string[]> {
  const escaped = query.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .selectDistinct({ name: users.name })
    .from(users)
    .innerJoin(
      forumPosts,
      and(eq(forumPosts.authorId, users.id), isNull(forumPosts.deletedAt), isNull(forumPosts.hiddenAt)),
    )
    .where(
      and(
        isNull(users.disabledAt),
        ne(users.id, exceptUserId),
        or(ilike(users.name, `${escaped}%`), ilike(users.name, `% ${escaped}%`)),
      ),
    )
    .orderBy(users.name)
    .limit(8);
  return rows.map((row) => row.name);
}
