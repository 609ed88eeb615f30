import { describe, expect, it } from "vitest";
import { languageCodes, type LanguageCode } from "~/lib/i18n/languages";
import type { Namespace } from "./types";

/**
 * Every key of the English files exists in all 11 languages, is not empty, and is
 * translated — not the English text copied — unless the text is the same in that language
 * (names, codes, units: the allow-list below).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>("./*/*.ts", { eager: true });

function flatten(value: unknown, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof value === "string") result.set(prefix, value);
  else if (Array.isArray(value))
    value.forEach((v, i) => flatten(v, `${prefix}[${i}]`).forEach((s, k) => result.set(k, s)));
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value))
      flatten(v, prefix ? `${prefix}.${key}` : key).forEach((s, k) => result.set(k, s));
  }
  return result;
}

function own(language: LanguageCode, namespace: string) {
  return files[`./${language}/${namespace}.ts`]?.default;
}

const namespaces = Object.keys(files)
  .filter((file) => file.startsWith("./en/"))
  .map((file) => file.slice(5, -3) as Namespace);

/** Texts that are rightly the same as English in every language. */
const sameEverywhere = [
  /^GeoCert\b/,
  /^(Markdown|Spam)$/,
  /^[a-z]+(_[a-z]+)*$/, // codes in files (CSV column names, level codes): the same in every language
  /^Cron \{\{\w+\}\} \(UTC\)$/,
  /^[\d\s\p{P}\p{S}]*$/u, // numbers, symbols, punctuation
  /^(\s*\{\{\w+\}\}[\s\p{P}]*)+$/u, // placeholders only ("{{day}} {{month}} {{year}}")
  /^\{\{\w+\}\} (KB|MB|min|mentors?)$/, // units, and "mentor" written alike in several languages
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, // email addresses
  /^https?:\/\//,
  /^(CSV|PDF|ISO\/IEC \d+|ISO \d+)$/, // formats and standards
  /^(Indonesia|Kenya|Türkiye|Japan|Philippines|Europe|Mexico|Iceland|New Zealand|Africa|Asia|Oceania)$/, // names written alike
];

/**
 * Reviewed words that are the same as English in one language (cognates, loanwords, titles kept in
 * English): the allow-list. Anything else identical to English is an untranslated string.
 */
const sameInLanguage: Partial<Record<LanguageCode, readonly string[]>> = {
  sw: ["VAT {{rate}} %"],
  tr: ["Forum"],
  fr: [
    "Total",
    "Forum",
    "Notifications — GeoCert",
    "Administration",
    "Administration — GeoCert",
    "Certification",
    "Certifications",
    "Certifications — GeoCert",
    "Contact — GeoCert",
    "Guide",
    "Inclusion",
    "Menu",
    "Messages",
    "Mission",
    "Notifications",
    "Organisation",
    "Pagination",
    "Phase {{number}}",
    "Question {{number}}",
    "Questions",
    "Score",
    "Vision",
    "{{count}} question",
    "{{count}} questions",
    "{{minutes}} minutes",
    "Actions",
    "Mentors",
    "Active",
    "Contribution",
    "Notes",
    "Discussion",
    "Discussions",
    "{{formatted}} discussion",
    "{{formatted}} discussions",
    "Visible",
    "Contact",
    "Date",
    "Format",
    "Message",
    "Type",
  ],
  es: ["Total", "Error — GeoCert", "Regional", "Visible"],
  id: [
    "Total",
    "Forum",
    "Administrator",
    "Agenda",
    "April",
    "Menu",
    "November",
    "Platinum",
    "September",
    "Status {{status}}",
    "Regional",
    "Tag: {{tag}}",
    "Email",
    "Format",
    "Status",
    "Webinar",
  ],
  tl: [
    "Invoice",
    "Invoice {{number}}",
    "Bank transfer",
    "Reference: {{number}}",
    "VAT {{rate}} %",
    "Forum",
    // Credential titles stay in English in Tagalog (the site's glossary for tl).
    "Associate Geothermal Professional",
    "Certified Geothermal Professional",
    "Senior Geothermal Professional",
    "Geothermal Expert Fellow",
    "Geoscientist",
    "Expert Fellow",
    // Filipino interface loanwords.
    "Mentorship",
    "CSV file",
    "Contact person",
    "Preview",
    "Tag: {{tag}}",
    "{{formatted}} like",
    "Post",
    "Employer",
    "employer",
    "Email",
    "Email address",
    "Online",
    "Password",
    "Profile",
    "Survey",
    "Webinar",
    "Website",
    "Menu",
    "Platinum",
  ],
};

function mayMatchEnglish(language: LanguageCode, text: string): boolean {
  const trimmed = text.trim();
  return sameEverywhere.some((pattern) => pattern.test(trimmed)) || (sameInLanguage[language] ?? []).includes(trimmed);
}

/** Namespaces of pages still being built (their text is not final); empty once they have landed. */
const inProgress = new Set<string>([]);

describe("translations are complete", () => {
  const others = languageCodes.filter((l) => l !== "en");
  for (const namespace of namespaces.filter((n) => !inProgress.has(n))) {
    it(`${namespace}: every key, translated, in all languages`, () => {
      const english = flatten(own("en", namespace));
      const problems: string[] = [];
      for (const language of others) {
        const mine = flatten(own(language, namespace));
        for (const [key, source] of english) {
          const text = mine.get(key);
          if (text === undefined) problems.push(`${language} ${namespace}.${key}: missing`);
          else if (text.trim() === "") problems.push(`${language} ${namespace}.${key}: empty`);
          else if (text === source && !mayMatchEnglish(language, text)) {
            problems.push(`${language} ${namespace}.${key}: same as English "${text.slice(0, 50)}"`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
