import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseCredentialId } from "~/features/registry/credential-id";
import {
  countApplicationsByStatus,
  countCredentialsByStatus,
  createApplicationDraft,
  createCredential,
  findCredential,
  getApplication,
  getApplicationDraft,
  IMPORT_CHUNK_ROWS,
  importCredentials,
  listApplications,
  listCredentials,
  saveApplicationDraft,
  setCredentialStatus,
  submitApplication,
  updateApplication,
  verifyCredentials,
} from "./queries.server";
import { credentialImportsRunning, credentials } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

const base = {
  givenNames: "Sigríður",
  lastName: "Þórsdóttir",
  email: "sigga@example.org",
  level: "professional" as const,
  domains: ["reservoirEngineering", "riskAssessment"] as Array<"reservoirEngineering" | "riskAssessment">,
  issuedOn: "2025-03-01",
  expiresOn: "2028-03-01",
};

describe("credential registry", () => {
  it("issues credentials with a valid id for the year of issue", async () => {
    const id = await createCredential(handle.db, base);
    expect(id.startsWith("GCF-2025-")).toBe(true);
    expect(parseCredentialId(id)).toEqual({ ok: true, id });
    const stored = await findCredential(handle.db, id);
    expect(stored).toMatchObject({ lastName: "Þórsdóttir", status: "active", email: "sigga@example.org" });
  });

  it("verifies by id and last name, case- and accent-insensitively, never leaking the email", async () => {
    const id = await createCredential(handle.db, base);
    const [ok, folded, wrongName, unknown] = await verifyCredentials(
      handle.db,
      [
        { id, lastName: "Þórsdóttir" },
        { id, lastName: "  THORSDOTTIR " },
        { id, lastName: "Jónsdóttir" },
        { id: "GCF-2025-2222-2X", lastName: "Þórsdóttir" },
      ],
      "2026-01-01",
    );
    expect(ok).toEqual({
      status: "valid",
      credential: {
        id,
        holderName: "Sigríður Þórsdóttir",
        level: "professional",
        domains: ["reservoirEngineering", "riskAssessment"],
        issuedOn: "2025-03-01",
        expiresOn: "2028-03-01",
      },
    });
    expect(JSON.stringify(ok)).not.toContain("example.org");
    expect(folded?.status).toBe("valid");
    // A wrong surname and an unknown id answer the same.
    expect(wrongName).toEqual({ status: "notFound", credential: null });
    expect(unknown).toEqual(wrongName);
  });

  it("reads an active credential past its expiry as expired; suspended and revoked win", async () => {
    const id = await createCredential(handle.db, base);
    const check = async (today: string) =>
      (await verifyCredentials(handle.db, [{ id, lastName: "thorsdottir" }], today))[0]?.status;
    expect(await check("2028-03-01")).toBe("valid");
    expect(await check("2028-03-02")).toBe("expired");
    await setCredentialStatus(handle.db, id, { status: "suspended", reason: "Under review", changedOn: "2026-02-01" });
    expect(await check("2026-03-01")).toBe("suspended");
    await setCredentialStatus(handle.db, id, { status: "revoked", reason: "Misconduct", changedOn: "2026-02-02" });
    expect(await check("2026-03-01")).toBe("revoked");
    expect(await findCredential(handle.db, id)).toMatchObject({
      statusReason: "Misconduct",
      statusChangedOn: "2026-02-02",
    });
  });

  it("keeps a revoked credential revoked: no change goes back to suspended or active", async () => {
    const id = await createCredential(handle.db, base);
    expect(
      await setCredentialStatus(handle.db, id, { status: "revoked", reason: "Misconduct", changedOn: "2026-02-02" }),
    ).toBe("changed");
    for (const status of ["active", "suspended", "revoked"] as const) {
      expect(await setCredentialStatus(handle.db, id, { status, reason: "Appeal", changedOn: "2026-03-01" })).toBe(
        "final",
      );
    }
    expect(await findCredential(handle.db, id)).toMatchObject({ status: "revoked", statusReason: "Misconduct" });
  });

  it("keeps revoked final when a revocation and reinstatements arrive at once", async () => {
    for (let round = 0; round < 8; round++) {
      const id = await createCredential(handle.db, base);
      await setCredentialStatus(handle.db, id, { status: "suspended", reason: "Review", changedOn: "2026-02-01" });
      const changes = ["active", "revoked", "active", "suspended", "active"] as const;
      const results = await Promise.all(
        changes.map((status) =>
          setCredentialStatus(handle.db, id, { status, reason: "Race", changedOn: "2026-02-02" }),
        ),
      );
      const revokedAt = results[1] === "changed";
      expect(revokedAt).toBe(true);
      // Whatever ran before the revocation, nothing after it took the credential back.
      expect((await findCredential(handle.db, id))?.status).toBe("revoked");
    }
  });

  it("verifies thousands of rows in batches", async () => {
    const ids = await importCredentials(
      handle.db,
      Array.from({ length: 30 }, (_, i) => ({ ...base, lastName: `Holder${i}` })),
    );
    const queries = Array.from({ length: 5000 }, (_, i) => ({ id: ids[i % 30]!, lastName: `holder${i % 30}` }));
    const results = await verifyCredentials(handle.db, queries, "2026-01-01");
    expect(results).toHaveLength(5000);
    expect(results.every((r) => r.status === "valid")).toBe(true);
  });

  it("imports all rows or none", async () => {
    const ids = await importCredentials(handle.db, [base, { ...base, lastName: "Yılmaz" }]);
    expect(ids).toHaveLength(2);
    await expect(
      importCredentials(handle.db, [
        { ...base, lastName: "Kept?" },
        // Violates the not-null constraint inside the transaction.
        { ...base, lastName: null as unknown as string },
      ]),
    ).rejects.toThrow();
    const { total } = await listCredentials(handle.db, { page: 1 });
    expect(total).toBe(2);
  });

  it("imports thousands of rows in a few multi-row statements, still all or none", async () => {
    // Counts the INSERT statements the import issues inside its transaction.
    let inserts = 0;
    const counting = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(object, key) {
          const value: unknown = Reflect.get(object, key);
          if (key === "insert") {
            return (...args: unknown[]) => {
              inserts += 1;
              return (value as (...a: unknown[]) => unknown).apply(object, args);
            };
          }
          if (key === "transaction") {
            return (work: (tx: object) => Promise<unknown>) =>
              (value as (w: (tx: object) => Promise<unknown>) => Promise<unknown>).call(object, (tx) =>
                work(counting(tx)),
              );
          }
          return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(object) : value;
        },
      });
    const rows = Array.from({ length: 1_200 }, (_, i) => ({ ...base, lastName: `Holder${i}` }));
    const ids = await importCredentials(counting(handle.db), rows);
    // One per chunk, and the row that registers the running import; plus now and then a second INSERT in a
    // chunk for the few rows whose random credential id was taken already (1,200 draws from ~920,000 ids
    // a year collide in about half of the runs).
    expect(inserts).toBeLessThanOrEqual(Math.ceil(rows.length / IMPORT_CHUNK_ROWS) + 1 + 5);
    expect(new Set(ids).size).toBe(1_200);
    expect(await findCredential(handle.db, ids[1_199]!)).toMatchObject({ lastName: "Holder1199" });

    // A bad row in the last chunk removes the chunks already written.
    rows[1_100] = { ...base, lastName: null as unknown as string };
    await expect(importCredentials(handle.db, rows)).rejects.toThrow();
    expect((await listCredentials(handle.db, { page: 1 })).total).toBe(1_200);
    expect((await handle.db.select({ n: count() }).from(credentials))[0]!.n).toBe(1_200);
  });

  it("keeps an import's rows out of the registry until all of them are stored", async () => {
    const [first] = await importCredentials(handle.db, [base]);
    // Rows an import is still writing (or left behind by a crash) are found by no query.
    const running = randomUUID();
    await handle.db.insert(credentialImportsRunning).values({ id: running });
    await handle.db.update(credentials).set({ importId: running }).where(eq(credentials.id, first!));
    expect(await findCredential(handle.db, first!)).toBeNull();
    expect((await listCredentials(handle.db, { page: 1 })).total).toBe(0);
    expect((await verifyCredentials(handle.db, [{ id: first!, lastName: base.lastName }]))[0]!.status).toBe("notFound");
    expect(Object.values(await countCredentialsByStatus(handle.db))).toEqual([0, 0, 0, 0]);
    expect(
      await setCredentialStatus(handle.db, first!, { status: "revoked", reason: "x", changedOn: "2026-02-02" }),
    ).toBe("missing");
    // Finishing the import publishes its rows.
    await handle.db.delete(credentialImportsRunning).where(eq(credentialImportsRunning.id, running));
    expect(await findCredential(handle.db, first!)).not.toBeNull();
  });

  it("lists with search and status filters", async () => {
    const a = await createCredential(handle.db, base);
    await createCredential(handle.db, { ...base, lastName: "Kamau", givenNames: "Wanjiru", expiresOn: "2025-12-31" });
    const c = await createCredential(handle.db, { ...base, lastName: "Yılmaz", givenNames: "Elif" });
    await setCredentialStatus(handle.db, c, { status: "revoked", reason: "Fraud", changedOn: "2026-01-05" });
    const today = "2026-06-01";
    expect((await listCredentials(handle.db, { page: 1, query: "kamau", today })).rows.map((r) => r.lastName)).toEqual([
      "Kamau",
    ]);
    expect((await listCredentials(handle.db, { page: 1, query: a.replace(/-/g, " "), today })).rows[0]?.id).toBe(a);
    expect((await listCredentials(handle.db, { page: 1, status: "expired", today })).total).toBe(1);
    expect((await listCredentials(handle.db, { page: 1, status: "valid", today })).total).toBe(1);
    expect((await listCredentials(handle.db, { page: 1, status: "revoked", today })).total).toBe(1);
    expect(await countCredentialsByStatus(handle.db, today)).toEqual({
      valid: 1,
      expired: 1,
      suspended: 0,
      revoked: 1,
    });
    expect((await listCredentials(handle.db, { page: 1, query: "100%_", today })).total).toBe(0);
  });
});

