import type { RouterContextProvider } from "react-router";
import { getRequestLanguage } from "~/lib/server/app-context.server";
import { formatDate, type DateWords } from "~/lib/format/dates";
import type { LanguageCode } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";

/** Month names and date patterns of a language (kept with the events page's strings). */
export function dateWordsOf(language: LanguageCode): DateWords {
  const { months, dateFormat, monthYearFormat } = getNamespace(language, "events");
  return { months, dateFormat, monthYearFormat };
}

/**
 * A stored timestamp as a date in the request's language ("26 November 2026"), formatted on the
 * server so browser and server always agree. Dates are taken in UTC.
 */
export function formatDateFor(context: Readonly<RouterContextProvider>): (value: Date | string) => string {
  const words = dateWordsOf(getRequestLanguage(context));
  return (value) => formatDate(new Date(value).toISOString().slice(0, 10), words);
}
