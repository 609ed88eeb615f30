import { z } from "zod";
import { OPTION_ID_PATTERN, ITEM_ID_PATTERN } from "../items/model";

/**
 * The forms of sitting and invigilating an exam: one schema each, parsed in the browser's fetcher and on the
 * server alike. Messages are keys of the examSitting namespace.
 */

/** The admission code: letters and digits, as the invigilator reads it out (spaces and dashes are ignored). */
export const ADMISSION_CODE_LENGTH = 8;
/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
export const ADMISSION_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export function normaliseCode(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

const version = z.coerce.number().int().min(1).max(1_000_000);
const attemptId = z.uuid();
const reason = z.string().trim().min(5, "errors.reasonShort").max(1000, "errors.reasonLong");

/** /staff/invigilation/:sessionId: one step on one candidate's attempt, named with the version it was shown at. */
export const invigilationForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("admit"),
    attemptId,
    version,
    identityChecked: z.literal("on", { error: "errors.identity" }),
  }),
  z.object({ intent: z.literal("newCode"), attemptId, version }),
  z.object({ intent: z.literal("incident"), attemptId, version, text: reason }),
  z.object({
    intent: z.literal("pause"),
    attemptId,
    version,
    reason: z.string().trim().max(1000, "errors.reasonLong"),
  }),
  z.object({ intent: z.literal("resume"), attemptId, version }),
  z.object({ intent: z.literal("end"), attemptId, version, reason }),
]);
export type InvigilationForm = z.infer<typeof invigilationForms>;
export type InvigilationIntent = InvigilationForm["intent"];

/** Where a save sends the candidate: the same item, the one before or after, a number of the grid, the review. */
const go = z
  .string()
  .regex(/^(auto|stay|prev|next|review|\d{1,4})$/)
  .default("stay");

const optionIds = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().regex(OPTION_ID_PATTERN)).max(6),
);

/** /account/exams/:attemptId/sit: the code, an answer (with its flag), the submit. */
export const sittingForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("code"),
    code: z
      .string()
      .transform(normaliseCode)
      .pipe(
        z.string().regex(new RegExp(`^[${ADMISSION_CODE_ALPHABET}]{${ADMISSION_CODE_LENGTH}}$`), "errors.codeFormat"),
      ),
  }),
  z.object({
    intent: z.literal("save"),
    itemId: z.string().regex(ITEM_ID_PATTERN),
    position: z.coerce.number().int().min(1).max(1000),
    choice: optionIds,
    flagged: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
    revision: z.coerce.number().int().min(1).max(2_000_000_000),
    go,
  }),
  z.object({ intent: z.literal("submit"), confirm: z.literal("on", { error: "errors.confirmSubmit" }) }),
]);
export type SittingForm = z.infer<typeof sittingForms>;
