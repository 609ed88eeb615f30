import type { LanguageCode } from "~/lib/i18n/languages";
import { countryCodes, isCountryCode } from "./country-codes";

/** Country codes are checked alike by the shared form schemas and the server (./country-codes). */
export { countryCodes, isCountryCode };

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in a language ("IS" → "Iceland", "Ísland", "İzlanda"). */
export function countryName(code: string, language: LanguageCode): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames(language, { type: "region", fallback: "code" });
    displayNames.set(language, names);
  }
  return names.of(code) ?? code;
}

/** Every country with its name in a language, sorted by name: for selects. */
export function countryOptions(
  language: LanguageCode,
  only?: readonly string[],
): Array<{ value: string; label: string }> {
  const collator = new Intl.Collator(language);
  return (only ?? countryCodes)
    .filter((code) => isCountryCode(code))
    .map((code) => ({ value: code, label: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** English names (and a few common aliases) to codes, lower-cased, for reading scraped locations. */
const byName = (() => {
  const names = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
  const map = new Map<string, string>();
  for (const code of countryCodes) {
    const name = names.of(code);
    if (name) map.set(name.toLowerCase(), code);
  }
  for (const [alias, code] of [
    ["usa", "US"],
    ["united states of america", "US"],
    ["uk", "GB"],
    ["england", "GB"],
    ["scotland", "GB"],
    ["turkey", "TR"],
    ["türkiye", "TR"],
    ["the netherlands", "NL"],
    ["holland", "NL"],
  ] as const) {
    map.set(alias, code);
  }
  return map;
})();

/** The country named in a location text ("Reykjavík, Iceland" → "IS"), or null. */
export function countryFromText(text: string | null | undefined): string | null {
  if (!text) return null;
  const parts = text
    .split(/[,;/()|·–-]/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .reverse();
  for (const part of parts) {
    const code = byName.get(part);
    if (code) return code;
    if (/^[a-z]{2}$/.test(part) && isCountryCode(part.toUpperCase()) && part !== "us") return part.toUpperCase();
  }
  if (/\bUS\b|\bUSA\b/.test(text)) return "US";
  return null;
}
