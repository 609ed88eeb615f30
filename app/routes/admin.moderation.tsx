import { Check, EyeOff, Lock, LockOpen, Pin, PinOff, Search, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link, useActionData, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.moderation";
import { DiscussionBadges } from "~/components/community/discussion-badges";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { EmptyOr } from "~/components/ui/empty-state";
import { HiddenTh, Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading } from "~/components/admin/admin-heading";
import { FilterForm, SearchFilter } from "~/components/admin/filter-form";
import { DoneNotice } from "~/components/ui/notice";
import { RowActionForm } from "~/components/admin/row-action-form";
import {
  findPost,
  hidePost,
  listDiscussions,
  listModerationQueue,
  MODERATION_PAGE_SIZE,
  restorePost,
  setDiscussionState,
} from "~/db/forum.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { requireRole } from "~/lib/auth/auth.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { excerpt, flagReasons, pageOfPosition, postHref } from "~/lib/forum/forum";
import { formatInteger } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

const DISCUSSIONS_SHOWN = 10;

const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  q: z.string().trim().max(100).catch(""),
  dpage: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
  const { db } = getAppContext(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const language = getRequestLanguage(context);
  const formatDate = formatDateFor(context);
  const [queue, discussions] = await Promise.all([
    listModerationQueue(db, { page: query.page }),
    listDiscussions(db, {
      query: query.q || undefined,
      sort: "latest",
      page: query.dpage,
      pageSize: DISCUSSIONS_SHOWN,
      includeHidden: true,
    }),
  ]);
  return data(
    {
      messages: pageMessages(context, "forum"),
      q: query.q,
      page: query.page,
      pages: Math.max(1, Math.ceil(queue.total / MODERATION_PAGE_SIZE)),
      dpage: query.dpage,
      dpages: Math.max(1, Math.ceil(discussions.total / DISCUSSIONS_SHOWN)),
      queue: queue.rows.map((row) => ({
        id: row.id,
        discussionId: row.discussionId,
        // The discussion's page that holds the post, at the post.
        href: postHref(row.discussionId, { id: row.id, opening: row.opening, page: pageOfPosition(row.position) }),
        discussionTitle: row.discussionTitle,
        opening: row.opening,
        excerpt: excerpt(row.body),
        author: row.authorName,
        posted: formatDate(row.createdAt),
        status: row.hiddenAt ? (row.hiddenBy === "admin" ? "hiddenByAdmin" : "hiddenByFlags") : "visible",
        flags: row.openFlags,
        flagsText: formatInteger(row.openFlags, language),
        reasons: flagReasons
          .filter((reason) => row.reasons[reason])
          .map((reason) => ({ reason, count: formatInteger(row.reasons[reason] ?? 0, language) })),
      })),
      discussions: discussions.rows.map((row) => ({
        id: row.id,
        title: row.title,
        author: row.authorName,
        lastActivity: formatDate(row.lastPostAt),
        pinned: row.pinned,
        locked: row.locked,
        hidden: row.hidden,
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["hide", "restore"]), postId: z.uuid() }),
  z.object({ intent: z.enum(["pin", "unpin", "lock", "unlock"]), discussionId: z.uuid() }),
]);

type Done = "hidden" | "restored" | "pinned" | "unpinned" | "locked" | "unlocked";

export async function action({ request, context }: Route.ActionArgs) {
  await requireRole(request, context, ["admin"]);
  const { db } = getAppContext(context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const input = parsed.data;
  if ("postId" in input) {
    if (!(await findPost(db, input.postId))) throw data(null, { status: 404 });
    if (input.intent === "hide") await hidePost(db, input.postId);
    else await restorePost(db, input.postId);
    return { done: (input.intent === "hide" ? "hidden" : "restored") as Done };
  }
  const state =
    input.intent === "pin" || input.intent === "unpin"
      ? { pinned: input.intent === "pin" }
      : { locked: input.intent === "lock" };
  if (!(await setDiscussionState(db, input.discussionId, state))) throw data(null, { status: 404 });
  const done: Record<typeof input.intent, Done> = {
    pin: "pinned",
    unpin: "unpinned",
    lock: "locked",
    unlock: "unlocked",
  };
  return { done: done[input.intent] };
}

export default function AdminModeration({ loaderData }: Route.ComponentProps) {
  usePageMessages("forum", loaderData.messages);
  const { t } = useTranslation("forum");
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const formerMember = t("post.formerMember");
  return (
    <>
      <PageMeta title={t("meta.moderationTitle")} />
      <AdminHeading title={t("moderation.heading")} text={t("moderation.text")} />
      {actionData?.done ? <DoneNotice>{t(`moderation.done.${actionData.done}`)}</DoneNotice> : null}

      <section aria-labelledby="queue-heading" className="mt-8">
        <h3 id="queue-heading" className="text-xl font-semibold text-basalt-950">
          {t("moderation.queueHeading")}
        </h3>
        <EmptyOr empty={loaderData.queue.length === 0} message={t("moderation.queueEmpty")} className="mt-4">
          <Table minWidth="52rem">
            <TableHead>
              <tr>
                <Th>{t("moderation.post")}</Th>
                <Th>{t("moderation.flags")}</Th>
                <Th>{t("moderation.status")}</Th>
                <HiddenTh label={t("moderation.actions")} className="relative" />
              </tr>
            </TableHead>
            <TableBody>
              {loaderData.queue.map((row) => {
                const name = row.author ?? formerMember;
                return (
                  <tr key={row.id}>
                    <Td className="max-w-md">
                      <Link to={row.href} className="font-medium text-mineral-800 underline underline-offset-4">
                        {t("moderation.in", { title: row.discussionTitle })}
                      </Link>
                      <span className="mt-1 block text-basalt-700">
                        {row.opening ? t("moderation.openingPost") : t("moderation.reply")} ·{" "}
                        {t("moderation.by", { name })} · {row.posted}
                      </span>
                      <span className="mt-1 block text-basalt-900">{row.excerpt}</span>
                    </Td>
                    <Td>
                      <span className="block font-semibold tabular-nums">{row.flagsText}</span>
                      {row.reasons.length > 0 ? (
                        <ul aria-label={t("moderation.reasons")} className="mt-1 grid gap-0.5 text-basalt-700">
                          {row.reasons.map(({ reason, count }) => (
                            <li key={reason}>
                              {t(`post.flagReasons.${reason}`)}: <span className="tabular-nums">{count}</span>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </Td>
                    <Td>
                      <Badge tone={row.status === "visible" ? "mineral" : "magma"}>
                        {row.status === "visible" ? <Check aria-hidden /> : <EyeOff aria-hidden />}
                        {t(`moderation.${row.status as "visible"}`)}
                      </Badge>
                    </Td>
                    <Td>
                      <div className="flex flex-wrap justify-end gap-2">
                        {row.status === "visible" ? (
                          <>
                            <RowActionForm
                              fields={{ intent: "restore", postId: row.id }}
                              label={`${t("moderation.dismiss")} — ${t("moderation.dismissLabel", { name })}`}
                              variant="secondary"
                            >
                              <Check aria-hidden />
                              {t("moderation.dismiss")}
                            </RowActionForm>
                            <RowActionForm
                              fields={{ intent: "hide", postId: row.id }}
                              label={`${t("moderation.hide")} — ${t("moderation.hideLabel", { name })}`}
                              variant="danger"
                            >
                              <EyeOff aria-hidden />
                              {t("moderation.hide")}
                            </RowActionForm>
                          </>
                        ) : (
                          <RowActionForm
                            fields={{ intent: "restore", postId: row.id }}
                            label={`${t("moderation.restore")} — ${t("moderation.restoreLabel", { name })}`}
                            variant="secondary"
                          >
                            <Undo2 aria-hidden />
                            {t("moderation.restore")}
                          </RowActionForm>
                        )}
                      </div>
                    </Td>
                  </tr>
                );
              })}
            </TableBody>
          </Table>
        </EmptyOr>
        <Pagination
          page={loaderData.page}
          pages={loaderData.pages}
          path="/admin/moderation"
          params={Object.fromEntries(params)}
        />
      </section>

      <section aria-labelledby="discussions-heading" className="mt-10">
        <h3 id="discussions-heading" className="text-xl font-semibold text-basalt-950">
          {t("moderation.discussionsHeading")}
        </h3>
        <p className="mt-1 max-w-2xl text-basalt-700">{t("moderation.discussionsText")}</p>
        <FilterForm search submit={t("list.search")} icon={<Search aria-hidden />} className="mt-4">
          <SearchFilter
            id="moderation-search"
            label={t("moderation.search")}
            maxLength={100}
            defaultValue={loaderData.q}
          />
        </FilterForm>
        <EmptyOr empty={loaderData.discussions.length === 0} message={t("moderation.noDiscussions")} className="mt-4">
          <Table minWidth="44rem">
            <TableHead>
              <tr>
                <Th>{t("moderation.discussion")}</Th>
                <Th>{t("moderation.state")}</Th>
                <HiddenTh label={t("moderation.actions")} className="relative" />
              </tr>
            </TableHead>
            <TableBody>
              {loaderData.discussions.map((row) => (
                <tr key={row.id}>
                  <Td>
                    <Link
                      to={`/community/${row.id}`}
                      className="font-medium text-mineral-800 underline underline-offset-4"
                    >
                      {row.title}
                    </Link>
                    <span className="mt-1 block text-basalt-700">
                      {t("moderation.by", { name: row.author ?? formerMember })} · {row.lastActivity}
                    </span>
                  </Td>
                  <Td>
                    <div className="flex flex-wrap gap-1">
                      <DiscussionBadges pinned={row.pinned} locked={row.locked} hidden={row.hidden} />
                      {!row.pinned && !row.locked && !row.hidden ? (
                        <span className="text-basalt-700">{t("moderation.open")}</span>
                      ) : null}
                    </div>
                  </Td>
                  <Td>
                    <div className="flex flex-wrap justify-end gap-2">
                      <RowActionForm
                        fields={{ intent: row.pinned ? "unpin" : "pin", discussionId: row.id }}
                        // Names start with the text shown (WCAG 2.5.3 Label in Name): "Pin — Pin “…”".
                        label={`${row.pinned ? t("moderation.unpin") : t("moderation.pin")} — ${t(
                          row.pinned ? "moderation.unpinLabel" : "moderation.pinLabel",
                          { title: row.title },
                        )}`}
                        variant="secondary"
                      >
                        {row.pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
                        {row.pinned ? t("moderation.unpin") : t("moderation.pin")}
                      </RowActionForm>
                      <RowActionForm
                        fields={{ intent: row.locked ? "unlock" : "lock", discussionId: row.id }}
                        label={`${row.locked ? t("moderation.unlock") : t("moderation.lock")} — ${t(
                          row.locked ? "moderation.unlockLabel" : "moderation.lockLabel",
                          { title: row.title },
                        )}`}
                        variant="secondary"
                      >
                        {row.locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
                        {row.locked ? t("moderation.unlock") : t("moderation.lock")}
                      </RowActionForm>
                    </div>
                  </Td>
                </tr>
              ))}
            </TableBody>
          </Table>
        </EmptyOr>
        <DiscussionPages page={loaderData.dpage} pages={loaderData.dpages} q={loaderData.q} />
      </section>
    </>
  );
}

/** Pages of the discussions table (its own page parameter, so the queue keeps its page). */
function DiscussionPages({ page, pages, q }: { page: number; pages: number; q: string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (n > 1) params.set("dpage", String(n));
    const search = params.toString();
    return search ? `/admin/moderation?${search}` : "/admin/moderation";
  };
  return (
    <nav aria-label={t("page.pagination")} className="mt-4 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="font-semibold text-mineral-800 underline">
          {t("page.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-basalt-700">{t("page.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className="font-semibold text-mineral-800 underline">
          {t("page.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
