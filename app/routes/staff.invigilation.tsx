import { Link } from "react-router";
import type { Route } from "./+types/staff.invigilation";
import { PageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { AdminHeading } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { invigilationListPage } from "~/features/exams/index.server";
import { privatePageHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";

export const headers = privatePageHeaders;

/** /staff/invigilation: the sessions the viewer invigilates, today's and those to come (decision 052). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  return invigilationListPage(context, me);
}

export default function Invigilation({ loaderData }: Route.ComponentProps) {
  usePageMessages("examSitting", loaderData.messages);
  const { t } = useTranslation("examSitting");
  return (
    <>
      <PageMeta title={t("meta.invigilationTitle")} />
      <AdminHeading title={t("invigilation.heading")} text={t("invigilation.lead")} />
      {loaderData.sessions.length === 0 ? (
        <p className="mt-6 text-basalt-700">{t("invigilation.empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {loaderData.sessions.map((session) => (
            <li key={session.id}>
              <Card className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
                <div>
                  <h3 className="text-lg font-semibold text-basalt-950">
                    <Link to={`/staff/invigilation/${session.id}`} className="underline underline-offset-4">
                      {loaderData.levels[session.level].certification}
                    </Link>
                  </h3>
                  <p className="text-basalt-800">{session.when}</p>
                  <p className="text-sm text-basalt-700">
                    {session.venue ?? t(`delivery.${session.delivery}`)} ·{" "}
                    {t("invigilation.booked", { booked: session.booked, capacity: session.capacity })}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
