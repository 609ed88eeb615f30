import { z } from "zod";
import type { JobAlertFilters } from "~/features/jobs/schema";
import type { BoardQuery } from "./jobs";

/** How often an alert is mailed (docs/decisions/029). */
export const alertFrequencies = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** At most this many jobs in one alert mail; the mail links to the board for the rest. */
export const ALERT_MAIL_JOBS = 10;

const frequency = z.enum(alertFrequencies, { error: "errors.frequency" });
const alertId = z.preprocess((value) => value ?? "", z.string().max(100));

/**
 * The board's alert form (`intent=alert`, beside the card toggles of `boardForms`): the board's
 * current filters travel as hidden fields, a guest adds an address. Messages: jobAlerts namespace.
 */
export const alertFormSchema = z.object({
  intent: z.literal("alert"),
  frequency,
  email: z.string().trim().max(254, "errors.email").optional().default(""),
  q: z.string().trim().max(100).optional().default(""),
  country: z.string().optional().default(""),
  workplace: z.string().optional().default(""),
  type: z.string().optional().default(""),
  level: z.string().optional().default(""),
  domain: z.string().optional().default(""),
  salary: z.string().optional().default(""),
});

/** A guest's alert needs an address; a member's uses their account's (the form has no field then). */
export function guestEmailError(email: string): string | null {
  if (email === "") return "errors.emailRequired";
  return z.email().safeParse(email).success ? null : "errors.email";
}

/** The alerts page's forms: confirm (a guest's link), change frequency, delete. */
export const alertPageForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm"), token: alertId }),
  z.object({ intent: z.literal("frequency"), alertId, token: alertId, frequency }),
  z.object({ intent: z.literal("delete"), alertId, token: alertId }),
]);

/** The filters an alert keeps: the board's, without page, sort or tab; empty ones left out. */
export function alertFiltersOf(query: BoardQuery): JobAlertFilters {
  const filters: JobAlertFilters = {};
  if (query.q) filters.q = query.q;
  if (query.country) filters.country = query.country;
  if (query.workplace) filters.workplace = query.workplace;
  if (query.type) filters.type = query.type;
  if (query.level) filters.level = query.level;
  if (query.domain) filters.domain = query.domain;
  if (query.salary) filters.salary = query.salary;
  return filters;
}

/** The board's address for an alert's filters. */
export function boardPathOf(filters: JobAlertFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/community/jobs?${search}` : "/community/jobs";
}
