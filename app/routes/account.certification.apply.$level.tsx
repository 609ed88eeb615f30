import type { Route } from "./+types/account.certification.apply.$level";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import {
  DeclarationStep,
  EducationStep,
  ExperienceStep,
  PrerequisiteStep,
  StepNav,
  TrainingStep,
  canApply,
  levelKeys,
  moveForm,
  wizardForms,
} from "~/features/applications";
import {
  addExperienceEntry,
  addTrainingEntry,
  moveOn,
  readDocumentPost,
  removeEntry,
  saveEducationStep,
  savePrerequisite,
  submitDraft,
  wizardPage,
  wizardSteps,
} from "~/features/applications/index.server";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import type { CareerLevelKey } from "~/content/home";
import { formReply, type FormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { levelTexts } from "~/lib/levels/level-texts.server";

// The application wizard (decision 043): the draft lives on the server (app/features/applications/wizard.server.ts
// holds the page and one function per intent), the step is in the URL, every form works without JavaScript.

export const headers = privateFormHeaders;

/** The level of the URL, or the site's 404 for anything else. */
function levelOf(param: string | undefined): CareerLevelKey {
  const level = levelKeys.find((key) => key === param);
  if (!level) throw new Response("Not found", { status: 404 });
  return level;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  ensure(canApply(user));
  const level = levelOf(params.level);
  const view = await wizardPage(context, user, level, new URL(request.url).searchParams.get("step"));
  return {
    messages: pageMessages(context, "applications"),
    certificationMessages: pageMessages(context, "certifications"),
    levels: levelTexts(context),
    view,
  };
}

const entryIntents = new Set(["addExperience", "removeExperience", "addTraining", "removeTraining"]);

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  ensure(canApply(user));
  const level = levelOf(params.level);
  const { form, tooLarge } = await readDocumentPost(request);
  if (entryIntents.has(String(form.get("intent")))) {
    const parsed = parseForm(form, wizardForms);
    if (!parsed.ok) return refuse(parsed.reply);
    switch (parsed.value.intent) {
      case "addExperience":
        return addExperienceEntry(context, form, user, level);
      case "addTraining":
        return addTrainingEntry(context, form, user, level, tooLarge);
      case "removeExperience":
        return removeEntry(context, form, user, level, "experience", parsed.value.id);
      case "removeTraining":
        return removeEntry(context, form, user, level, "training", parsed.value.id);
    }
  }
  const parsed = parseForm(form, moveForm);
  if (!parsed.ok) return refuse(parsed.reply);
  const steps = wizardSteps(level);
  const index = Number(parsed.value.step);
  const step = steps[index];
  if (!step) return refuseForm(form, "errors.tampered");
  if (parsed.value.intent === "submit") {
    if (step !== "declaration") return refuseForm(form, "errors.tampered");
    return submitDraft(context, form, user, level);
  }
  // "back" and "goto" are links of the page, never posts.
  if (parsed.value.intent !== "next") return refuseForm(form, "errors.tampered");
  switch (step) {
    case "education":
      return saveEducationStep(context, form, user, level, tooLarge);
    case "experience":
    case "training":
      return moveOn(context, form, user, level, index);
    case "prerequisite":
      return savePrerequisite(context, form, user, level, index);
    case "declaration":
      return refuseForm(form, "errors.tampered");
  }
}

export default function ApplyForCertification({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("applications", loaderData.messages);
  usePageMessages("certifications", loaderData.certificationMessages);
  const { t } = useTranslation("applications");
  const err = useErrorText("applications");
  const { view, levels } = loaderData;
  const reply = formReply(actionData, (actionData as FormReply | undefined)?.intent ?? "");
  const certification = levels[view.level].certification;
  return (
    <main id="main">
      <PageMeta title={t("meta.applyTitle", { certification })} description={t("apply.lead")} />
      <PageHeader
        title={t("apply.title", { certification })}
        lead={t("apply.lead")}
        trail={[[t("dashboard.title"), "/account/certification"]]}
      />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <StepNav view={view} />
        <h2 className="text-2xl font-semibold text-basalt-950">{t(`apply.steps.${view.step}`)}</h2>
        <FormSuccess form="wizard" />
        {/* A refused removal has no form of its own to show it: the entry may be gone already. */}
        <FormAlert message={reply.intent.startsWith("remove") ? err(reply.formError) : null} />
        {view.step === "education" ? <EducationStep view={view} reply={reply} /> : null}
        {view.step === "experience" ? <ExperienceStep view={view} reply={reply} /> : null}
        {view.step === "training" ? <TrainingStep view={view} reply={reply} /> : null}
        {view.step === "prerequisite" ? <PrerequisiteStep view={view} reply={reply} levels={levels} /> : null}
        {view.step === "declaration" ? <DeclarationStep view={view} reply={reply} levels={levels} /> : null}
      </div>
    </main>
  );
}
