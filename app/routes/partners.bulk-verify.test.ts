import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { formatFileSize } from "~/lib/format/format";
import { BULK_BATCH_ROWS, CSV_MAX_ROWS, bulkVerifyUpload } from "~/features/registry";
import { setCredentialStatus } from "~/features/registry/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";
import { createKamauCredential } from "../../tests/support/credential-fixtures";
import { SITE, outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./partners.bulk-verify";
import { middleware } from "./partners-area";
import { action as resultsAction } from "./partners.bulk-verify.results[.]csv";
import { loader as templateLoader } from "./partners.bulk-verify.template[.]csv";

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

describe("/partners/bulk-verify/results.csv", () => {
  type Row = { row: number; id: string; lastName: string };
  const download = (rows: Row[] | string, cookie?: string, language: "en" | "fr" = "en") =>
    outcomeOf(() =>
      resultsAction(
        routeArgs({
          request: t.post(
            "/partners/bulk-verify/results.csv",
            { rows: typeof rows === "string" ? rows : JSON.stringify(rows) },
            cookie,
          ),
          params: {},
          context: t.context({ language }),
        }),
      ),
    );
  /** The CSV's records, header first. */
  const records = (body: unknown) => parse(String(body)) as string[][];

  it("is for partners and admins: signed out → /auth, a member → 403", async () => {
    const rows = [{ row: 1, id: "GCF-2026-T7QS-3J", lastName: "Kamau" }];
    const signedOut = await download(rows);
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/auth\?next=/);
    await t.createUser("member", "Mo Member", "mo@example.org");
    expect((await download(rows, await t.signIn("mo@example.org"))).status).toBe(403);
    await t.createUser("admin", "Ann Admin", "ann@example.org");
    expect((await download(rows, await t.signIn("ann@example.org"))).status).toBe(200);
  });

  it("checks the rows again against the live registry, one line each, as an attachment", async () => {
    const id = await kamau();
    const cookie = await partner();
    // Suspended after the page showed it valid: the download says what is true now.
    await setCredentialStatus(t.db, id, { status: "suspended", reason: "Audit.", changedOn: "2026-06-01" });
    const out = await download(
      [
        { row: 2, id, lastName: "Kamau" },
        { row: 3, id: "not an id", lastName: "Otieno" },
        { row: 4, id, lastName: '=HYPERLINK("https://evil.example")' },
      ],
      cookie,
    );
    expect(out.status).toBe(200);
    expect(out.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(out.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="verification-results-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(out.headers.get("Cache-Control")).toBe("no-store");
    const [header, ...lines] = records(out.data);
    expect(header).toEqual([
      "row",
      "credential_id",
      "last_name",
      "status",
      "holder_name",
      "level",
      "issued_on",
      "expires_on",
      "error",
    ]);
    expect(lines[0]).toEqual([
      "2",
      id,
      "Kamau",
      "suspended",
      "Wanjiru Kamau",
      "expert",
      "2025-01-01",
      "2099-01-01",
      "",
    ]);
    // A row's error is the reader's text, not a key.
    expect(lines[1]!.slice(0, 4)).toEqual(["3", "not an id", "Otieno", "error"]);
    expect(lines[1]![8]).toBe("Not a credential id");
    // What was typed cannot run as a formula in a spreadsheet.
    expect(lines[2]![2]).toBe('\'=HYPERLINK("https://evil.example")');
    expect(lines[2]![3]).toBe("not_found");
    const raw = await resultsAction(
      routeArgs({
        request: t.post(
          "/partners/bulk-verify/results.csv",
          { rows: JSON.stringify([{ row: 1, id, lastName: "Kamau" }]) },
          cookie,
        ),
        params: {},
        context: t.context(),
      }),
    );
    expect(await startsWithBom(raw)).toBe(true);
  });

  it("names its columns in the reader's language", async () => {
    const id = await kamau();
    const out = await download([{ row: 1, id, lastName: "Kamau" }], await partner(), "fr");
    expect(records(out.data)[0]).toEqual(expect.arrayContaining(["ligne", "statut", "titulaire"]));
  });

  it("refuses rows it cannot read, none, or more than a file may hold, with the page's message", async () => {
    const cookie = await partner();
    const many = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => ({ row: i + 1, id: "x", lastName: "y" }));
    for (const rows of ["not json", "[]", JSON.stringify([{ row: "one", id: "x", lastName: "y" }]), many]) {
      const out = await download(rows, cookie);
      expect(out.status).toBe(400);
      expect(out.data).toBe("The check could not be completed. Please try again.");
    }
  });

  it("counts a download as the batches its rows make against the user's limit", async () => {
    const id = await kamau();
    const userId = await t.createUser("partner", "Pat Partner", "pat@example.org");
    const cookie = await t.signIn("pat@example.org");
    const { rateLimits } = getAppContext(t.context());
    await consume(rateLimits.bulkVerify, userId, 118);
    const rows = Array.from({ length: BULK_BATCH_ROWS + 1 }, (_, i) => ({ row: i + 1, id, lastName: "Kamau" }));
    // 118 used + this request + its second batch = 120: still allowed.
    expect((await download(rows, cookie)).status).toBe(200);
    const refused = await download(rows.slice(0, 1), cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(String(refused.data)).toMatch(/^Too many checks from your account\. Please try again in \d+ minutes\.$/);
  });
});

/** The first bytes of a download: a UTF-8 byte-order mark, so spreadsheet programs read accents right. */
const startsWithBom = async (response: Response) =>
  [...new Uint8Array(await response.arrayBuffer()).slice(0, 3)].join(",") === "239,187,191";

describe("/partners/bulk-verify/template.csv", () => {
  it("is a download of the two columns and two demo rows, readable by spreadsheets", async () => {
    const out = await outcomeOf(async () => templateLoader());
    expect(out.headers.get("Content-Disposition")).toBe(
      'attachment; filename="geocert-bulk-verification-template.csv"',
    );
    // (text() drops the byte-order mark; the bytes keep it.)
    expect(String(out.data)).toBe(
      "credential_id,last_name\r\nGCF-2026-T7QS-3J,Kamau\r\nGCF-2025-2SMF-QN,Þórsdóttir\r\n",
    );
    expect(await startsWithBom(templateLoader())).toBe(true);
  });
});
