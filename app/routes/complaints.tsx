import { CheckCircle2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/complaints";
import { useTranslation } from "~/lib/i18n/react";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert } from "~/components/forms/form-status";
import { ChoiceGroup, Field, Honeypot, TextareaField } from "~/components/ui/field";
import { complaintAbouts } from "~/features/complaints";
import { submitComplaint } from "~/features/complaints/index.server";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { useFormReply } from "~/lib/forms/submission";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";

export const headers = privateFormHeaders;

const REFERENCE = /^CMP-[0-9A-F]{8}$/;

/** /complaints: anyone files a complaint about a holder or the body (ISO/IEC 17024 9.9, decision 040). */
export function loader({ request, context }: Route.LoaderArgs) {
  const received = new URL(request.url).searchParams.get("received");
  return {
    messages: pageMessages(context, "complaints"),
    // The receipt view: the reference the stored complaint got (its shape only; it names nothing else).
    received: received !== null ? (received && REFERENCE.test(received) ? received : "") : null,
    submission: newSubmissionToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitComplaint(request, context);
}

export default function Complaints({ loaderData }: Route.ComponentProps) {
  usePageMessages("complaints", loaderData.messages);
  const { t } = useTranslation("complaints");
  const { t: tCommon } = useTranslation();
  const reply = useFormReply("complaint");
  const err = useErrorText("complaints");
  const submitting = useNavigation().state === "submitting";
  const values = reply.values;
  const error = (name: string) => err(reply.fieldErrors[name]);
  const hasErrors = Object.keys(reply.fieldErrors).length > 0;
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-12 lg:px-8 lg:py-16">
        <div className="lg:col-span-7">
          {loaderData.received !== null ? (
            <Card className="p-6 sm:p-8" role="status">
              <CheckCircle2 aria-hidden className="size-10 text-mineral-700" />
              <h2 className="mt-4 text-2xl font-bold text-basalt-950">{t("sent.heading")}</h2>
              {loaderData.received ? (
                <p className="mt-2 text-basalt-700">{t("sent.text", { reference: loaderData.received })}</p>
              ) : null}
              <Button asChild variant="secondary" className="mt-6">
                <Link to="/complaints">{t("sent.another")}</Link>
              </Button>
            </Card>
          ) : (
            <Card className="p-6 sm:p-8">
              <h2 className="text-2xl font-bold text-basalt-950">{t("form.heading")}</h2>
              <FormAlert
                className="mt-4"
                message={err(reply.formError) ?? (hasErrors ? tCommon("page.formErrors") : null)}
              />
              <Form method="post" className="relative mt-6 grid gap-5" noValidate>
                <input type="hidden" name="intent" value="complaint" />
                <Honeypot label={tCommon("page.honeypotLabel")} />
                <SubmissionField token={loaderData.submission} />
                <ChoiceGroup
                  legend={t("form.about")}
                  name="about"
                  type="radio"
                  required
                  error={error("about")}
                  defaultValue={typeof values.about === "string" ? values.about : "holder"}
                  options={complaintAbouts.map((about) => ({ value: about, label: t(`abouts.${about}`) }))}
                />
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field
                    label={`${t("form.holderName")} (${tCommon("page.optional")})`}
                    error={error("holderName")}
                    inputProps={{ name: "holderName", maxLength: 160, defaultValue: values.holderName }}
                  />
                  <Field
                    label={`${t("form.credentialId")} (${tCommon("page.optional")})`}
                    hint={t("form.credentialIdHint")}
                    error={error("credentialId")}
                    inputProps={{ name: "credentialId", maxLength: 40, defaultValue: values.credentialId }}
                  />
                </div>
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field
                    label={t("form.name")}
                    error={error("name")}
                    inputProps={{
                      name: "name",
                      autoComplete: "name",
                      required: true,
                      maxLength: 120,
                      defaultValue: values.name,
                    }}
                  />
                  <Field
                    label={t("form.email")}
                    hint={t("form.emailHint")}
                    error={error("email")}
                    inputProps={{
                      name: "email",
                      type: "email",
                      autoComplete: "email",
                      required: true,
                      defaultValue: values.email,
                    }}
                  />
                </div>
                <TextareaField
                  label={t("form.text")}
                  hint={t("form.textHint")}
                  error={error("text")}
                  textareaProps={{ name: "text", required: true, maxLength: 5000, defaultValue: values.text }}
                />
                <p className="text-sm text-basalt-600">{t("form.privacy")}</p>
                <div>
                  <Button type="submit" disabled={submitting}>
                    {submitting ? tCommon("page.sending") : t("form.submit")}
                  </Button>
                </div>
              </Form>
            </Card>
          )}
        </div>
        <aside className="lg:col-span-5">
          <Card>
            <h2 className="text-lg font-semibold text-basalt-950">{t("how.heading")}</h2>
            <ol className="mt-3 grid list-decimal gap-2 pl-5 text-basalt-800">
              {(t("how.steps", { returnObjects: true }) as unknown as string[]).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
        </aside>
      </div>
    </main>
  );
}
