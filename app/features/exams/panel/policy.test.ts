import { describe, expect, it } from "vitest";
import { assignmentBar, canAdministerPanels, canAssess, othersVisible } from "./policy";

const base = { holdsDuty: true, sessionRoles: [] as string[], impartiality: null, onPanel: false };

describe("the panel's policy", () => {
  it("gives assignment to exam administration and the queue to assessors (admins hold both)", () => {
    const exam = { id: "e", role: "staff" as const, duties: ["examAdministration" as const] };
    const assessor = { id: "a", role: "staff" as const, duties: ["assessment" as const] };
    expect([canAdministerPanels(exam), canAssess(exam)]).toEqual([true, false]);
    expect([canAdministerPanels(assessor), canAssess(assessor)]).toEqual([false, true]);
    expect(canAssess({ id: "m", role: "member", duties: [] })).toBe(false);
    expect(canAssess({ id: "x", role: "admin", duties: [] })).toBe(true);
    expect(canAssess(null)).toBe(false);
  });

  it("bars a non-assessor, the candidate, a conflict, the invigilator and a second seat on the panel", () => {
    expect(assignmentBar(base)).toBeNull();
    expect(assignmentBar({ ...base, sessionRoles: ["assessor"] })).toBeNull();
    expect(assignmentBar({ ...base, holdsDuty: false })).toBe("notAssessor");
    expect(assignmentBar({ ...base, impartiality: "own" })).toBe("own");
    expect(assignmentBar({ ...base, impartiality: "conflict" })).toBe("conflict");
    expect(assignmentBar({ ...base, sessionRoles: ["invigilator"] })).toBe("invigilator");
    expect(assignmentBar({ ...base, onPanel: true })).toBe("alreadyAssigned");
  });

  it("shows others' scores only after one's own and at least two are in", () => {
    expect(othersVisible(false, 1)).toBe(false);
    expect(othersVisible(true, 1)).toBe(false);
    expect(othersVisible(false, 2)).toBe(false);
    expect(othersVisible(true, 2)).toBe(true);
    expect(othersVisible(true, 3)).toBe(true);
  });
});
