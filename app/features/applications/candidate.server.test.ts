import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationDocuments,
  applicationEvents,
  applicationMessages,
  certificationApplications,
  users,
} from "~/db/schema";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { openTestDatabase, setupTestDatabase } from "../../../tests/support/test-db.server";
import { answerMoreInfo, appealDeadline, appealDecline, sendAuditEvidence } from "./candidate.server";
import { checkDocument } from "./queries.server";
import type { ApplicationState } from "./states";

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
const deps = (db: Database = handle.db, at = NOW) => ({ db, clock: { now: () => at } });
const user = { id: "cand", name: "Cora Candidate", email: "cora@example.org", language: "en" };

async function application(
  state: ApplicationState,
  extra: Partial<typeof certificationApplications.$inferInsert> = {},
) {
  await handle.db
    .insert(users)
    .values({ ...user, emailVerified: true })
    .onConflictDoNothing();
  const [row] = await handle.db
    .insert(certificationApplications)
    .values({
      userId: user.id,
      level: "professional",
      state,
      submittedAt: new Date(NOW.getTime() - 20 * DAY),
      ...extra,
    })
    .returning();
  return row!;
}

async function pdf() {
  const file = await checkDocument(new File([new TextEncoder().encode("%PDF-1.7\n%%EOF\n")], "../answer.pdf"));
  if (!file.ok) throw new Error("fixture");
  return file;
}

const stateOf = async (id: string) =>
  (await handle.db.select().from(certificationApplications).where(eq(certificationApplications.id, id)))[0]!;
const eventsOf = (id: string) =>
  handle.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));

describe("answering a request for more information", () => {
  it("stores the message and document once, back to review, even when sent twice at once", async () => {
    const app = await application("moreInfoRequested", { moreInfoDueOn: "2026-06-15" });
    const file = await pdf();
    const input = { userId: user.id, applicationId: app.id, body: "The transcript is attached.", file };
    const results = await Promise.all([
      answerMoreInfo(deps(), input),
      answerMoreInfo(deps(second?.db ?? handle.db), input),
    ]);
    expect(results.sort()).toEqual(["done", "refused"]);
    expect((await stateOf(app.id)).state).toBe("inReview");
    const messages = await handle.db.select().from(applicationMessages);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ fromStaff: false, body: "The transcript is attached.", authorId: user.id });
    const documents = await handle.db.select().from(applicationDocuments);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ kind: "message", fileName: "answer.pdf", id: messages[0]!.documentId });
    expect((await eventsOf(app.id)).map((e) => [e.action, e.fromState, e.toState])).toEqual([
      ["answerMoreInfo", "moreInfoRequested", "inReview"],
    ]);
  });

  it("is refused when nothing was asked, and unknown for another person", async () => {
    const app = await application("inReview");
    const input = { userId: user.id, applicationId: app.id, body: "Hello", file: null };
    expect(await answerMoreInfo(deps(), input)).toBe("refused");
    expect(await answerMoreInfo(deps(), { ...input, userId: "someone-else" })).toBe("notFound");
    expect(await eventsOf(app.id)).toHaveLength(0);
    expect(await handle.db.select().from(applicationMessages)).toHaveLength(0);
  });
});

describe("audit evidence", () => {
  it("is taken from an audited candidate while undecided and sets auditEvidenceAt", async () => {
    const app = await application("submitted", { audited: true, auditEvidenceDueOn: "2026-06-20" });
    expect(await sendAuditEvidence(deps(), { userId: user.id, applicationId: app.id, file: await pdf() })).toBe("done");
    const row = await stateOf(app.id);
    expect(row.auditEvidenceAt?.toISOString()).toBe(NOW.toISOString());
    expect(row.state).toBe("submitted");
    expect((await handle.db.select().from(applicationDocuments))[0]).toMatchObject({ kind: "audit" });
    expect((await eventsOf(app.id)).map((e) => e.action)).toEqual(["auditEvidence"]);
  });

  it("is refused when the application was not audited or is decided", async () => {
    const plain = await application("submitted");
    expect(await sendAuditEvidence(deps(), { userId: user.id, applicationId: plain.id, file: await pdf() })).toBe(
      "refused",
    );
    await handle.db
      .update(certificationApplications)
      .set({ state: "withdrawn" })
      .where(eq(certificationApplications.id, plain.id));
    const decided = await application("approved", { audited: true });
    expect(await sendAuditEvidence(deps(), { userId: user.id, applicationId: decided.id, file: await pdf() })).toBe(
      "refused",
    );
    expect(await handle.db.select().from(applicationDocuments)).toHaveLength(0);
  });
});

describe("appeals", () => {
  it("move a decline to appealed once, with the statement as the event's reason, under parallel posts", async () => {
    const app = await application("declined", { decidedAt: new Date(NOW.getTime() - 10 * DAY) });
    const input = { userId: user.id, applicationId: app.id, statement: "My second position was not counted." };
    const results = await Promise.all([
      appealDecline(deps(), input),
      appealDecline(deps(second?.db ?? handle.db), input),
    ]);
    expect(results.sort()).toEqual(["done", "refused"]);
    expect((await stateOf(app.id)).state).toBe("appealed");
    const events = await eventsOf(app.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: "appeal",
      fromState: "declined",
      toState: "appealed",
      reason: "My second position was not counted.",
      actorKind: "candidate",
    });
  });

  it("are refused after the appeal window, from other states, and while another application of the level is open", async () => {
    const decidedAt = new Date(NOW.getTime() - 31 * DAY);
    expect(appealDeadline(decidedAt) < NOW).toBe(true);
    const late = await application("declined", { decidedAt });
    const input = { userId: user.id, applicationId: late.id, statement: "Please look again." };
    expect(await appealDecline(deps(), input)).toBe("late");

    const approved = await application("approved");
    expect(await appealDecline(deps(), { ...input, applicationId: approved.id })).toBe("refused");

    const recent = await application("declined", { decidedAt: new Date(NOW.getTime() - DAY) });
    await application("draft");
    expect(await appealDecline(deps(), { ...input, applicationId: recent.id })).toBe("openApplication");
    expect((await stateOf(recent.id)).state).toBe("declined");
  });

  it("find the decision's date in the history when the row has none", async () => {
    const app = await application("declined");
    await handle.db.insert(applicationEvents).values({
      applicationId: app.id,
      actorKind: "staff",
      action: "decline",
      fromState: "inReview",
      toState: "declined",
      reason: "Too little experience",
      at: new Date(NOW.getTime() - 2 * DAY),
    });
    expect(await appealDecline(deps(), { userId: user.id, applicationId: app.id, statement: "I disagree." })).toBe(
      "done",
    );
  });
});
