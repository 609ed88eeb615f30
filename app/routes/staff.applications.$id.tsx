import { Link } from "react-router";
import type { Route } from "./+types/staff.applications.$id";
import { PageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { FormSuccess, StatusNotice } from "~/components/forms/form-status";
import { AdminHeading } from "~/features/admin";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import {
  CaseHistory,
  CaseMessages,
  CaseNotes,
  MoveForm,
  ReviewChecklist,
  ReviewEvidence,
  canUseReviewQueue,
  reviewForms,
  staffMoves,
} from "~/features/applications";
import { reviewAction, reviewCaseView } from "~/features/applications/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

/**
 * /staff/applications/:id: one application's evidence, referee answers, checklist, internal notes, history, and
 * the decision forms states.ts allows from its state for the viewer's duties (none when impartiality forbids).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  ensure(canUseReviewQueue(me));
  const { db, clock } = getAppContext(context);
  const view = await reviewCaseView(db, me, params.id, {
    language: getRequestLanguage(context),
    formatDate: formatDateFor(context),
    now: clock.now(),
  });
  if (!view) throw new Response(null, { status: 404 });
  return { messages: pageMessages(context, "review"), ...view };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  ensure(canUseReviewQueue(me));
  const form = await request.formData();
  const parsed = parseForm(form, reviewForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return reviewAction(request, context, me, params.id, form, parsed.value);
}

export default function StaffApplication({ loaderData }: Route.ComponentProps) {
  usePageMessages("review", loaderData.messages);
  const { t } = useTranslation("review");
  const { c } = loaderData;
  return (
    <>
      <PageMeta title={t("meta.caseTitle", { name: c.applicantName })} />
      <p>
        <Link to="/staff/applications" className="text-sm font-medium text-mineral-700 underline underline-offset-4">
          {t("case.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading
          title={c.applicantName}
          text={t("case.submittedOn", { level: loaderData.valueLabels[c.level] ?? c.level, date: c.submitted })}
        />
      </div>
      {/* Every move's flash: after a move its form is gone (the state moved on), its outcome still shows. */}
      {staffMoves.map((move) => (
        <FormSuccess key={move} form={move} className="mt-4" />
      ))}
      <FormSuccess form="note" className="mt-4" />
      {loaderData.problem ? (
        <StatusNotice className="mt-4">{t("case.locked", { why: t(`locked.${loaderData.problem}`) })}</StatusNotice>
      ) : null}
      <Card className="mt-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("case.applicant")}</dt>
            <dd className="text-basalt-950">
              {c.applicantName}
              <span className="block break-all text-basalt-700">{c.applicantEmail}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("case.stateHeading")}</dt>
            <dd className="text-basalt-950">
              {t(`states.${c.state}`)}
              {c.window ? <span className="block">{t("case.window", c.window)}</span> : null}
              {c.moreInfoDue ? <span className="block">{t("case.moreInfoDue", { date: c.moreInfoDue })}</span> : null}
              {c.decided ? (
                <span className="block text-basalt-700">
                  {t("case.decided", { date: c.decided.date, name: c.decided.by ?? t("case.someone") })}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
      </Card>
      <div className="mt-6 grid gap-6 xl:grid-cols-[3fr_2fr]">
        <ReviewEvidence evidence={loaderData.evidence} />
        <div className="grid content-start gap-6">
          <ReviewChecklist checklist={loaderData.checklist} valueLabels={loaderData.valueLabels} />
        </div>
      </div>

      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("case.decisionsHeading")}</h2>
      {loaderData.moves.length === 0 ? (
        <p className="mt-2 text-basalt-700">{t("case.noMoves")}</p>
      ) : (
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          {loaderData.moves.map((move) => (
            <MoveForm
              key={move}
              move={move}
              figures={loaderData.figures}
              dueOn={loaderData.dueOn}
              blocked={move === "approve" && !loaderData.checklist.passes}
            />
          ))}
        </div>
      )}

      <CaseMessages messages={c.messages} />
      <CaseNotes notes={loaderData.notes} canNote={loaderData.canNote} />
      <CaseHistory history={loaderData.history} />
    </>
  );
}
