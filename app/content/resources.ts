/**
 * The resource library (/resources): fictional but realistic guides, standards summaries,
 * reading lists, templates and webinar recordings. Titles and descriptions live in the
 * "resources" namespace (items.<id>); this module holds the structure.
 */
import { keySkills, type SkillKey } from "~/content/home";
import type { LanguageCode } from "~/lib/i18n/languages";

export const resourceTypes = ["guide", "standard", "readingList", "template", "webinar"] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const resourceLevels = ["all", "associate", "professional", "senior", "expert"] as const;
export type ResourceLevel = (typeof resourceLevels)[number];

export const resourceTopics = keySkills;

/**
 * Files shipped with the app and served from /resources/files/:file. Only these names are
 * ever served (app/routes/resources.files.$file.ts); the text is loaded on the server only.
 */
export const resourceFiles = {
  "associate-study-guide.md": { contentType: "text/markdown; charset=utf-8", format: "markdown" },
  "geothermal-glossary.md": { contentType: "text/markdown; charset=utf-8", format: "markdown" },
  "ceu-log-template.csv": { contentType: "text/csv; charset=utf-8", format: "csv" },
  "core-reading-list.md": { contentType: "text/markdown; charset=utf-8", format: "markdown" },
  "h2s-drilling-safety-checklist.txt": { contentType: "text/plain; charset=utf-8", format: "text" },
} as const satisfies Record<string, { contentType: string; format: "markdown" | "csv" | "text" }>;

export type ResourceFileName = keyof typeof resourceFiles;

export function isResourceFileName(name: string): name is ResourceFileName {
  return Object.prototype.hasOwnProperty.call(resourceFiles, name);
}

export type Resource = {
  id: string;
  type: ResourceType;
  topics: readonly SkillKey[];
  level: ResourceLevel;
  languages: readonly LanguageCode[];
  /** Year of the current edition. */
  year: number;
  /** A downloadable file shipped with the app. */
  file?: ResourceFileName;
  /** A recorded webinar: the recording is described, not hosted here (ask for it). */
  recording?: { date: string; minutes: number };
  /** Printed or members-only editions, sent on request. */
  onRequest?: true;
};

