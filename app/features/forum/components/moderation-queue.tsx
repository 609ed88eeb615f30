import { Check, EyeOff, Undo2 } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useSearchParams } from "react-router";
import { RowActionForm } from "~/features/admin";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { EmptyOr } from "~/components/ui/empty-state";
import { HiddenTh, Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import type { ModerationPageData } from "~/features/forum/moderation.server";

/** The review queue of /admin/moderation: flagged and hidden posts, with their row buttons. */
export function ModerationQueue({ data }: { data: ModerationPageData }) {
  const { t } = useTranslation("forum");
  const [params] = useSearchParams();
  const formerMember = t("post.formerMember");
  return (
    <section aria-labelledby="queue-heading" className="mt-8">
      <h3 id="queue-heading" className="text-xl font-semibold text-basalt-950">
        {t("moderation.queueHeading")}
      </h3>
      <EmptyOr empty={data.queue.length === 0} message={t("moderation.queueEmpty")} className="mt-4">
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
            {data.queue.map((row) => {
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
      <Pagination page={data.page} pages={data.pages} path="/admin/moderation" params={Object.fromEntries(params)} />
    </section>
  );
}
