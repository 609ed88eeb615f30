import type { Route } from "./+types/credentials.$id.credential[.]json";
import { credentialJsonResponse, downloadableCredential } from "~/features/credentials/index.server";

/** The signed OpenBadgeCredential as a file: for whoever may see the credential, else 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const credential = await downloadableCredential(request, context, params.id);
  return credentialJsonResponse(context, credential);
}
