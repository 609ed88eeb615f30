import { z } from "zod";

/** Forum rules shared by the browser and the server (messages are keys of the forum namespace). */

export const TITLE_MIN = 8;
export const TITLE_MAX = 150;
export const BODY_MIN = 2;
export const BODY_MAX = 10_000;
export const TAGS_MAX = 5;
export const TAG_MAX_LENGTH = 30;
export const DISCUSSIONS_PAGE_SIZE = 20;
/** Replies shown on one page of a discussion (the opening post and the accepted answer are on every page). */
export const REPLIES_PAGE_SIZE = 20;
/** Distinct members whose open flags hide a post until an administrator reviews it. */
export const FLAGS_TO_HIDE = 3;

/** Accounts younger than this are "new" and have daily limits. */
export const NEW_ACCOUNT_DAYS = 7;
export const NEW_ACCOUNT_DISCUSSIONS_PER_DAY = 3;
export const NEW_ACCOUNT_REPLIES_PER_DAY = 20;

export const flagReasons = ["spam", "abuse", "offTopic", "other"] as const;
export type FlagReason = (typeof flagReasons)[number];

export const sortOrders = ["latest", "top", "unanswered"] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The fixed categories, in list order; their names are the forum namespace's categories.<slug>. */
export const fixedCategories = [
  { slug: "reservoir-exploration", position: 10, staffOnly: false },
  { slug: "drilling", position: 20, staffOnly: false },
  { slug: "power-plants", position: 30, staffOnly: false },
  { slug: "careers-certification", position: 40, staffOnly: false },
  { slug: "regional", position: 50, staffOnly: false },
  { slug: "announcements", position: 60, staffOnly: true },
] as const;
export type FixedCategorySlug = (typeof fixedCategories)[number]["slug"];

export function isFixedCategory(slug: string): slug is FixedCategorySlug {
  return fixedCategories.some((c) => c.slug === slug);
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * One tag as stored: trimmed, lower-case, spaces and underscores as hyphens, only letters, digits
 * and hyphens (any script), at most 30 characters. Empty when nothing usable is left.
 */
export function normaliseTag(raw: string): string {
  return raw
    .normalize("NFKC")
    .toLowerCase()
    .trim()
    .replace(/^#+/, "")
    .replace(/[\s_]+/g, "-")
    .replace(/[^\p{L}\p{N}-]/gu, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, TAG_MAX_LENGTH)
    .replace(/-$/, "");
}

/** Tags typed as "drilling, Well Control, #binary" → unique normalised tags, in the order typed. */
export function parseTags(input: string): string[] {
  const tags: string[] = [];
  for (const part of input.split(/[,;\n]/)) {
    const tag = normaliseTag(part);
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

export const postBody = z
  .string()
  .trim()
  .min(BODY_MIN, "errors.bodyShort")
  .max(BODY_MAX, "errors.bodyLong")
  .refine((v) => v.replace(/\s/g, "").length >= BODY_MIN, "errors.bodyShort");

export const discussionTitle = z.string().trim().min(TITLE_MIN, "errors.titleShort").max(TITLE_MAX, "errors.titleLong");

const tags = z
  .string()
  .max(500, "errors.tagsTooMany")
  .transform((v) => parseTags(v))
  .refine((v) => v.length <= TAGS_MAX, "errors.tagsTooMany");

export const newDiscussionSchema = z.object({
  title: discussionTitle,
  category: z.string().trim().regex(slugPattern, "errors.category").max(80, "errors.category"),
  tags,
  body: postBody,
});

/** Whether an account is still "new" (daily limits apply). */
export function isNewAccount(createdAt: Date, now = new Date()): boolean {
  return now.getTime() - createdAt.getTime() < NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000;
}

/** The list page's query string, validated: anything unusable falls back to the default. */
export const listQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  category: z.string().trim().max(80).regex(slugPattern).optional().catch(undefined),
  tag: z
    .string()
    .max(60)
    .transform((v) => normaliseTag(v))
    .optional()
    .catch(undefined),
  sort: z.enum(sortOrders).catch("latest"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A short plain-text excerpt of a markdown source (for lists and the moderation queue). */
export function excerpt(markdown: string, length = 180): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*(?:[-+*]|\d+\.)\s+/gm, "")
    // Emphasis and code marks go without a trace ("**hot**:" reads "hot:"), an underscore inside a word stays.
    .replace(/\*+|~~|`+|(?<!\p{L}|\p{N})_+|_+(?!\p{L}|\p{N})/gu, "")
    .replace(/[>#|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/** How many pages `total` replies fill: at least one, so an empty discussion has page 1. */
export function replyPages(total: number, pageSize = REPLIES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page (1-based) that holds the reply at `position` (0-based, in posting order among all replies). */
export function pageOfPosition(position: number, pageSize = REPLIES_PAGE_SIZE): number {
  return Math.floor(Math.max(0, position) / pageSize) + 1;
}

/** A requested page number brought into 1…pages (a bad or too-large number never fails). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** The element id of a post on its discussion page: the opening post's, or a reply's `reply-<id>`. */
export function postAnchor(post: { id: string; opening: boolean }): string {
  return post.opening ? `post-${post.id}` : `reply-${post.id}`;
}

/**
 * The address of a post: its discussion's page that holds it (page 1 is the bare path; the
 * opening post is on every page), optional extra query parameters, and its anchor.
 */
export function postHref(
  discussionId: string,
  post: { id: string; opening: boolean; page: number },
  params: Record<string, string | undefined> = {},
): string {
  const query = new URLSearchParams();
  if (!post.opening && post.page > 1) query.set("page", String(post.page));
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return `/community/${discussionId}${search ? `?${search}` : ""}#${postAnchor(post)}`;
}
