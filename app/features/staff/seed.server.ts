import type { Database } from "~/db/client.server";
import { staffDuties } from "~/db/schema";
import type { Duty } from "~/features/auth";

/**
 * Demo data: the duties of the demo staff accounts (app/lib/server/demo-data.server.ts lists the
 * accounts; the README too). Idempotent: a duty already held is kept.
 */
export async function seedStaffDuties(db: Database, grants: ReadonlyArray<{ userId: string; duty: Duty }>) {
  if (grants.length === 0) return;
  await db
    .insert(staffDuties)
    .values(grants.map((grant) => ({ ...grant, grantedBy: null })))
    .onConflictDoNothing();
}
