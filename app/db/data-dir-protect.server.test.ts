import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailTransport } from "~/lib/mail/sender.server";
import type { OutboxMail } from "~/lib/mail/outbox-queries.server";
import { openDatabase } from "./client.server";
import { DataDirOpenError, protectDataDir } from "./data-dir-protect.server";

/** Every folder and file under `dir` (itself included) whose mode lets the group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path.relative(dir, file) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return found;
}

function count(dir: string): number {
  let n = 0;
  const visit = (file: string) => {
    n++;
    if (lstatSync(file).isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return n;
}

// Finding: DATA_DIR (the database's WAL with the server secret and session tokens, the outbox's
// reset links) was readable by every local account.
describe.skipIf(Boolean(process.env.DATABASE_URL) || process.platform === "win32")("DATA_DIR is owner-only", () => {
  const root = mkdtempSync(path.join(tmpdir(), "geocert-modes-"));
  const umask = process.umask();
  afterAll(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it("tightens an install created with loose modes when the database opens, and writes new files owner-only", async () => {
    // An install of an earlier version: folders 0777, files 0666, nested, under umask 0000.
    process.umask(0);
    const dataDir = path.join(root, "loose");
    const first = await openDatabase({ dataDir, databaseUrl: undefined });
    await first.close();
    mkdirSync(path.join(dataDir, "outbox", "old"), { recursive: true, mode: 0o777 });
    writeFileSync(path.join(dataDir, "outbox", "old", "reset.eml"), "token", { mode: 0o666 });
    writeFileSync(path.join(dataDir, "site-password.moved-to-database"), "secret", { mode: 0o666 });
    const loosen = (file: string) => {
      const stat = lstatSync(file);
      chmodSync(file, stat.isDirectory() ? 0o777 : 0o666);
      if (stat.isDirectory()) for (const name of readdirSync(file)) loosen(path.join(file, name));
    };
    loosen(dataDir);
    expect(openToOthers(dataDir).length).toBe(count(dataDir));

    const handle = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      // What PGlite writes while it runs (the WAL of this write) is owner-only too.
      await handle.db.execute("create table written_after_start (secret text)");
      await handle.db.execute("insert into written_after_start values ('session-token')");
      const transport = createMailTransport({ dataDir, from: "GeoCert <no-reply@example.org>" });
      await transport.deliver({
        id: 1,
        to: "member@example.org",
        subject: "Reset your password",
        text: "https://example.org/auth/reset-password?token=abc",
        messageId: "<1@example.org>",
        createdAt: new Date(),
      } as unknown as OutboxMail);
      const written = readdirSync(path.join(dataDir, "outbox")).filter((name) => name.endsWith(".eml"));
      expect(written).toHaveLength(1);
      expect(lstatSync(path.join(dataDir, "outbox", written[0]!)).mode & 0o777).toBe(0o600);
      expect(readFileSync(path.join(dataDir, "outbox", written[0]!), "utf8")).toContain("reset-password");
      // While it runs, PGlite may create files with its own modes: the owner-only folders keep others out.
      expect(openToOthers(dataDir).filter((entry) => !/^pglite\/.*[^/]+ 6[46][46]$/.test(entry))).toEqual([]);
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      await handle.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("creates a new DATA_DIR owner-only", async () => {
    process.umask(0o022);
    const dataDir = path.join(root, "new", "data");
    const handle = await openDatabase({ dataDir, databaseUrl: undefined });
    await handle.close();
    expect(openToOthers(dataDir)).toEqual([]);
    expect(count(dataDir)).toBeGreaterThan(100);
  });

  it("refuses to start, naming the path, when it cannot make DATA_DIR owner-only", () => {
    const dataDir = path.join(root, "foreign");
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    // chmod of a file owned by another user fails with EPERM: simulated, as tests do not run as two users.
    const failing = (file: string) => {
      throw Object.assign(new Error(`EPERM: operation not permitted, chmod '${file}'`), { code: "EPERM" });
    };
    let refusal: unknown;
    try {
      protectDataDir(dataDir, { create: true, chmod: failing });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirOpenError);
    expect((refusal as Error).message).toBe(
      `DATA_DIR ${dataDir} is open to other users (mode 755) and could not be made owner-only (EPERM). ` +
        "It holds the database and outgoing mail with sign-in secrets: give it to the user the server runs as " +
        `(chown -R) and run chmod -R go-rwx ${dataDir}, or point DATA_DIR at a folder of that user.`,
    );
  });
});
