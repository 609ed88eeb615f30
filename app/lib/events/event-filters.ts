import { z } from "zod";
import { eventRegions, eventTypes, listEventMonths, type EventFilters } from "~/content/events";

/** Filters of the events list from the address: unknown values are ignored, never refused. */
const filterSchema = z.object({
  type: z.enum(eventTypes).optional().catch(undefined),
  region: z.enum(eventRegions).optional().catch(undefined),
  month: z
    .string()
    .refine((month) => listEventMonths().includes(month))
    .optional()
    .catch(undefined),
});

export function parseEventFilters(search: URLSearchParams): EventFilters {
  const parsed = filterSchema.parse({
    type: search.get("type") || undefined,
    region: search.get("region") || undefined,
    month: search.get("month") || undefined,
  });
  // Only the filters that are set (loader data stays small and comparable).
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as EventFilters;
}
