import type { Route } from "./+types/issuer.status.$purpose.$n";
import { issuerDocumentResponse } from "~/features/credentials/index.server";

/**
 * A signed BitstringStatusListCredential (revocation or suspension), made from the registry at each
 * request: an admin's status change shows at once (decision 022).
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return issuerDocumentResponse(
    context,
    `/issuer/status/${encodeURIComponent(params.purpose)}/${encodeURIComponent(params.n)}`,
    { cacheControl: "no-cache" },
  );
}
