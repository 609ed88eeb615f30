/**
 * What mentorship and the directory share: spoken languages (named in their own language, so the
 * names need no translation), and parsing of checkbox groups.
 */
export const spokenLanguages = [
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
  { code: "fr", name: "Français" },
  { code: "de", name: "Deutsch" },
  { code: "it", name: "Italiano" },
  { code: "pt", name: "Português" },
  { code: "is", name: "Íslenska" },
  { code: "tr", name: "Türkçe" },
  { code: "sw", name: "Kiswahili" },
  { code: "zu", name: "isiZulu" },
  { code: "id", name: "Bahasa Indonesia" },
  { code: "tl", name: "Filipino" },
  { code: "ja", name: "日本語" },
  { code: "zh", name: "中文" },
  { code: "mi", name: "Te Reo Māori" },
] as const;
export type SpokenLanguage = (typeof spokenLanguages)[number]["code"];
export const spokenLanguageCodes = spokenLanguages.map((l) => l.code) as [SpokenLanguage, ...SpokenLanguage[]];

export function spokenLanguageName(code: string): string {
  return spokenLanguages.find((l) => l.code === code)?.name ?? code;
}

/** The last word of a name ("Ada M. Field" → "Field"), as the credential check asks for it. */
export function lastName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.at(-1) ?? "";
}

/**
 * A checkbox group as `formObject` gives it (absent, one string, or an array) → trimmed non-empty
 * strings, at most 20 (the zod schemas' `z.preprocess` for checkbox groups).
 */
export function checkboxList(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((item) => (typeof item === "string" ? item.trim() : item))
    .filter((item) => item !== "")
    .slice(0, 20);
}
