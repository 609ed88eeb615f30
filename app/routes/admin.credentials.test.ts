import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { credentials, generateCredentialId, credentialImportUpload, IMPORT_TEMPLATE_HEADER } from "~/features/registry";
import { createCredential, findCredential } from "~/features/registry/index.server";
import { formatFileSize } from "~/lib/format/format";
import { SITE, outcomeOf, setupRouteTests, type RouteOutcome, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./admin.credentials";
import { action as importAction, loader as importLoader } from "./admin.credentials.import";

const t = setupRouteTests();

/** The flash a redirect carries (its signed cookie's payload). */
function flashOf(out: RouteOutcome) {
  const cookie = out.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!cookie) return null;
  const payload = decodeURIComponent(cookie.slice("toast=".length).split(";")[0]!).split(".")[0]!;
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
    key: string;
    values?: Record<string, string | number>;
    form?: string;
  };
}

async function admin() {
  await t.createUser("admin", "Ada Admin", "ada@example.org");
  return t.signIn("ada@example.org");
}

const run = (request: Request) => outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));

const issue = {
  intent: "issue",
  givenNames: "Hekla",
  lastName: "Issuedottir",
  email: "",
  level: "expert",
  domains: ["drillingOperations", "riskAssessment"],
  issuedOn: "2026-01-10",
  expiresOn: "2029-01-10",
};

