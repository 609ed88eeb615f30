import { Form, Link } from "react-router";
import type { Route } from "./+types/staff.exams.items.new";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, TextareaField } from "~/components/ui/field";
import { AdminHeading } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { levelNamesIn } from "~/features/applications/index.server";
import { ItemFields, newItemForms } from "~/features/exams";
import { bankCases, bankUser, newItemAction, proposedItemId } from "~/features/exams/index.server";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

/** /staff/exams/items/new: an author writes a draft in English; a case study (a shared scenario) is written here too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = bankUser(await requireUser(request, context));
  return {
    messages: pageMessages(context, "examBank"),
    levelNames: levelNamesIn(getRequestLanguage(context)),
    cases: await bankCases(context, me),
    proposedId: proposedItemId(),
    submission: newSubmissionToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = bankUser(await requireUser(request, context));
  const form = await request.formData();
  const parsed = parseForm(form, newItemForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return newItemAction(context, me, form, parsed.value);
}

const link = "text-sm font-medium text-mineral-700 underline underline-offset-4";

export default function NewExamItem({ loaderData }: Route.ComponentProps) {
  usePageMessages("examBank", loaderData.messages);
  const { t } = useTranslation("examBank");
  const err = useErrorText("examBank");
  const reply = useFormReply("create");
  const caseReply = useFormReply("case");
  return (
    <>
      <PageMeta title={t("meta.newTitle")} />
      <p>
        <Link to="/staff/exams" className={link}>
          {t("item.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading title={t("item.newHeading")} text={t("item.newText")} />
      </div>
      <Card className="mt-6">
        <Form method="post" className="grid gap-5">
          <input type="hidden" name="intent" value="create" />
          <SubmissionField token={loaderData.submission} />
          <FormAlert message={err(reply.formError, reply.formErrorValues)} />
          <Field
            label={t("item.id")}
            hint={t("item.idHint")}
            error={err(reply.fieldErrors.id)}
            inputProps={{
              id: "item-id",
              name: "id",
              required: true,
              maxLength: 64,
              defaultValue: reply.values.id ?? loaderData.proposedId,
              className: "font-mono",
            }}
          />
          <ItemFields
            reply={reply}
            levelNames={loaderData.levelNames}
            cases={loaderData.cases}
            initial={{
              level: "",
              domain: "",
              type: "single",
              caseId: "",
              stem: "",
              rationale: "",
              options: [],
              key: [],
            }}
          />
          <div>
            <Button type="submit">{t("item.create")}</Button>
          </div>
        </Form>
      </Card>

      <Card className="mt-8">
        <h2 className="text-lg font-semibold text-basalt-950">{t("item.caseHeading")}</h2>
        <p className="mt-2 text-basalt-700">{t("item.caseText")}</p>
        <FormSuccess form="case" className="mt-4" />
        <Form method="post" className="mt-4 grid gap-4">
          <input type="hidden" name="intent" value="case" />
          <FormAlert message={err(caseReply.formError, caseReply.formErrorValues)} />
          <Field
            label={t("item.newCaseId")}
            error={err(caseReply.fieldErrors.caseId)}
            inputProps={{
              id: "case-id",
              name: "caseId",
              required: true,
              maxLength: 64,
              defaultValue: caseReply.values.caseId ?? "",
              className: "font-mono",
            }}
          />
          <TextareaField
            label={t("item.scenario")}
            error={err(caseReply.fieldErrors.scenario)}
            textareaProps={{
              id: "case-scenario",
              name: "scenario",
              required: true,
              defaultValue: caseReply.values.scenario ?? "",
            }}
          />
          <div>
            <Button type="submit" variant="secondary">
              {t("item.saveCase")}
            </Button>
          </div>
        </Form>
      </Card>
    </>
  );
}
