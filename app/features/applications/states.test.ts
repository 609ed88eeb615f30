import { describe, expect, it } from "vitest";
import {
  applicationEvents,
  applicationStates,
  canMove,
  eventsFrom,
  finalStates,
  isOpen,
  nextState,
  openStates,
  transitions,
  withdrawalRefunds,
} from "./states";

describe("the application's states", () => {
  it("walk the way of the issue: draft → submitted → inReview → approved", () => {
    expect(nextState("draft", "submit", "candidate")).toBe("submitted");
    expect(nextState("submitted", "startReview", "reviewer")).toBe("inReview");
    expect(nextState("inReview", "requestMoreInfo", "reviewer")).toBe("moreInfoRequested");
    expect(nextState("moreInfoRequested", "answerMoreInfo", "candidate")).toBe("inReview");
    expect(nextState("inReview", "approve", "decisionMaker")).toBe("approved");
  });

  it("lead from a decline to an appeal and its outcome", () => {
    expect(nextState("inReview", "decline", "decisionMaker")).toBe("declined");
    expect(nextState("declined", "appeal", "candidate")).toBe("appealed");
    expect(nextState("appealed", "upholdAppeal", "appealsPanel")).toBe("inReview");
    expect(nextState("appealed", "dismissAppeal", "appealsPanel")).toBe("appealDismissed");
  });

  it("refuse moves that are not in the table, and moves by the wrong actor", () => {
    expect(nextState("draft", "approve", "decisionMaker")).toBeNull();
    expect(nextState("submitted", "submit", "candidate")).toBeNull();
    expect(nextState("inReview", "approve", "candidate")).toBeNull();
    expect(nextState("inReview", "approve", "reviewer")).toBeNull();
    expect(nextState("appealed", "upholdAppeal", "decisionMaker")).toBeNull();
    expect(nextState("approved", "withdraw", "candidate")).toBeNull();
    expect(canMove("withdrawn", "submit", "candidate")).toBe(false);
  });

  it("let the candidate withdraw until a decision, and refund only before review", () => {
    for (const state of ["draft", "submitted", "inReview", "moreInfoRequested"] as const)
      expect(eventsFrom(state, "candidate")).toContain("withdraw");
    expect(eventsFrom("approved", "candidate")).toEqual([]);
    expect(withdrawalRefunds("submitted")).toBe(true);
    expect(withdrawalRefunds("inReview")).toBe(false);
  });

  it("use only known states and events, and end in the final ones", () => {
    for (const t of transitions) {
      expect(applicationEvents).toContain(t.event);
      expect(applicationStates).toContain(t.to);
      for (const from of t.from) expect(applicationStates).toContain(from);
    }
    expect([...finalStates].sort()).toEqual(["appealDismissed", "approved", "withdrawn"]);
    // Every state is reached from the draft.
    const reached = new Set<string>(["draft"]);
    for (let round = 0; round < applicationStates.length; round++)
      for (const t of transitions) if (t.from.some((s) => reached.has(s))) reached.add(t.to);
    expect([...reached].sort()).toEqual([...applicationStates].sort());
  });

  it("count as open exactly the states the unique index covers", () => {
    expect(openStates.every(isOpen)).toBe(true);
    expect(isOpen("approved")).toBe(false);
    expect(isOpen("withdrawn")).toBe(false);
  });
});
