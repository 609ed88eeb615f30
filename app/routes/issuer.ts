import type { Route } from "./+types/issuer";
import { issuerDocumentResponse } from "~/features/credentials/index.server";

/** The issuer's Open Badges 3.0 Profile (decision 022). */
export function loader({ context }: Route.LoaderArgs) {
  return issuerDocumentResponse(context, "/issuer");
}
