import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimCredential, createCredential } from "~/features/registry/index.server";
import { ledgerEntries } from "~/features/cpd/index.server";
import { credentials } from "~/db/schema";
import { MAX_EVIDENCE_BYTES } from "~/features/cpd";
import { addDays, addMonths } from "~/content/cpd-rule";
import { formatDateFor } from "~/lib/format/date-words.server";
import { isoToday } from "~/lib/format/dates";
import { outcomeOf, SITE, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./account.cpd";
import { loader as evidenceLoader } from "./account.cpd.evidence.$id";
import { loader as csvLoader } from "./account.cpd.export[.]csv";
import { loader as pdfLoader } from "./account.cpd.export[.]pdf";

const t = setupRouteTests();

const run = (request: Request) => outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));
const load = (request: Request) => outcomeOf(() => loader(routeArgs({ request, params: {}, context: t.context() })));
const file = (id: string, cookie?: string) =>
  evidenceLoader(
    routeArgs({
      request: t.get(`/account/cpd/evidence/${id}`, cookie),
      params: { id },
      context: t.context(),
    }),
  );

const PDF: Uint8Array<ArrayBuffer> = new TextEncoder().encode("%PDF-1.4\n% a tiny certificate\n%%EOF\n");

/** The page's multipart form, as a browser sends it (file last). */
function multipart(
  fields: Record<string, string>,
  cookie: string,
  evidence?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (evidence) form.set("evidence", new File([evidence.bytes], evidence.name, { type: evidence.type }));
  return new Request(`${SITE}/account/cpd`, { method: "POST", body: form, headers: { origin: SITE, cookie } });
}

const entry = {
  intent: "add",
  activityDate: "2026-05-04",
  category: "events",
  hours: "6.5",
  provider: "Example Geothermal Association",
  description: "Reinjection workshop",
};

async function signedIn(name: string, email: string, role: "member" | "admin" = "member") {
  const id = await t.createUser(role, name, email);
  return { id, cookie: await t.signIn(email) };
}

