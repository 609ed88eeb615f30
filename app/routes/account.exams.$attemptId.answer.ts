import type { Route } from "./+types/account.exams.$attemptId.answer";
import { requireUser } from "~/features/auth/index.server";
import { saveAnswerJson } from "~/features/exams/index.server";

/** One answer saved by the exam page's script (JSON); the candidate's own running attempt only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return saveAnswerJson(context, user, params.attemptId, await request.formData());
}
