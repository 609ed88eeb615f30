import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail, checkPassword } from "~/features/auth/index.server";
import type { DatabaseHandle } from "~/db/client.server";
import { openTestDatabase, resetTestDatabase } from "../tests/support/test-db.server";
import { runAdminCommand } from "./admin-cli";
import { startHolder } from "../tests/support/test-holder-process";

// PGlite in a folder of its own, or the PostgreSQL of DATABASE_URL (CI runs this file on both).
const dataDir = mkdtempSync(path.join(tmpdir(), "geocert-admin-cli-"));
const rootDir = path.resolve(import.meta.dirname, "..");
const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL };

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await runAdminCommand({ argv, env, rootDir, log: (line) => lines.push(line) });
  return { code, output: lines.join("\n") };
}

/** The database the command wrote to, opened after it closed its own connection. */
async function withDatabase<T>(check: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const { openDatabase } = await import("~/db/client.server");
  const handle = process.env.DATABASE_URL
    ? await openTestDatabase()
    : await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    return await check(handle);
  } finally {
    await handle.close();
  }
}

// Each test starts the CLI as its own process, which opens the database and applies every migration first: on a
// busy 2-core machine that alone has taken longer than the default 30 s.
describe("npm run admin", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const handle = await openTestDatabase();
      await resetTestDatabase(handle);
      await handle.close();
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("creates the first administrator with a working password", async () => {
    const { code, output } = await run("create", "Chief@Example.com", "--name", "Chief Admin");
    expect(code).toBe(0);
    const password = /Password: (\S+)/.exec(output)?.[1];
    expect(password).toBeTruthy();
    await withDatabase(async ({ db }) => {
      const user = await findUserByEmail(db, "chief@example.com");
      expect(user).toMatchObject({ name: "Chief Admin", role: "admin", emailVerified: true });
      expect(await checkPassword(db, user!.id, password!)).toBe(true);
    });
  });

  it("promotes an existing account and changes roles", async () => {
    // A second administrator first: the last one is never demoted (next test).
    expect((await run("create", "deputy@example.com")).code).toBe(0);
    expect((await run("role", "chief@example.com", "partner")).code).toBe(0);
    await withDatabase(async ({ db }) =>
      expect((await findUserByEmail(db, "chief@example.com"))?.role).toBe("partner"),
    );
    const again = await run("create", "chief@example.com");
    expect(again.output).toContain("is now an administrator");
    expect((await run("list")).output).toContain("chief@example.com");
  });

  it("never demotes the last active administrator", async () => {
    expect((await run("role", "deputy@example.com", "member")).code).toBe(0);
    const last = await run("role", "chief@example.com", "member");
    expect(last.code).toBe(1);
    expect(last.output).toContain("last active administrator");
    await withDatabase(async ({ db }) => expect((await findUserByEmail(db, "chief@example.com"))?.role).toBe("admin"));
  });

  it("refuses bad input with a usage message", async () => {
    expect((await run("create", "not-an-email")).code).toBe(1);
    expect((await run("role", "chief@example.com", "emperor")).output).toContain("Role must be one of");
    expect((await run("role", "nobody@example.com", "admin")).output).toContain("No account uses");
    expect((await run()).code).toBe(1);
  });
});

// Finding "many instances": with the server running on the embedded database, the command used to
// open the same PGlite files, print success, and lose the account at the next restart.
// Each test starts a holder process under tsx, which transpiles the auth door and what it loads before it
// is ready (about 8 s alone on a busy machine, 20 s and more with the database's start): a longer time limit.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  "npm run admin while the server runs (embedded database)",
  { timeout: 90_000 },
  () => {
    it("goes through the running server's admin socket, so the account is kept", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "geocert-admin-live-"));
      const server = await startHolder(dir, { socket: true });
      const lines: string[] = [];
      const code = await runAdminCommand({
        argv: ["create", "live@example.com"],
        env: { DATA_DIR: dir },
        rootDir,
        log: (line) => lines.push(line),
      });
      expect(lines.join("\n")).toContain("Created the administrator live@example.com");
      expect(code).toBe(0);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      // "After a restart": the account is in the files.
      const { openDatabase } = await import("~/db/client.server");
      const handle = await openDatabase({ dataDir: dir, databaseUrl: undefined });
      try {
        expect(await findUserByEmail(handle.db, "live@example.com")).toMatchObject({ role: "admin" });
      } finally {
        await handle.close();
      }
      rmSync(dir, { recursive: true, force: true });
    });

    it("refuses with a clear message when another process holds the folder without a socket", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "geocert-admin-held-"));
      const holder = await startHolder(dir);
      const lines: string[] = [];
      const code = await runAdminCommand({
        argv: ["create", "lost@example.com"],
        env: { DATA_DIR: dir },
        rootDir,
        log: (line) => lines.push(line),
      });
      expect(lines.join("\n")).toMatch(/in use by another process .*stop it first/s);
      expect(code).toBe(1);
      holder.child.kill("SIGTERM");
      await holder.exited;
      rmSync(dir, { recursive: true, force: true });
    });
  },
);
