import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  statusListEntries,
  createIssuer,
  signedOpenBadge,
  statusListCredential,
} from "~/features/credentials/index.server";
import { createMailer } from "~/lib/mail/mail.server";
import { effectiveStatus } from "~/features/registry";
import {
  approveRenewal,
  declineRenewal,
  evidenceReady,
  requestEvidence,
  submitRenewal,
} from "~/features/renewal/renewal-actions.server";
import { lapseCredentials, sendRenewalReminders } from "~/features/renewal/renewal-tasks.server";
import { openTestDatabase, setupTestDatabase } from "../../../tests/support/test-db.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import {
  createCredential,
  findCredential,
  setCredentialStatus,
  verifyCredentials,
} from "~/features/registry/index.server";
import { credentialProgress } from "~/features/cpd/index.server";
import { getAuditRate, remindersOf, setAuditRate } from "./queries.server";
import { cpdActivities, credentialRenewals, credentials, mailOutbox, users } from "~/db/schema";

const handle = setupTestDatabase();
const SITE = "http://localhost:3999";

/** A second "instance": its own connection pool on PostgreSQL; on the embedded database the same one. */
let second: DatabaseHandle | null = null;
beforeAll(async () => {
  if (process.env.DATABASE_URL) second = await openTestDatabase();
});
afterAll(async () => {
  await second?.close();
});

const deps = (db: Database = handle.db) => ({
  db,
  mailer: createMailer({ db, from: "GeoCert <no-reply@example.org>" }),
  siteUrl: SITE,
});

/** A course in a member's ledger: `hoursTenths` on `activityDate`, from GeoCert Academy. */
async function logCourse(userId: string, activityDate: string, hoursTenths: number, description?: string) {
  await handle.db
    .insert(cpdActivities)
    .values({ userId, activityDate, category: "courses", hoursTenths, provider: "GeoCert Academy", description });
}

async function holder(
  options: { id?: string; language?: string; expiresOn?: string; issuedOn?: string; hours?: number } = {},
) {
  const id = options.id ?? "holder";
  await handle.db
    .insert(users)
    .values({
      id,
      name: "Hanna Holder",
      email: `${id}@example.org`,
      emailVerified: true,
      language: options.language ?? "en",
    })
    .onConflictDoNothing();
  const credentialId = await createCredential(handle.db, {
    givenNames: "Hanna",
    lastName: "Holder",
    email: `${id}@example.org`,
    level: "associate",
    domains: ["drillingOperations"],
    issuedOn: options.issuedOn ?? "2024-03-18",
    expiresOn: options.expiresOn ?? "2027-03-18",
  });
  await handle.db.update(credentials).set({ userId: id }).where(eq(credentials.id, credentialId));
  if (options.hours) {
    await logCourse(id, "2025-06-01", options.hours * 10, "Reservoir course");
  }
  const credential = (await findCredential(handle.db, credentialId))!;
  return credential as typeof credential & { userId: string };
}

async function mails() {
  return handle.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
}

/** Lets `n` round trips of `db` pass: the rounds of a race start the second call at different points of the first. */
async function roundTrips(db: Database, n: number) {
  for (let i = 0; i < n; i++) await db.execute(sql`select 1`);
}

