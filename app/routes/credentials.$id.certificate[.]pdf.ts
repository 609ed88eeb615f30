import type { Route } from "./+types/credentials.$id.certificate[.]pdf";
import { paperOf } from "~/features/credentials";
import { certificatePdfResponse, downloadableCredential } from "~/features/credentials/index.server";

/** The PDF certificate, `?paper=a4|letter`, in the visitor's language; else 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const credential = await downloadableCredential(request, context, params.id);
  return certificatePdfResponse(context, credential, paperOf(new URL(request.url).searchParams.get("paper")));
}
