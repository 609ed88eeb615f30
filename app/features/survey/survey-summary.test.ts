import { describe, expect, it } from "vitest";
import { summariseSurvey } from "./survey-summary";

describe("summariseSurvey", () => {
  const responses = [
    { role: "engineer", formats: ["selfPaced", "classroom"], gap_drillingOperations: "4" },
    { role: "engineer", formats: ["selfPaced", "selfPaced"], gap_drillingOperations: "2" },
    { role: "student", formats: "selfPaced", gap_drillingOperations: "9" },
    { role: "<script>", formats: ["nonsense"] },
  ];
  const summary = summariseSurvey(responses);

  it("counts each single answer and ignores unknown values", () => {
    const role = summary.questions.find((q) => q.key === "role")!;
    expect(role.answered).toBe(3);
    expect(role.counts.find((c) => c.value === "engineer")?.count).toBe(2);
    expect(role.counts.find((c) => c.value === "student")?.count).toBe(1);
    expect(role.counts.some((c) => c.value === "<script>")).toBe(false);
  });

  it("counts every ticked answer of a multiple-choice question once per response", () => {
    const formats = summary.questions.find((q) => q.key === "formats")!;
    expect(formats.counts.find((c) => c.value === "selfPaced")?.count).toBe(2);
    expect(formats.counts.find((c) => c.value === "classroom")?.count).toBe(1);
    expect(formats.answered).toBe(2);
    expect(summary.responses).toBe(4);
  });

  it("averages skill gaps over valid ratings only", () => {
    const drilling = summary.gaps.find((g) => g.skill === "drillingOperations")!;
    expect(drilling).toEqual({ skill: "drillingOperations", average: 3, answered: 2 });
    expect(summary.gaps.find((g) => g.skill === "riskAssessment")?.average).toBeNull();
  });
});
