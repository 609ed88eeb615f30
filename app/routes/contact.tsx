import { CheckCircle2, Clock, Mail, MapPin } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link, redirect, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert } from "~/components/forms/form-status";
import { Field, Honeypot, SelectField, TextareaField } from "~/components/ui/field";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { contactSchema, contactTopics, type ContactInput } from "~/features/contact";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken, redirectIfStored, storeOnce } from "~/lib/forms/idempotency.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { consume } from "~/lib/server/rate-limit.server";
import { submitContactMessage } from "~/lib/mail/site-mail.server";
import type { loader as rootLoader } from "~/root";

export function loader({ request, context }: Route.LoaderArgs) {
  const sentTo = new URL(request.url).searchParams.get("sent");
  return { messages: pageMessages(context, "contact"), sent: sentTo === "1", submission: newSubmissionToken() };
}

const SENT = "/contact?sent=1";

export async function action({ request, context }: Route.ActionArgs) {
  const { db, rateLimits, clientIp } = getAppContext(context);
  const form = await request.formData();
  // A resend of a stored message goes to the thank-you view it made (decision 018).
  await redirectIfStored(db, form, "contact");
  if ((await consume(rateLimits.contact, clientIp)) > 0) return refuseForm(form, "errors.rateLimited", { status: 429 });
  // A filled honeypot is a bot: answer as if all went well, keep and send nothing.
  if (String(form.get("website") ?? "") !== "") throw redirect(SENT);
  const parsed = parseForm(form, contactSchema);
  if (!parsed.ok) return refuse(parsed.reply);
  return sendMessage(context, form, parsed.value);
}

/**
 * Stored once per form, however often it is sent (decision 018): the message and its two mails are
 * stored together with the form's token (the outbox sends them after the commit). The thank-you
 * view is the page at ?sent=1.
 */
async function sendMessage(context: Route.ActionArgs["context"], form: FormData, input: ContactInput) {
  const { db, mailer, config } = getAppContext(context);
  const language = getRequestLanguage(context);
  await storeOnce(db, form, "contact", async (tx) => {
    await submitContactMessage(
      { db: tx, mailer, contactEmail: config.contactEmail, siteUrl: config.siteUrl },
      { ...input, language },
    );
    return SENT;
  });
  throw redirect(SENT);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  usePageMessages("contact", loaderData.messages);
  const { t } = useTranslation("contact");
  const { t: tCommon } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const reply = useFormReply("contact");
  const err = useErrorText("contact");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const values = reply.values;
  const error = (name: string) => err(reply.fieldErrors[name]);
  const hasErrors = Object.keys(reply.fieldErrors).length > 0;
  const email = root?.site.contactEmail ?? "";

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-12 lg:px-8 lg:py-16">
        <div className="lg:col-span-7">
          {loaderData.sent ? (
            <SentPanel />
          ) : (
            <Card className="p-6 sm:p-8">
              <h2 className="text-2xl font-bold text-basalt-950">{t("form.heading")}</h2>
              <FormAlert
                className="mt-4"
                message={err(reply.formError) ?? (hasErrors ? tCommon("page.formErrors") : null)}
              />
              <Form method="post" className="relative mt-6 grid gap-5" noValidate>
                <input type="hidden" name="intent" value="contact" />
                <Honeypot label={tCommon("page.honeypotLabel")} />
                <SubmissionField token={loaderData.submission} />
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field
                    label={t("form.name")}
                    error={error("name")}
                    inputProps={{
                      name: "name",
                      autoComplete: "name",
                      required: true,
                      defaultValue: values.name,
                      maxLength: 120,
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
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field
                    label={`${t("form.organisation")} (${tCommon("page.optional")})`}
                    error={error("organisation")}
                    inputProps={{
                      name: "organisation",
                      autoComplete: "organization",
                      defaultValue: values.organisation,
                      maxLength: 160,
                    }}
                  />
                  <SelectField
                    label={t("form.topic")}
                    error={error("topic")}
                    placeholder={t("form.topicPlaceholder")}
                    options={contactTopics.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
                    selectProps={{ name: "topic", required: true, defaultValue: values.topic ?? "" }}
                  />
                </div>
                <TextareaField
                  label={t("form.message")}
                  hint={t("form.messageHint")}
                  error={error("message")}
                  textareaProps={{ name: "message", required: true, defaultValue: values.message, maxLength: 5000 }}
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
        <aside className="grid content-start gap-6 lg:col-span-5">
          <Card>
            <h2 className="text-lg font-semibold text-basalt-950">{t("office.heading")}</h2>
            <dl className="mt-4 grid gap-4 text-basalt-800">
              <div className="flex gap-3">
                <dt className="shrink-0">
                  <MapPin aria-hidden className="mt-0.5 size-5 text-mineral-700" />
                  <span className="sr-only">{t("office.addressLabel")}</span>
                </dt>
                <dd className="whitespace-pre-line">{t("office.address")}</dd>
              </div>
              <div className="flex gap-3">
                <dt className="shrink-0">
                  <Mail aria-hidden className="mt-0.5 size-5 text-mineral-700" />
                  <span className="sr-only">{t("office.emailLabel")}</span>
                </dt>
                <dd>
                  <a className="font-medium text-mineral-700 underline underline-offset-4" href={`mailto:${email}`}>
                    {email}
                  </a>
                </dd>
              </div>
              <div className="flex gap-3">
                <dt className="shrink-0">
                  <Clock aria-hidden className="mt-0.5 size-5 text-mineral-700" />
                  <span className="sr-only">{t("office.hoursLabel")}</span>
                </dt>
                <dd>{t("office.hours")}</dd>
              </div>
            </dl>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold text-basalt-950">{t("faq.heading")}</h2>
            <p className="mt-2 text-basalt-700">{t("faq.text")}</p>
            <ul className="mt-3 grid gap-2">
              {(
                [
                  ["/about", "about"],
                  ["/certifications", "certifications"],
                  ["/events", "events"],
                  ["/partners", "partners"],
                  ["/complaints", "complaints"],
                ] as const
              ).map(([href, key]) => (
                <li key={href}>
                  <Link
                    to={href}
                    className="font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800"
                  >
                    {t(`faq.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>
    </main>
  );
}

function SentPanel() {
  const { t } = useTranslation("contact");
  return (
    <Card className="p-6 sm:p-8" role="status">
      <CheckCircle2 aria-hidden className="size-10 text-mineral-700" />
      <h2 className="mt-4 text-2xl font-bold text-basalt-950">{t("sent.heading")}</h2>
      <p className="mt-2 text-basalt-700">{t("sent.text")}</p>
      <Button asChild variant="secondary" className="mt-6">
        <Link to="/contact">{t("sent.another")}</Link>
      </Button>
    </Card>
  );
}
