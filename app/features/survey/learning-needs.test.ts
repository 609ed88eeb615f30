import { describe, expect, it } from "vitest";
import { stepFieldNames, SURVEY_STEP_COUNT, surveySteps, type Question } from "~/content/learning-needs";
import { answersToValues, firstIncompleteStep, readStepValues, validateStep, validFields } from "./learning-needs";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const complete = {
  role: "engineer",
  experience: "4to7",
  region: "europe",
  country: "Iceland",
  currentLevel: "none",
  targetLevel: "associate",
  gap_reservoirEngineering: "1",
  gap_powerPlantOperations: "2",
  gap_environmentalManagement: "3",
  gap_projectDevelopment: "4",
  gap_riskAssessment: "5",
  gap_regulatoryCompliance: "1",
  gap_resourceAssessment: "2",
  gap_drillingOperations: "3",
  formats: ["classroom"],
  barriers: [],
  languages: ["en", "is"],
  hours: "upTo2",
  contact: "no",
  email: "",
  comments: "",
};

describe("learning-needs survey", () => {
  it("has 5 steps and 14 questions", () => {
    expect(SURVEY_STEP_COUNT).toBe(5);
    expect(surveySteps.flatMap((step): readonly Question[] => step.questions)).toHaveLength(14);
    expect(stepFieldNames(2)).toHaveLength(8);
  });

  it("reads a step's fields only, lists for checkbox groups", () => {
    const values = readStepValues(
      3,
      form([
        ["formats", "classroom"],
        ["formats", "mentoring"],
        ["role", "engineer"],
        ["hours", "upTo2"],
      ]),
    );
    expect(values).toEqual({ formats: ["classroom", "mentoring"], barriers: [], languages: [], hours: "upTo2" });
  });

  it("reports a translation key per invalid field", () => {
    const result = validateStep(0, { role: "", experience: "forever", region: "mars", country: "x".repeat(81) });
    expect(result).toEqual({
      ok: false,
      errors: {
        role: "errors.chooseOne",
        experience: "errors.invalidChoice",
        region: "errors.invalidChoice",
        country: "errors.tooLong",
      },
    });
    expect(validateStep(3, { formats: [], barriers: [], languages: ["xx"], hours: "upTo2" })).toMatchObject({
      ok: false,
      errors: { formats: "errors.chooseAtLeastOne", languages: "errors.invalidChoice" },
    });
  });

  it("asks for an address only from someone who agrees to be contacted", () => {
    expect(validateStep(4, { contact: "yes", email: "", comments: "" })).toMatchObject({
      errors: { email: "errors.emailRequired" },
    });
    expect(validateStep(4, { contact: "yes", email: "nope", comments: "" })).toMatchObject({
      errors: { email: "errors.email" },
    });
    expect(validateStep(4, { contact: "yes", email: " Ada@Example.org ", comments: "" })).toEqual({
      ok: true,
      answers: { contact: "yes", email: "ada@example.org", comments: "" },
    });
    // Typed but declined: the address is not kept.
    expect(validateStep(4, { contact: "no", email: "ada@example.org", comments: "" })).toMatchObject({
      ok: true,
      answers: { email: "" },
    });
  });

  it("keeps the valid part of a half-filled step (Back)", () => {
    expect(validFields(0, { role: "engineer", experience: "", region: "mars", country: "Kenya" })).toEqual({
      role: "engineer",
      country: "Kenya",
    });
    expect(validFields(4, { contact: "yes", email: "bad", comments: "Hi" })).toEqual({
      contact: "yes",
      comments: "Hi",
    });
  });

  it("turns saved answers back into form values and finds incomplete steps", () => {
    expect(answersToValues(3, complete)).toEqual({
      formats: ["classroom"],
      barriers: [],
      languages: ["en", "is"],
      hours: "upTo2",
    });
    expect(firstIncompleteStep(complete)).toBe(-1);
    const { hours: _hours, ...missing } = complete;
    expect(firstIncompleteStep(missing)).toBe(3);
  });
});
