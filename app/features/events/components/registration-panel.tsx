import { CalendarCheck, CalendarPlus, QrCode, UserCheck, UserMinus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import type { RegistrationStatus } from "~/features/events/schema";
import { SubmissionField } from "~/lib/forms/idempotency";
import { useFormReply } from "~/lib/forms/submission";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";

export type RegistrationPanelData = {
  slug: string;
  /** Registration offered: open, published, not over. */
  offered: boolean;
  signedIn: boolean;
  placesLeft: number | null;
  mine: { status: RegistrationStatus; position: number | null } | null;
  /** A form token for the register form (signed-in viewers only). */
  submission: string | null;
  checkInOpen: boolean;
};

/** The registration box of an event's page: register / join the wait list / cancel, or a sign-in link. */
export function RegistrationPanel({ data, calendarHref }: { data: RegistrationPanelData; calendarHref: string }) {
  const { t } = useTranslation("eventRegistration");
  const { t: tEvents } = useTranslation("events");
  const err = useErrorText("eventRegistration");
  const reply = useFormReply(data.mine ? "cancel" : "register");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const mine = data.mine;
  return (
    <div id="registration" className="grid gap-4">
      <h2 className="text-lg font-semibold text-basalt-950">{t("register.heading")}</h2>
      <FormSuccess form="registration" />
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      {mine ? (
        <p className="flex items-start gap-2 font-medium text-basalt-900" data-testid="my-registration">
          <CalendarCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-mineral-700" />
          {mine.status === "waitlisted"
            ? t("register.waitlisted", { position: mine.position ?? 0 })
            : mine.status === "attended"
              ? t("register.attended")
              : t("register.registered")}
        </p>
      ) : null}
      {data.offered ? (
        <>
          {!mine ? (
            <p className="text-basalt-700">
              {data.placesLeft === null
                ? t("register.unlimited")
                : data.placesLeft > 0
                  ? t("register.placesLeft", { count: data.placesLeft })
                  : t("register.full")}
            </p>
          ) : null}
          {!data.signedIn ? (
            <SignInPrompt
              text={t("register.signIn")}
              button={t("register.signInButton")}
              next={`/events/${data.slug}#registration`}
            />
          ) : mine && mine.status !== "attended" ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="secondary" disabled={busy}>
                <UserMinus aria-hidden />
                {mine.status === "waitlisted" ? t("register.leaveWaitlist") : t("register.cancelButton")}
              </Button>
            </Form>
          ) : !mine ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="register" />
              {data.submission ? <SubmissionField token={data.submission} /> : null}
              <p className="mb-3 text-sm text-basalt-700">{t("register.text")}</p>
              <Button type="submit" disabled={busy}>
                <UserCheck aria-hidden />
                {data.placesLeft === 0 ? t("register.waitlistButton") : t("register.button")}
              </Button>
            </Form>
          ) : null}
        </>
      ) : (
        <p className="text-basalt-700">{t("register.closed")}</p>
      )}
      <div className="grid gap-2">
        {mine && mine.status !== "waitlisted" && data.checkInOpen ? (
          <Button asChild variant="secondary">
            <Link to={`/events/${data.slug}/check-in`}>
              <QrCode aria-hidden />
              {t("register.checkInLink")}
            </Link>
          </Button>
        ) : null}
        {data.offered ? (
          <Button asChild variant="secondary">
            <a href={calendarHref} download>
              <CalendarPlus aria-hidden />
              {tEvents("detail.addToCalendar")}
            </a>
          </Button>
        ) : null}
        {mine ? (
          <Link to="/account/events" className="font-medium text-mineral-800 underline underline-offset-4">
            {t("register.myEvents")}
          </Link>
        ) : null}
      </div>
      {data.offered ? <p className="text-sm text-basalt-600">{tEvents("detail.calendarHint")}</p> : null}
    </div>
  );
}
