import { describe, expect, it } from "vitest";
import { conflictForms, hasDuty, impartialityRule } from "./staff";

describe("hasDuty", () => {
  it("admins hold every duty; staff the ones granted; members and partners none, whatever they carry", () => {
    expect(hasDuty({ id: "a", role: "admin", duties: [] }, "finance")).toBe(true);
    expect(hasDuty({ id: "s", role: "staff", duties: ["appealsPanel"] }, "appealsPanel")).toBe(true);
    expect(hasDuty({ id: "s", role: "staff", duties: ["appealsPanel"] }, "finance")).toBe(false);
    // A former staff member's duties rows do not count once the role is gone.
    expect(hasDuty({ id: "m", role: "member", duties: ["appealsPanel"] }, "appealsPanel")).toBe(false);
    expect(hasDuty({ id: "p", role: "partner", duties: [] }, "finance")).toBe(false);
    expect(hasDuty(null, "finance")).toBe(false);
  });
});

describe("the impartiality rule", () => {
  const base = { staffId: "s1", subjectUserId: "c1", declaredConflict: false };
  it("lets an unrelated staff member act", () => {
    expect(impartialityRule(base)).toBeNull();
    expect(impartialityRule({ ...base, decidedBy: "s2" })).toBeNull();
    expect(impartialityRule({ ...base, subjectUserId: null })).toBeNull();
  });
  it("refuses one's own case", () => {
    expect(impartialityRule({ ...base, subjectUserId: "s1" })).toBe("own");
    // Own case wins over anything else the facts say.
    expect(impartialityRule({ ...base, subjectUserId: "s1", decidedBy: "s1", declaredConflict: true })).toBe("own");
  });
  it("refuses a person with whom a conflict stands", () => {
    expect(impartialityRule({ ...base, declaredConflict: true })).toBe("conflict");
  });
  it("refuses the appeal of one's own decision", () => {
    expect(impartialityRule({ ...base, decidedBy: "s1" })).toBe("sameDecider");
    expect(impartialityRule({ ...base, decidedBy: "s1", declaredConflict: true })).toBe("sameDecider");
    expect(impartialityRule({ ...base, subjectUserId: null, decidedBy: "s1" })).toBe("sameDecider");
    expect(impartialityRule({ ...base, decidedBy: null })).toBeNull();
  });
});

describe("the conflict forms", () => {
  it("need a person and a reason", () => {
    expect(conflictForms.safeParse({ intent: "declare", person: "ada@example.org", reason: "My sister" }).success).toBe(
      true,
    );
    const short = conflictForms.safeParse({ intent: "declare", person: "a", reason: "x" });
    expect(short.success).toBe(false);
    expect(short.error?.issues.map((issue) => issue.message)).toEqual(["errors.personRequired", "errors.reasonShort"]);
    expect(conflictForms.safeParse({ intent: "withdraw", id: "not-a-uuid" }).success).toBe(false);
  });
});
