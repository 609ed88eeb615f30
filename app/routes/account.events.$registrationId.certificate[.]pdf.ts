import { data } from "react-router";
import type { Route } from "./+types/account.events.$registrationId.certificate[.]pdf";
import { findRegistration, attendancePdf } from "~/features/events/index.server";
import { requireUser } from "~/features/auth/index.server";
import { fileHeaders } from "~/features/credentials/index.server";
import { eventDateText, hoursText, mayReadCertificate } from "~/features/events";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { localString } from "~/lib/format/localized";
import { isLanguageCode } from "~/lib/i18n/languages";
import { isUuid } from "~/lib/util/uuid";
import { getAppContext } from "~/lib/server/app-context.server";
import { getNamespace } from "~/locales/index.server";

/**
 * The certificate of attendance of a registration that was checked in, for its member
 * and admins, in the member's language. Anyone else, or before check-in: 404 (nothing is revealed).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const found = isUuid(params.registrationId)
    ? await findRegistration(getAppContext(context).db, params.registrationId)
    : null;
  if (!found || !mayReadCertificate(user, found.registration) || found.registration.status !== "attended") {
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  const { event, registration } = found;
  const language = isLanguageCode(found.user.language) ? found.user.language : "en";
  const texts = getNamespace(language, "eventRegistration").certificate;
  const place = event.venue
    ? `${event.venue.name}, ${event.venue.city}${event.format === "hybrid" ? ` / ${texts.online}` : ""}`
    : texts.online;
  const pdf = await attendancePdf({
    reference: registration.id,
    memberName: found.user.name,
    eventTitle: localString(event.title, language),
    date: eventDateText(event, dateWordsOf(language)),
    place,
    hours: hoursText(event.cpdHoursTenths, language),
    brandName: getNamespace(language, "common").brand.name,
    language,
    texts,
  });
  return new Response(new Uint8Array(pdf), {
    headers: fileHeaders("application/pdf", `attendance-${event.slug.replace(/[^a-z0-9-]/g, "")}.pdf`),
  });
}
