import { describe, expect, it } from "vitest";
import { BULK_BATCH_ROWS, bulkVerifyUpload } from "~/features/registry";
import { getAppContext } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";
import { createKamauCredential } from "../../tests/support/credential-fixtures";
import { SITE, outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./api.bulk-verify";
import { loader as templateLoader } from "./partners.bulk-verify.template[.]csv";

const t = setupRouteTests();

/** A JSON batch as the page's script sends it. */
const batch = (body: unknown, cookie?: string) =>
  new Request(`${SITE}/api/bulk-verify`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", origin: SITE, ...(cookie ? { cookie } : {}) },
  });

/** A file or pasted rows, as the page's script posts the form to be read. */
const upload = (parts: { rows?: string; file?: File }, cookie: string) => {
  const form = new FormData();
  form.set("rows", parts.rows ?? "");
  if (parts.file) form.set("file", parts.file);
  return new Request(`${SITE}/api/bulk-verify`, { method: "POST", body: form, headers: { origin: SITE, cookie } });
};

const run = (request: Request) => outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));

async function partner() {
  const id = await t.createUser("partner", "Pat Partner", "pat@example.org");
  return { id, cookie: await t.signIn("pat@example.org") };
}

describe("/api/bulk-verify", () => {
  it("is for partners and admins: signed out → 401, a member or staff → 403, as JSON", async () => {
    const id = await createKamauCredential(t.db);
    const rows = [{ row: 1, id, lastName: "Kamau" }];
    const signedOut = await run(batch({ rows }));
    expect(signedOut.status).toBe(401);
    expect(signedOut.data).toEqual({ error: "Sign in required" });
    await t.createUser("member", "Mo Member", "mo@example.org");
    await t.createUser("staff", "Sam Staff", "sam@example.org");
    for (const email of ["mo@example.org", "sam@example.org"]) {
      const refused = await run(batch({ rows }, await t.signIn(email)));
      expect(refused.status).toBe(403);
      expect(refused.data).toEqual({ error: "Forbidden" });
    }
    await t.createUser("admin", "Ann Admin", "ann@example.org");
    expect((await run(batch({ rows }, await t.signIn("ann@example.org")))).status).toBe(200);
    expect((await run(batch({ rows }, (await partner()).cookie))).status).toBe(200);
  });

  it("a batch: each row's result against the registry, in the order sent", async () => {
    const id = await createKamauCredential(t.db);
    const { cookie } = await partner();
    const out = await run(
      batch(
        {
          rows: [
            { row: 2, id, lastName: "kamau" },
            { row: 3, id, lastName: "Otieno" },
            { row: 4, id: "not an id", lastName: "Kamau" },
          ],
        },
        cookie,
      ),
    );
    expect(out.status).toBe(200);
    const { results } = out.data as { results: Array<Record<string, unknown>> };
    expect(results.map((r) => [r.row, r.status])).toEqual([
      [2, "valid"],
      [3, "notFound"],
      [4, "error"],
    ]);
    expect(results[0]).toMatchObject({ id, holderName: "Wanjiru Kamau", level: "expert" });
    // A wrong last name learns nothing of the holder.
    expect(results[1]!.holderName).toBeUndefined();
  });

  it("refuses a batch that is empty, too long, malformed or too large", async () => {
    const { cookie } = await partner();
    const row = (n: number) => ({ row: n, id: "GCF-2026-T7QS-3J", lastName: "Kamau" });
    const tooMany = Array.from({ length: BULK_BATCH_ROWS + 1 }, (_, i) => row(i + 1));
    for (const body of [{ rows: [] }, { rows: tooMany }, "{not json", { rows: [{ row: 0, id: "x", lastName: "y" }] }]) {
      const out = await run(batch(body, cookie));
      expect(out.status).toBe(400);
      expect(out.data).toEqual({ error: "failed" });
    }
    const huge = await run(batch({ rows: [row(1)], padding: "x".repeat(300 * 1024) }, cookie));
    expect(huge.status).toBe(413);
    expect(huge.data).toEqual({ error: "tooLarge" });
  });

  it("an upload: reads pasted rows or a file to rows with their line numbers, or says why not", async () => {
    const { cookie } = await partner();
    const pasted = await run(upload({ rows: "GCF-2026-T7QS-3J,Kamau\n\nGCF-2025-2SMF-QN,Þórsdóttir" }, cookie));
    expect(pasted.status).toBe(200);
    expect(pasted.data).toEqual({
      rows: [
        { row: 1, id: "GCF-2026-T7QS-3J", lastName: "Kamau" },
        { row: 3, id: "GCF-2025-2SMF-QN", lastName: "Þórsdóttir" },
      ],
    });
    // The downloadable template is read back as its two demo rows (its header is not a row).
    const template = (await templateLoader()) as Response;
    const file = new File([await template.text()], "template.csv", { type: "text/csv" });
    const fromTemplate = await run(upload({ file }, cookie));
    expect(fromTemplate.data).toEqual({
      rows: [
        { row: 2, id: "GCF-2026-T7QS-3J", lastName: "Kamau" },
        { row: 3, id: "GCF-2025-2SMF-QN", lastName: "Þórsdóttir" },
      ],
    });

    const empty = await run(upload({ rows: "" }, cookie));
    expect(empty.status).toBe(400);
    expect(empty.data).toEqual({ error: "empty" });
    const unreadable = await run(upload({ rows: 'GCF-2026-T7QS-3J,Kamau\nGCF-2026-T7QS-3J,"Kamau' }, cookie));
    expect(unreadable.status).toBe(400);
    expect((unreadable.data as { error: string }).error).toMatch(/^unreadable/);
    const big = new File(["credential_id,last_name\n" + " ".repeat(bulkVerifyUpload.fileBytes)], "big.csv", {
      type: "text/csv",
    });
    const tooLarge = await run(upload({ file: big }, cookie));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.data).toEqual({ error: "tooLarge" });
  });

  it("limits each user to 120 requests in 10 minutes: 429 with Retry-After and the minutes to wait", async () => {
    const id = await createKamauCredential(t.db);
    const { id: userId, cookie } = await partner();
    const { rateLimits } = getAppContext(t.context());
    // The requests already made (each request is one).
    await consume(rateLimits.bulkVerify, userId, 120);
    const out = await run(batch({ rows: [{ row: 1, id, lastName: "Kamau" }] }, cookie));
    expect(out.status).toBe(429);
    expect(out.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(out.data).toMatchObject({ error: "rateLimited", minutes: expect.any(Number) });
    // Another partner is not held up by it.
    await t.createUser("partner", "Pia Partner", "pia@example.org");
    const other = await run(batch({ rows: [{ row: 1, id, lastName: "Kamau" }] }, await t.signIn("pia@example.org")));
    expect(other.status).toBe(200);
  });

  it("answers a GET with 405 naming POST", async () => {
    const out = await outcomeOf(async () => loader());
    expect(out.status).toBe(405);
    expect(out.headers.get("Allow")).toBe("POST");
  });
});