describe("/account/cpd", () => {
  it("sends a signed-out visitor to sign in", async () => {
    const page = await load(t.get("/account/cpd"));
    expect(page.status).toBe(302);
    expect(page.location).toBe("/auth?next=%2Faccount%2Fcpd");
  });

  it("logs an activity with a PDF, shows the credential's progress, serves the file to its member and admins only", async () => {
    const mo = await signedIn("Mo Member", "mo@example.org");
    const held = await createCredential(t.db, {
      givenNames: "Mo",
      lastName: "Member",
      level: "associate",
      domains: ["drillingOperations"],
      issuedOn: "2026-01-10",
      expiresOn: "2029-01-10",
      email: "mo@example.org",
    });
    await claimCredential(t.db, held, mo.id);

    const out = await run(multipart(entry, mo.cookie, { bytes: PDF, name: "attendance.pdf", type: "application/pdf" }));
    expect(out.status).toBe(302);
    expect(t.flash(out)).toMatchObject({ ns: "cpd", key: "done.added", form: "add" });

    const page = await load(t.get("/account/cpd", mo.cookie));
    const data = page.data as {
      entries: Array<{ id: string; hoursTenths: number; evidence: { id: string } | null; canChange: boolean }>;
      credentials: Array<{ countedTenths: number; requiredTenths: number; missingTenths: number }>;
    };
    expect(data.entries).toHaveLength(1);
    expect(data.entries[0]).toMatchObject({ hoursTenths: 65, canChange: true });
    expect(data.credentials[0]).toMatchObject({ countedTenths: 65, requiredTenths: 300, missingTenths: 235 });

    const evidenceId = data.entries[0]!.evidence!.id;
    const own = await file(evidenceId, mo.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toMatch(/^attachment; filename="attendance\.pdf"/);
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("content-security-policy")).toContain("sandbox");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PDF);

    const other = await signedIn("Ola Other", "ola@example.org");
    const foreign = await file(evidenceId, other.cookie);
    const missing = await file("00000000-0000-4000-8000-000000000000", other.cookie);
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.text()).toBe(await missing.text());
    expect((await file(evidenceId)).status).toBe(404);

    const admin = await signedIn("Ada Admin", "ada@example.org", "admin");
    expect((await file(evidenceId, admin.cookie)).status).toBe(200);
  });

  it("a lapsed credential: an activity dated after expiry can be logged and counts, up to today, toward reinstatement", async () => {
    const today = isoToday();
    const mo = await signedIn("Mo Member", "mo@example.org");
    const held = await createCredential(t.db, {
      givenNames: "Mo",
      lastName: "Member",
      level: "associate",
      domains: ["drillingOperations"],
      issuedOn: addMonths(today, -38),
      expiresOn: addMonths(today, -2),
      email: "mo@example.org",
    });
    await claimCredential(t.db, held, mo.id);
    await t.db.update(credentials).set({ status: "expired", statusReason: "lapsed" }).where(eq(credentials.id, held));
    const late = { ...entry, category: "courses", hours: "12", activityDate: addDays(today, -7) };
    expect((await run(multipart(late, mo.cookie))).status).toBe(302);

    const data = (await load(t.get("/account/cpd", mo.cookie))).data as {
      credentials: Array<{ window: string; countedTenths: number; end: string; start: string }>;
    };
    expect(data.credentials[0]).toMatchObject({ window: "reinstatement", countedTenths: 120 });
    // Its window runs from the cycle's start to today (in words), not to the expiry date.
    const words = formatDateFor(t.context());
    expect(data.credentials[0]).toMatchObject({ start: words(addMonths(today, -38)), end: words(today) });
  });

  it("refuses a file that is not a PDF, JPEG or PNG by its content, and one too large, keeping what was typed", async () => {
    const mo = await signedIn("Mo Member", "mo@example.org");
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const wrong = await run(multipart(entry, mo.cookie, { bytes: html, name: "scan.pdf", type: "application/pdf" }));
    expect(wrong.status).toBe(415);
    expect(wrong.data).toMatchObject({
      intent: "add",
      fieldErrors: { evidence: "errors.fileType" },
      values: { provider: entry.provider, description: entry.description, hours: "6.5" },
    });

    const big = new Uint8Array(MAX_EVIDENCE_BYTES + 1);
    big.set(PDF);
    const tooLarge = await run(multipart(entry, mo.cookie, { bytes: big, name: "big.pdf", type: "application/pdf" }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.data).toMatchObject({
      fieldErrors: { evidence: "errors.fileTooLarge" },
      values: { provider: entry.provider, description: entry.description },
    });

    // Far over the limit: the server stops reading, and still keeps the fields sent before the file.
    const huge = new Uint8Array(MAX_EVIDENCE_BYTES * 3);
    const far = await run(multipart(entry, mo.cookie, { bytes: huge, name: "huge.png", type: "image/png" }));
    expect(far.status).toBe(413);
    expect(far.data).toMatchObject({
      fieldErrors: { evidence: "errors.fileTooLarge" },
      values: { description: entry.description },
    });

    expect(await ledgerEntries(t.db, mo.id)).toEqual([]);
  });

  it("takes a 4.9 MB scanned certificate and refuses 5.1 MB with the page's message, the typed fields kept", async () => {
    const mo = await signedIn("Mo Member", "mo@example.org");
    const scan = (megabytes: number) => {
      const bytes = new Uint8Array(Math.round(megabytes * 1024 * 1024));
      bytes.set(PDF);
      return { bytes, name: "scan.pdf", type: "application/pdf" };
    };
    const kept = await run(multipart(entry, mo.cookie, scan(4.9)));
    expect(kept.status).toBe(302);
    const [stored] = await ledgerEntries(t.db, mo.id);
    expect(stored?.evidence).toMatchObject({ fileName: "scan.pdf" });

    const refused = await run(multipart({ ...entry, submission: "another" }, mo.cookie, scan(5.1)));
    expect(refused.status).toBe(413);
    expect(refused.data).toMatchObject({
      fieldErrors: { evidence: "errors.fileTooLarge" },
      values: { provider: entry.provider, description: entry.description, hours: "6.5" },
    });
    expect(await ledgerEntries(t.db, mo.id)).toHaveLength(1);
  });

  it("edits and deletes the member's own entries; another member's entry is refused as not found", async () => {
    const mo = await signedIn("Mo Member", "mo@example.org");
    const ola = await signedIn("Ola Other", "ola@example.org");
    await run(multipart(entry, mo.cookie, { bytes: PDF, name: "a.pdf", type: "application/pdf" }));
    const [mine] = await ledgerEntries(t.db, mo.id);
    const changed = {
      ...entry,
      intent: "edit",
      id: mine!.id,
      hours: "7",
      description: "Reinjection workshop, day two",
    };

    const foreignEdit = await run(multipart(changed, ola.cookie));
    expect(foreignEdit.status).toBe(404);
    expect(foreignEdit.data).toMatchObject({ formError: "errors.notFound" });
    const foreignDelete = await run(t.post("/account/cpd", { intent: "delete", id: mine!.id }, ola.cookie));
    expect(foreignDelete.status).toBe(404);

    const edited = await run(multipart({ ...changed, removeEvidence: "1" }, mo.cookie));
    expect(edited.status).toBe(302);
    expect(t.flash(edited)).toMatchObject({ key: "done.saved" });
    const [after] = await ledgerEntries(t.db, mo.id);
    expect(after).toMatchObject({ hoursTenths: 70, description: "Reinjection workshop, day two", evidence: null });
    expect((await file(mine!.evidenceId!, mo.cookie)).status).toBe(404);

    const future = await run(multipart({ ...changed, activityDate: "2999-01-01" }, mo.cookie));
    expect(future.status).toBe(400);
    expect(future.data).toMatchObject({ fieldErrors: { activityDate: "errors.dateFuture" } });

    const deleted = await run(t.post("/account/cpd", { intent: "delete", id: mine!.id }, mo.cookie));
    expect(deleted.status).toBe(302);
    expect(t.flash(deleted)).toMatchObject({ key: "done.deleted" });
    expect(await ledgerEntries(t.db, mo.id)).toEqual([]);
  });

  it("exports the ledger as CSV in the member's language and as a PDF", async () => {
    const mo = await signedIn("Mo Member", "mo@example.org");
    await run(multipart(entry, mo.cookie));
    const csv = await csvLoader(
      routeArgs({
        request: t.get("/account/cpd/export.csv", mo.cookie),
        params: {},
        context: t.context({ language: "es" }),
      }),
    );
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="cpd-ledger-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await csv.text();
    expect(text).toContain("Fecha,Categoría,Horas,Proveedor,Descripción,Origen,Prueba");
    expect(text).toContain(
      "2026-05-04,Eventos y congresos,6.5,Example Geothermal Association,Reinjection workshop,Registrada por usted,",
    );

    const pdf = await pdfLoader(
      routeArgs({
        request: t.get("/account/cpd/export.pdf", mo.cookie),
        params: {},
        context: t.context(),
      }),
    );
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);

    const signedOut = await outcomeOf(() =>
      csvLoader(routeArgs({ request: t.get("/account/cpd/export.csv"), params: {}, context: t.context() })),
    );
    expect(signedOut.status).toBe(302);
  });
});