describe("partnership applications", () => {
  const application = {
    organisation: "Hotspring Analytics",
    organisationType: "industry",
    tier: "gold",
    country: "Kenya",
    website: "https://hotspring.example",
    contactName: "Amina Otieno",
    contactRole: "Head of training",
    email: "amina@example.org",
    phone: null,
    contribution: "Field placements for associate candidates.",
    areas: ["internships"],
    language: "sw",
  };

  it("keeps a draft step by step and removes it when the application is sent", async () => {
    const draft = await createApplicationDraft(handle.db, { step: 1, values: { organisation: "Hotspring" } });
    const saved = await saveApplicationDraft(handle.db, draft.id, { step: 2, values: { contactName: "Amina" } });
    expect(saved?.values).toEqual({ organisation: "Hotspring", contactName: "Amina" });
    expect(await getApplicationDraft(handle.db, "not-a-uuid")).toBeNull();
    const stored = await submitApplication(handle.db, draft.id, application);
    expect(stored).toMatchObject({ status: "new", notes: "", organisation: "Hotspring Analytics" });
    expect(await getApplicationDraft(handle.db, draft.id)).toBeNull();
  });

  it("are listed by status and reviewed with notes", async () => {
    const first = await submitApplication(handle.db, null, application);
    await submitApplication(handle.db, null, { ...application, organisation: "Rift Valley University" });
    expect(await updateApplication(handle.db, first.id, { status: "inReview", notes: "Call next week." })).toBe(true);
    expect((await listApplications(handle.db, { page: 1, status: "new" })).rows.map((r) => r.organisation)).toEqual([
      "Rift Valley University",
    ]);
    expect(await getApplication(handle.db, first.id)).toMatchObject({ status: "inReview", notes: "Call next week." });
    expect(await countApplicationsByStatus(handle.db)).toEqual({ new: 1, inReview: 1, approved: 0, declined: 0 });
    expect(await updateApplication(handle.db, "x", { status: "approved", notes: "" })).toBe(false);
  });
});
