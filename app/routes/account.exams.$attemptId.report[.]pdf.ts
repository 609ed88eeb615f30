import type { Route } from "./+types/account.exams.$attemptId.report[.]pdf";
import { requireUser } from "~/features/auth/index.server";
import { reportPdfResponse } from "~/features/exams/index.server";

/** The score report as PDF, for its candidate only and only once the result is released (else 404). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return reportPdfResponse(context, user, params.attemptId);
}
