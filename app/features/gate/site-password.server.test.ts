import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getSetting } from "~/lib/server/settings.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { generatePassword, resolveSitePassword } from "./site-password.server";

const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), "pw-")), "data");

// Finding "many instances": each instance generated its own gate password in its DATA_DIR, so
// visitors bounced between instances. The generated password lives in the database now.
describe("resolveSitePassword", () => {
  const t = setupTestDatabase();

  it("prefers SITE_PASSWORD and stores nothing", async () => {
    expect(await resolveSitePassword(t.db, { fromEnv: "Secret!", dataDir: freshDir() })).toEqual({
      password: "Secret!",
      source: "env",
    });
    expect(await getSetting(t.db, "site_password")).toBeUndefined();
  });

  it("generates one password that every instance on the database shares", async () => {
    // Two instances with DATA_DIRs of their own start at once.
    const [a, b] = await Promise.all([
      resolveSitePassword(t.db, { fromEnv: undefined, dataDir: freshDir() }),
      resolveSitePassword(t.db, { fromEnv: undefined, dataDir: freshDir() }),
    ]);
    expect(a!.password).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(b!.password).toBe(a!.password);
    expect([a!.source, b!.source].sort()).toEqual(["database", "generated"]);
    expect(await getSetting(t.db, "site_password")).toBe(a!.password);
    const later = await resolveSitePassword(t.db, { fromEnv: undefined, dataDir: freshDir() });
    expect(later).toEqual({ password: a!.password, source: "database" });
  });

  it("moves a password kept in DATA_DIR/site-password (older versions) into the database, once", async () => {
    const dataDir = freshDir();
    const file = path.join(dataDir, "site-password");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, "Kept-From-Before\n");
    const moved = await resolveSitePassword(t.db, { fromEnv: undefined, dataDir });
    expect(moved).toMatchObject({ password: "Kept-From-Before", source: "migrated" });
    expect(await getSetting(t.db, "site_password")).toBe("Kept-From-Before");
    expect(existsSync(file)).toBe(false);
    expect(readFileSync(`${file}.moved-to-database`, "utf8").trim()).toBe("Kept-From-Before");
    // Another instance with no file gets the same password.
    expect((await resolveSitePassword(t.db, { fromEnv: undefined, dataDir: freshDir() })).password).toBe(
      "Kept-From-Before",
    );
  });

  it("makes different passwords", () => {
    expect(generatePassword()).not.toBe(generatePassword());
  });
});
