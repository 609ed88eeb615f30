import { validityFrom } from "~/content/cpd-rule";
import { generateCredentialId } from "~/features/registry";
import type { Database } from "~/db/client.server";
import { credentials } from "~/db/schema";
import { seededRandom } from "~/features/registry/index.server";
import { insertSettingIfAbsent } from "~/lib/server/settings.server";
import { findUserByEmail } from "~/features/auth/index.server";

const random = seededRandom(20_261_118);

/**
 * The demo member's credentials, clearly fictional ("Demo Member", example.org): one
 * already linked to the account, and a newer one issued to the same address that the member can
 * claim from /account/credentials (what the browser tests and a visitor trying the site do).
 */
export const demoHolderCredentials = [
  {
    id: generateCredentialId(2024, random),
    level: "associate" as const,
    domains: ["drillingOperations", "riskAssessment"],
    issuedOn: "2024-03-18",
    expiresOn: validityFrom("2024-03-18").expiresOn,
    linked: true,
  },
  {
    id: generateCredentialId(2026, random),
    level: "professional" as const,
    domains: ["drillingOperations", "powerPlantOperations", "riskAssessment"],
    issuedOn: "2026-06-30",
    expiresOn: validityFrom("2026-06-30").expiresOn,
    linked: false,
  },
];

/** Seeds the demo member's credentials once (a marker in app_settings), when the demo member exists. */
export async function seedHolders(db: Database): Promise<boolean> {
  const member = await findUserByEmail(db, "member@example.org");
  if (!member) return false;
  if (!(await insertSettingIfAbsent(db, "demo_holders_seeded_at", new Date().toISOString()))) return false;
  const admin = await findUserByEmail(db, "admin@example.org");
  await db
    .insert(credentials)
    .values(
      demoHolderCredentials.map((c) => ({
        id: c.id,
        givenNames: "Demo",
        lastName: "Member",
        email: "member@example.org",
        level: c.level,
        domains: c.domains,
        issuedOn: c.issuedOn,
        expiresOn: c.expiresOn,
        createdBy: admin?.id ?? null,
        userId: c.linked ? member.id : null,
        claimedAt: c.linked ? new Date(`${c.issuedOn}T12:00:00Z`) : null,
      })),
    )
    .onConflictDoNothing();
  return true;
}