export const resources = [
  {
    id: "associateStudyGuide",
    type: "guide",
    topics: ["resourceAssessment", "drillingOperations", "powerPlantOperations"],
    level: "associate",
    languages: ["en"],
    year: 2025,
    file: "associate-study-guide.md",
  },
  {
    id: "glossary",
    type: "guide",
    topics: ["resourceAssessment", "reservoirEngineering"],
    level: "all",
    languages: ["en"],
    year: 2025,
    file: "geothermal-glossary.md",
  },
  {
    id: "ceuLog",
    type: "template",
    topics: ["regulatoryCompliance"],
    level: "all",
    languages: ["en"],
    year: 2025,
    file: "ceu-log-template.csv",
  },
  {
    id: "coreReadingList",
    type: "readingList",
    topics: ["reservoirEngineering", "powerPlantOperations", "resourceAssessment"],
    level: "professional",
    languages: ["en"],
    year: 2025,
    file: "core-reading-list.md",
  },
  {
    id: "h2sChecklist",
    type: "template",
    topics: ["drillingOperations", "riskAssessment"],
    level: "associate",
    languages: ["en"],
    year: 2024,
    file: "h2s-drilling-safety-checklist.txt",
  },
  {
    id: "wellTestWebinar",
    type: "webinar",
    topics: ["reservoirEngineering"],
    level: "professional",
    languages: ["en"],
    year: 2025,
    recording: { date: "2025-02-18", minutes: 62 },
  },
  {
    id: "scalingWebinar",
    type: "webinar",
    topics: ["powerPlantOperations"],
    level: "professional",
    languages: ["en", "es"],
    year: 2025,
    recording: { date: "2025-04-09", minutes: 55 },
  },
  {
    id: "baselineWebinar",
    type: "webinar",
    topics: ["environmentalManagement"],
    level: "associate",
    languages: ["en", "id"],
    year: 2024,
    recording: { date: "2024-11-21", minutes: 48 },
  },
  {
    id: "financingWebinar",
    type: "webinar",
    topics: ["projectDevelopment", "riskAssessment"],
    level: "senior",
    languages: ["en", "fr"],
    year: 2025,
    recording: { date: "2025-06-03", minutes: 71 },
  },
  {
    id: "seismicityWebinar",
    type: "webinar",
    topics: ["riskAssessment", "reservoirEngineering"],
    level: "senior",
    languages: ["en", "is"],
    year: 2025,
    recording: { date: "2025-09-16", minutes: 66 },
  },
  {
    id: "permitsWebinar",
    type: "webinar",
    topics: ["regulatoryCompliance"],
    level: "professional",
    languages: ["en", "tr"],
    year: 2025,
    recording: { date: "2025-10-07", minutes: 58 },
  },
  {
    id: "unfcSummary",
    type: "standard",
    topics: ["resourceAssessment", "regulatoryCompliance"],
    level: "senior",
    languages: ["en", "fr", "es"],
    year: 2024,
    onRequest: true,
  },
  {
    id: "wellControlSummary",
    type: "standard",
    topics: ["drillingOperations", "riskAssessment"],
    level: "professional",
    languages: ["en", "id", "tl"],
    year: 2025,
    onRequest: true,
  },
  {
    id: "reportingCodeSummary",
    type: "standard",
    topics: ["resourceAssessment", "regulatoryCompliance"],
    level: "expert",
    languages: ["en"],
    year: 2024,
    onRequest: true,
  },
  {
    id: "esiaSummary",
    type: "standard",
    topics: ["environmentalManagement", "regulatoryCompliance"],
    level: "senior",
    languages: ["en", "sw", "es"],
    year: 2025,
    onRequest: true,
  },
  {
    id: "steamFieldGuide",
    type: "guide",
    topics: ["powerPlantOperations"],
    level: "associate",
    languages: ["en", "ja", "id"],
    year: 2024,
    onRequest: true,
  },
  {
    id: "mudLoggingGuide",
    type: "guide",
    topics: ["drillingOperations", "resourceAssessment"],
    level: "associate",
    languages: ["en", "is"],
    year: 2025,
    onRequest: true,
  },
  {
    id: "riskRegister",
    type: "template",
    topics: ["riskAssessment", "projectDevelopment"],
    level: "professional",
    languages: ["en", "zh", "tr"],
    year: 2025,
    onRequest: true,
  },
  {
    id: "seismicityReadingList",
    type: "readingList",
    topics: ["riskAssessment", "reservoirEngineering"],
    level: "expert",
    languages: ["en"],
    year: 2025,
    onRequest: true,
  },
  {
    id: "directUseReadingList",
    type: "readingList",
    topics: ["projectDevelopment", "environmentalManagement"],
    level: "professional",
    languages: ["en", "zu", "sw"],
    year: 2024,
    onRequest: true,
  },
] as const satisfies readonly Resource[];

export type ResourceId = (typeof resources)[number]["id"];

export type ResourceFilters = { type?: ResourceType; topic?: SkillKey; q?: string };

/** Lower case without accents, so "jardhiti" finds nothing odd and "geotermia" finds "geotermía". */
export function normaliseSearchText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en").replace(/\s+/g, " ").trim();
}

/**
 * The resources that match every filter; the search looks for every word of `q` in the texts
 * `textOf` gives for a resource (its title and description in the visitor's language and in English).
 */
export function filterResources<R extends Resource>(
  items: readonly R[],
  filters: ResourceFilters,
  textOf: (item: R) => string,
): R[] {
  const words = filters.q ? normaliseSearchText(filters.q).split(" ").filter(Boolean) : [];
  return items.filter((item) => {
    if (filters.type && item.type !== filters.type) return false;
    if (filters.topic && !item.topics.includes(filters.topic)) return false;
    if (words.length === 0) return true;
    const haystack = normaliseSearchText(textOf(item));
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * "18 February 2025" from "2025-02-18", with the month names and word order of the page's
 * namespace (no Intl: browsers lack some of our locales, and server and browser must agree).
 */
export function formatIsoDate(iso: string, pattern: string, months: readonly string[]): string {
  const [year, month, day] = iso.split("-").map(Number);
  if (!year || !month || !day) return iso;
  return pattern
    .replace("{{year}}", String(year))
    .replace("{{month}}", months[month - 1] ?? String(month))
    .replace("{{monthNumber}}", String(month))
    .replace("{{day}}", String(day));
}
