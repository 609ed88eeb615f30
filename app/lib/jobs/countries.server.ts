import type { LanguageCode } from "~/lib/i18n/languages";

/**
 * Countries as ISO 3166-1 alpha-2 codes, named with Node's full ICU data on the server (the
 * browser may lack some languages' data, so names travel in loader data).
 */
const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const notCountries = new Set(["EU", "EZ", "UN", "ZZ", "QO", "XA", "XB", "AN"]);

export const countryCodes: readonly string[] = (() => {
  const names = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
  const codes: string[] = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      if (notCountries.has(code)) continue;
      try {
        // Deprecated codes (DY for Benin, HV for Burkina Faso…) canonicalise to their successor.
        const canonical = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
        if (canonical && names.of(code)) codes.push(code);
      } catch {
        // not a region code
      }
    }
  }
  return codes;
})();

const known = new Set(countryCodes);

export function isCountryCode(value: unknown): value is string {
  return typeof value === "string" && known.has(value);
}

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
    .filter((code) => known.has(code))
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
    if (/^[a-z]{2}$/.test(part) && known.has(part.toUpperCase()) && part !== "us") return part.toUpperCase();
  }
  if (/\bUS\b|\bUSA\b/.test(text)) return "US";
  return null;
}
