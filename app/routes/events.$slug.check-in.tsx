import { ArrowLeft, FileDown, QrCode } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/events.$slug.check-in";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { activeRegistration, findEventBySlug, checkInOpen, checkInWithCode } from "~/features/events/index.server";
import { getUser, requireUser } from "~/features/auth/index.server";
import { checkInForms, mayRegister } from "~/features/events";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { localText } from "~/lib/format/localized";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

/** Per member and never kept: the form, its refusals and their wait (Retry-After). */
export const headers = privateFormHeaders;

async function eventOr404(context: Route.LoaderArgs["context"], slug: string) {
  const event = await findEventBySlug(getAppContext(context).db, slug, { publishedOnly: true });
  if (!event) throw data(null, { status: 404, statusText: "Not Found" });
  return event;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const event = await eventOr404(context, params.slug);
  const user = await getUser(request, context);
  const mine = user ? await activeRegistration(getAppContext(context).db, event.id, user.id) : null;
  // The QR code's link carries the code: the form is filled in, the member only confirms.
  const code = new URL(request.url).searchParams.get("code")?.slice(0, 40) ?? "";
  return data({
    messages: pageMessages(context, "eventRegistration"),
    event: { slug: event.slug, title: localText(event.title, getRequestLanguage(context)) },
    signedIn: mayRegister(user),
    registration: mine ? { id: mine.id, status: mine.status } : null,
    open: checkInOpen(event, new Date()),
    code,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const event = await eventOr404(context, params.slug);
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, checkInForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return checkInWithCode({ context, form, user, event }, parsed.value.code);
}

export default function CheckIn({ loaderData }: Route.ComponentProps) {
  usePageMessages("eventRegistration", loaderData.messages);
  const { t } = useTranslation("eventRegistration");
  const err = useErrorText("eventRegistration");
  const reply = useFormReply("checkIn");
  const navigation = useNavigation();
  const { event, registration } = loaderData;
  const eventPath = `/events/${event.slug}`;
  return (
    <main id="main">
      <PageMeta title={`${t("checkIn.title")} — ${event.title.text}`} description={t("checkIn.lead")} />
      <PageHeader title={t("checkIn.title")} lead={event.title.text} trail={[[event.title.text, eventPath]]} />
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
        <Card className="grid gap-4">
          <FormSuccess form="checkIn" />
          {registration?.status === "attended" ? (
            <>
              <p className="font-medium text-basalt-900">{t("checkIn.attended")}</p>
              <Button asChild className="justify-self-start">
                <a href={`/account/events/${registration.id}/certificate.pdf`} download>
                  <FileDown aria-hidden />
                  {t("checkIn.certificate")}
                </a>
              </Button>
            </>
          ) : !loaderData.signedIn ? (
            <SignInPrompt
              text={t("checkIn.signIn")}
              button={t("checkIn.signInButton")}
              next={`${eventPath}/check-in${loaderData.code ? `?code=${encodeURIComponent(loaderData.code)}` : ""}`}
            />
          ) : !registration || registration.status === "waitlisted" ? (
            <p className="text-basalt-800">{t("checkIn.notRegistered")}</p>
          ) : !loaderData.open ? (
            <p className="text-basalt-800">{t("errors.notToday")}</p>
          ) : (
            <Form method="post" className="grid gap-4">
              <input type="hidden" name="intent" value="checkIn" />
              <p className="text-basalt-700">{t("checkIn.lead")}</p>
              <FormAlert message={err(reply.formError, reply.formErrorValues)} />
              <Field
                label={t("checkIn.code")}
                error={err(reply.fieldErrors.code)}
                inputProps={{
                  name: "code",
                  defaultValue: reply.values.code ?? loaderData.code,
                  autoComplete: "off",
                  autoCapitalize: "characters",
                  spellCheck: false,
                  required: true,
                  className: "font-mono text-lg tracking-widest uppercase",
                }}
              />
              <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
                <QrCode aria-hidden />
                {t("checkIn.button")}
              </Button>
            </Form>
          )}
        </Card>
        <Link
          to={eventPath}
          className="flex items-center gap-1.5 font-medium text-mineral-800 underline underline-offset-4"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("checkIn.back")}
        </Link>
      </div>
    </main>
  );
}
