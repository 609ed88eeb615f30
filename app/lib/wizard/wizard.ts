import { z } from "zod";

/**
 * The step wizard shared by the learning-needs survey and the partner application (decision 021).
 * Each step is one POST carrying `step` (the step shown) and `intent` (the button pressed): "next",
 * "back", "submit" (the last step) or "goto:<n>" (an "Edit" link of a review step). The server keeps
 * the draft (a row named by a cookie) and decides where the visitor goes; these are its rules.
 */
export type WizardMove = { kind: "next" } | { kind: "back" } | { kind: "submit" } | { kind: "goto"; step: number };

export type WizardPost = { step: number; move: WizardMove };

/** A step number kept inside the wizard (a saved step from an older, longer wizard, a negative one). */
export function clampStep(step: number, count: number): number {
  if (!Number.isFinite(step)) return 0;
  return Math.min(Math.max(Math.trunc(step), 0), count - 1);
}

const intentSchema = z.union([z.enum(["next", "back", "submit"]), z.string().regex(/^goto:\d{1,2}$/)]);

/** The wizard's own fields of a post: the step shown and the button pressed; null when unreadable. */
export function readWizardPost(form: FormData, count: number): WizardPost | null {
  const step = z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().max(count - 1))
    .safeParse(form.get("step"));
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!step.success || !intent.success) return null;
  const value = intent.data;
  const move: WizardMove = value.startsWith("goto:")
    ? { kind: "goto", step: Number(value.slice(5)) }
    : { kind: value as "next" | "back" | "submit" };
  return { step: step.data, move };
}

export type WizardCheck = { ok: true; target: number } | { ok: false };

/**
 * Whether a post is one the wizard's own form could have sent, and the step it leads to (`count`
 * for a finished wizard). `saved` is the step the draft is at, null without a draft.
 *
 * - Without a draft only the first step goes on ("next"): the draft is made by it.
 * - With one, the step posted is never ahead of the saved one (no skipping steps).
 * - "back" from the second step on; "goto" only to a step already reached; "next" before the last
 *   step; "submit" on the last step only.
 * Anything else is tampering: refused, nothing written.
 */
export function checkMove(post: WizardPost, saved: number | null, count: number): WizardCheck {
  const { step, move } = post;
  const last = count - 1;
  if (saved === null) {
    return step === 0 && move.kind === "next" && last > 0 ? { ok: true, target: 1 } : { ok: false };
  }
  if (step > saved) return { ok: false };
  switch (move.kind) {
    case "next":
      return step < last ? { ok: true, target: step + 1 } : { ok: false };
    case "back":
      return step > 0 ? { ok: true, target: step - 1 } : { ok: false };
    case "goto":
      return move.step <= saved && move.step < count ? { ok: true, target: move.step } : { ok: false };
    case "submit":
      return step === last ? { ok: true, target: count } : { ok: false };
  }
}

/** What the page shows after a refused post: the values typed on the step shown, over the draft's. */
export function stepValues<V extends Record<string, unknown>>(draft: V, typed: Record<string, unknown> | null): V {
  return typed ? { ...draft, ...typed } : draft;
}
