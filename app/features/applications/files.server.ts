/** The files of applications: served to the applicant and reviewing staff only; the same 404 to everyone else. */
import type { RouterContextProvider } from "react-router";
import { getUser } from "~/features/auth/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { canSeeApplication } from "./policy";
import { applicationDocument } from "./queries.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** GET /account/certification/documents/:id. Another member, a partner or a visitor gets 404, as for no file. */
export async function documentResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
): Promise<Response> {
  if (!id || !UUID.test(id)) return notFound();
  const user = await getUser(request, context);
  if (!user) return notFound();
  const file = await applicationDocument(getAppContext(context).db, id);
  if (!file || !canSeeApplication(user, file)) return notFound();
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": attachment(file.fileName),
      "Content-Length": String(file.content.byteLength),
      "Cache-Control": "private, no-store",
      Vary: "Cookie",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Robots-Tag": "noindex",
    },
  });
}
