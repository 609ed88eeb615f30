import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimableCredentials, heldCredentials } from "~/features/registry/index.server";
import { seedDemoData } from "~/lib/server/demo-data.server";
import { demoHolderCredentials } from "./seed.server";
import { credentials } from "~/db/schema";
import { findUserByEmail } from "~/features/auth/index.server";
import { parseCredentialId } from "~/features/registry";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

describe("the demo member's credentials", () => {
  it("holds one linked credential and has one issued to their address to claim, seeded once", async () => {
    await seedDemoData(handle.db, { publishedPasswords: true });
    await seedDemoData(handle.db, { publishedPasswords: true });
    const member = await findUserByEmail(handle.db, "member@example.org");
    const held = await heldCredentials(handle.db, member!.id);
    const claimable = await claimableCredentials(handle.db, member!.id);
    expect(held.map((c) => c.id)).toEqual([demoHolderCredentials[0]!.id]);
    expect(claimable.map((c) => c.id)).toEqual([demoHolderCredentials[1]!.id]);
    for (const credential of demoHolderCredentials) {
      expect(parseCredentialId(credential.id)).toEqual({ ok: true, id: credential.id });
      const [row] = await handle.db.select().from(credentials).where(eq(credentials.id, credential.id));
      expect(row?.publicPage).toBe(false);
      expect(`${row?.givenNames} ${row?.lastName}`).toBe("Demo Member");
    }
  });
});
