import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import {
  checkInRegistration,
  defaultCpdHours,
  eventColumns,
  findEventById,
  findRegistration,
  newCheckInCode,
  promoteFromWaitlist,
  undoCheckIn,
  type EventRecord,
} from "~/features/events/queries.server";
import { eventRegistrations, events, users } from "~/db/schema";
import { requireUser, type SessionUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { fromTenths, toTenths } from "~/content/cpd-rule";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { answeredBefore, storeOnce } from "~/lib/forms/idempotency.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import type { LocalText } from "~/lib/format/localized";
import { languageCodes } from "~/lib/i18n/languages";
import { getAppContext } from "~/lib/server/app-context.server";
import { isUuid } from "~/lib/util/uuid";
import type { GeoEvent } from "./event-types";
import { queueEventMail } from "./event-mail.server";
import { agendaField, agendaFrom, audienceFrom, type EventEditorInput } from "./forms";
import { mayCancelForMember, mayManageEvents } from "./policy";
import { cancelForMember } from "./staff-cancel.server";

/** The admin side of events: create and edit, check people in by hand. */

type Context = Readonly<RouterContextProvider>;

/** An admin (the admin layout checks too; loaders and actions check again). */
export async function requireEventAdmin(request: Request, context: Context) {
  const user = await requireUser(request, context);
  ensure(mayManageEvents(user));
  return user;
}

export async function requireAdminEvent(request: Request, context: Context, id: string) {
  const user = await requireEventAdmin(request, context);
  const event = isUuid(id) ? await findEventById(getAppContext(context).db, id) : null;
  if (!event) throw data(null, { status: 404, statusText: "Not Found" });
  return { user, event };
}

/** What the editor shows for an event (or a new one): every field as the form sends it. */
export function editorValues(event: EventRecord | null): Record<string, string> {
  if (!event) {
    return { type: "meetup", region: "global", format: "inPerson", utcOffset: "+00:00", registrationOpen: "on" };
  }
  const values: Record<string, string> = {
    slug: event.slug,
    type: event.type,
    region: event.region,
    format: event.format,
    startDate: event.start.date,
    startTime: event.start.time,
    endDate: event.end.date,
    endTime: event.end.time,
    utcOffset: event.utcOffset,
    venueName: event.venue?.name ?? "",
    venueCity: event.venue?.city ?? "",
    venueCountry: event.venue?.countryCode ?? "",
    capacity: event.capacity === null ? "" : String(event.capacity),
    cpdHours: String(fromTenths(event.cpdHoursTenths)),
    registrationOpen: event.registrationOpen ? "on" : "",
    published: event.published ? "on" : "",
    audience: event.audience.join(","),
  };
  event.agenda.forEach((item, row) => {
    values[agendaField(row, "order")] = String(row + 1);
    values[agendaField(row, "day")] = item.day === undefined ? "" : String(item.day);
    values[agendaField(row, "time")] = item.time;
    values[agendaField(row, "item")] = item.item;
  });
  for (const code of languageCodes) {
    values[`title_${code}`] = event.title[code] ?? "";
    values[`summary_${code}`] = event.summary[code] ?? "";
    values[`description_${code}`] = event.description
      .map((paragraph) => paragraph[code] ?? "")
      .filter(Boolean)
      .join("\n\n");
  }
  return values;
}

/** LocalText from the per-language fields: English always, other languages when written. */
function localFrom(input: EventEditorInput, field: "title" | "summary"): LocalText {
  const fields = input as unknown as Record<string, string>;
  const text: LocalText = { en: fields[`${field}_en`] ?? "" };
  for (const code of languageCodes) {
    const value = fields[`${field}_${code}`];
    if (code !== "en" && value) text[code] = value;
  }
  return text;
}

/** Paragraphs per language, matched by position; a paragraph exists when it has English words. */
function descriptionFrom(input: EventEditorInput): LocalText[] {
  const fields = input as unknown as Record<string, string>;
  const split = (code: string) =>
    (fields[`description_${code}`] ?? "")
      .split(/\r?\n\s*\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean);
  const english = split("en");
  return english.map((en, index) => {
    const paragraph: LocalText = { en };
    for (const code of languageCodes) {
      const value = code === "en" ? undefined : split(code)[index];
      if (code !== "en" && value) paragraph[code] = value;
    }
    return paragraph;
  });
}

function eventFrom(input: EventEditorInput): GeoEvent {
  return {
    slug: input.slug,
    type: input.type,
    region: input.region,
    format: input.format,
    start: { date: input.startDate, time: input.startTime },
    end: { date: input.endDate, time: input.endTime },
    utcOffset: input.utcOffset,
    ...(input.format !== "online"
      ? { venue: { name: input.venueName, city: input.venueCity, countryCode: input.venueCountry } }
      : {}),
    title: localFrom(input, "title"),
    summary: localFrom(input, "summary"),
    description: descriptionFrom(input),
    agenda: agendaFrom(input),
    audience: audienceFrom(input),
  };
}

async function slugTaken(db: Database, slug: string, exceptId: string | null) {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

/**
 * Creates (`existing` null) or updates an event. More places than before fill from the wait list in
 * the same transaction, and those members are mailed.
 */
export async function saveEvent(
  context: Context,
  form: FormData,
  input: EventEditorInput,
  existing: EventRecord | null,
) {
  const app = getAppContext(context);
  const created = { ns: "eventRegistration", key: "done.created" } as const;
  // A resend of a create that was stored goes where the first went, before the address check it would now fail
  // (the address is its own event's).
  if (!existing) {
    const before = await answeredBefore<string | null>(app.db, form, "event-create");
    if (before) throw redirectWithFlash(context, `/admin/events/${before}`, created);
  }
  if (await slugTaken(app.db, input.slug, existing?.id ?? null))
    return refuseFields(form, { slug: "errors.slugTaken" });
  const event = eventFrom(input);
  const columns = {
    ...eventColumns(event),
    capacity: input.capacity === "" ? null : Number(input.capacity),
    cpdHoursTenths: toTenths(input.cpdHours === "" ? defaultCpdHours(event) : Number(input.cpdHours)),
    registrationOpen: input.registrationOpen,
    published: input.published,
  };
  if (!existing) {
    const { result } = await storeOnce(app.db, form, "event-create", async (tx) => {
      const [row] = await tx
        .insert(events)
        .values({ ...columns, checkInCode: newCheckInCode() })
        .onConflictDoNothing()
        .returning({ id: events.id });
      return row?.id ?? null;
    });
    if (!result) return refuseFields(form, { slug: "errors.slugTaken" });
    throw redirectWithFlash(context, `/admin/events/${result}`, created);
  }
  const stored = await app.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx.select({ id: events.id }).from(events).where(eq(events.id, existing.id)).for("update");
    const [row] = await tx
      .update(events)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(events.id, existing.id))
      .returning();
    if (!row) return false;
    const saved = (await findEventById(tx, existing.id))!;
    for (const promoted of await promoteFromWaitlist(tx, row)) {
      await queueEventMail(tx, app.mailer, app.config.siteUrl, "promoted", { userId: promoted.userId, event: saved });
    }
    return true;
  });
  if (!stored) return refuseForm(form, "errors.slugTaken");
  throw redirectWithFlash(context, `/admin/events/${existing.id}`, {
    ns: "eventRegistration",
    key: "done.saved",
    form: "save",
  });
}

