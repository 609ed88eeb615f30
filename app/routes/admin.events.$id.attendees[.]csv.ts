import type { Route } from "./+types/admin.events.$id.attendees[.]csv";
import { listAttendees, requireAdminEvent } from "~/features/events/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { csvResponse, toCsv } from "~/lib/util/csv.server";

/** The registrations of an event as CSV (admins): name, email, status, registered and checked-in times. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { event } = await requireAdminEvent(request, context, params.id);
  const rows = await listAttendees(getAppContext(context).db, event.id);
  const csv = toCsv(
    ["name", "email", "status", "registered_at", "checked_in_at"],
    rows.map((row) => [row.name, row.email, row.status, row.queuedAt, row.checkedInAt ?? ""]),
  );
  return csvResponse(csv, `${event.slug}-registrations.csv`);
}
