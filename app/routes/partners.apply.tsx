import { useTranslation } from "~/lib/i18n/react";
import type { Route } from "./+types/partners.apply";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { ApplicationForm, Sent, applicationSteps, typedToValues } from "~/features/partners";
import { formReply, type FormReply } from "~/lib/forms/submission";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { loadApplication, postApplicationStep } from "~/features/partners/index.server";
import { stepValues } from "~/lib/wizard/wizard";

// The partnership application, a step wizard (decision 021): app/features/partners/application.server.ts
// holds its moves, app/components/partners its steps, review and thank-you view (?sent=1).

export const headers = privateFormHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadApplication(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return postApplicationStep(request, context, await request.formData());
}

export default function PartnerApply({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("partnerApply", loaderData.messages);
  const { t } = useTranslation("partnerApply");
  // Every post of the wizard is one form; its intent is the button pressed.
  const reply = formReply(actionData, (actionData as FormReply | undefined)?.intent ?? "");
  // What was typed on the step shown (never on the review step: it shows the draft).
  const stepKey = applicationSteps[loaderData.step];
  const typed =
    stepKey && stepKey !== "review" && reply.values.step === String(loaderData.step)
      ? typedToValues(stepKey, reply.values)
      : null;
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader
        eyebrow={t("header.eyebrow")}
        title={t("header.title")}
        lead={t("header.lead")}
        trail={[[t("trail.partners"), "/partners"]]}
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        {loaderData.sent ? (
          <Sent />
        ) : (
          <ApplicationForm
            step={loaderData.step}
            values={stepValues(loaderData.values, typed)}
            reply={reply}
            submission={loaderData.submission}
          />
        )}
      </div>
    </main>
  );
}
