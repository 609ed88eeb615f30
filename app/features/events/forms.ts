import { z } from "zod";
import { cpdRule } from "~/content/cpd-rule";
import { languageCodes } from "~/lib/i18n/languages";
import {
  audienceKeys,
  eventRegions,
  eventTypes,
  isAgendaKey,
  isAudienceKey,
  type AgendaItem,
  type AudienceKey,
} from "./event-types";

/** The forms of the events pages, one schema per page, shared by browser and server. */

/** /events/:slug: register or cancel. */
export const eventPageForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("register") }),
  z.object({ intent: z.literal("cancel") }),
]);

/** /events/:slug/check-in: the code shown at the event. */
export const checkInForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("checkIn"),
    code: z.string().trim().min(1, "errors.codeRequired").max(40, "errors.wrongCode"),
  }),
]);

/** The most an admin's note to a member whose registration they cancel may hold. */
export const CANCEL_NOTE_MAX = 500;

/** /admin/events/:id: the attendee list's check-in and undo, and an admin's cancellation with an optional note. */
export const attendeeForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("checkIn"), registrationId: z.string().uuid() }),
  z.object({ intent: z.literal("undoCheckIn"), registrationId: z.string().uuid() }),
  z.object({
    intent: z.literal("cancelRegistration"),
    registrationId: z.string().uuid(),
    // One short paragraph of plain text (quoted in the member's mail): line breaks and runs of spaces become one space.
    reason: z
      .string()
      .trim()
      .max(CANCEL_NOTE_MAX, "errors.reasonLong")
      .transform((value) => value.replace(/[\s\p{Cc}]+/gu, " "))
      .optional()
      .default(""),
  }),
]);

export const eventFormats = ["inPerson", "online", "hybrid"] as const;

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());
const optionalText = z.string().trim().max(2000).optional().default("");

/** One field per language of the title, summary and description: `title_en`, `title_is` … */
const localFields = Object.fromEntries(
  languageCodes.flatMap((code) => [
    [`title_${code}`, code === "en" ? z.string().trim().min(1, "errors.titleRequired").max(200) : optionalText],
    [`summary_${code}`, code === "en" ? z.string().trim().min(1, "errors.summaryRequired").max(600) : optionalText],
    [`description_${code}`, z.string().trim().max(10_000).optional().default("")],
  ]),
) as Record<string, z.ZodType<string>>;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "errors.dateInvalid");
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "errors.timeInvalid");

/**
 * The agenda in the editor: numbered rows `agenda_<n>_order|day|time|item|remove`, without JavaScript —
 * the existing items plus `AGENDA_BLANK_ROWS` empty rows (saving adds more); a row is shown in the
 * order of its number, removed by its checkbox or by emptying it.
 */
export const AGENDA_ROWS_MAX = 40;
export const AGENDA_BLANK_ROWS = 3;
export const AGENDA_DAYS_MAX = 14;
const agendaParts = ["order", "day", "time", "item", "remove"] as const;
type AgendaPart = (typeof agendaParts)[number];
export const agendaField = (row: number, part: AgendaPart) => `agenda_${row}_${part}`;
const agendaFields = Object.fromEntries(
  Array.from({ length: AGENDA_ROWS_MAX }, (_, row) =>
    agendaParts.map((part) => [agendaField(row, part), z.string().trim().max(40).optional().default("")]),
  ).flat(),
) as Record<string, z.ZodType<string>>;

/** Audiences: a checkbox group, absent when none is ticked, an array when several are. */
const audienceField = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().max(40)).max(20, "errors.audienceInvalid"),
);

