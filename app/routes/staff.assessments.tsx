import { Link } from "react-router";
import type { Route } from "./+types/staff.assessments";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { assessmentsPage } from "~/features/exams/index.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";

export const headers = privateFormHeaders;

/** /staff/assessments: the Expert panels I sit on; for exam administration, every submitted portfolio (decision 053). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  return assessmentsPage(context, me);
}

const tone = { submitted: "sulphur", assessing: "mineral", awaitingThird: "magma", scored: "neutral" } as const;
const linkClass = "font-medium text-mineral-700 underline underline-offset-4";

export default function StaffAssessments({ loaderData }: Route.ComponentProps) {
  usePageMessages("examPanel", loaderData.messages);
  const { t } = useTranslation("examPanel");
  const { mine, all } = loaderData;
  const state = (s: string) => (s in tone ? (s as keyof typeof tone) : "submitted");
  return (
    <>
      <PageMeta title={t("queue.title")} />
      <AdminHeading title={t("queue.title")} text={t("queue.lead")} />
      <section aria-labelledby="mine-heading" className="mt-6">
        <h2 id="mine-heading" className="text-xl font-semibold text-basalt-950">
          {t("queue.mine")}
        </h2>
        {mine.length === 0 ? (
          <p className="mt-2 text-basalt-700">{t("queue.mineEmpty")}</p>
        ) : (
          <div className="mt-3">
            <Table minWidth="28rem">
              <TableHead>
                <tr>
                  <Th>{t("queue.candidate")}</Th>
                  <Th>{t("queue.submitted")}</Th>
                  <Th>{t("queue.state")}</Th>
                  <Th>{t("queue.mySlot")}</Th>
                </tr>
              </TableHead>
              <TableBody>
                {mine.map((row) => (
                  <tr key={row.portfolioId}>
                    <Td>
                      <Link to={`/staff/assessments/${row.portfolioId}`} className={linkClass}>
                        {row.candidateName}
                      </Link>
                    </Td>
                    <Td>{row.submitted}</Td>
                    <Td>
                      <Badge tone={tone[state(row.state)]}>{t(`states.${state(row.state)}`)}</Badge>
                    </Td>
                    <Td>{t(row.scored ? "queue.scored" : "queue.toScore", { slot: row.slot })}</Td>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </section>
      {all ? (
        <section aria-labelledby="all-heading" className="mt-8">
          <h2 id="all-heading" className="text-xl font-semibold text-basalt-950">
            {t("queue.all")}
          </h2>
          {all.length === 0 ? (
            <p className="mt-2 text-basalt-700">{t("queue.allEmpty")}</p>
          ) : (
            <div className="mt-3">
              <Table minWidth="28rem">
                <TableHead>
                  <tr>
                    <Th>{t("queue.candidate")}</Th>
                    <Th>{t("queue.submitted")}</Th>
                    <Th>{t("queue.state")}</Th>
                  </tr>
                </TableHead>
                <TableBody>
                  {all.map((row) => (
                    <tr key={row.portfolioId}>
                      <Td>
                        <Link to={`/staff/assessments/${row.portfolioId}`} className={linkClass}>
                          {row.candidateName}
                        </Link>
                      </Td>
                      <Td>{row.submitted}</Td>
                      <Td>
                        <Badge tone={tone[state(row.state)]}>
                          {row.released ? t("states.released") : t(`states.${state(row.state)}`)}
                        </Badge>
                      </Td>
                    </tr>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </section>
      ) : null}
    </>
  );
}
