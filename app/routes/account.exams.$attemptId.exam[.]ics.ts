import { z } from "zod";
import type { Route } from "./+types/account.exams.$attemptId.exam[.]ics";
import { requireUser } from "~/features/auth/index.server";
import { attemptCalendarFile } from "~/features/exams/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

/** The booking as an .ics file (RFC 5545), for its candidate only; another's is not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const notFound = new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!z.uuid().safeParse(params.attemptId).success) return notFound;
  const app = getAppContext(context);
  const file = await attemptCalendarFile(app, user.id, params.attemptId, getRequestLanguage(context));
  if (!file) return notFound;
  return new Response(file.body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
