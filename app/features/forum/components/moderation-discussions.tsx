import { Lock, LockOpen, Pin, PinOff, Search } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { FilterForm, SearchFilter, RowActionForm } from "~/features/admin";
import { DiscussionBadges } from "~/features/forum/components/discussion-badges";
import { EmptyOr } from "~/components/ui/empty-state";
import { HiddenTh, Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import type { ModerationPageData } from "~/features/forum/moderation.server";

/** The discussions of /admin/moderation, searchable, with their pin and lock buttons. */
export function ModerationDiscussions({ data }: { data: ModerationPageData }) {
  const { t } = useTranslation("forum");
  const formerMember = t("post.formerMember");
  return (
    <section aria-labelledby="discussions-heading" className="mt-10">
      <h3 id="discussions-heading" className="text-xl font-semibold text-basalt-950">
        {t("moderation.discussionsHeading")}
      </h3>
      <p className="mt-1 max-w-2xl text-basalt-700">{t("moderation.discussionsText")}</p>
      <FilterForm search submit={t("list.search")} icon={<Search aria-hidden />} className="mt-4">
        <SearchFilter id="moderation-search" label={t("moderation.search")} maxLength={100} defaultValue={data.q} />
      </FilterForm>
      <EmptyOr empty={data.discussions.length === 0} message={t("moderation.noDiscussions")} className="mt-4">
        <Table minWidth="44rem">
          <TableHead>
            <tr>
              <Th>{t("moderation.discussion")}</Th>
              <Th>{t("moderation.state")}</Th>
              <HiddenTh label={t("moderation.actions")} className="relative" />
            </tr>
          </TableHead>
          <TableBody>
            {data.discussions.map((row) => (
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
      <DiscussionPages page={data.dpage} pages={data.dpages} q={data.q} />
    </section>
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
