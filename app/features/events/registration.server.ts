import type { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import {
  activeRegistration,
  cancelRegistration,
  checkInRegistration,
  hasExamSessions,
  normaliseCode,
  registerForEvent,
  type EventRecord,
} from "~/features/events/queries.server";
import { ensure } from "~/features/auth";
import type { SessionUser } from "~/features/auth/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { storeOnce } from "~/lib/forms/idempotency.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { consume, refund } from "~/lib/server/rate-limit.server";
import { isUpcoming } from "./event-types";
import { queueEventMail } from "./event-mail.server";
import { hoursText } from "./event-view";
import { mayRegister, registrationOffered } from "./policy";

/** The intents of /events/:slug and /events/:slug/check-in (docs/decisions/032). */

type Ask = { context: Readonly<RouterContextProvider>; form: FormData; user: SessionUser; event: EventRecord };

const eventPath = (event: EventRecord) => `/events/${event.slug}`;

/** Register: a place, or the wait list when full; the mail in the same transaction. A retried post stores once. */
export async function register({ context, form, user, event }: Ask) {
  ensure(mayRegister(user));
  if (!registrationOffered(event, isUpcoming(event, new Date()))) return refuseForm(form, "errors.closed");
  const app = getAppContext(context);
  if (await hasExamSessions(app.db, event.id)) return refuseForm(form, "errors.closed");
  const { result } = await storeOnce(app.db, form, "event-register", async (tx) => {
    const outcome = await registerForEvent(tx, { eventId: event.id, userId: user.id });
    if (outcome.outcome === "missing") return { key: "errors.closed", position: 0 };
    if (outcome.created) {
      await queueEventMail(tx, app.mailer, app.config.siteUrl, outcome.outcome, {
        userId: user.id,
        event,
        position: outcome.registration.position,
      });
    }
    return {
      key: outcome.created ? `done.${outcome.outcome}` : "done.already",
      position: outcome.registration.position ?? 0,
    };
  });
  throw redirectWithFlash(context, eventPath(event), {
    ns: "eventRegistration",
    key: result.key,
    values: { position: result.position },
    form: "registration",
  });
}

/** Cancel: the place goes to the first on the wait list in the same transaction, and both are mailed. */
export async function cancel({ context, user, event }: Ask) {
  ensure(mayRegister(user));
  const app = getAppContext(context);
  await app.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const { cancelled, promoted } = await cancelRegistration(tx, { eventId: event.id, userId: user.id });
    if (!cancelled) return;
    await queueEventMail(tx, app.mailer, app.config.siteUrl, "cancelled", { userId: user.id, event });
    for (const registration of promoted) {
      await queueEventMail(tx, app.mailer, app.config.siteUrl, "promoted", { userId: registration.userId, event });
    }
  });
  throw redirectWithFlash(context, eventPath(event), {
    ns: "eventRegistration",
    key: "done.cancelled",
    form: "registration",
  });
}

/** Slack around the event's days for check-in (a member arriving early, a late evening abroad). */
export const CHECK_IN_SLACK_HOURS = 6;

/** Whether check-in is open at `now`: from the start date's midnight to the end date's end, in the event's offset. */
export function checkInOpen(event: Pick<EventRecord, "start" | "end" | "utcOffset">, now: Date): boolean {
  const from = new Date(`${event.start.date}T00:00:00${event.utcOffset}`).getTime();
  const to = new Date(`${event.end.date}T23:59:59${event.utcOffset}`).getTime();
  const slack = CHECK_IN_SLACK_HOURS * 3_600_000;
  return now.getTime() >= from - slack && now.getTime() <= to + slack;
}

/**
 * Check-in with the code shown at the event: only on the event's days, only for a registered member;
 * wrong codes spend the member's attempts (rate limit). Attended + CPD credit in one transaction.
 */
export async function checkInWithCode({ context, form, user, event }: Ask, code: string, now = new Date()) {
  ensure(mayRegister(user));
  const app = getAppContext(context);
  if (!checkInOpen(event, now)) return refuseForm(form, "errors.notToday");
  // The attempt is spent before the code is compared, as at the gate: checked first and spent after a
  // wrong code, parallel guesses all passed the check. The right code gets its point back.
  const key = `${user.id}:${event.id}`;
  const wait = await consume(app.rateLimits.eventCheckIn, key);
  if (wait > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429, headers: { "Retry-After": String(wait) } });
  }
  if (normaliseCode(code) !== event.checkInCode) return refuseFields(form, { code: "errors.wrongCode" });
  await refund(app.rateLimits.eventCheckIn, key);
  const registration = await activeRegistration(app.db, event.id, user.id);
  if (!registration || registration.status === "waitlisted") return refuseForm(form, "errors.notRegistered");
  const outcome = await app.db.transaction((tx) =>
    checkInRegistration(tx as unknown as Database, registration.id, event),
  );
  if (outcome.outcome === "notRegistered") return refuseForm(form, "errors.notRegistered");
  throw redirectWithFlash(context, `${eventPath(event)}/check-in`, {
    ns: "eventRegistration",
    key: outcome.outcome === "checkedIn" ? "done.checkedIn" : "done.alreadyCheckedIn",
    values: { hours: hoursText(event.cpdHoursTenths, getRequestLanguage(context)) },
    form: "checkIn",
  });
}
