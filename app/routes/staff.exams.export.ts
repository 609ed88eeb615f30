import type { Route } from "./+types/staff.exams.export";
import { requireUser } from "~/features/auth/index.server";
import { exportFilterSchema } from "~/features/exams";
import { bankExportResponse } from "~/features/exams/index.server";

/**
 * /staff/exams/export?format=qti|csv&level=&status=: the bank (or part of it) as a download, with its keys. Outside
 * the staff layout (no page around it), so it asks the bank's policy itself: anyone else gets a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  const filters = exportFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return bankExportResponse(context, me, filters);
}
