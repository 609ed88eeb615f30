import { data, type RouterContextProvider } from "react-router";
import { getUser, requireUser } from "~/features/auth/index.server";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { eventJsonLd } from "./event-json-ld";
import { isUpcoming, splitEvents } from "./event-types";
import { toEventDetailView, toEventView } from "./event-view";
import { eventPageForms } from "./forms";
import { mayManageEvents, mayRegister, registrationOffered } from "./policy";
import {
  activeRegistration,
  findEventBySlug,
  hasExamSessions,
  listEvents,
  placesLeft,
  registrationCounts,
} from "./queries.server";
import { cancel, checkInOpen, register } from "./registration.server";

type Context = Readonly<RouterContextProvider>;

async function eventOr404(request: Request, context: Context, slug: string) {
  const { db } = getAppContext(context);
  const user = await getUser(request, context);
  // Admins also see an event before it is published.
  const event = await findEventBySlug(db, slug, { publishedOnly: !mayManageEvents(user) });
  if (!event) throw data(null, { status: 404, statusText: "Not Found" });
  return { event, user };
}

/** An event's page: the event, the member's registration and a form token, three more upcoming events. */
export async function eventPage(request: Request, context: Context, slug: string) {
  const { event, user } = await eventOr404(request, context, slug);
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  const messages = pageMessages(context, "events");
  const now = new Date();
  const [all, counts, mine, examBooking] = await Promise.all([
    listEvents(db, { publishedOnly: true }),
    registrationCounts(db, [event.id]),
    user ? activeRegistration(db, event.id, user.id) : Promise.resolve(null),
    hasExamSessions(db, event.id),
  ]);
  const more = splitEvents(
    all.filter((other) => other.slug !== event.slug),
    now,
  ).upcoming.slice(0, 3);
  const upcoming = isUpcoming(event, now);
  // An exam window with sessions is booked with an approved application, never registered for.
  const offered = !examBooking && registrationOffered(event, upcoming);
  return data(
    {
      messages,
      registrationMessages: pageMessages(context, "eventRegistration"),
      event: toEventDetailView(event, language),
      upcoming,
      examBooking,
      registration: {
        slug: event.slug,
        offered,
        signedIn: mayRegister(user),
        placesLeft: placesLeft(event.capacity, counts.get(event.id)?.registered ?? 0),
        mine: mine ? { status: mine.status, position: mine.position } : null,
        submission: user && offered && !mine ? newSubmissionToken() : null,
        checkInOpen: checkInOpen(event, now),
      },
      more: more.map((other) => toEventView(other, language)),
      jsonLd: eventJsonLd(event, language, getAppContext(context).config.siteUrl, messages.calendar.online),
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

/** The event page's forms: register (or join the waiting list) and cancel. */
export async function eventPageAction(request: Request, context: Context, slug: string) {
  const { event } = await eventOr404(request, context, slug);
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, eventPageForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const ask = { context, form, user, event };
  switch (parsed.value.intent) {
    case "register":
      return register(ask);
    case "cancel":
      return cancel(ask);
  }
}