describe("renewal submission", () => {
  it("is refused before the window and while the requirement is unmet; stored once when sent in parallel", async () => {
    const early = await holder({ id: "early", expiresOn: "2028-01-01", hours: 40 });
    expect(await submitRenewal(handle.db, early, { today: "2026-11-26" })).toEqual({ ok: false, reason: "phase" });

    const short = await holder({ id: "short", hours: 10 });
    expect(await submitRenewal(handle.db, short, { today: "2026-11-26" })).toEqual({ ok: false, reason: "notMet" });

    const credential = await holder({ hours: 31 });
    const dbs = [handle.db, second?.db ?? handle.db, handle.db, second?.db ?? handle.db];
    const outcomes = await Promise.all(dbs.map((db) => submitRenewal(db, credential, { today: "2026-11-26" })));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(outcomes.filter((o) => o.ok && o.created)).toHaveLength(1);
    const stored = await handle.db
      .select()
      .from(credentialRenewals)
      .where(eq(credentialRenewals.credentialId, credential.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: "submitted", countedTenths: 310, requiredTenths: 300, auditRate: 10 });
    expect(stored[0]!.snapshot.entries).toEqual([
      expect.objectContaining({ hoursTenths: 310, category: "courses", provider: "GeoCert Academy" }),
    ]);
    // A later edit of the ledger does not change what is reviewed.
    await handle.db.update(cpdActivities).set({ hoursTenths: 5 }).where(eq(cpdActivities.userId, "holder"));
    const [again] = await handle.db.select().from(credentialRenewals).where(eq(credentialRenewals.id, stored[0]!.id));
    expect(again!.snapshot.entries[0]!.hoursTenths).toBe(310);
    // Sent before expiry: valid during grace while under review.
    expect((await findCredential(handle.db, credential.id))!.renewalGraceUntil).toBe("2027-04-17");
  });

  it("draws audits with the rate set by admins: 0 % never, 100 % always (recorded on the renewal)", async () => {
    expect(await getAuditRate(handle.db)).toBe(10);
    await setAuditRate(handle.db, 0);
    const a = await holder({ id: "a", hours: 30 });
    const none = await submitRenewal(handle.db, a, { today: "2026-11-26" });
    expect(none.ok && none.renewal).toMatchObject({ audited: false, auditRate: 0 });
    await setAuditRate(handle.db, 100);
    const b = await holder({ id: "b", hours: 30 });
    const all = await submitRenewal(handle.db, b, { today: "2026-11-26" });
    expect(all.ok && all.renewal).toMatchObject({ audited: true, auditRate: 100 });
    expect(all.ok && all.renewal.auditDraw).toBeGreaterThanOrEqual(0);
  });
});

