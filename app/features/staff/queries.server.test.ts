import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { staffDecisions, staffDuties } from "~/db/schema";
import type { Database } from "~/db/client.server";
import { createUserWithPassword } from "~/features/auth/index.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import {
  decisionsFor,
  declareConflict,
  dutiesOfUser,
  findPerson,
  grantDuty,
  impartialityProblem,
  listStaff,
  logDecision,
  removeDuty,
  standingConflicts,
  withdrawConflict,
} from "./queries.server";

const handle = setupTestDatabase();

const account = (name: string, email: string, role: "member" | "staff" | "admin" = "member") =>
  createUserWithPassword(handle.db, { name, email, role, password: "long-enough-password-1" });

describe("duties", () => {
  it("parallel grants of the same duty store once and log once", async () => {
    const admin = await account("Ann Admin", "ann@example.org", "admin");
    const staff = await account("Sam Staff", "sam@example.org", "staff");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => grantDuty(handle.db, { userId: staff, duty: "appealsPanel", grantedBy: admin })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await handle.db.select().from(staffDuties).where(eq(staffDuties.userId, staff))).toHaveLength(1);
    expect(await dutiesOfUser(handle.db, staff)).toEqual(["appealsPanel"]);
    const log = await decisionsFor(handle.db, { kind: "staffDuties", id: staff });
    expect(log.map((entry) => [entry.action, entry.staffName])).toEqual([["granted:appealsPanel", "Ann Admin"]]);

    expect(await listStaff(handle.db)).toEqual([
      { id: staff, name: "Sam Staff", email: "sam@example.org", duties: ["appealsPanel"] },
    ]);
    expect(await removeDuty(handle.db, { userId: staff, duty: "appealsPanel", removedBy: admin })).toBe(true);
    expect(await removeDuty(handle.db, { userId: staff, duty: "appealsPanel", removedBy: admin })).toBe(false);
    expect(await dutiesOfUser(handle.db, staff)).toEqual([]);
    const after = await decisionsFor(handle.db, { kind: "staffDuties", id: staff });
    expect(after.map((entry) => entry.action)).toEqual(["granted:appealsPanel", "removed:appealsPanel"]);
  });
});

describe("conflicts of interest and impartiality", () => {
  it("a declared conflict, in either direction, bars acting until withdrawn", async () => {
    const staff = await account("Sam Staff", "sam@example.org", "staff");
    const other = await account("Tove Staff", "tove@example.org", "staff");
    const candidate = await account("Cora Candidate", "cora@example.org");

    expect(await impartialityProblem(handle.db, { staffId: staff, subjectUserId: candidate })).toBeNull();
    expect(await impartialityProblem(handle.db, { staffId: staff, subjectUserId: staff })).toBe("own");
    expect(await impartialityProblem(handle.db, { staffId: staff, subjectUserId: candidate, decidedBy: staff })).toBe(
      "sameDecider",
    );

    // A double post stores one standing declaration.
    const declared = await Promise.all([
      declareConflict(handle.db, { staffId: staff, personId: candidate, reason: "We worked together at Hekla." }),
      declareConflict(handle.db, { staffId: staff, personId: candidate, reason: "We worked together at Hekla." }),
    ]);
    expect(declared.filter(Boolean)).toHaveLength(1);
    const mine = await standingConflicts(handle.db, { staffId: staff });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ personName: "Cora Candidate", reason: "We worked together at Hekla." });

    expect(await impartialityProblem(handle.db, { staffId: staff, subjectUserId: candidate })).toBe("conflict");
    // Declared by the other side: a staff member who declared a conflict with a colleague.
    await declareConflict(handle.db, { staffId: other, personId: staff, reason: "Sam is my partner." });
    expect(await impartialityProblem(handle.db, { staffId: staff, subjectUserId: other })).toBe("conflict");
    expect(await impartialityProblem(handle.db, { staffId: other, subjectUserId: staff })).toBe("conflict");
    expect(await standingConflicts(handle.db)).toHaveLength(2);

    // Only the declarer withdraws; then it no longer bars.
    expect(await withdrawConflict(handle.db, { id: mine[0]!.id, staffId: other })).toBe(false);
    expect(await withdrawConflict(handle.db, { id: mine[0]!.id, staffId: staff })).toBe(true);
    expect(await withdrawConflict(handle.db, { id: mine[0]!.id, staffId: staff })).toBe(false);
    expect(await impartialityProblem(handle.db, { staffId: staff, subjectUserId: candidate })).toBeNull();
    // A new declaration after a withdrawal is allowed.
    expect(await declareConflict(handle.db, { staffId: staff, personId: candidate, reason: "Again, a new job." })).toBe(
      true,
    );
  });

  it("finds a person by exact e-mail, or by one matching name", async () => {
    const cora = await account("Cora Candidate", "cora@example.org");
    await account("Cora Other", "other@example.org");
    expect(await findPerson(handle.db, " CORA@example.org ")).toEqual({ id: cora, name: "Cora Candidate" });
    expect(await findPerson(handle.db, "candidate")).toEqual({ id: cora, name: "Cora Candidate" });
    expect(await findPerson(handle.db, "cora")).toBe("several");
    expect(await findPerson(handle.db, "100%")).toBe("none");
  });
});

describe("the decision log", () => {
  it("keeps each step of a subject, oldest first, apart from other subjects", async () => {
    const staff = await account("Sam Staff", "sam@example.org", "staff");
    await handle.db.transaction(async (tx) => {
      await logDecision(tx as unknown as Database, {
        subject: { kind: "application", id: "a1" },
        staffId: staff,
        action: "approved",
        reason: "All evidence checked.",
      });
    });
    await logDecision(handle.db, { subject: { kind: "application", id: "a2" }, staffId: null, action: "submitted" });
    await logDecision(handle.db, { subject: { kind: "application", id: "a1" }, staffId: null, action: "appealed" });
    const a1 = await decisionsFor(handle.db, { kind: "application", id: "a1" });
    expect(a1.map((entry) => [entry.action, entry.reason, entry.staffName])).toEqual([
      ["approved", "All evidence checked.", "Sam Staff"],
      ["appealed", "", null],
    ]);
    expect(await decisionsFor(handle.db, { kind: "complaint", id: "a1" })).toEqual([]);
    expect(await handle.db.select().from(staffDecisions)).toHaveLength(3);
  });
});
