import type { Route } from "./+types/well-known.did[.]json";
import { issuerDocumentResponse } from "~/features/credentials/index.server";

/** The issuer's DID document (did:web): every signing key, current and retired (decision 022). */
export function loader({ context }: Route.LoaderArgs) {
  return issuerDocumentResponse(context, "/.well-known/did.json", {
    contentType: "application/did+ld+json; charset=utf-8",
  });
}