describe("reinstatement with hours logged after expiry (catch-up)", () => {
  it("counts them and puts them in the snapshot; the cycle approval starts does not count them again", async () => {
    await setAuditRate(handle.db, 0);
    // Lapsed on 17 April 2027 with 12 h in its cycle; 18 h logged after expiry catch up.
    const credential = await holder({ id: "late", hours: 12 });
    await handle.db
      .update(credentials)
      .set({ status: "expired", statusReason: "lapsed", statusChangedOn: "2027-04-18" })
      .where(eq(credentials.id, credential.id));
    await logCourse("late", "2027-05-20", 180, "Catch-up course");
    const lapsed = (await findCredential(handle.db, credential.id)) as typeof credential;
    expect(await credentialProgress(handle.db, lapsed, "2027-05-19")).toMatchObject({ countedTenths: 120, met: false });
    expect(await submitRenewal(handle.db, lapsed, { today: "2027-05-19" })).toEqual({ ok: false, reason: "notMet" });

    const outcome = await submitRenewal(handle.db, lapsed, { today: "2027-06-01" });
    if (!outcome.ok) throw new Error("not submitted");
    expect(outcome.renewal).toMatchObject({ cycleStart: "2024-03-18", cycleEnd: "2027-06-01", countedTenths: 300 });
    expect(outcome.renewal.snapshot.entries.map((e) => [e.activityDate, e.hoursTenths])).toEqual([
      ["2025-06-01", 120],
      ["2027-05-20", 180],
    ]);
    // Sent after expiry: it does not make the credential read valid.
    expect((await findCredential(handle.db, credential.id))!.renewalGraceUntil).toBeNull();

    expect(await approveRenewal(deps(), outcome.renewal.id, "late", "2027-06-15")).toMatchObject({ ok: true });
    const reinstated = (await findCredential(handle.db, credential.id)) as typeof credential;
    expect(reinstated).toMatchObject({ issuedOn: "2027-06-15", expiresOn: "2030-06-15", status: "active" });
    // Logged while the reinstatement was reviewed: it counts in the new cycle, which counts from the day after sending.
    await logCourse("late", "2027-06-05", 40);
    const next = await credentialProgress(handle.db, reinstated, "2027-09-01");
    expect(next).toMatchObject({ countedTenths: 40, cycle: { start: "2027-06-02", end: "2030-06-15" } });
  });

  it("renewed in time: what is logged after sending counts once, in the next cycle", async () => {
    await setAuditRate(handle.db, 0);
    const credential = await holder({ id: "early", hours: 30 });
    const outcome = await submitRenewal(handle.db, credential, { today: "2026-11-26" });
    if (!outcome.ok) throw new Error("not submitted");
    // The renewal counted the days up to its sending, not to the expiry date.
    expect(outcome.renewal).toMatchObject({ cycleStart: "2024-03-18", cycleEnd: "2026-11-26", countedTenths: 300 });
    await logCourse("early", "2026-12-10", 60);
    // Until the approval, the old cycle shows it (its progress is what the member still sees).
    expect(await credentialProgress(handle.db, credential, "2026-12-11")).toMatchObject({ countedTenths: 360 });
    expect(await approveRenewal(deps(), outcome.renewal.id, "early", "2026-12-20")).toMatchObject({ ok: true });
    const renewed = (await findCredential(handle.db, credential.id)) as typeof credential;
    expect(renewed).toMatchObject({ issuedOn: "2027-03-18", expiresOn: "2030-03-18" });
    const next = await credentialProgress(handle.db, renewed, "2027-05-01");
    expect(next).toMatchObject({ countedTenths: 60, cycle: { start: "2026-11-27", end: "2030-03-18" } });
  });

  it("an approved renewal moves the start of the cycle it opened only: not one whose dates were set again later", async () => {
    await setAuditRate(handle.db, 0);
    const credential = await holder({ id: "reset", hours: 30 });
    const outcome = await submitRenewal(handle.db, credential, { today: "2026-11-26" });
    if (!outcome.ok) throw new Error("not submitted");
    expect(await approveRenewal(deps(), outcome.renewal.id, "reset", "2026-12-20")).toMatchObject({ ok: true });
    // Staff later issue it again with other dates: its cycle counts from its new issue date.
    await handle.db
      .update(credentials)
      .set({ issuedOn: "2028-01-10", expiresOn: "2031-01-10" })
      .where(eq(credentials.id, credential.id));
    const reissued = (await findCredential(handle.db, credential.id)) as typeof credential;
    const progress = await credentialProgress(handle.db, reissued, "2028-02-01");
    expect(progress.cycle).toMatchObject({ start: "2028-01-10", end: "2031-01-10" });
  });

  it("renewed in grace: the next cycle's validity continues from the old expiry, its counting after the submission", async () => {
    await setAuditRate(handle.db, 0);
    const credential = await holder({ id: "grace", hours: 25 });
    await logCourse("grace", "2027-03-25", 50);
    const outcome = await submitRenewal(handle.db, credential, { today: "2027-04-01" });
    if (!outcome.ok) throw new Error("not submitted");
    expect(outcome.renewal).toMatchObject({ cycleEnd: "2027-04-01", countedTenths: 300 });
    expect(await approveRenewal(deps(), outcome.renewal.id, "grace", "2027-04-10")).toMatchObject({ ok: true });
    const renewed = (await findCredential(handle.db, credential.id)) as typeof credential;
    expect(renewed).toMatchObject({ issuedOn: "2027-03-18", expiresOn: "2030-03-18" });
    const next = await credentialProgress(handle.db, renewed, "2027-05-01");
    expect(next).toMatchObject({ countedTenths: 0, cycle: { start: "2027-04-02", end: "2030-03-18" } });
  });
});

