import { useTranslation } from "~/lib/i18n/react";
import { Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/staff";
import { PageHeader } from "~/components/page-header";
import { roleMiddleware } from "~/lib/root/role-middleware.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { cn } from "~/lib/util/cn";
import { canHandleComplaints } from "~/features/staff";
import { canUseItemBank } from "~/features/exams/index.server";
import { canAdministerPanels, canAssess, canInvigilate, canManageSessions, canSeeExamResults } from "~/features/exams";
import { canHandleAppeals, canSeeApplicationsOverview, canUseReviewQueue } from "~/features/applications";
import { requireUser } from "~/features/auth/index.server";

/**
 * Every page under /staff: signed out → /auth; without the staff (or admin) role → 403. Each page
 * then checks its duty in its own loader and action (decision 040).
 */
export const middleware: Route.MiddlewareFunction[] = [roleMiddleware(["staff"])];

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  return {
    messages: pageMessages(context, "staff"),
    can: {
      complaints: canHandleComplaints(me),
      applications: canUseReviewQueue(me),
      appeals: canHandleAppeals(me),
      overview: canSeeApplicationsOverview(me),
      exams: canUseItemBank(me),
      examSessions: canManageSessions(me),
      examResults: canSeeExamResults(me),
      invigilation: canInvigilate(me),
      assessments: canAssess(me) || canAdministerPanels(me),
    },
  };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  usePageMessages("staff", loaderData.messages);
  const { t } = useTranslation("staff");
  type Key =
    | "home"
    | "conflicts"
    | "complaints"
    | "applications"
    | "appeals"
    | "overview"
    | "exams"
    | "examSessions"
    | "examResults"
    | "invigilation"
    | "assessments";
  const { can } = loaderData;
  const items: ReadonlyArray<{ to: string; key: Key; end?: boolean }> = [
    { to: "/staff", key: "home", end: true },
    { to: "/staff/conflicts", key: "conflicts" },
    ...(can.applications ? [{ to: "/staff/applications", key: "applications" as const, end: true }] : []),
    // The appeals panel's view of the queue: its own address, so the link shows as the current page there.
    ...(can.appeals ? [{ to: "/staff/applications?state=appealed", key: "appeals" as const }] : []),
    ...(can.overview ? [{ to: "/staff/applications/overview", key: "overview" as const }] : []),
    ...(can.complaints ? [{ to: "/staff/complaints", key: "complaints" as const }] : []),
    ...(can.exams ? [{ to: "/staff/exams", key: "exams" as const }] : []),
    ...(can.examSessions ? [{ to: "/staff/exam-sessions", key: "examSessions" as const }] : []),
    ...(can.examResults ? [{ to: "/staff/exam-results", key: "examResults" as const }] : []),
    ...(can.invigilation ? [{ to: "/staff/invigilation", key: "invigilation" as const }] : []),
    ...(can.assessments ? [{ to: "/staff/assessments", key: "assessments" as const }] : []),
  ];
  // The queue and its appeals view share a path: the query tells them apart, so one link is current at a time.
  const location = useLocation();
  const appealsView = new URLSearchParams(location.search).get("state") === "appealed";
  const isCurrent = (item: { to: string; key: Key; end?: boolean }) => {
    const path = item.to.split("?")[0]!;
    if (item.key === "appeals") return location.pathname === path && appealsView;
    if (item.key === "applications")
      return (
        (location.pathname === path && !appealsView) ||
        /^\/staff\/applications\/(?!overview$)[^/]+$/.test(location.pathname)
      );
    return item.end
      ? location.pathname === path
      : location.pathname === path || location.pathname.startsWith(`${path}/`);
  };
  return (
    <main id="main">
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[13rem_1fr] lg:px-8">
        <nav aria-label={t("nav.label")} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <ul className="flex gap-1 overflow-x-auto pb-1 lg:grid lg:overflow-visible">
            {items.map((item) => (
              <li key={item.to} className="shrink-0">
                <Link
                  to={item.to}
                  aria-current={isCurrent(item) ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
                    isCurrent(item)
                      ? "bg-basalt-950 text-white"
                      : "text-basalt-800 hover:bg-steam-200 hover:text-basalt-950",
                  )}
                >
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
