import { z } from "zod";
import { eventRegions, eventTypes, type EventFilters } from "~/features/events/event-types";

/** Filters of the events list from the address: unknown values are ignored, never refused. */
const filterSchema = (months: readonly string[]) =>
  z.object({
    type: z.enum(eventTypes).optional().catch(undefined),
    region: z.enum(eventRegions).optional().catch(undefined),
    month: z
      .string()
      .refine((month) => months.includes(month))
      .optional()
      .catch(undefined),
  });

/** `months`: the months that have events (listEventMonths of the events shown). */
export function parseEventFilters(search: URLSearchParams, months: readonly string[]): EventFilters {
  const parsed = filterSchema(months).parse({
    type: search.get("type") || undefined,
    region: search.get("region") || undefined,
    month: search.get("month") || undefined,
  });
  // Only the filters that are set (loader data stays small and comparable).
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as EventFilters;
}
