import { describe, expect, it } from "vitest";
import { completeQuizAttempt, getQuizAttempt, saveQuizAnswers, startQuizAttempt } from "./queries.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

const profile = { role: "engineer", years: 4, education: "bachelor", country: "Kenya", goal: "advance" } as const;

describe("quiz attempts", () => {
  it("start with a balanced draw, merge answers, and freeze once completed", async () => {
    const id = await startQuizAttempt(handle.db, profile, "sw");
    const attempt = await getQuizAttempt(handle.db, id);
    expect(attempt?.questionIds).toHaveLength(24);
    const [first, second] = attempt!.questionIds;
    await saveQuizAnswers(handle.db, id, { [first!]: 1 });
    expect(await saveQuizAnswers(handle.db, id, { [second!]: 2 })).toEqual({ [first!]: 1, [second!]: 2 });
    expect(await completeQuizAttempt(handle.db, id, "professional")).toBe(true);
    expect(await completeQuizAttempt(handle.db, id, "expert")).toBe(false);
    expect(await saveQuizAnswers(handle.db, id, { [first!]: 3 })).toBeUndefined();
    expect(await getQuizAttempt(handle.db, id)).toMatchObject({
      recommended: "professional",
      answers: { [first!]: 1 },
    });
  });

  it("ignore ids that are not UUIDs or do not exist", async () => {
    expect(await getQuizAttempt(handle.db, "1")).toBeUndefined();
    expect(await getQuizAttempt(handle.db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });
});
