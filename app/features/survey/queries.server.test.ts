import { describe, expect, it } from "vitest";
import { createSurveyResponse, getSurveyResponse, saveSurveyStep } from "./queries.server";
import { surveyResponses } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

const about = { role: "engineer", experience: "4to7", region: "europe", country: "Iceland" };
const certification = { currentLevel: "associate", targetLevel: "professional" };

describe(`survey responses on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("creates a response with the first step's answers", async () => {
    const created = await createSurveyResponse(handle.db, { language: "is", answers: about, step: 1 });
    expect(created).toMatchObject({ answers: about, step: 1, language: "is", completedAt: null });
    expect(await getSurveyResponse(handle.db, created.id)).toEqual(created);
  });

  it("saves a step, merging answers, and resumes where the visitor was", async () => {
    const { id } = await createSurveyResponse(handle.db, { language: "en", answers: about, step: 1 });
    const saved = await saveSurveyStep(handle.db, id, { fromStep: 1, toStep: 2, answers: certification });
    expect(saved).toMatchObject({ step: 2, answers: { ...about, ...certification } });

    // Back from step 2 to 1 keeps every answer; answering step 1 again replaces only its own.
    await saveSurveyStep(handle.db, id, { fromStep: 2, toStep: 1, answers: {} });
    const resumed = await getSurveyResponse(handle.db, id);
    expect(resumed).toMatchObject({ step: 1, answers: { ...about, ...certification } });
    await saveSurveyStep(handle.db, id, { fromStep: 1, toStep: 2, answers: { targetLevel: "senior" } });
    expect((await getSurveyResponse(handle.db, id))?.answers).toEqual({
      ...about,
      ...certification,
      targetLevel: "senior",
    });
  });

  it("never skips ahead, and refuses unknown or malformed ids", async () => {
    const { id } = await createSurveyResponse(handle.db, { language: "en", answers: about, step: 1 });
    expect(await saveSurveyStep(handle.db, id, { fromStep: 3, toStep: 4, answers: { hours: "upTo2" } })).toBeNull();
    expect(await saveSurveyStep(handle.db, crypto.randomUUID(), { fromStep: 0, toStep: 1, answers: about })).toBeNull();
    expect(await saveSurveyStep(handle.db, "../../etc", { fromStep: 0, toStep: 1, answers: about })).toBeNull();
    expect(await getSurveyResponse(handle.db, "not-a-uuid")).toBeNull();
    expect((await getSurveyResponse(handle.db, id))?.answers).toEqual(about);
  });

  it("completes a response once; a completed response is never written again", async () => {
    const { id } = await createSurveyResponse(handle.db, { language: "tr", answers: about, step: 4 });
    const done = await saveSurveyStep(handle.db, id, {
      fromStep: 4,
      toStep: 5,
      answers: { contact: "no", email: "", comments: "" },
      complete: true,
    });
    expect(done?.completedAt).toBeInstanceOf(Date);
    expect(done?.step).toBe(5);
    expect(await saveSurveyStep(handle.db, id, { fromStep: 4, toStep: 5, answers: { contact: "yes" } })).toBeNull();
    expect((await getSurveyResponse(handle.db, id))?.answers).toMatchObject({ contact: "no" });
  });

  it("keeps every step's answers under concurrent saves", async () => {
    const { id } = await createSurveyResponse(handle.db, { language: "en", answers: about, step: 4 });
    // Eight saves at once, each of its own field, from steps the visitor may (re)submit.
    const saves = Array.from({ length: 8 }, (_, index) =>
      saveSurveyStep(handle.db, id, { fromStep: index % 4, toStep: 4, answers: { [`field${index}`]: index } }),
    );
    const results = await Promise.all(saves);
    expect(results.every((row) => row !== null)).toBe(true);
    const stored = await getSurveyResponse(handle.db, id);
    expect(stored?.answers).toEqual({
      ...about,
      ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`field${i}`, i])),
    });
    expect(stored?.step).toBe(4);
  });

  it("lets exactly one of several concurrent completions through", async () => {
    const { id } = await createSurveyResponse(handle.db, { language: "en", answers: about, step: 4 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        saveSurveyStep(handle.db, id, { fromStep: 4, toStep: 5, answers: { comments: `c${index}` }, complete: true }),
      ),
    );
    const winners = results.filter((row) => row !== null);
    expect(winners).toHaveLength(1);
    const stored = await getSurveyResponse(handle.db, id);
    expect(stored?.answers.comments).toBe(winners[0]?.answers.comments);
    expect(await handle.db.select().from(surveyResponses)).toHaveLength(1);
  });
});
