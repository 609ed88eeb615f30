import { createCredential } from "../../app/features/registry/queries.server";
import type { Database } from "../../app/db/client.server";

/** A professional credential valid until 2099, for signing and verification tests. */
export const sampleCredential = {
  givenNames: "Sigríður",
  lastName: "Þórsdóttir",
  email: "sigga@example.org",
  level: "professional" as const,
  domains: ["reservoirEngineering"] as Array<"reservoirEngineering">,
  issuedOn: "2025-03-01",
  expiresOn: "2099-03-01",
};

/** A valid expert credential whose holder's last name is Kamau; returns its id. */
export function createKamauCredential(db: Database) {
  return createCredential(db, {
    givenNames: "Wanjiru",
    lastName: "Kamau",
    email: "",
    level: "expert",
    domains: ["riskAssessment"],
    issuedOn: "2025-01-01",
    expiresOn: "2099-01-01",
  });
}
