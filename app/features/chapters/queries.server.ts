import { and, count, eq } from "drizzle-orm";
import type { ChapterSlug } from "~/content/chapters";
import { chapters } from "~/content/chapters.server";
import type { Database } from "~/db/client.server";
import { chapterMemberships } from "~/db/schema";

/** Joining twice is harmless. */
export async function joinChapter(db: Database, userId: string, slug: ChapterSlug) {
  await db.insert(chapterMemberships).values({ chapterSlug: slug, userId }).onConflictDoNothing();
}

export async function leaveChapter(db: Database, userId: string, slug: ChapterSlug) {
  await db
    .delete(chapterMemberships)
    .where(and(eq(chapterMemberships.chapterSlug, slug), eq(chapterMemberships.userId, userId)));
}

/** Members per chapter: the chapter's own roster (content) plus the members who joined here. */
export async function chapterMemberCounts(db: Database): Promise<Record<ChapterSlug, number>> {
  const rows = await db
    .select({ slug: chapterMemberships.chapterSlug, n: count() })
    .from(chapterMemberships)
    .groupBy(chapterMemberships.chapterSlug);
  const joined = new Map(rows.map((row) => [row.slug, Number(row.n)]));
  return Object.fromEntries(
    chapters.map((chapter) => [chapter.slug, chapter.baseMembers + (joined.get(chapter.slug) ?? 0)]),
  ) as Record<ChapterSlug, number>;
}

/** The chapters the member belongs to. */
export async function memberChapters(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: chapterMemberships.chapterSlug })
    .from(chapterMemberships)
    .where(eq(chapterMemberships.userId, userId));
  return new Set(rows.map((row) => row.slug));
}
