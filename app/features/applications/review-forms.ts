/**
 * The staff review's forms and queue filters (docs/decisions/044), shared by the browser and the server. Messages are
 * keys of the `review` namespace.
 */
import { z } from "zod";
import type { CareerLevelKey } from "~/content/home";
import { levelKeys } from "./self-check";
import { applicationStates, type ApplicationState } from "./states";

/** The states staff see (a draft is the candidate's alone). */
export const reviewStates = applicationStates.filter((s) => s !== "draft") as Exclude<ApplicationState, "draft">[];

/** "Waiting more than N days" filters of the queue. */
export const waitingFilters = [7, 14, 30] as const;
export const REVIEW_PAGE_SIZE = 25;
/** The longest deadline a request for more information may give (days from today). */
export const MAX_MORE_INFO_DAYS = 90;

/**
 * The queue's GET form. A value that is not one of the choices is dropped (the queue shows everything rather than
 * an error page for a hand-edited address).
 */
export const queueFilterSchema = z.object({
  level: z
    .string()
    .refine((v): v is CareerLevelKey => (levelKeys as string[]).includes(v))
    .transform((v) => v as CareerLevelKey)
    .optional()
    .catch(undefined),
  state: z.enum(reviewStates).optional().catch(undefined),
  waiting: z.coerce
    .number()
    .refine((n) => (waitingFilters as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type QueueFilterInput = z.infer<typeof queueFilterSchema>;

const reason = z.string().trim().min(10, "errors.reasonShort").max(4000, "errors.reasonLong");
const optionalReason = z.string().trim().max(4000, "errors.reasonLong").optional().default("");

export const reviewForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("startReview") }),
  z.object({
    intent: z.literal("requestMoreInfo"),
    reason,
    dueOn: z.iso.date("errors.dueOnInvalid"),
  }),
  z.object({ intent: z.literal("approve"), reason: optionalReason }),
  z.object({ intent: z.literal("decline"), reason }),
  z.object({ intent: z.literal("upholdAppeal"), reason }),
  z.object({ intent: z.literal("dismissAppeal"), reason }),
  z.object({
    intent: z.literal("note"),
    text: z.string().trim().min(2, "errors.noteShort").max(4000, "errors.reasonLong"),
  }),
]);
export type ReviewForm = z.infer<typeof reviewForms>;
export type ReviewMove = Exclude<ReviewForm["intent"], "note">;
