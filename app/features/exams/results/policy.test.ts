import { describe, expect, it } from "vitest";
import { canChangeResults, canDecideResults, canSeeExamResults, decisionBar } from "./policy";

const staff = (...duties: ("examAdministration" | "certificationDecision" | "invigilation")[]) => ({
  id: "s",
  role: "staff" as const,
  duties,
});

describe("the exam results policy", () => {
  it("shows results to exam administration and decision makers; only the first changes them, only the second decides", () => {
    expect(canSeeExamResults(staff("examAdministration"))).toBe(true);
    expect(canSeeExamResults(staff("certificationDecision"))).toBe(true);
    expect(canSeeExamResults(staff("invigilation"))).toBe(false);
    expect(canSeeExamResults({ id: "m", role: "member", duties: [] })).toBe(false);
    expect(canSeeExamResults(null)).toBe(false);
    expect(canChangeResults(staff("certificationDecision"))).toBe(false);
    expect(canDecideResults(staff("examAdministration"))).toBe(false);
    // Admins hold every duty.
    const admin = { id: "a", role: "admin" as const, duties: [] };
    expect([canChangeResults(admin), canDecideResults(admin)]).toEqual([true, true]);
  });

  it("bars the session's invigilator and assessors before the impartiality answer", () => {
    expect(decisionBar(["invigilator"], null)).toBe("invigilator");
    expect(decisionBar(["assessor"], "conflict")).toBe("assessor");
    expect(decisionBar([], "own")).toBe("own");
    expect(decisionBar([], null)).toBeNull();
  });
});
