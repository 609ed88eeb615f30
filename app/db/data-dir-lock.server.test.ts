import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startHolder } from "../../tests/support/test-holder-process";
import { openDatabase } from "./client.server";

// Finding "many instances": two processes on one PGlite folder lose writes. One process owns DATA_DIR.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the DATA_DIR lock (embedded database)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "geocert-lock-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a second process with a clear message, and recovers the folder after a crash", async () => {
    const holder = await startHolder(dataDir, { lockStaleMs: 2000 });
    const started = Date.now();
    await expect(openDatabase({ dataDir, databaseUrl: undefined, lockStaleMs: 2000 })).rejects.toThrow(
      /is in use by another process \(pid \d+ .*stop it first/s,
    );
    // A live holder is refused at once, not after waiting out the lock.
    expect(Date.now() - started).toBeLessThan(1500);

    // SIGKILL leaves the lock behind; it goes stale and the next start takes the folder over.
    holder.child.kill("SIGKILL");
    await holder.exited;
    const handle = await openDatabase({ dataDir, databaseUrl: undefined, lockStaleMs: 2000 });
    await handle.close();
  });

  it("is released on close, so the next process opens the folder", async () => {
    const handle = await openDatabase({ dataDir, databaseUrl: undefined });
    await handle.close();
    const holder = await startHolder(dataDir);
    holder.child.kill("SIGTERM");
    expect(await holder.exited).toBe(0);
    const again = await openDatabase({ dataDir, databaseUrl: undefined });
    await again.close();
  });
});