describe("/admin/credentials", () => {
  it("is for admins: signed out → /auth, a partner → 403 (loader and action)", async () => {
    const out = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/admin/credentials"), params: {}, context: t.context() })),
    );
    expect(out.status).toBe(302);
    expect(out.location).toMatch(/^\/auth\?next=/);
    await t.createUser("partner", "Pat Partner", "pat@example.org");
    const cookie = await t.signIn("pat@example.org");
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/admin/credentials", cookie), params: {}, context: t.context() })),
    );
    expect(page.status).toBe(403);
    const post = await run(t.post("/admin/credentials", issue, cookie));
    expect(post.status).toBe(403);
    expect(await t.db.select().from(credentials)).toHaveLength(0);
  });

  it("issue: stores the credential once, even when the form is sent twice, and says so with a flash", async () => {
    const cookie = await admin();
    const form = { ...issue, _submission: "issue-token-1234567890" };
    const first = await run(t.post("/admin/credentials", form, cookie));
    expect(first.status).toBe(302);
    expect(first.location).toBe("/admin/credentials");
    const flash = flashOf(first);
    expect(flash).toMatchObject({ key: "issue.done", form: "issue", values: { name: "Hekla Issuedottir" } });
    const again = await run(t.post("/admin/credentials", form, cookie));
    expect(again.status).toBe(302);
    expect(flashOf(again)?.values).toEqual(flash?.values);
    const rows = await t.db.select().from(credentials);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: flash?.values?.id, lastName: "Issuedottir", level: "expert" });
  });

  it("issue: a refused post keeps what was typed, with each field's error", async () => {
    const cookie = await admin();
    const out = await run(
      t.post("/admin/credentials", { ...issue, lastName: "", domains: ["cooking"], expiresOn: "2025-01-01" }, cookie),
    );
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "issue",
      fieldErrors: { lastName: "errors.lastName", domains: "errors.domains" },
      values: { givenNames: "Hekla", level: "expert", domains: "cooking", expiresOn: "2025-01-01" },
    });
    expect(await t.db.select().from(credentials)).toHaveLength(0);
  });

  it("issue: the rule gives the validity; another expiry date is refused without a reason, kept with one", async () => {
    const cookie = await admin();
    const empty = await run(
      t.post("/admin/credentials", { ...issue, expiresOn: "", _submission: "issue-token-rule-000001" }, cookie),
    );
    expect(empty.status).toBe(302);
    const longer = { ...issue, lastName: "Longer", expiresOn: "2031-01-10" };
    const refused = await run(t.post("/admin/credentials", longer, cookie));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      fieldErrors: { validityReason: "errors.validityReason" },
      values: { expiresOn: "2031-01-10", lastName: "Longer" },
    });
    const reason = "Extended by board decision of 8 January";
    const kept = await run(
      t.post(
        "/admin/credentials",
        { ...longer, validityReason: reason, _submission: "issue-token-rule-000002" },
        cookie,
      ),
    );
    expect(kept.status).toBe(302);
    const rows = await t.db.select().from(credentials).orderBy(credentials.lastName);
    expect(rows.map((r) => [r.lastName, r.issuedOn, r.expiresOn, r.validityReason])).toEqual([
      ["Issuedottir", "2026-01-10", "2029-01-10", null],
      ["Longer", "2026-01-10", "2031-01-10", reason],
    ]);
    const page = (await loader(
      routeArgs({
        request: t.get("/admin/credentials?q=Longer", cookie),
        params: {},
        context: t.context(),
      }),
    )) as { credentials: Array<{ validityReason: string }> };
    expect(page.credentials.map((c) => c.validityReason)).toEqual([reason]);
  });

  it("status: revokes a credential and goes back to the same list with a flash", async () => {
    const cookie = await admin();
    const id = await createCredential(t.db, {
      givenNames: "Ria",
      lastName: "Revoked",
      email: "",
      level: "associate",
      domains: ["riskAssessment"],
      issuedOn: "2026-01-01",
      expiresOn: "2029-01-01",
    });
    const fields = { intent: "status", id, status: "revoked", reason: "Issued by mistake", changedOn: "2026-02-01" };
    const out = await run(t.post("/admin/credentials?q=Revoked", fields, cookie));
    expect(out.status).toBe(302);
    expect(out.location).toBe("/admin/credentials?q=Revoked");
    expect(flashOf(out)).toMatchObject({ key: "change.done", form: "status", values: { id, status: "Revoked" } });
    expect(await findCredential(t.db, id)).toMatchObject({ status: "revoked", statusReason: "Issued by mistake" });
  });

  it("status: a revoked credential cannot go back; the refusal keeps what was typed", async () => {
    const cookie = await admin();
    const id = await createCredential(t.db, {
      givenNames: "Ria",
      lastName: "Final",
      email: "",
      level: "associate",
      domains: ["riskAssessment"],
      issuedOn: "2026-01-01",
      expiresOn: "2029-01-01",
    });
    await run(
      t.post(
        "/admin/credentials",
        { intent: "status", id, status: "revoked", reason: "Fraud", changedOn: "2026-02-01" },
        cookie,
      ),
    );
    const back = { intent: "status", id, status: "active", reason: "Appeal upheld", changedOn: "2026-03-01" };
    const out = await run(t.post("/admin/credentials", back, cookie));
    expect(out.status).toBe(409);
    expect(out.data).toMatchObject({
      intent: "status",
      fieldErrors: { status: "errors.revokedFinal" },
      values: { id, reason: "Appeal upheld" },
    });
    expect(await findCredential(t.db, id)).toMatchObject({ status: "revoked", statusReason: "Fraud" });
  });

  it("status: a refused post names its row and keeps the reason; an unknown credential is 404", async () => {
    const cookie = await admin();
    const id = await createCredential(t.db, {
      givenNames: "Sam",
      lastName: "Short",
      email: "",
      level: "associate",
      domains: ["riskAssessment"],
      issuedOn: "2026-01-01",
      expiresOn: "2029-01-01",
    });
    const out = await run(
      t.post(
        "/admin/credentials",
        { intent: "status", id, status: "revoked", reason: "x", changedOn: "2026-02-01" },
        cookie,
      ),
    );
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "status",
      fieldErrors: { reason: "errors.reason" },
      values: { id, reason: "x" },
    });
    expect((await t.db.select().from(credentials).where(eq(credentials.id, id)))[0]?.status).toBe("active");

    const unknown = generateCredentialId(2024);
    const missing = await run(
      t.post(
        "/admin/credentials",
        { intent: "status", id: unknown, status: "revoked", reason: "Not ours", changedOn: "2026-02-01" },
        cookie,
      ),
    );
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ intent: "status", fieldErrors: { id: "errors.notFound" } });
  });

  it("answers a post naming no known form with a bare 400", async () => {
    const cookie = await admin();
    const out = await run(t.post("/admin/credentials", { intent: "delete", id: "x" }, cookie));
    expect(out.status).toBe(400);
  });
});

