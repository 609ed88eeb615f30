// One instance on the embedded database (PGlite in DATA_DIR): SIGKILL during form posts loses nothing
// acknowledged, and a second process on the same DATA_DIR is refused (two would corrupt it).
// Run: npx vitest run --config vitest.instances.config.ts tests/instances/pglite.test.ts
import { rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  clientAddress,
  contactFormHasToken,
  createInstance,
  ensureBuild,
  instanceEnv,
  killAll,
  postContact,
  request,
  runDirectory,
  unlockGate,
  waitFor,
} from "../../scripts/cluster.js";

const BASE_PORT = Number(process.env.INSTANCES_PORT ?? 3400) + 10;
const PORT = BASE_PORT;
const SECOND_PORT = BASE_PORT + 1;
const SITE_URL = `http://localhost:${PORT}`;
const PASSWORD = "Instances-42!";

describe("one instance on PGlite (DATA_DIR)", () => {
  const runDir = runDirectory("geocert-instances-pglite-");
  const dataDir = path.join(runDir, "data");
  const env = instanceEnv({ DATA_DIR: dataDir, SITE_URL, SITE_PASSWORD: PASSWORD, JOB_SCHEDULER: "off" });
  const instance = createInstance({ name: "pglite", port: PORT, env, logDir: runDir });

  beforeAll(() => {
    ensureBuild();
  });

  afterAll(() => {
    killAll();
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`PGlite instance logs: ${runDir}`);
  });

  test("SIGKILL during 200 concurrent form posts loses no acknowledged post", async () => {
    await instance.start();
    const cookie = await unlockGate({ port: PORT, password: PASSWORD, origin: SITE_URL });
    const loadForm = await contactFormHasToken({ port: PORT, cookie });
    const posts = 200;
    let answered = 0;
    let killed = false;
    const results = await Promise.all(
      Array.from({ length: posts }, (_, i) =>
        postContact({
          port: PORT,
          email: `pglite-kill-${i}@example.org`,
          cookie,
          origin: SITE_URL,
          localAddress: clientAddress(9, i),
          loadForm,
          timeoutMs: 60_000,
        }).then((result) => {
          answered++;
          if (answered === posts / 4 && !killed) {
            killed = true;
            void instance.kill();
          }
          return result;
        }),
      ),
    );
    await instance.exited;
    expect(killed).toBe(true);
    const acknowledged = results.filter((r) => r.ok).map((r) => r.email);
    expect(acknowledged.length).toBeGreaterThan(0);

    // Open the database the killed process left behind, as the next start would (crash recovery).
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    let stored: Set<string>;
    try {
      const rows = await db.query<{ email: string }>(
        "select email from contact_messages where email like 'pglite-kill-%'",
      );
      stored = new Set(rows.rows.map((row) => row.email));
    } finally {
      await db.close();
    }
    const lost = acknowledged.filter((email) => !stored.has(email));
    expect(lost, "acknowledged posts missing after the crash").toEqual([]);
    console.log(`PGlite kill during posts: ${acknowledged.length} acknowledged, ${stored.size} stored`);

    // The instance starts again on the same DATA_DIR after the crash.
    await instance.start();
    const page = await request({ port: PORT, path: "/contact", headers: { cookie } });
    expect(page.status).toBe(200);
  });

  test("a second process on the same DATA_DIR is refused with a clear message", async () => {
    if (!instance.running) await instance.start();
    const second = createInstance({ name: "pglite-second", port: SECOND_PORT, env, logDir: runDir });
    second.spawn();
    // It must exit; answering requests (or still running after 30 s) means it opened the database too.
    const serving = waitFor(
      "the second process to answer",
      async () => (await request({ port: SECOND_PORT, path: "/healthz", timeoutMs: 2_000 })).status === 200,
      { timeoutMs: 30_000, intervalMs: 250 },
    ).then(
      () => "serving" as const,
      () => "still running" as const,
    );
    const outcome = await Promise.race([second.exited, serving]);
    await second.kill();
    expect(
      typeof outcome,
      `the second process should exit, not run (${outcome}); its output:\n${second.output.join("")}`,
    ).toBe("object");
    expect((outcome as { code: number | null }).code).not.toBe(0);
    // The message names the data directory and says it is in use.
    const output = second.output.join("");
    expect(output).toMatch(/DATA_DIR|data director/i);
    expect(output).toMatch(/in use|locked|another|already/i);
    // The first instance is untouched.
    expect(instance.running).toBe(true);
    expect((await request({ port: PORT, path: "/healthz" })).status).toBe(200);
    await instance.stop();
  });
});
