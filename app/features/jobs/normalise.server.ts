import type { JobDomain, JobLevel, JobType, Workplace } from "./jobs";

/** A job as an adapter read it from a source, before it is matched against the board. */
export type ScrapedJob = {
  externalId: string;
  title: string;
  organisation?: string;
  /** Location as the source wrote it ("Reykjavík, Iceland"). */
  location?: string;
  city?: string | null;
  country?: string | null;
  workplace?: Workplace | null;
  type?: JobType | null;
  /** HTML (sanitised before it is shown). */
  descriptionHtml?: string;
  /** Text searched for keywords besides title and description (department, team). */
  extraText?: string;
  url?: string | null;
  applyUrl?: string | null;
  postedAt?: Date | null;
  salary?: { min?: number | null; max?: number | null; currency?: string | null } | null;
};

export function workplaceFromText(text: string | null | undefined): Workplace | null {
  if (!text) return null;
  if (/\bhybrid\b/i.test(text)) return "hybrid";
  if (/\bremote\b|\banywhere\b|\bwork from home\b/i.test(text)) return "remote";
  if (/\bon[- ]?site\b|\bin[- ]office\b/i.test(text)) return "onsite";
  return null;
}

export function typeFromText(text: string | null | undefined): JobType | null {
  if (!text) return null;
  const value = text.toLowerCase().replace(/[\s_-]+/g, "");
  if (value.includes("intern") || value.includes("trainee") || value.includes("apprentice")) return "internship";
  if (value.includes("parttime")) return "part-time";
  if (value.includes("contract") || value.includes("temporary") || value.includes("freelance")) return "contract";
  if (value.includes("fulltime") || value.includes("permanent") || value.includes("regular")) return "full-time";
  return null;
}

/** The career level suggested by a title ("Senior reservoir engineer" → senior), or null. */
export function levelFromTitle(title: string): JobLevel | null {
  if (/\b(head|director|principal|chief|vp|vice president|lead)\b/i.test(title)) return "expert";
  if (/\b(senior|sr\.?|staff|manager)\b/i.test(title)) return "senior";
  if (/\b(junior|jr\.?|graduate|trainee|intern|apprentice|assistant|entry)\b/i.test(title)) return "associate";
  if (/\b(technician|operator)\b/i.test(title)) return "associate";
  if (/\b(engineer|geologist|geophysicist|scientist|specialist|analyst)\b/i.test(title)) return "professional";
  return null;
}

const domainWords: ReadonlyArray<[JobDomain, RegExp]> = [
  ["reservoirEngineering", /reservoir/i],
  ["drillingOperations", /drill|well(site|s)?\b|rig\b|mud log/i],
  ["powerPlantOperations", /power plant|plant operat|operations? (engineer|technician)|o&m|maintenance/i],
  ["environmentalManagement", /environment|emission|sustainab|ecolog/i],
  ["projectDevelopment", /project|development manager|business development/i],
  ["riskAssessment", /\brisk|safety|hse\b|hsse|health and safety/i],
  ["regulatoryCompliance", /regulat|complian|permit|licens/i],
  ["resourceAssessment", /resource|geolog|geophysic|geochem|exploration|subsurface/i],
];

/** Skill domains a job's title (and department) speak of. */
export function domainsFromText(text: string): JobDomain[] {
  return domainWords.filter(([, pattern]) => pattern.test(text)).map(([domain]) => domain);
}

function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The key that merges one job listed by several sources: title + organisation + location, normalised. */
export function dedupeKey(title: string, organisation: string, location: string): string {
  const org = fold(organisation).replace(/\b(ltd|limited|inc|llc|gmbh|plc|hf|ehf|sa|as|co|corp|corporation)\b/g, "");
  return [fold(title), org.replace(/\s+/g, " ").trim(), fold(location)].join("|");
}

/** A job URL without tracking parameters, fragment or trailing slash, lower-case host: merges duplicates. */
export function canonicalUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    for (const key of [...url.searchParams.keys()]) {
      if (/^(utm_|gh_src|source|ref|lever-|fbclid|gclid)/i.test(key)) url.searchParams.delete(key);
    }
    url.protocol = "https:";
    const text = url.toString();
    return text.endsWith("/") && url.pathname !== "/" ? text.slice(0, -1) : text;
  } catch {
    return null;
  }
}

/** Whether a job mentions one of the keywords (case- and accent-insensitive); no keywords: every job. */
export function matchesKeywords(job: ScrapedJob, keywords: readonly string[]): boolean {
  if (keywords.length === 0) return true;
  const haystack = fold(`${job.title} ${job.extraText ?? ""} ${stripTags(job.descriptionHtml ?? "")}`);
  return keywords.some((keyword) => {
    const needle = fold(keyword);
    return needle !== "" && haystack.includes(needle);
  });
}

export function stripTags(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Decodes the HTML entities that APIs use to escape HTML inside JSON (Greenhouse's `content`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code =
        entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
    return named[entity.toLowerCase()] ?? whole;
  });
}

/** A yearly amount from an amount per interval (hour, day, week, month, year). */
export function yearly(amount: number | null | undefined, interval: string | null | undefined): number | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) return null;
  const unit = (interval ?? "year").toLowerCase();
  const factor = unit.includes("hour")
    ? 2080
    : unit.includes("day")
      ? 260
      : unit.includes("week")
        ? 52
        : unit.includes("month")
          ? 12
          : 1;
  return Math.round(amount * factor);
}