async function memberName(db: Database, registrationId: string): Promise<string> {
  const [row] = await db
    .select({ name: users.name })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.id, registrationId));
  return row?.name ?? "";
}

/** An admin checks a registered member in (any day: the admin sees them there), or undoes it. */
export async function adminCheckIn(
  context: Context,
  form: FormData,
  event: EventRecord,
  registrationId: string,
  undo: boolean,
) {
  const { db } = getAppContext(context);
  const done = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    if (undo) return undoCheckIn(tx, registrationId, event.id);
    return (await checkInRegistration(tx, registrationId, event)).outcome !== "notRegistered";
  });
  if (!done) return refuseForm(form, "errors.notRegistered");
  throw redirectWithFlash(context, `/admin/events/${event.id}`, {
    ns: "eventRegistration",
    key: undo ? "done.adminUndone" : "done.adminCheckedIn",
    values: { name: await memberName(db, registrationId) },
    form: "attendees",
  });
}

/**
 * An admin cancels a member's registration (after the confirmation step): the member's own
 * transactional path (decision 032), the member mailed that our staff cancelled it. A second post of
 * the same cancellation changes nothing and says so; a checked-in registration is refused.
 */
export async function adminCancel(
  context: Context,
  form: FormData,
  user: SessionUser,
  event: EventRecord,
  input: { registrationId: string; reason: string },
) {
  const app = getAppContext(context);
  const found = await findRegistration(app.db, input.registrationId);
  if (!found || found.event.id !== event.id) return refuseForm(form, "errors.registrationMissing");
  const name = found.user.name;
  if (found.registration.status === "attended" && !mayCancelForMember(user, found.registration)) {
    return refuseForm(form, "errors.cancelCheckedIn", { values: { name } });
  }
  const deps = { db: app.db, mailer: app.mailer, siteUrl: app.config.siteUrl };
  const result = await cancelForMember(deps, { event, registrationId: input.registrationId, reason: input.reason });
  if (result.outcome === "missing") return refuseForm(form, "errors.registrationMissing");
  if (result.outcome === "checkedIn") return refuseForm(form, "errors.cancelCheckedIn", { values: { name } });
  const promoted = result.outcome === "cancelled" ? result.promoted.join(", ") : "";
  throw redirectWithFlash(context, `/admin/events/${event.id}`, {
    ns: "eventRegistration",
    key:
      result.outcome === "already"
        ? "done.adminAlreadyCancelled"
        : promoted
          ? "done.adminCancelledPromoted"
          : "done.adminCancelled",
    values: { name: result.name, promoted },
    form: "attendees",
  });
}
