import { describe, expect, it } from "vitest";
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY } from "./use-toast";

describe("toast store", () => {
  it("keeps one toast at a time, newest first", () => {
    let state = { toasts: [] as ReturnType<typeof reducer>["toasts"] };
    state = reducer(state, { type: "ADD_TOAST", toast: { id: "1", title: "a", open: true } });
    state = reducer(state, { type: "ADD_TOAST", toast: { id: "2", title: "b", open: true } });
    expect(TOAST_LIMIT).toBe(1);
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("closes a dismissed toast and removes it on REMOVE", () => {
    let state = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: { id: "7", open: true } });
    state = reducer(state, { type: "UPDATE_TOAST", toast: { id: "7", title: "updated" } });
    expect(state.toasts[0]?.title).toBe("updated");
    state = reducer(state, { type: "DISMISS_TOAST", toastId: "7" });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: "REMOVE_TOAST", toastId: "7" });
    expect(state.toasts).toEqual([]);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
