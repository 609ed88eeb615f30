import type { Route } from "./+types/issuer.achievements.$level";
import { issuerDocumentResponse } from "~/features/credentials/index.server";

/** A certification level as an Open Badges 3.0 Achievement (decision 022). */
export function loader({ context, params }: Route.LoaderArgs) {
  return issuerDocumentResponse(context, `/issuer/achievements/${encodeURIComponent(params.level)}`);
}
