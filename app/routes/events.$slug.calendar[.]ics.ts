import type { Route } from "./+types/events.$slug.calendar[.]ics";
import { findEventBySlug } from "~/features/events/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { buildCalendar, calendarFileName, eventCalendarEntry } from "~/features/events";
import { getNamespace } from "~/locales/index.server";

/** "Add to calendar": the event as an .ics file (RFC 5545), downloaded rather than shown. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await findEventBySlug(getAppContext(context).db, params.slug, { publishedOnly: true });
  if (!event) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const language = getRequestLanguage(context);
  const body = buildCalendar(
    eventCalendarEntry(event, {
      language,
      siteUrl: getAppContext(context).config.siteUrl,
      onlineLabel: getNamespace(language, "events").calendar.online,
      stamp: new Date(),
    }),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(event)}"`,
      "Cache-Control": "no-cache",
    },
  });
}
