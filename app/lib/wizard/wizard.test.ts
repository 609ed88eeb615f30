import { describe, expect, it } from "vitest";
import { checkMove, clampStep, readWizardPost, stepValues, type WizardPost } from "./wizard";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const post = (step: number, move: WizardPost["move"]): WizardPost => ({ step, move });

describe("clampStep", () => {
  it("keeps a saved step inside the wizard", () => {
    expect(clampStep(2, 4)).toBe(2);
    expect(clampStep(-1, 4)).toBe(0);
    expect(clampStep(9, 4)).toBe(3);
    expect(clampStep(Number.NaN, 4)).toBe(0);
    expect(clampStep(1.7, 4)).toBe(1);
  });
});

describe("readWizardPost", () => {
  it("reads the step shown and the button pressed", () => {
    expect(readWizardPost(form({ step: "1", intent: "next" }), 4)).toEqual(post(1, { kind: "next" }));
    expect(readWizardPost(form({ step: "3", intent: "submit" }), 4)).toEqual(post(3, { kind: "submit" }));
    expect(readWizardPost(form({ step: "3", intent: "goto:1" }), 4)).toEqual(post(3, { kind: "goto", step: 1 }));
  });

  it("refuses what the form cannot send", () => {
    for (const fields of [
      { step: "4", intent: "next" },
      { step: "-1", intent: "next" },
      { step: "abc", intent: "next" },
      { step: "1.5", intent: "next" },
      { step: "1" },
      { step: "1", intent: "jump" },
      { step: "1", intent: "goto:x" },
      { intent: "next" },
    ] as Array<Record<string, string>>) {
      expect(readWizardPost(form(fields), 4), JSON.stringify(fields)).toBeNull();
    }
  });
});

describe("checkMove", () => {
  it("without a draft, only the first step goes on (and makes the draft)", () => {
    expect(checkMove(post(0, { kind: "next" }), null, 5)).toEqual({ ok: true, target: 1 });
    expect(checkMove(post(1, { kind: "next" }), null, 5)).toEqual({ ok: false });
    expect(checkMove(post(0, { kind: "back" }), null, 5)).toEqual({ ok: false });
    expect(checkMove(post(0, { kind: "goto", step: 0 }), null, 5)).toEqual({ ok: false });
    expect(checkMove(post(4, { kind: "submit" }), null, 5)).toEqual({ ok: false });
  });

  it("never lets a post skip ahead of the saved step", () => {
    expect(checkMove(post(3, { kind: "next" }), 1, 5)).toEqual({ ok: false });
    expect(checkMove(post(4, { kind: "submit" }), 2, 5)).toEqual({ ok: false });
    expect(checkMove(post(1, { kind: "next" }), 1, 5)).toEqual({ ok: true, target: 2 });
    // An older tab on an earlier step still moves on from there.
    expect(checkMove(post(0, { kind: "next" }), 2, 5)).toEqual({ ok: true, target: 1 });
  });

  it("goes back from the second step on, never before the first", () => {
    expect(checkMove(post(2, { kind: "back" }), 2, 5)).toEqual({ ok: true, target: 1 });
    expect(checkMove(post(0, { kind: "back" }), 2, 5)).toEqual({ ok: false });
  });

  it("edits (goto) only a step already reached", () => {
    expect(checkMove(post(3, { kind: "goto", step: 1 }), 3, 4)).toEqual({ ok: true, target: 1 });
    expect(checkMove(post(1, { kind: "goto", step: 3 }), 1, 4)).toEqual({ ok: false });
    expect(checkMove(post(3, { kind: "goto", step: 7 }), 3, 4)).toEqual({ ok: false });
  });

  it("submits on the last step only, and the last step does not go next", () => {
    expect(checkMove(post(3, { kind: "submit" }), 3, 4)).toEqual({ ok: true, target: 4 });
    expect(checkMove(post(2, { kind: "submit" }), 3, 4)).toEqual({ ok: false });
    expect(checkMove(post(3, { kind: "next" }), 3, 4)).toEqual({ ok: false });
  });
});

describe("stepValues", () => {
  it("shows what was typed over the draft, or the draft alone", () => {
    const draft = { organisation: "Saved", country: "Iceland" };
    expect(stepValues(draft, { organisation: "Typed" })).toEqual({ organisation: "Typed", country: "Iceland" });
    expect(stepValues(draft, null)).toBe(draft);
  });
});
