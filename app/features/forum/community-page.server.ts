import { data, type RouterContextProvider } from "react-router";
import { getUser, requireUser } from "~/features/auth/index.server";
import { setCategoryWatch, watchesCategory } from "~/features/notifications/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { signInPath } from "~/lib/http/paths";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { categoryWatchForms } from "./forms";
import { DISCUSSIONS_PAGE_SIZE, listQuerySchema } from "./forum";
import { listDiscussions, listForumCategories, popularTags } from "./queries.server";
import { categoryText } from "./view.server";

type Context = Readonly<RouterContextProvider>;

/** The discussion list of /community: filters, the categories and popular tags, the member's category watch. */
export async function communityPage(request: Request, context: Context) {
  const { db } = getAppContext(context);
  const url = new URL(request.url);
  const query = listQuerySchema.parse(Object.fromEntries(url.searchParams));
  const messages = pageMessages(context, "forum");
  const language = getRequestLanguage(context);
  const formatDate = formatDateFor(context);
  const [user, categories, tags] = await Promise.all([
    getUser(request, context),
    listForumCategories(db),
    popularTags(db),
  ]);
  const category = query.category ? categories.find((c) => c.slug === query.category) : undefined;
  const { rows, total } = await listDiscussions(db, {
    query: query.q || undefined,
    categoryId: category?.id,
    tag: query.tag || undefined,
    sort: query.sort,
    page: query.page,
  });
  const pages = Math.max(1, Math.ceil(total / DISCUSSIONS_PAGE_SIZE));
  // A signed-in member watches the category shown (the signed-out page is the same for everyone).
  const categoryWatch =
    user && category ? { id: category.id, watching: await watchesCategory(db, user.id, category.id) } : null;
  const newPath = category ? `/community/new?category=${category.slug}` : "/community/new";
  const labelOf = (slug: string, name: string) => categoryText(messages, { slug, name }, language).name;
  return data(
    {
      messages,
      signedIn: Boolean(user),
      categoryWatch,
      startPath: user ? newPath : signInPath(newPath),
      filters: {
        q: query.q,
        category: category?.slug ?? "",
        tag: query.tag ?? "",
        sort: query.sort,
      },
      categoryName: category ? labelOf(category.slug, category.name) : null,
      page: Math.min(query.page, pages),
      pages,
      total,
      totalText: formatInteger(total, language),
      categories: categories.map((c) => ({
        slug: c.slug,
        ...categoryText(messages, c, language),
        count: c.discussions,
        countText: formatInteger(c.discussions, language),
      })),
      tags: tags.map((t) => t.tag),
      discussions: rows.map((row) => ({
        id: row.id,
        title: row.title,
        category: { slug: row.categorySlug, name: labelOf(row.categorySlug, row.categoryName) },
        author: row.authorName,
        lastActivity: formatDate(row.lastPostAt),
        pinned: row.pinned,
        locked: row.locked,
        answered: row.answered,
        replies: row.replies,
        repliesText: formatInteger(row.replies, language),
        likes: row.likes,
        likesText: formatInteger(row.likes, language),
        tags: row.tags,
      })),
    },
    // Personal (the start button), so never stored by shared caches.
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

/** Watches or stops watching the category of /community's form, then back to it with a flash. */
export async function watchCategory(request: Request, context: Context) {
  const user = await requireUser(request, context);
  const parsed = parseForm(await request.formData(), categoryWatchForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const { db } = getAppContext(context);
  const categories = await listForumCategories(db);
  const category = categories.find((c) => c.id === parsed.value.categoryId);
  if (!category) throw data(null, { status: 404 });
  const watch = parsed.value.intent === "watchCategory";
  await setCategoryWatch(db, user.id, category.id, watch);
  throw redirectWithFlash(context, `/community?category=${category.slug}`, {
    ns: "forum",
    key: watch ? "done.categoryWatching" : "done.categoryUnwatched",
    form: "category-watch",
  });
}