describe("review", () => {
  it("audit → evidence ready → approve: new dates, active, re-signed with them, no status bit; holder mailed in their language", async () => {
    await setAuditRate(handle.db, 100);
    const credential = await holder({ language: "is", hours: 30 });
    // Issued with another validity and its reason: that ends with the cycle, the renewal's is the rule's.
    await handle.db
      .update(credentials)
      .set({ validityReason: "Extended by board decision" })
      .where(eq(credentials.id, credential.id));
    // Suspended meanwhile by staff: approval lifts it (the admin decides).
    const outcome = await submitRenewal(handle.db, credential, { today: "2026-11-26" });
    if (!outcome.ok) throw new Error("not submitted");
    const id = outcome.renewal.id;
    const issuer = createIssuer({ db: handle.db, siteUrl: SITE });
    const before = (await signedOpenBadge(issuer, credential.id))!;
    expect(before.validUntil).toBe("2027-03-18T23:59:59Z");

    expect(await approveRenewal(deps(), id, "holder", "2026-11-27")).toEqual({ ok: false, reason: "auditFirst" });
    expect(await requestEvidence(deps(), id)).toMatchObject({ status: "inAudit" });
    expect((await mails()).map((m) => m.subject)).toEqual(["Endurnýjun þín hjá GeoCert var valin til úttektar"]);
    expect(await evidenceReady(handle.db, id, "someone-else")).toBeNull();
    expect(await evidenceReady(handle.db, id, "holder")).toMatchObject({ status: "evidenceReady" });

    await setCredentialStatus(handle.db, credential.id, {
      status: "suspended",
      reason: "check",
      changedOn: "2026-11-27",
    });
    const entries = await statusListEntries(handle.db, "suspended", 0, 131_072);
    expect(entries.indexes).toContain(credential.statusIndex);

    const [first, twice] = await Promise.all([
      approveRenewal(deps(), id, "holder", "2026-11-28"),
      approveRenewal(deps(second?.db), id, "holder", "2026-11-28"),
    ]);
    expect([first, twice].filter((o) => o.ok)).toHaveLength(1);
    const renewed = (await findCredential(handle.db, credential.id))!;
    expect(renewed).toMatchObject({
      issuedOn: "2027-03-18",
      expiresOn: "2030-03-18",
      status: "active",
      statusReason: null,
      validityReason: null,
      renewalGraceUntil: null,
    });
    expect(renewed.updatedAt.getTime()).toBeGreaterThan(credential.updatedAt.getTime());
    const after = (await signedOpenBadge(issuer, credential.id))!;
    expect(after.validFrom).toBe("2027-03-18T00:00:00Z");
    expect(after.validUntil).toBe("2030-03-18T23:59:59Z");
    expect((await statusListEntries(handle.db, "suspended", 0, 131_072)).indexes).not.toContain(credential.statusIndex);
    const list = (await statusListCredential(issuer, "suspension", 0))!;
    expect(list).toBeTruthy();
    const subjects = (await mails()).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toContain(credential.id);
    const [verified] = await verifyCredentials(handle.db, [{ id: credential.id, lastName: "Holder" }], "2029-01-01");
    expect(verified).toMatchObject({ status: "valid", credential: { expiresOn: "2030-03-18" } });
  });

  it("decline: reason mailed, grace ended, a new request possible", async () => {
    await setAuditRate(handle.db, 0);
    const credential = await holder({ hours: 30 });
    const outcome = await submitRenewal(handle.db, credential, { today: "2026-11-26" });
    if (!outcome.ok) throw new Error("not submitted");
    expect(await declineRenewal(deps(), outcome.renewal.id, "holder", "The course is not geothermal.")).toMatchObject({
      ok: true,
    });
    const [mail] = await mails();
    expect(mail!.text).toContain("The course is not geothermal.");
    expect((await findCredential(handle.db, credential.id))!.renewalGraceUntil).toBeNull();
    expect(await declineRenewal(deps(), outcome.renewal.id, "holder", "again")).toEqual({ ok: false, reason: "state" });
    const next = await submitRenewal(handle.db, credential, { today: "2026-11-27" });
    expect(next.ok && next.created).toBe(true);
  });
});