/** /admin/events/new and /admin/events/:id: every field of an event. */
const editorFields = {
  intent: z.literal("save"),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "errors.slugRequired")
    .max(100, "errors.slugRequired"),
  type: z.enum(eventTypes),
  region: z.enum(eventRegions),
  format: z.enum(eventFormats),
  startDate: date,
  startTime: time,
  endDate: date,
  endTime: time,
  utcOffset: z.string().regex(/^[+-](0\d|1[0-4]):[0-5]\d$/, "errors.offsetInvalid"),
  venueName: optionalText,
  venueCity: optionalText,
  venueCountry: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, "errors.venueRequired")
    .optional()
    .default(""),
  capacity: z
    .string()
    .trim()
    .regex(/^(\d{1,5})?$/, "errors.capacityInvalid")
    .optional()
    .default(""),
  cpdHours: z
    .string()
    .trim()
    .regex(/^(\d{1,2}(\.\d)?)?$/, "errors.hoursInvalid")
    .refine((value) => value === "" || Number(value) <= cpdRule.automatic.eventMaxHours, "errors.hoursInvalid")
    .optional()
    .default(""),
  registrationOpen: checkbox,
  published: checkbox,
  audience: audienceField,
  ...agendaFields,
  ...localFields,
};

type EditorFields = z.output<z.ZodObject<typeof editorFields>>;

const wholeIn = (value: string, max: number) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= max;

/** The agenda's rows as typed (blank and removed rows left out), each with its issues. */
function agendaRows(value: EditorFields) {
  const fields = value as unknown as Record<string, string>;
  const rows: Array<{
    row: number;
    order: string;
    day: string;
    time: string;
    item: string;
    issues: [string, string][];
  }> = [];
  for (let row = 0; row < AGENDA_ROWS_MAX; row++) {
    const [order = "", day = "", time = "", item = "", remove = ""] = agendaParts.map(
      (part) => fields[agendaField(row, part)] ?? "",
    );
    if (remove === "on" || (!day && !time && !item)) continue;
    const issues: [string, string][] = [];
    if (order && !wholeIn(order, 99)) issues.push([agendaField(row, "order"), "errors.agendaOrderInvalid"]);
    if (day && !wholeIn(day, AGENDA_DAYS_MAX)) issues.push([agendaField(row, "day"), "errors.agendaDayInvalid"]);
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) issues.push([agendaField(row, "time"), "errors.agendaTimeRequired"]);
    if (!isAgendaKey(item)) issues.push([agendaField(row, "item"), "errors.agendaItemRequired"]);
    rows.push({ row, order, day, time, item, issues });
  }
  return rows;
}

/** The agenda to store: the rows in the order of their numbers (unnumbered ones last, as listed). */
export function agendaFrom(value: EditorFields): AgendaItem[] {
  return agendaRows(value)
    .filter((row) => row.issues.length === 0)
    .map((row) => ({ ...row, rank: row.order ? Number(row.order) : Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.rank - b.rank || a.row - b.row)
    .map((row) => ({
      ...(row.day ? { day: Number(row.day) } : {}),
      time: row.time,
      item: row.item as AgendaItem["item"],
    }));
}

/** The audiences to store, in the list's order, each once. */
export function audienceFrom(value: EditorFields): AudienceKey[] {
  const ticked = new Set(value.audience);
  return audienceKeys.filter((key) => ticked.has(key));
}

function editorRules(value: EditorFields, ctx: z.RefinementCtx) {
  // Offsets alike, local date and time order is the instants' order.
  if (`${value.endDate}T${value.endTime}` <= `${value.startDate}T${value.startTime}`) {
    ctx.addIssue({ code: "custom", path: ["endTime"], message: "errors.endBeforeStart" });
  }
  if (value.format !== "online" && (!value.venueName || !value.venueCity || !value.venueCountry)) {
    ctx.addIssue({ code: "custom", path: ["venueName"], message: "errors.venueRequired" });
  }
  if (!value.audience.every(isAudienceKey)) {
    ctx.addIssue({ code: "custom", path: ["audience"], message: "errors.audienceInvalid" });
  }
  for (const row of agendaRows(value)) {
    for (const [path, message] of row.issues) ctx.addIssue({ code: "custom", path: [path], message });
  }
}

export const eventEditorForms = z.discriminatedUnion("intent", [z.object(editorFields)]).superRefine(editorRules);
export type EventEditorInput = EditorFields;
