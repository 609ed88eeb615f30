/** The 11 interface languages of the spec (§2, §9); English is the default and fallback. */
export const languages = [
  { code: "en", name: "English", englishName: "English" },
  { code: "fr", name: "Français", englishName: "French" },
  { code: "es", name: "Español", englishName: "Spanish" },
  { code: "id", name: "Bahasa Indonesia", englishName: "Indonesian" },
  { code: "tl", name: "Tagalog", englishName: "Tagalog" },
  { code: "ja", name: "日本語", englishName: "Japanese" },
  { code: "zh", name: "中文", englishName: "Chinese" },
  { code: "sw", name: "Kiswahili", englishName: "Swahili" },
  { code: "zu", name: "isiZulu", englishName: "Zulu" },
  { code: "is", name: "Íslenska", englishName: "Icelandic" },
  { code: "tr", name: "Türkçe", englishName: "Turkish" },
] as const;

export type LanguageCode = (typeof languages)[number]["code"];

export const defaultLanguage: LanguageCode = "en";
export const languageCodes = languages.map((l) => l.code) as LanguageCode[];

/** A language's own name ("Español"), or the code itself for a code the site does not know. */
export function languageNameOf(code: string | null | undefined): string {
  return languages.find((l) => l.code === code)?.name ?? code ?? "";
}

/** Cookie and localStorage key holding the visitor's choice. */
export const LANGUAGE_COOKIE = "lng";

/** Only the exact codes count; anything else (script injection included) is ignored. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (languageCodes as string[]).includes(value);
}