describe("a decision meeting another change of the credential", () => {
  /** Rounds per race: a race lost once in a few tries still fails the test. */
  const ROUNDS = 16;

  async function submitted(id: string) {
    const credential = await holder({ id, hours: 30 });
    const outcome = await submitRenewal(handle.db, credential, { today: "2026-11-26" });
    if (!outcome.ok) throw new Error("not submitted");
    return { credential, renewalId: outcome.renewal.id };
  }

  it("a revocation sent while the renewal is approved stands: the approval comes first or is refused", async () => {
    await setAuditRate(handle.db, 0);
    const other = second?.db ?? handle.db;
    for (let round = 0; round < ROUNDS; round++) {
      const { credential, renewalId } = await submitted(`revoked-${round}`);
      const revoke = async () => {
        await roundTrips(other, round % 8);
        await setCredentialStatus(other, credential.id, {
          status: "revoked",
          reason: "fraud",
          changedOn: "2026-11-28",
        });
      };
      const [approved] = await Promise.all([
        approveRenewal(deps(), renewalId, credential.userId, "2026-11-28"),
        revoke(),
      ]);
      expect((await findCredential(handle.db, credential.id))!.status).toBe("revoked");
      if (!approved.ok) expect(approved.reason).toBe("revoked");
    }
  });

  it("an approval and a decline at once: one of them decides, neither waits on the other for ever", async () => {
    await setAuditRate(handle.db, 0);
    const other = second?.db ?? handle.db;
    for (let round = 0; round < ROUNDS / 2; round++) {
      const { credential, renewalId } = await submitted(`decided-${round}`);
      const results = await Promise.all([
        approveRenewal(deps(), renewalId, credential.userId, "2026-11-28"),
        declineRenewal(deps(other), renewalId, credential.userId, "Not geothermal."),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
    }
  });
});

describe("reminders and lapse (periodic task)", () => {
  it("mails each threshold once across two concurrent instances and a restart; only the nearest after downtime", async () => {
    const credential = await holder({ expiresOn: "2027-03-18" });
    const run = (today: string) =>
      Promise.all([sendRenewalReminders(deps(), today), sendRenewalReminders(deps(second?.db), today)]);
    // 180 days before: the first reminder.
    expect((await run("2026-09-19")).reduce((a, b) => a + b)).toBe(1);
    // A "restart" the same day and the next: nothing new.
    expect(await sendRenewalReminders(deps(), "2026-09-19")).toBe(0);
    expect(await sendRenewalReminders(deps(), "2026-09-20")).toBe(0);
    // Down from day 120 to day 25: the 30-day reminder, not the 90-day one.
    expect((await run("2027-02-21")).reduce((a, b) => a + b)).toBe(1);
    expect((await run("2027-03-12")).reduce((a, b) => a + b)).toBe(1);
    expect((await remindersOf(handle.db, credential.id)).map((r) => r.threshold)).toEqual(["180", "30", "7"]);
    const sent = await mails();
    expect(sent).toHaveLength(3);
    expect(sent[0]!.subject).toBe(`Your GeoCert credential ${credential.id} expires in 180 days`);
    expect(sent[0]!.text).toContain(`${SITE}/account/renewal/${credential.id}`);
    expect(sent[0]!.text).toContain("18 March 2027");
  });

  it("skips credentials with a renewal under review", async () => {
    await setAuditRate(handle.db, 0);
    const credential = await holder({ hours: 30 });
    await submitRenewal(handle.db, credential, { today: "2026-11-26" });
    expect(await sendRenewalReminders(deps(), "2027-02-21")).toBe(0);
  });

  it("lapses an active credential after grace once (mail once), keeps one under review, and verification says expired", async () => {
    const credential = await holder({ issuedOn: "2023-01-10", expiresOn: "2026-01-10" });
    const reviewed = await holder({ id: "reviewed", issuedOn: "2023-01-10", expiresOn: "2026-01-10", hours: 30 });
    await setAuditRate(handle.db, 0);
    // Sent during grace: not in grace by date (sent after expiry), but not lapsed while under review.
    expect((await submitRenewal(handle.db, reviewed, { today: "2026-01-20" })).ok).toBe(true);
    // Within grace: nothing; reads expired (the expiry date passed, no renewal sent before it).
    expect(await lapseCredentials(deps(), "2026-02-09")).toBe(0);
    expect(effectiveStatus((await findCredential(handle.db, credential.id))!, "2026-02-09")).toBe("expired");
    const counts = await Promise.all([
      lapseCredentials(deps(), "2026-02-10"),
      lapseCredentials(deps(second?.db), "2026-02-10"),
    ]);
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    expect(await lapseCredentials(deps(), "2026-02-11")).toBe(0);
    expect(await findCredential(handle.db, credential.id)).toMatchObject({
      status: "expired",
      statusReason: "lapsed",
      statusChangedOn: "2026-02-10",
    });
    expect((await findCredential(handle.db, reviewed.id))!.status).toBe("active");
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([`Your GeoCert credential ${credential.id} has lapsed`]);
    const [verified] = await verifyCredentials(handle.db, [{ id: credential.id, lastName: "Holder" }], "2026-02-10");
    expect(verified!.status).toBe("expired");

    // Reinstated within twelve months: the next cycle starts on the day of approval.
    await logCourse("holder", "2025-06-01", 300);
    const lapsed = (await findCredential(handle.db, credential.id))! as typeof credential;
    const outcome = await submitRenewal(handle.db, lapsed, { today: "2026-05-01" });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(await approveRenewal(deps(), outcome.renewal.id, "holder", "2026-05-02")).toMatchObject({ ok: true });
    expect(await findCredential(handle.db, credential.id)).toMatchObject({
      status: "active",
      issuedOn: "2026-05-02",
      expiresOn: "2029-05-02",
      statusReason: null,
    });
    // Past reinstatement: no renewal.
    const old = await holder({ id: "old", issuedOn: "2022-01-10", expiresOn: "2025-01-10", hours: 30 });
    expect(await submitRenewal(handle.db, old, { today: "2026-05-01" })).toEqual({ ok: false, reason: "phase" });
  });

  it("the lapse mail, in the holder's language: reinstatement until when, CPD logged now counts, links to renew and to the ledger", async () => {
    const credential = await holder({
      id: "francoise",
      language: "fr",
      issuedOn: "2023-01-10",
      expiresOn: "2026-01-10",
    });
    expect(await lapseCredentials(deps(), "2026-02-10")).toBe(1);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: "francoise@example.org", language: "fr" });
    expect(mail!.subject).toBe(`Votre certification GeoCert ${credential.id} est caduque`);
    // The HTML part as read (React marks the joints of text and values with empty comments).
    for (const part of [mail!.text, (mail!.html ?? "").replaceAll("<!-- -->", "")]) {
      // Reinstatement ends twelve months after expiry (the rule's figure), stated as a date.
      expect(part).toContain("jusqu’au 10 janvier 2027");
      expect(part).toContain("12 mois");
      // The counting window: from the old cycle's start to the day the renewal is sent.
      expect(part).toContain("du 10 janvier 2023");
      expect(part).toContain(`${SITE}/account/renewal/${credential.id}`);
      expect(part).toContain(`${SITE}/account/cpd`);
    }
    expect(mail!.text).not.toMatch(/\{\{|douze/);
  });

  it("an in-time renewal keeps the credential valid until the end of grace", async () => {
    await setAuditRate(handle.db, 0);
    const credential = await holder({ hours: 30 });
    await submitRenewal(handle.db, credential, { today: "2027-03-01" });
    const row = (await findCredential(handle.db, credential.id))!;
    expect(effectiveStatus(row, "2027-04-17")).toBe("valid");
    expect(effectiveStatus(row, "2027-04-18")).toBe("expired");
    const [verified] = await verifyCredentials(handle.db, [{ id: credential.id, lastName: "Holder" }], "2027-04-01");
    expect(verified!.status).toBe("valid");
  });
});
