import type { Figure } from "~/content/home";
import type { LanguageCode } from "~/lib/i18n/languages";

/**
 * CLDR number conventions of our 11 languages, written out because browsers do not all ship
 * locale data for every one of them (Chromium has none for Icelandic or Zulu), and the server
 * and browser must render the same text. format.test.ts checks this table against Node's full ICU.
 */
const numberConventions: Record<
  LanguageCode,
  { group: string; decimal: string; minGrouping: number; percent: "after" | "after-space" | "before" }
> = {
  en: { decimal: ".", group: ",", minGrouping: 1, percent: "after" },
  fr: { decimal: ",", group: "\u202f", minGrouping: 1, percent: "after-space" },
  es: { decimal: ",", group: ".", minGrouping: 2, percent: "after-space" },
  id: { decimal: ",", group: ".", minGrouping: 1, percent: "after" },
  tl: { decimal: ".", group: ",", minGrouping: 1, percent: "after" },
  ja: { decimal: ".", group: ",", minGrouping: 1, percent: "after" },
  zh: { decimal: ".", group: ",", minGrouping: 1, percent: "after" },
  sw: { decimal: ".", group: ",", minGrouping: 1, percent: "after" },
  zu: { decimal: ".", group: ",", minGrouping: 1, percent: "after" },
  is: { decimal: ",", group: ".", minGrouping: 1, percent: "after" },
  tr: { decimal: ",", group: ".", minGrouping: 1, percent: "before" },
};

/** A whole number with the language's digit grouping: 1,000 · 1.000 · 1 000 · 1000 (es). */
export function formatInteger(value: number, language: LanguageCode): string {
  const { group, minGrouping } = numberConventions[language];
  const digits = String(Math.trunc(Math.abs(value)));
  const sign = value < 0 ? "-" : "";
  // minGrouping 2: four-digit numbers stay ungrouped (CLDR's minimumGroupingDigits).
  if (digits.length < 4 + (minGrouping - 1)) return sign + digits;
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** A number with `digits` decimals and the language's decimal sign: 3.4 · 3,4. */
export function formatDecimal(value: number, language: LanguageCode, digits = 1): string {
  const [whole = "0", fraction] = Math.abs(value).toFixed(digits).split(".");
  const sign = value < 0 ? "-" : "";
  const integer = formatInteger(Number(whole), language);
  return fraction ? `${sign}${integer}${numberConventions[language].decimal}${fraction}` : `${sign}${integer}`;
}

export function formatPercent(value: number, language: LanguageCode): string {
  const number = formatInteger(value, language);
  const style = numberConventions[language].percent;
  return style === "before" ? `%${number}` : style === "after-space" ? `${number}\u00a0%` : `${number}%`;
}

/** A headline figure in the visitor's language: "1,000+" (en), "1.000+" (is), "%95" (tr), "95 %" (fr). */
export function formatFigure(figure: Figure, language: LanguageCode): string {
  if (figure.suffix === "%") return formatPercent(figure.value, language);
  return `${figure.prefix ?? ""}${formatInteger(figure.value, language)}${figure.suffix ?? ""}`;
}

/** The short units of file sizes (CLDR): French writes octets, the others bytes. */
const sizeUnits: Partial<Record<LanguageCode, { kb: string; mb: string }>> = { fr: { kb: "ko", mb: "Mo" } };

/**
 * A file size limit in the visitor's language, in binary units as upload limits are declared:
 * 5 MB · 5 Mo (fr) · 1,5 MB (is) · 256 KB. A no-break space keeps number and unit together.
 */
export function formatFileSize(bytes: number, language: LanguageCode): string {
  const units = sizeUnits[language] ?? { kb: "KB", mb: "MB" };
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${formatDecimal(mb, language, Number.isInteger(mb) ? 0 : 1)}\u00a0${units.mb}`;
  return `${formatInteger(Math.ceil(bytes / 1024), language)}\u00a0${units.kb}`;
}
