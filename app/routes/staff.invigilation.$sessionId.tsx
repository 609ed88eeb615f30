import { Link } from "react-router";
import type { Route } from "./+types/staff.invigilation.$sessionId";
import { FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { AdminHeading } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { CandidateCard, invigilationForms } from "~/features/exams";
import { invigilationAction, invigilationSessionPage } from "~/features/exams/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";

export const headers = privateFormHeaders;

/**
 * /staff/invigilation/:sessionId: the session's candidates and, per candidate, the steps its state allows: admit
 * after the identity check (the one-time code is shown once), a new code, an incident, pause, resume, end.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  return invigilationSessionPage(context, me, params.sessionId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, invigilationForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return invigilationAction(request, context, me, params.sessionId, form, parsed.value);
}

export default function InvigilationSession({ loaderData }: Route.ComponentProps) {
  usePageMessages("examSitting", loaderData.messages);
  const { t } = useTranslation("examSitting");
  const { session } = loaderData;
  const level = loaderData.levels[session.level].certification;
  return (
    <>
      <PageMeta title={t("meta.sessionTitle", { when: session.when })} />
      <p>
        <Link to="/staff/invigilation" className="text-sm font-medium text-mineral-700 underline underline-offset-4">
          {t("session.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading
          title={t("session.heading", { level, when: session.when })}
          text={session.venue ?? t(`delivery.${session.delivery}`)}
        />
      </div>
      <FormSuccess form="step" className="mt-4" />
      {loaderData.candidates.length === 0 ? (
        <p className="mt-6 text-basalt-700">{t("session.none")}</p>
      ) : (
        <div className="mt-6 grid gap-4">
          {loaderData.candidates.map((candidate) => (
            <CandidateCard key={candidate.attemptId} candidate={candidate} />
          ))}
        </div>
      )}
    </>
  );
}
