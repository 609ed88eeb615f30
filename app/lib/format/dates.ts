import { fillTemplate } from "~/lib/mail/fill-template";
/**
 * Dates and times written out the same way on the server and in the browser: month names and
 * patterns come from the page's namespace, never from the browser's Intl (Chromium has no
 * Icelandic or Zulu locale data, and a mismatch would break hydration).
 */
export type DateWords = {
  /** The 12 month names in the form used inside a date ("júní", "Haziran", "6月"). */
  months: readonly string[];
  /** "{{day}} {{month}} {{year}}" and the like. */
  dateFormat: string;
  /** "{{month}} {{year}}" and the like. */
  monthYearFormat: string;
};

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoMonth = /^(\d{4})-(\d{2})$/;

function monthName(words: DateWords, month: number): string {
  const name = words.months[month - 1];
  if (!name) throw new RangeError(`No month ${month}`);
  return name;
}

/** "2027-06-10" → "10 June 2027" (en), "10. júní 2027" (is), "2027年6月10日" (ja). */
export function formatDate(date: string, words: DateWords): string {
  const match = isoDatePattern.exec(date.slice(0, 10));
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return fillTemplate(words.dateFormat, { day: String(Number(day)), month: monthName(words, Number(month)), year });
}

/** "2027-06" → "June 2027" (en), "júní 2027" (is), "2027年6月" (ja). */
export function formatMonth(month: string, words: DateWords): string {
  const match = isoMonth.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  const [, year, number] = match as unknown as [string, string, string];
  return fillTemplate(words.monthYearFormat, { month: monthName(words, Number(number)), year });
}

/** "+03:00" → "UTC+3", "-07:00" → "UTC-7", "+05:30" → "UTC+5:30", "+00:00" → "UTC". */
export function formatUtcOffset(offset: string): string {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) throw new RangeError(`Not a UTC offset: ${offset}`);
  const [, sign, hours, minutes] = match as unknown as [string, string, string, string];
  if (hours === "00" && minutes === "00") return "UTC";
  return `UTC${sign}${Number(hours)}${minutes === "00" ? "" : `:${minutes}`}`;
}

/** The UTC calendar day of a moment, as YYYY-MM-DD (the form every stored date uses). */
export function isoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Today's UTC calendar day, as YYYY-MM-DD. */
export function isoToday(now: Date = new Date()): string {
  return isoDate(now);
}
