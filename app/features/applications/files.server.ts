/** The files of applications: served to the applicant and reviewing staff only; the same 404 to everyone else. */
import type { RouterContextProvider } from "react-router";
import { getUser } from "~/features/auth/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { privateFileHeaders, privateNotFound as notFound } from "~/lib/http/private-file.server";
import { canSeeApplication } from "./policy";
import { applicationDocument } from "./queries.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const headers = privateFileHeaders(file.contentType, file.fileName);
  headers.set("Content-Length", String(file.content.byteLength));
  return new Response(new Uint8Array(file.content), { headers });
}
