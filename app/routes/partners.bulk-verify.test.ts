import { describe, expect, it } from "vitest";
import { formatFileSize } from "~/lib/format/format";
import { bulkVerifyUpload } from "~/features/registry";
import { createKamauCredential } from "../../tests/support/credential-fixtures";
import { SITE, outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./partners.bulk-verify";
import { middleware } from "./partners-area";

const t = setupRouteTests();

const run = (request: Request) => outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));

async function partner() {
  await t.createUser("partner", "Pat Partner", "pat@example.org");
  return t.signIn("pat@example.org");
}

const kamau = () => createKamauCredential(t.db);

describe("/partners/bulk-verify", () => {
  it("states the file limit from the feature, in the visitor's language", async () => {
    const cookie = await partner();
    const page = await outcomeOf(() =>
      loader(
        routeArgs({
          request: t.get("/partners/bulk-verify", cookie),
          params: {},
          context: t.context({ language: "fr" }),
        }),
      ),
    );
    expect((page.data as { limits: { size: string } }).limits.size).toBe(
      formatFileSize(bulkVerifyUpload.fileBytes, "fr"),
    );
  });

  it("is for partners and admins: signed out → /auth, a member → 403, by the layout and the page", async () => {
    const guard = middleware[0]!;
    const signedOut = await outcomeOf(async () =>
      guard(
        routeArgs({ request: t.get("/partners/bulk-verify"), params: {}, context: t.context() }),
        async () => new Response(null),
      ),
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/auth\?next=/);

    await t.createUser("member", "Mo Member", "mo@example.org");
    const member = await t.signIn("mo@example.org");
    const refused = await outcomeOf(async () =>
      guard(
        routeArgs({ request: t.get("/partners/bulk-verify", member), params: {}, context: t.context() }),
        async () => new Response(null),
      ),
    );
    expect(refused.status).toBe(403);
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/partners/bulk-verify", member), params: {}, context: t.context() })),
    );
    expect(page.status).toBe(403);
    const post = await run(t.post("/partners/bulk-verify", { intent: "check", rows: "x,y" }, member));
    expect(post.status).toBe(403);

    const cookie = await partner();
    const allowed = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/partners/bulk-verify", cookie), params: {}, context: t.context() })),
    );
    expect(allowed.status).toBe(200);
  });

  it("check: pasted rows are checked in one request; the results are page data", async () => {
    const id = await kamau();
    const cookie = await partner();
    const out = await run(
      t.post("/partners/bulk-verify", { intent: "check", rows: `${id},Kamau\nGCF-2026-XXXX-XX,Otieno` }, cookie),
    );
    expect(out.status).toBe(200);
    const { checked } = out.data as { checked: { rows: unknown[]; results: Array<{ status: string }> } };
    expect(checked.rows).toHaveLength(2);
    expect(checked.results.map((r) => r.status)).toEqual(["valid", "error"]);
  });

  it("check: nothing to check is refused with the reason; unreadable rows keep what was pasted", async () => {
    const cookie = await partner();
    const empty = await run(t.post("/partners/bulk-verify", { intent: "check", rows: "" }, cookie));
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ intent: "check", formError: "errors.empty" });
    const pasted = 'GCF-2026-7KQ4-XM,"Kamau';
    const bad = await run(t.post("/partners/bulk-verify", { intent: "check", rows: pasted }, cookie));
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ intent: "check", values: { rows: pasted } });
    expect((bad.data as { formError: string }).formError).toMatch(/^errors\.unreadable/);
  });

  it("check: a CSV file just under the limit is checked; just over is refused with the page's message, the pasted rows kept", async () => {
    const id = await kamau();
    const cookie = await partner();
    // Valid rows padded with blanks (trimmed from each cell) to the size wanted.
    const csv = (bytes: number, rows = 1000) => {
      const header = "credential_id,last_name\n";
      const row = `${id},Kamau`;
      const width = Math.floor((bytes - header.length) / rows) - 1;
      const body = `${row}${" ".repeat(width - row.length)}\n`.repeat(rows);
      return header + body + " ".repeat(bytes - header.length - body.length);
    };
    const upload = (text: string, rows = "") => {
      const form = new FormData();
      form.set("intent", "check");
      form.set("rows", rows);
      form.set("file", new File([text], "partners.csv", { type: "text/csv" }));
      return new Request(`${SITE}/partners/bulk-verify`, {
        method: "POST",
        body: form,
        headers: { origin: SITE, cookie },
      });
    };
    const under = csv(bulkVerifyUpload.fileBytes - 1024);
    expect(new TextEncoder().encode(under).length).toBe(bulkVerifyUpload.fileBytes - 1024);
    const accepted = await run(upload(under));
    expect(accepted.status).toBe(200);
    const { checked } = accepted.data as { checked: { results: Array<{ status: string }> } };
    expect(checked.results).toHaveLength(1000);
    expect(new Set(checked.results.map((r) => r.status))).toEqual(new Set(["valid"]));

    const pasted = "GCF-2026-7KQ4-XM,Kamau";
    const refused = await run(upload(csv(bulkVerifyUpload.fileBytes + 1024), pasted));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ intent: "check", formError: "errors.tooLarge", values: { rows: pasted } });
  });

  it("answers a post naming no known form with a bare 400", async () => {
    const cookie = await partner();
    expect((await run(t.post("/partners/bulk-verify", { rows: "x,y" }, cookie))).status).toBe(400);
  });
});