describe("/admin/credentials/import", () => {
  it("states the file limit from the feature, in the visitor's language", async () => {
    const cookie = await admin();
    const page = (language: "fr" | "is") =>
      outcomeOf(() =>
        importLoader(
          routeArgs({
            request: t.get("/admin/credentials/import", cookie),
            params: {},
            context: t.context({ language }),
          }),
        ),
      );
    const size = (language: "fr" | "is") => formatFileSize(credentialImportUpload.fileBytes, language);
    expect(((await page("fr")).data as { limits: { size: string } }).limits.size).toBe(size("fr"));
    expect(size("fr")).toBe("1\u00a0Mo");
  });

  const carried = (lastName: string) =>
    JSON.stringify([
      {
        row: 2,
        cells: {
          given_names: "Amina",
          last_name: lastName,
          email: "",
          level: "associate",
          domains: "riskAssessment",
          issued_on: "2026-01-01",
          expires_on: "2029-01-01",
        },
      },
    ]);

  it("preview: a CSV just under the limit is previewed; just over is refused with the page's message", async () => {
    const cookie = await admin();
    const header = `${IMPORT_TEMPLATE_HEADER.join(",")}\n`;
    // Valid rows padded with blanks (trimmed from each cell) to the size wanted.
    const csv = (bytes: number, rows = 2000) => {
      const width = Math.floor((bytes - header.length) / rows) - 1;
      const body = Array.from({ length: rows }, (_, index) => {
        const row = `Amina,Row${index},,associate,riskAssessment,2026-01-01,2029-01-01,`;
        return `${row}${" ".repeat(width - row.length)}\n`;
      }).join("");
      return header + body + " ".repeat(bytes - header.length - body.length);
    };
    const preview = (text: string, language: "en" | "fr" = "en") => {
      const form = new FormData();
      form.set("intent", "preview");
      form.set("file", new File([text], "credentials.csv", { type: "text/csv" }));
      const request = new Request(`${SITE}/admin/credentials/import`, {
        method: "POST",
        body: form,
        headers: { origin: SITE, cookie },
      });
      return outcomeOf(() => importAction(routeArgs({ request, params: {}, context: t.context({ language }) })));
    };
    const under = csv(credentialImportUpload.fileBytes - 1024);
    expect(new TextEncoder().encode(under).length).toBe(credentialImportUpload.fileBytes - 1024);
    const accepted = await preview(under);
    expect(accepted.status).toBe(200);
    expect(accepted.data).toMatchObject({ preview: { valid: 2000, invalid: 0 } });

    const refused = await preview(csv(credentialImportUpload.fileBytes + 1024), "fr");
    expect(refused.status).toBe(413);
    expect(refused.data).toMatchObject({ intent: "preview", formError: "errors.tooLarge" });
    expect(await t.db.select().from(credentials)).toHaveLength(0);
  });

  it("is for admins: signed out → /auth, a partner or staff → 403, and nothing is imported", async () => {
    const form = { intent: "confirm", rows: carried("Importova"), _submission: "import-token-refused-0001" };
    const confirm = (cookie?: string) =>
      outcomeOf(() =>
        importAction(
          routeArgs({ request: t.post("/admin/credentials/import", form, cookie), params: {}, context: t.context() }),
        ),
      );
    const signedOut = await confirm();
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/auth\?next=/);
    await t.createUser("partner", "Pat Partner", "pat@example.org");
    await t.createUser("staff", "Sam Staff", "sam@example.org");
    for (const email of ["pat@example.org", "sam@example.org"]) {
      expect((await confirm(await t.signIn(email))).status).toBe(403);
    }
    expect(await t.db.select().from(credentials)).toHaveLength(0);
  });

  it("confirm: imports the carried rows once and says how many with a flash", async () => {
    const cookie = await admin();
    const form = { intent: "confirm", rows: carried("Importova"), _submission: "import-token-1234567890" };
    const first = await outcomeOf(() =>
      importAction(
        routeArgs({
          request: t.post("/admin/credentials/import", form, cookie),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(first.status).toBe(302);
    expect(first.location).toBe("/admin/credentials");
    expect(flashOf(first)).toMatchObject({ key: "import.done_one", form: "import", values: { count: 1 } });
    const again = await outcomeOf(() =>
      importAction(
        routeArgs({
          request: t.post("/admin/credentials/import", form, cookie),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(again.location).toBe("/admin/credentials");
    expect(await t.db.select().from(credentials)).toHaveLength(1);
  });

  it("confirm: an empty expires_on takes the rule's validity; another date needs validity_reason", async () => {
    const cookie = await admin();
    const rows = (cells: Array<Record<string, string>>) =>
      JSON.stringify(
        cells.map((extra, index) => ({
          row: index + 2,
          cells: { ...JSON.parse(carried(`Row${index}`))[0].cells, ...extra },
        })),
      );
    const confirm = (value: string, token: string) =>
      outcomeOf(() =>
        importAction(
          routeArgs({
            request: t.post(
              "/admin/credentials/import",
              { intent: "confirm", rows: value, _submission: token },
              cookie,
            ),
            params: {},
            context: t.context(),
          }),
        ),
      );
    const refused = await confirm(rows([{ expires_on: "2031-01-01" }]), "import-token-rule-00001");
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      preview: { invalid: 1, rows: [{ errors: { validityReason: "errors.validityReason" } }] },
    });
    const done = await confirm(
      rows([{ expires_on: "" }, { expires_on: "2031-01-01", validity_reason: "Transitional arrangement" }]),
      "import-token-rule-00002",
    );
    expect(done.status).toBe(302);
    const stored = await t.db.select().from(credentials).orderBy(credentials.lastName);
    expect(stored.map((r) => [r.lastName, r.expiresOn, r.validityReason])).toEqual([
      ["Row0", "2029-01-01", null],
      ["Row1", "2031-01-01", "Transitional arrangement"],
    ]);
  });

  it("confirm: an invalid row shows the preview again and writes nothing; a preview without a file is refused", async () => {
    const cookie = await admin();
    const out = await outcomeOf(() =>
      importAction(
        routeArgs({
          request: t.post("/admin/credentials/import", { intent: "confirm", rows: carried("") }, cookie),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ preview: { valid: 0, invalid: 1 } });
    const empty = await outcomeOf(() =>
      importAction(
        routeArgs({
          request: t.post("/admin/credentials/import", { intent: "preview" }, cookie),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ intent: "preview", formError: "errors.empty" });
    expect(await t.db.select().from(credentials)).toHaveLength(0);
  });
});

describe("/admin/credentials: the holder account", () => {
  const held = {
    givenNames: "Lia",
    lastName: "Linked",
    email: "lia@exmaple.org", // mistyped at issue: the member cannot claim it
    level: "associate" as const,
    domains: ["riskAssessment"] as Array<"riskAssessment">,
    issuedOn: "2026-01-01",
    expiresOn: "2029-01-01",
  };

  it("link: links a credential to the account with that address, back to the same list with a flash; unlink undoes it", async () => {
    const cookie = await admin();
    const userId = await t.createUser("member", "Lia Linked", "lia@example.org");
    const id = await createCredential(t.db, held);
    const out = await run(
      t.post("/admin/credentials?q=Linked", { intent: "link", id, account: "LIA@example.org" }, cookie),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe("/admin/credentials?q=Linked");
    expect(t.flash(out)).toMatchObject({
      key: "holder.linked",
      form: "holder",
      values: { id, name: "Lia Linked", email: "lia@example.org" },
    });
    expect(await findCredential(t.db, id)).toMatchObject({ userId });
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/admin/credentials?q=Linked", cookie), params: {}, context: t.context() })),
    );
    const rows = (page.data as { credentials: Array<{ id: string; account: unknown }> }).credentials;
    expect(rows.find((row) => row.id === id)?.account).toEqual({ name: "Lia Linked", email: "lia@example.org" });

    const unlinked = await run(t.post("/admin/credentials", { intent: "unlink", id }, cookie));
    expect(t.flash(unlinked)).toMatchObject({ key: "holder.unlinked", form: "holder", values: { id } });
    expect(await findCredential(t.db, id)).toMatchObject({ userId: null, publicPage: false });
  });

  it("link: refuses an unknown account, a credential held by another account, and non-admins", async () => {
    const cookie = await admin();
    const lia = await t.createUser("member", "Lia Linked", "lia@example.org");
    await t.createUser("member", "Ola Other", "ola@example.org");
    const id = await createCredential(t.db, held);
    const nobody = await run(
      t.post("/admin/credentials", { intent: "link", id, account: "nobody@example.org" }, cookie),
    );
    expect(nobody.status).toBe(404);
    expect(nobody.data).toMatchObject({ intent: "link", fieldErrors: { account: "errors.linkNoAccount" } });
    const typo = await run(t.post("/admin/credentials", { intent: "link", id, account: "not an address" }, cookie));
    expect(typo.status).toBe(400);
    expect(typo.data).toMatchObject({
      fieldErrors: { account: "errors.linkEmail" },
      values: { account: "not an address" },
    });
    await run(t.post("/admin/credentials", { intent: "link", id, account: "lia@example.org" }, cookie));
    const elsewhere = await run(
      t.post("/admin/credentials", { intent: "link", id, account: "ola@example.org" }, cookie),
    );
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.data).toMatchObject({ fieldErrors: { account: "errors.linkedElsewhere" } });
    expect((await findCredential(t.db, id))?.userId).toBe(lia);

    const member = await t.signIn("ola@example.org");
    expect((await run(t.post("/admin/credentials", { intent: "unlink", id }, member))).status).toBe(403);
    expect((await findCredential(t.db, id))?.userId).toBe(lia);
  });
});
