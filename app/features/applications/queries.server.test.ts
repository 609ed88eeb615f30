import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationEvents,
  certificationApplications,
  invoices,
  mailOutbox,
  refereeRequests,
  users,
} from "~/db/schema";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { openTestDatabase, setupTestDatabase, testDeps } from "../../../tests/support/test-db.server";
import { refereeKey, refereeToken } from "./referees.server";
import {
  addExperience,
  answerReferee,
  checkDocument,
  draftContent,
  draftFor,
  refereeView,
  replaceReferee,
  saveEducation,
  sendRefereeReminders,
  submitApplication,
  withdrawApplication,
} from "./queries.server";

const handle = setupTestDatabase();
/** A second "instance": its own pool on PostgreSQL; on PGlite the same handle. */
let second: DatabaseHandle | null = null;
beforeAll(async () => {
  if (process.env.DATABASE_URL) second = await openTestDatabase();
});
afterAll(async () => {
  await second?.close();
});

const DAY = 86_400_000;
const NOW = new Date("2026-06-01T09:00:00Z");
const clockAt = (at: Date) => ({ now: () => at });
const deps = (db: Database = handle.db, at = NOW, env: Record<string, string> = {}) =>
  testDeps(db, { clock: clockAt(at), env: { APPLICATION_AUDIT_PERCENT: "0", ...env } });

const user = { id: "cand", name: "Cora Candidate", email: "cora@example.org", language: "en" };
const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a])], "../../diploma.pdf");

async function candidate() {
  await handle.db
    .insert(users)
    .values({ ...user, emailVerified: true })
    .onConflictDoNothing();
}

/** A professional-level draft with a bachelor's degree and two positions, each with a referee: ready to submit. */
async function readyDraft(db: Database = handle.db) {
  await candidate();
  const draft = await draftFor(db, user.id, "professional");
  const file = await checkDocument(pdf);
  if (!file.ok) throw new Error("fixture");
  await saveEducation(db, {
    applicationId: draft.id,
    userId: user.id,
    step: "experience",
    education: "bachelor",
    institution: "University of Iceland",
    completedOn: "2015-06-01",
    file,
  });
  const position = {
    applicationId: draft.id,
    userId: user.id,
    hoursPerWeek: 40,
    domains: [] as [],
    duties: "",
    refereeRelation: "supervisor" as const,
    refereeLanguage: "is",
  };
  await addExperience(db, {
    ...position,
    employer: "Hellisheiði Power",
    role: "Reservoir engineer",
    startOn: "2018-01-01",
    endOn: "2021-12-31",
    refereeName: "Rúna Referee",
    refereeEmail: "runa@example.org",
  });
  await addExperience(db, {
    ...position,
    employer: "Krafla Drilling",
    role: "Drilling engineer",
    startOn: "2021-06-01",
    endOn: null,
    refereeName: "Rafe Referee",
    refereeEmail: "rafe@example.org",
    refereeLanguage: "en",
  });
  return draft;
}

const outbox = () => handle.db.select().from(mailOutbox);

describe("drafts", () => {
  it("are one per level and person, even when two devices start at once, and keep what was saved", async () => {
    await candidate();
    const [a, b] = await Promise.all([
      draftFor(handle.db, user.id, "professional"),
      draftFor(second?.db ?? handle.db, user.id, "professional"),
    ]);
    expect(a.id).toBe(b.id);
    const file = await checkDocument(pdf);
    expect(file.ok && file.name).toBe("diploma.pdf");
    await saveEducation(handle.db, {
      applicationId: a.id,
      userId: user.id,
      step: "experience",
      education: "bachelor",
      institution: "HÍ",
      completedOn: "2015-06-01",
      file: file.ok ? file : null,
    });
    // Another device: the same draft, at the step reached.
    const again = await draftFor(handle.db, user.id, "professional");
    expect(again).toMatchObject({ id: a.id, step: "experience", education: "bachelor" });
    expect((await draftContent(handle.db, a.id)).education).toMatchObject({
      institution: "HÍ",
      documentName: "diploma.pdf",
    });
  });

  it("refuse files that are not PDF, JPEG or PNG by content, whatever their name", async () => {
    const html = new File(["<html><script>alert(1)</script>"], "cv.pdf", { type: "application/pdf" });
    expect(await checkDocument(html)).toEqual({ ok: false, error: "errors.fileType" });
    expect(await checkDocument(null)).toEqual({ ok: false, error: "errors.document" });
  });
});

