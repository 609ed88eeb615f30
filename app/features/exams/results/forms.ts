/**
 * The forms of the exam results pages (docs/decisions/050), shared by the browser and the server. Messages are
 * keys of the `examResults` namespace.
 */
import { z } from "zod";
import { frameworkLevels } from "~/content/framework";
import type { ExamDecision, ResultStatus } from "../schema";

export const resultStatuses = ["pending", "withheld", "released", "voided"] as const satisfies readonly ResultStatus[];
export const examDecisions = ["certified", "notCertified"] as const satisfies readonly ExamDecision[];
export const RESULTS_PAGE_SIZE = 25;

/** The list's GET form: a value that is not one of the choices is dropped (the whole list rather than an error). */
export const resultFilterSchema = z.object({
  level: z.enum(frameworkLevels).optional().catch(undefined),
  status: z.enum(resultStatuses).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type ResultFilters = z.infer<typeof resultFilterSchema>;

const reason = z.string().trim().min(10, "errors.reasonShort").max(4000, "errors.reasonLong");

/** What exam administration does to a result: each needs a reason, kept in the attempt's history. */
export const resultChanges = ["withhold", "release", "void"] as const;
export type ResultChange = (typeof resultChanges)[number];

export const resultForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("withhold"), reason }),
  z.object({ intent: z.literal("release"), reason }),
  z.object({ intent: z.literal("void"), reason }),
  z.object({
    intent: z.literal("decide"),
    decision: z.enum(examDecisions, { error: "errors.decision" }),
    reason,
  }),
]);
export type ResultForm = z.infer<typeof resultForms>;
