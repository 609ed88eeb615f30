/** The CPD ledger's forms: one schema, shared by the page and its action (docs/guides/forms.md). */
import { z } from "zod";
import { cpdCategories, cpdRule } from "~/content/cpd-rule";

export const CPD_PROVIDER_MAX = 200;
export const CPD_DESCRIPTION_MAX = 1000;
/** Entries dated before this day are refused (a typing slip, not a cycle anyone still counts). */
export const CPD_EARLIEST_DATE = "1990-01-01";

/**
 * The latest day an activity may be dated: today where the day is furthest ahead (UTC+14), so a member
 * anywhere can log what they did today, and nothing later.
 */
export function latestActivityDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

const activityDate = z
  .string()
  .trim()
  .min(1, "errors.dateRequired")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "errors.dateInvalid")
  .refine(isCalendarDate, "errors.dateInvalid")
  .refine((value) => value >= CPD_EARLIEST_DATE, "errors.dateTooEarly")
  .refine((value) => value <= latestActivityDate(), "errors.dateFuture");

/** Hours with at most one decimal (a comma is read as the decimal mark), 0.5 to the rule's maximum. */
const hours = z
  .string()
  .trim()
  .min(1, "errors.hoursRequired")
  .regex(/^\d{1,3}([.,]\d)?$/, "errors.hoursInvalid")
  .transform((value) => Number(value.replace(",", ".")))
  .refine((value) => value >= 0.5 && value <= cpdRule.maxHoursPerEntry, "errors.hoursRange");

const entryFields = {
  activityDate,
  category: z.enum(cpdCategories, { error: "errors.categoryRequired" }),
  hours,
  provider: z.string().trim().min(1, "errors.providerRequired").max(CPD_PROVIDER_MAX, "errors.providerTooLong"),
  description: z
    .string()
    .trim()
    .min(1, "errors.descriptionRequired")
    .max(CPD_DESCRIPTION_MAX, "errors.descriptionTooLong"),
};

const entryId = z.uuid("errors.notFound");

export const cpdLedgerForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), ...entryFields }),
  z.object({ intent: z.literal("edit"), id: entryId, ...entryFields, removeEvidence: z.literal("1").optional() }),
  z.object({ intent: z.literal("delete"), id: entryId }),
]);

export type CpdLedgerForm = z.output<typeof cpdLedgerForms>;
export type CpdEntryInput = Extract<CpdLedgerForm, { intent: "add" }>;
