import { UserX } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/field";
import { CANCEL_NOTE_MAX } from "~/features/events/forms";
import { useFormReply } from "~/lib/forms/submission";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";

export type CancelTarget = { id: string; name: string; email: string };

/**
 * The confirmation step of an admin's cancellation (the page with `?cancel=<id>`): who, what happens
 * (the member is mailed, the wait list moves up), an optional note quoted in the mail, and the one
 * button that cancels. A plain form and a link back: it works without JavaScript; with it, the panel
 * takes the focus when it opens.
 */
export function CancelRegistrationPanel({ eventId, target }: { eventId: string; target: CancelTarget }) {
  const { t } = useTranslation("eventRegistration");
  const err = useErrorText("eventRegistration");
  const reply = useFormReply("cancelRegistration");
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [target.id]);
  const path = `/admin/events/${eventId}`;
  return (
    <section
      id="cancel-registration"
      aria-labelledby="cancel-registration-heading"
      className="grid gap-4 rounded-[var(--radius-card)] border-2 border-magma-700 bg-white p-5"
    >
      <h4
        id="cancel-registration-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-basalt-950 focus:outline-none"
      >
        {t("admin.cancel.heading", { name: target.name })}
      </h4>
      <p className="text-basalt-700 break-all">{target.email}</p>
      <p className="max-w-prose text-basalt-800">{t("admin.cancel.text")}</p>
      <Form method="post" action={`${path}?cancel=${target.id}`} preventScrollReset className="grid gap-4">
        <input type="hidden" name="intent" value="cancelRegistration" />
        <input type="hidden" name="registrationId" value={target.id} />
        <TextareaField
          label={t("admin.cancel.reason")}
          hint={t("admin.cancel.reasonHint")}
          error={err(reply.fieldErrors.reason)}
          textareaProps={{
            id: "cancel-reason",
            name: "reason",
            rows: 3,
            maxLength: CANCEL_NOTE_MAX,
            defaultValue: reply.values.reason ?? "",
            className: "min-h-24",
          }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="danger" disabled={navigation.state === "submitting"}>
            <UserX aria-hidden />
            {t("admin.cancel.confirm")}
          </Button>
          <Button asChild variant="secondary">
            <Link to={path} preventScrollReset>
              {t("admin.cancel.keep")}
            </Link>
          </Button>
        </div>
      </Form>
    </section>
  );
}