describe("submission", () => {
  it("of two parallel submits makes one submitted application, one set of referee mails in their languages", async () => {
    const draft = await readyDraft();
    const input = { applicationId: draft.id, user, declarationVersion: 1 };
    const results = await Promise.all([
      submitApplication(deps(), input),
      submitApplication(deps(second?.db ?? handle.db), input),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && !r.already)).toHaveLength(1);
    const [stored] = await handle.db.select().from(certificationApplications);
    expect(stored).toMatchObject({
      state: "submitted",
      feeBasis: "nonMember",
      audited: false,
      eligibilityOutcome: "eligible",
    });
    const all = await outbox();
    // One invoice to the applicant (payments), one request to each referee.
    expect(all.filter((m) => m.to === "cora@example.org")).toHaveLength(1);
    const mails = all.filter((m) => m.to !== "cora@example.org");
    expect(mails.map((m) => m.to).sort()).toEqual(["rafe@example.org", "runa@example.org"]);
    const [invoice] = await handle.db.select().from(invoices);
    expect(invoice).toMatchObject({
      purposeKind: "certificationApplication",
      purposeId: stored!.id,
      userId: stored!.userId,
    });
    const icelandic = mails.find((m) => m.to === "runa@example.org")!;
    expect(icelandic.language).toBe("is");
    expect(icelandic.text).toContain("Cora Candidate");
    expect(icelandic.text).toContain("Hellisheiði Power");
    expect(icelandic.text).not.toContain("Krafla");
    expect(await handle.db.select().from(refereeRequests)).toHaveLength(2);
    const submits = (await handle.db.select().from(applicationEvents)).filter((e) => e.action === "submit");
    expect(submits).toHaveLength(1);
  });

  it("draws the audit by the configured share", async () => {
    const draft = await readyDraft();
    const out = await submitApplication(deps(handle.db, NOW, { APPLICATION_AUDIT_PERCENT: "100" }), {
      applicationId: draft.id,
      user,
      declarationVersion: 1,
    });
    expect(out.ok && out.application).toMatchObject({
      audited: true,
      auditRate: 100,
      auditEvidenceDueOn: "2026-07-01",
    });
  });

  it("refuses a referee with the applicant's own address, and a level not yet met", async () => {
    const draft = await readyDraft();
    await addExperience(handle.db, {
      applicationId: draft.id,
      userId: user.id,
      employer: "Self",
      role: "Consultant",
      startOn: "2022-01-01",
      endOn: null,
      hoursPerWeek: 20,
      domains: [],
      duties: "",
      refereeName: "Me",
      refereeEmail: "CORA@example.org",
      refereeRelation: "client",
      refereeLanguage: "en",
    });
    expect(await submitApplication(deps(), { applicationId: draft.id, user, declarationVersion: 1 })).toEqual({
      ok: false,
      error: "errors.ownEmail",
    });
    const senior = await draftFor(handle.db, user.id, "senior");
    expect(await submitApplication(deps(), { applicationId: senior.id, user, declarationVersion: 1 })).toMatchObject({
      ok: false,
    });
    expect(await outbox()).toHaveLength(0);
  });
});

