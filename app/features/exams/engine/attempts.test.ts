import { describe, expect, it } from "vitest";
import {
  attemptStates,
  attemptTransitions,
  endedAttemptStates,
  nextAttemptState,
  showsItems,
  takesAnswers,
  type AttemptEvent,
} from "./attempts";

describe("an attempt's states", () => {
  it("runs booked → admitted → in progress → submitted → scored, each step by its actor only", () => {
    expect(nextAttemptState("booked", "admit", "invigilator")).toBe("admitted");
    expect(nextAttemptState("booked", "admit", "candidate")).toBeNull();
    expect(nextAttemptState("admitted", "start", "candidate")).toBe("inProgress");
    expect(nextAttemptState("inProgress", "submit", "candidate")).toBe("submitted");
    expect(nextAttemptState("submitted", "score", "system")).toBe("scored");
  });

  it("cannot start before admission, nor answer after the end", () => {
    expect(nextAttemptState("booked", "start", "candidate")).toBeNull();
    for (const state of endedAttemptStates) {
      expect(takesAnswers(state), state).toBe(false);
      expect(nextAttemptState(state, "submit", "candidate"), state).toBeNull();
      expect(nextAttemptState(state, "resume", "invigilator"), state).toBeNull();
    }
  });

  it("ends once: a submitted attempt cannot time out, and a timed-out one cannot be submitted", () => {
    expect(nextAttemptState("submitted", "timeOut", "system")).toBeNull();
    expect(nextAttemptState("timedOut", "submit", "candidate")).toBeNull();
  });

  it("takes answers only while it runs, and shows items only from the start to the end", () => {
    expect(attemptStates.filter(takesAnswers)).toEqual(["inProgress"]);
    expect(attemptStates.filter(showsItems)).toEqual(["inProgress", "paused"]);
  });

  it("lets the invigilator pause, resume and end, never the candidate", () => {
    for (const event of ["pause", "resume", "end"] as AttemptEvent[]) {
      const from = attemptTransitions[event].from[0];
      expect(nextAttemptState(from, event, "candidate"), event).toBeNull();
      expect(nextAttemptState(from, event, "invigilator"), event).toBe(attemptTransitions[event].to);
    }
  });

  it("leads every state somewhere or is final, and every event from a known state", () => {
    const reachable = new Set<string>(["booked"]);
    for (const t of Object.values(attemptTransitions)) reachable.add(t.to);
    expect([...reachable].sort()).toEqual([...attemptStates].sort());
  });
});
