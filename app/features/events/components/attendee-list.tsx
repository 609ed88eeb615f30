import { Download, RotateCcw, UserCheck, UserX } from "lucide-react";
import { Link } from "react-router";
import { RowActionForm } from "~/features/admin";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyOr } from "~/components/ui/empty-state";
import { HiddenTh, Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { formReply, useFormReply } from "~/lib/forms/submission";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { CancelRegistrationPanel, type CancelTarget } from "./cancel-registration-panel";

export type AttendeeRow = {
  id: string;
  name: string;
  email: string;
  status: "registered" | "waitlisted" | "cancelled" | "attended";
  registeredAt: string;
  checkedInAt: string;
  /** The events policy's `mayCancelForMember`: registered or waitlisted. */
  canCancel: boolean;
};

/**
 * The admin event page's registrations: check in by hand, undo, and cancel a member's
 * registration through a confirmation step that is a page of its own (`?cancel=<id>`), so it works
 * without JavaScript. A checked-in row says why it cannot be cancelled.
 */
export function AttendeeList({
  eventId,
  attendees,
  confirmCancel,
}: {
  eventId: string;
  attendees: AttendeeRow[];
  confirmCancel: CancelTarget | null;
}) {
  const { t } = useTranslation("eventRegistration");
  const err = useErrorText("eventRegistration");
  const replies = [useFormReply("checkIn"), useFormReply("undoCheckIn"), useFormReply("cancelRegistration")];
  // A refused cancellation with a field error (the note) is shown in the confirmation panel.
  const reply = replies.find((one) => one.formError) ?? formReply(undefined, "checkIn");
  return (
    <section aria-labelledby="attendees-heading" className="mt-10 grid gap-4 [&>*]:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="attendees-heading" className="text-xl font-semibold text-basalt-950">
          {t("admin.attendees")}
        </h3>
        <Button asChild size="sm" variant="secondary">
          <a href={`/admin/events/${eventId}/attendees.csv`} download>
            <Download aria-hidden />
            {t("admin.csv")}
          </a>
        </Button>
      </div>
      <FormSuccess form="attendees" />
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      {confirmCancel ? <CancelRegistrationPanel eventId={eventId} target={confirmCancel} /> : null}
      <EmptyOr empty={attendees.length === 0} message={t("admin.noAttendees")}>
        <Table minWidth="52rem">
          <TableHead>
            <tr>
              <Th>{t("admin.attendeeColumns.name")}</Th>
              <Th>{t("admin.attendeeColumns.status")}</Th>
              <Th>{t("admin.attendeeColumns.registeredAt")}</Th>
              <Th>{t("admin.attendeeColumns.checkedInAt")}</Th>
              <HiddenTh label={t("admin.attendeeColumns.action")} />
            </tr>
          </TableHead>
          <TableBody>
            {attendees.map((row) => (
              <tr key={row.id}>
                <Td>
                  <span className="block font-medium text-basalt-950">{row.name}</span>
                  <span className="block text-basalt-700 break-all">{row.email}</span>
                </Td>
                <Td>
                  <Badge
                    tone={row.status === "attended" ? "mineral" : row.status === "waitlisted" ? "sulphur" : "neutral"}
                  >
                    {row.status === "waitlisted" ? t("admin.columns.waitlisted") : t(`mine.status.${row.status}`)}
                  </Badge>
                </Td>
                <Td className="whitespace-nowrap">{row.registeredAt}</Td>
                <Td className="whitespace-nowrap">{row.checkedInAt}</Td>
                <Td>
                  <div className="flex flex-wrap items-center justify-end gap-2">
                    {row.status === "registered" ? (
                      <RowActionForm
                        fields={{ intent: "checkIn", registrationId: row.id }}
                        label={`${t("admin.checkIn")}: ${row.name}`}
                      >
                        <UserCheck aria-hidden />
                        {t("admin.checkIn")}
                      </RowActionForm>
                    ) : row.status === "attended" ? (
                      <>
                        <RowActionForm
                          fields={{ intent: "undoCheckIn", registrationId: row.id }}
                          label={`${t("admin.undo")}: ${row.name}`}
                          variant="ghost"
                        >
                          <RotateCcw aria-hidden />
                          {t("admin.undo")}
                        </RowActionForm>
                        <span className="max-w-48 text-sm text-basalt-700">{t("admin.cancel.checkedIn")}</span>
                      </>
                    ) : null}
                    {row.canCancel ? (
                      <Button asChild size="sm" variant="danger">
                        <Link
                          to={`?cancel=${row.id}#cancel-registration`}
                          preventScrollReset
                          aria-label={`${t("admin.cancel.button")}: ${row.name}`}
                        >
                          <UserX aria-hidden />
                          {t("admin.cancel.button")}
                        </Link>
                      </Button>
                    ) : null}
                  </div>
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
    </section>
  );
}