describe("referees", () => {
  async function submitted() {
    const draft = await readyDraft();
    await submitApplication(deps(), { applicationId: draft.id, user, declarationVersion: 1 });
    const key = await refereeKey(handle.db);
    const requests = await handle.db.select().from(refereeRequests);
    return { draft, key, requests, tokenOf: (id: string) => refereeToken(key, id) };
  }

  it("answer once: a second answer, in parallel or later, stores nothing", async () => {
    const { requests, tokenOf } = await submitted();
    const token = tokenOf(requests[0]!.id);
    const view = await refereeView(handle.db, token, NOW);
    expect(view.ok && view.entry).not.toHaveProperty("refereeEmail");
    const answers = await Promise.all([
      answerReferee(handle.db, { token, answer: "confirmed", comment: "Worked with her", now: NOW }),
      answerReferee(second?.db ?? handle.db, { token, answer: "disputed", comment: "", now: NOW }),
    ]);
    expect(answers.sort()).toEqual(["already", "answered"]);
    const [row] = await handle.db.select().from(refereeRequests).where(eq(refereeRequests.id, requests[0]!.id));
    expect(row!.answeredAt).not.toBeNull();
  });

  it("refuse tampered and expired links and change nothing", async () => {
    const { requests, tokenOf } = await submitted();
    const token = tokenOf(requests[0]!.id);
    const tampered = `${token.slice(0, -2)}xx`;
    expect(await refereeView(handle.db, tampered, NOW)).toEqual({ ok: false });
    expect(await answerReferee(handle.db, { token: tampered, answer: "confirmed", comment: "", now: NOW })).toBe(
      "invalid",
    );
    const late = new Date(NOW.getTime() + 31 * DAY);
    expect(await answerReferee(handle.db, { token, answer: "confirmed", comment: "", now: late })).toBe("invalid");
    expect((await handle.db.select().from(refereeRequests)).every((r) => r.answer === null)).toBe(true);
  });

  it("can be replaced: a new request and mail, and the old link dies", async () => {
    const { requests, tokenOf } = await submitted();
    const old = requests.find((r) => r.refereeEmail === "rafe@example.org")!;
    expect(
      await replaceReferee(deps(), {
        user,
        requestId: old.id,
        referee: { name: "Nia New", email: "cora@example.org", language: "en" },
      }),
    ).toBe("ownEmail");
    expect(
      await replaceReferee(deps(), {
        user,
        requestId: old.id,
        referee: { name: "Nia New", email: "nia@example.org", language: "fr" },
      }),
    ).toBe("replaced");
    expect(await answerReferee(handle.db, { token: tokenOf(old.id), answer: "confirmed", comment: "", now: NOW })).toBe(
      "invalid",
    );
    const mails = await outbox();
    expect(mails.filter((m) => m.to === "nia@example.org").map((m) => m.language)).toEqual(["fr"]);
    const other = { ...user, id: "other", email: "o@example.org" };
    expect(
      await replaceReferee(deps(), {
        user: other,
        requestId: old.id,
        referee: { name: "X", email: "x@example.org", language: "en" },
      }),
    ).toBe("notFound");
  });

  it("are reminded after 7 and 14 days, once each, even with two instances running", async () => {
    const { requests, tokenOf } = await submitted();
    await answerReferee(handle.db, { token: tokenOf(requests[0]!.id), answer: "confirmed", comment: "", now: NOW });
    const before = (await outbox()).length;
    expect(await sendRefereeReminders(deps(handle.db, new Date(NOW.getTime() + 6 * DAY)))).toBe(0);
    const day7 = new Date(NOW.getTime() + 7 * DAY + 60_000);
    const sent7 = await Promise.all([
      sendRefereeReminders(deps(handle.db, day7)),
      sendRefereeReminders(deps(second?.db ?? handle.db, day7)),
    ]);
    expect(sent7[0]! + sent7[1]!).toBe(1);
    expect(await sendRefereeReminders(deps(handle.db, new Date(NOW.getTime() + 8 * DAY)))).toBe(0);
    expect(await sendRefereeReminders(deps(handle.db, new Date(NOW.getTime() + 14 * DAY + 60_000)))).toBe(1);
    expect(await sendRefereeReminders(deps(handle.db, new Date(NOW.getTime() + 20 * DAY)))).toBe(0);
    const reminders = (await outbox()).slice(before);
    expect(reminders.map((m) => m.to)).toEqual(["rafe@example.org", "rafe@example.org"]);
    expect(reminders[0]!.subject).toMatch(/^Reminder/);
  });
});

describe("withdrawal", () => {
  it("moves an open application to withdrawn once, and then allows a new draft", async () => {
    const draft = await readyDraft();
    await submitApplication(deps(), { applicationId: draft.id, user, declarationVersion: 1 });
    expect(await withdrawApplication(deps(), { userId: "other", applicationId: draft.id })).toBe("notFound");
    expect(await withdrawApplication(deps(), { userId: user.id, applicationId: draft.id })).toBe("withdrawn");
    expect(await withdrawApplication(deps(), { userId: user.id, applicationId: draft.id })).toBe("refused");
    const next = await draftFor(handle.db, user.id, "professional");
    expect(next.id).not.toBe(draft.id);
  });
});
