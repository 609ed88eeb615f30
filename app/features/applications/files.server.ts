/** The files of applications: served to the applicant and reviewing staff only; the same 404 to everyone else. */
import type { RouterContextProvider } from "react-router";
import { getUser } from "~/features/auth/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { privateFileResponse, privateNotFound as notFound } from "~/lib/http/private-file.server";
import { isUuid } from "~/lib/util/uuid";
import { canSeeApplication } from "./policy";
import { applicationDocument } from "./queries.server";

/** GET /account/certification/documents/:id. Another member, a partner or a visitor gets 404, as for no file. */
export async function documentResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
): Promise<Response> {
  if (!isUuid(id)) return notFound();
  const user = await getUser(request, context);
  if (!user) return notFound();
  const file = await applicationDocument(getAppContext(context).db, id);
  if (!file || !canSeeApplication(user, file)) return notFound();
  return privateFileResponse(file);
}
