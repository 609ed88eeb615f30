/**
 * The forms of exam sessions and bookings (docs/decisions/051), one schema each, shared by the browser and the
 * server. Messages are keys of the `examBooking` namespace.
 */
import { z } from "zod";
import { frameworkLevels } from "~/content/framework";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import { isTimeZone } from "./zones";

/** The most seats one session may have (a large test centre's hall). */
export const MAX_CAPACITY = 500;
/** The most extra time staff may approve, in percent of the exam's minutes (the table's check). */
export const MAX_EXTRA_TIME = 200;

const id = z.uuid({ error: "errors.chooseSession" });

export const sessionCreateForm = z
  .object({
    intent: z.literal("create"),
    level: z.enum(frameworkLevels, { error: "errors.level" }),
    delivery: z.enum(["testCentre", "online"], "errors.delivery"),
    venue: z.string().trim().max(300, "errors.venueLong").optional().default(""),
    startsAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "errors.startsAt"),
    timeZone: z.string().trim().refine(isTimeZone, "errors.timeZone"),
    capacity: z.coerce
      .number({ error: "errors.capacity" })
      .int("errors.capacity")
      .min(1, "errors.capacity")
      .max(MAX_CAPACITY, "errors.capacity"),
  })
  .refine((v) => v.delivery === "online" || v.venue.length >= 3, { path: ["venue"], message: "errors.venueRequired" });

/** The sessions page: create a session. */
export const sessionsPageForms = sessionCreateForm;

/** One session's page: close, cancel, assign and remove invigilators and assessors. */
export const sessionPageForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("close") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({
    intent: z.literal("assign"),
    userId: z.string().trim().min(1, "errors.person").max(100, "errors.person"),
    role: z.enum(["invigilator", "assessor"], "errors.role"),
  }),
  z.object({
    intent: z.literal("unassign"),
    userId: z.string().trim().min(1).max(100),
    role: z.enum(["invigilator", "assessor"]),
  }),
]);

/** Booking a seat: the session and the language of the exam. */
export const bookForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("book"),
    sessionId: id,
    language: z.string().refine((v): v is LanguageCode => isLanguageCode(v), "errors.language"),
  }),
]);

/** A booking's page: move it, cancel it, ask for an accommodation. */
export const attemptForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reschedule"), sessionId: id }),
  z.object({ intent: z.literal("cancel") }),
  z.object({
    intent: z.literal("accommodation"),
    request: z.string().trim().min(10, "errors.requestShort").max(4000, "errors.requestLong"),
    extraTime: z.coerce
      .number({ error: "errors.extraTime" })
      .int("errors.extraTime")
      .min(0, "errors.extraTime")
      .max(MAX_EXTRA_TIME, "errors.extraTime"),
  }),
]);

/** Exam staff's decision on a request. */
export const accommodationForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("approve"),
    accommodationId: z.uuid(),
    extraTimePercent: z.coerce
      .number({ error: "errors.extraTime" })
      .int("errors.extraTime")
      .min(0, "errors.extraTime")
      .max(MAX_EXTRA_TIME, "errors.extraTime"),
    note: z.string().trim().max(2000, "errors.noteLong").optional().default(""),
  }),
  z.object({
    intent: z.literal("decline"),
    accommodationId: z.uuid(),
    note: z.string().trim().min(5, "errors.noteShort").max(2000, "errors.noteLong"),
  }),
]);
