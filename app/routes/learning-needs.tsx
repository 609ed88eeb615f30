import { ClipboardList } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import type { Route } from "./+types/learning-needs";
import { ArrowLink } from "~/components/arrow-link";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { SurveyForm, Thanks, typedToValues } from "~/features/survey";
import { formReply, type FormReply } from "~/lib/forms/submission";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { loadSurvey, postSurveyStep } from "~/features/survey/index.server";

// The learning-needs survey, a step wizard (decision 021): app/features/survey/survey-wizard.server.ts
// holds its moves, app/components/survey its steps and its thank-you view.

/** Per-visitor state (the survey cookie): never cached; a rate-limit wait reaches the page. */
export const headers = privateFormHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSurvey(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return postSurveyStep(request, context, await request.formData());
}

export default function LearningNeeds({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("learningNeeds", loaderData.messages);
  const { t } = useTranslation("learningNeeds");
  // Every post of the wizard is one form; its intent is the button pressed.
  const reply = formReply(actionData, (actionData as FormReply | undefined)?.intent ?? "");

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader eyebrow={t("header.eyebrow")} title={t("header.title")} lead={t("header.lead")} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-12 lg:px-8">
        <div className="min-w-0 lg:col-span-8">
          {loaderData.state === "done" ? (
            <Thanks answers={loaderData.answers} />
          ) : (
            <SurveyForm
              step={loaderData.step}
              values={
                reply.values.step === String(loaderData.step)
                  ? typedToValues(loaderData.step, reply.values)
                  : loaderData.values
              }
              reply={reply}
              resumed={!actionData && loaderData.resumed}
              submission={loaderData.submission}
            />
          )}
        </div>
        <aside aria-labelledby="why-heading" className="lg:col-span-4">
          <div className="rounded-[var(--radius-card)] bg-steam-100 p-6">
            <ClipboardList aria-hidden className="size-7 text-mineral-700" />
            <h2 id="why-heading" className="mt-3 text-xl font-bold text-basalt-950">
              {t("aside.heading")}
            </h2>
            <p className="mt-3 text-basalt-700">{t("aside.text")}</p>
            <p className="mt-3 text-sm text-basalt-700">{t("intro.privacy")}</p>
            <ArrowLink to="/resources" className="mt-4">
              {t("aside.resources")}
            </ArrowLink>
          </div>
        </aside>
      </div>
    </main>
  );
}
