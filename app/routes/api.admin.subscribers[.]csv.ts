import type { Route } from "./+types/api.admin.subscribers[.]csv";
import { allActiveSubscribers } from "~/features/newsletter/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { requireApiRole } from "~/features/auth/index.server";
import { csvResponse, toCsv } from "~/lib/util/csv.server";

/** The active newsletter subscribers as CSV (admins only: 401 signed out, 403 other roles). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiRole(request, context, ["admin"]);
  const { db } = getAppContext(context);
  const rows = await allActiveSubscribers(db);
  const csv = toCsv(
    ["email", "language", "source", "subscribed_at"],
    rows.map((row) => [row.email, row.language, row.source, row.createdAt]),
  );
  return csvResponse(csv, `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
}
