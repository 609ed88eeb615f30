import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { Route } from "./+types/admin._index";
import { PageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { countUnreadMessages } from "~/features/contact/index.server";
import { mailOutboxCounts } from "~/lib/mail/outbox-queries.server";
import { countApplicationsByStatus } from "~/features/registry/index.server";
import { countRenewals } from "~/features/renewal/index.server";
import { countActiveSubscribers } from "~/features/newsletter/index.server";
import { countCompletedResponses } from "~/features/survey/index.server";
import { countUsersByRole } from "~/features/auth/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { formatInteger } from "~/lib/format/format";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  const [unread, subscribers, responses, roles, mail, applications, renewals] = await Promise.all([
    countUnreadMessages(db),
    countActiveSubscribers(db),
    countCompletedResponses(db),
    countUsersByRole(db),
    mailOutboxCounts(db),
    countApplicationsByStatus(db),
    // What staff act on in /admin/renewals ("to review"); one in audit waits for the holder's evidence.
    countRenewals(db, ["submitted", "evidenceReady"]),
  ]);
  const n = (value: number) => formatInteger(value, language);
  return {
    cards: [
      { key: "unreadMessages", value: n(unread), to: "/admin/messages?show=unread" },
      {
        key: "partnerApplications",
        value: n(applications.new + applications.inReview),
        to: "/admin/applications",
      },
      { key: "renewalsToReview", value: n(renewals), to: "/admin/renewals" },
      { key: "subscribers", value: n(subscribers), to: "/admin/subscribers" },
      { key: "surveyResponses", value: n(responses), to: "/admin/survey" },
      { key: "users", value: n(roles.member + roles.partner + roles.staff + roles.admin), to: "/admin/users" },
      { key: "mailFailed", value: n(mail.failed), to: mail.failed > 0 ? "/admin/mail?status=failed" : "/admin/mail" },
    ] as const,
    roles: {
      admins: { count: roles.admin, formatted: n(roles.admin) },
      partners: { count: roles.partner, formatted: n(roles.partner) },
    },
    mailPending: n(mail.pending),
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <h2 className="text-2xl font-semibold text-basalt-950">{t("dashboard.heading")}</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {loaderData.cards.map((card) => (
          <li key={card.key}>
            <Card className="flex h-full flex-col gap-2">
              <p className="text-sm font-medium text-basalt-700">{t(`dashboard.${card.key}`)}</p>
              <div className="text-4xl font-bold text-basalt-950 tabular-nums">{card.value}</div>
              {card.key === "users" ? (
                <p className="text-sm text-basalt-700">
                  {t("dashboard.usersDetail", {
                    admins: t("dashboard.admins", loaderData.roles.admins),
                    partners: t("dashboard.partners", loaderData.roles.partners),
                  })}
                </p>
              ) : null}
              {card.key === "mailFailed" ? (
                <p className="text-sm text-basalt-700">
                  {t("dashboard.mailDetail", { pending: loaderData.mailPending })}
                </p>
              ) : null}
              <Link
                to={card.to}
                className="mt-auto inline-flex items-center gap-1 self-start pt-2 font-semibold text-mineral-800 underline underline-offset-4"
              >
                {t("dashboard.open")}
                <span className="sr-only">: {t(`dashboard.${card.key}`)}</span>
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
