import * as cheerio from "cheerio";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import robotsParser from "robots-parser";
import { workplaces, type JobSourceKind, type Workplace } from "./jobs";
import { countryFromText, isCountryCode } from "./countries.server";
import {
  decodeEntities,
  stripTags,
  typeFromText,
  workplaceFromText,
  yearly,
  type ScrapedJob,
} from "./normalise.server";
import { SafeFetchError, type Fetcher } from "./safe-fetch.server";

/** What an adapter needs to know of a source. */
export type SourceConfig = {
  kind: JobSourceKind;
  identifier: string;
  organisation: string;
  apiBaseUrl: string | null;
  selectors: { item: string; title: string; link: string; location: string } | null;
};

/** A source answered something we cannot read (the run log shows the message). */
export class SourceFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SourceFormatError";
  }
}

export const DEFAULT_API_BASES: Record<"greenhouse" | "lever" | "ashby", string> = {
  greenhouse: "https://boards-api.greenhouse.io",
  lever: "https://api.lever.co",
  ashby: "https://api.ashbyhq.com",
};

function apiBase(source: SourceConfig, kind: keyof typeof DEFAULT_API_BASES): string {
  return (source.apiBaseUrl || DEFAULT_API_BASES[kind]).replace(/\/+$/, "");
}

function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new SourceFormatError(`${what} did not answer valid JSON`);
  }
}

const str = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const arr = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

function date(value: unknown): Date | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function cityOf(location: string): string | null {
  const first = location.split(",")[0]?.trim() ?? "";
  if (!first || /remote|hybrid|anywhere/i.test(first) || countryFromText(first)) return null;
  return first.slice(0, 100);
}

/** Greenhouse job board API: GET /v1/boards/<token>/jobs?content=true. */
export async function fetchGreenhouse(source: SourceConfig, fetcher: Fetcher): Promise<ScrapedJob[]> {
  const url = `${apiBase(source, "greenhouse")}/v1/boards/${encodeURIComponent(source.identifier)}/jobs?content=true`;
  const data = obj(parseJson((await fetcher(url, { accept: "application/json" })).body, "Greenhouse"));
  if (!Array.isArray(data.jobs)) throw new SourceFormatError("Greenhouse answer has no jobs list");
  return data.jobs.map((raw) => {
    const job = obj(raw);
    const location = str(obj(job.location).name);
    const departments = arr(job.departments)
      .map((d) => str(obj(d).name))
      .join(" ");
    return {
      externalId: str(job.id),
      title: str(job.title).trim(),
      organisation: source.organisation,
      location,
      city: cityOf(location),
      country: countryFromText(location),
      workplace: workplaceFromText(location),
      type: typeFromText(str(obj(arr(job.metadata).find((m) => /employment|type/i.test(str(obj(m).name)))).value)),
      descriptionHtml: decodeEntities(str(job.content)),
      extraText: departments,
      url: str(job.absolute_url) || null,
      applyUrl: str(job.absolute_url) || null,
      postedAt: date(job.first_published ?? job.updated_at),
    } satisfies ScrapedJob;
  });
}

/** Lever postings API: GET /v0/postings/<site>?mode=json. */
export async function fetchLever(source: SourceConfig, fetcher: Fetcher): Promise<ScrapedJob[]> {
  const url = `${apiBase(source, "lever")}/v0/postings/${encodeURIComponent(source.identifier)}?mode=json`;
  const data = parseJson((await fetcher(url, { accept: "application/json" })).body, "Lever");
  if (!Array.isArray(data)) throw new SourceFormatError("Lever answer is not a list of postings");
  return data.map((raw) => {
    const job = obj(raw);
    const categories = obj(job.categories);
    const location = str(categories.location);
    const lists = arr(job.lists)
      .map((list) => `<h3>${escapeHtml(str(obj(list).text))}</h3><ul>${str(obj(list).content)}</ul>`)
      .join("");
    const salary = obj(job.salaryRange);
    const countryCode = str(job.country).toUpperCase();
    return {
      externalId: str(job.id),
      title: str(job.text).trim(),
      organisation: source.organisation,
      location,
      city: cityOf(location),
      country: isCountryCode(countryCode) ? countryCode : countryFromText(location),
      workplace: namedWorkplace(job.workplaceType) ?? workplaceFromText(location),
      type: typeFromText(str(categories.commitment)),
      descriptionHtml: `${str(job.description)}${lists}${str(job.additional)}`,
      extraText: `${str(categories.team)} ${str(categories.department)}`,
      url: str(job.hostedUrl) || null,
      applyUrl: str(job.applyUrl) || str(job.hostedUrl) || null,
      postedAt: date(job.createdAt),
      salary:
        num(salary.min) !== null || num(salary.max) !== null
          ? yearlySalary(num(salary.min), num(salary.max), str(salary.interval), str(salary.currency))
          : null,
    } satisfies ScrapedJob;
  });
}

/** The workplace a job board names in its own field ("remote", "hybrid", "onsite"; any case), or null. */
function namedWorkplace(value: unknown): Workplace | null {
  const named = str(value).toLowerCase();
  return (workplaces as readonly string[]).includes(named) ? (named as Workplace) : null;
}

/** A job board's salary range made yearly (by its `interval`), the currency code upper-cased. */
function yearlySalary(min: number | null, max: number | null, interval: string, currency: string) {
  return { min: yearly(min, interval), max: yearly(max, interval), currency: currency.toUpperCase() || null };
}

/** Ashby job board API: GET /posting-api/job-board/<name>?includeCompensation=true. */
export async function fetchAshby(source: SourceConfig, fetcher: Fetcher): Promise<ScrapedJob[]> {
  const url = `${apiBase(source, "ashby")}/posting-api/job-board/${encodeURIComponent(source.identifier)}?includeCompensation=true`;
  const data = obj(parseJson((await fetcher(url, { accept: "application/json" })).body, "Ashby"));
  if (!Array.isArray(data.jobs)) throw new SourceFormatError("Ashby answer has no jobs list");
  return data.jobs
    .map(obj)
    .filter((job) => job.isListed !== false)
    .map((job) => {
      const location = str(job.location);
      const address = obj(obj(job.address).postalAddress);
      const salary = arr(obj(job.compensation).summaryComponents)
        .map(obj)
        .find((c) => str(c.compensationType).toLowerCase() === "salary");
      return {
        externalId: str(job.id),
        title: str(job.title).trim(),
        organisation: source.organisation,
        location,
        city: str(address.addressLocality) || cityOf(location),
        country: countryFromText(str(address.addressCountry)) ?? countryFromText(location),
        workplace:
          namedWorkplace(job.workplaceType) ?? (job.isRemote === true ? "remote" : workplaceFromText(location)),
        type: typeFromText(str(job.employmentType)),
        descriptionHtml: str(job.descriptionHtml),
        extraText: `${str(job.department)} ${str(job.team)}`,
        url: str(job.jobUrl) || null,
        applyUrl: str(job.applyUrl) || str(job.jobUrl) || null,
        postedAt: date(job.publishedAt),
        salary: salary
          ? yearlySalary(num(salary.minValue), num(salary.maxValue), str(salary.interval), str(salary.currencyCode))
          : null,
      } satisfies ScrapedJob;
    });
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#text",
  processEntities: true,
  htmlEntities: true,
  trimValues: true,
});

function text(value: unknown): string {
  if (typeof value === "string" || typeof value === "number") return String(value);
  const o = obj(value);
  return str(o["#text"]);
}

/** RSS 2.0 or Atom feeds: each item or entry is a job; title, link, description/summary, date. */
export async function fetchFeed(source: SourceConfig, fetcher: Fetcher): Promise<ScrapedJob[]> {
  const body = (
    await fetcher(source.identifier, { accept: "application/rss+xml, application/atom+xml, application/xml, text/xml" })
  ).body;
  // Feeds need no DTD; a DOCTYPE is how entity bombs and external entities arrive, so none is read at all.
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) throw new SourceFormatError("The feed declares a DOCTYPE, which is not read");
  const valid = XMLValidator.validate(body);
  if (valid !== true)
    throw new SourceFormatError(`The feed is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const doc = obj(xml.parse(body));
  const channel = obj(obj(doc.rss).channel);
  if (doc.rss) {
    return arr(channel.item).map((raw) => {
      const item = obj(raw);
      const link = text(item.link);
      const categories = arr(item.category).map(text).join(" ");
      const location = text(item["job:location"] ?? item.location);
      return {
        externalId: text(item.guid) || link || text(item.title),
        title: stripTags(text(item.title)),
        organisation: text(item["job:company"] ?? item.author) || source.organisation,
        location,
        city: location ? cityOf(location) : null,
        country: countryFromText(location),
        workplace: workplaceFromText(`${location} ${categories}`),
        type: typeFromText(categories),
        descriptionHtml: text(item["content:encoded"]) || text(item.description),
        extraText: categories,
        url: link || null,
        applyUrl: link || null,
        postedAt: date(text(item.pubDate)),
      } satisfies ScrapedJob;
    });
  }
  if (doc.feed) {
    const feed = obj(doc.feed);
    return arr(feed.entry).map((raw) => {
      const entry = obj(raw);
      const links = arr(entry.link).map(obj);
      const link = str((links.find((l) => !l["@rel"] || l["@rel"] === "alternate") ?? links[0])?.["@href"]);
      const categories = arr(entry.category)
        .map((c) => str(obj(c)["@term"]))
        .join(" ");
      return {
        externalId: text(entry.id) || link || text(entry.title),
        title: stripTags(text(entry.title)),
        organisation: text(obj(entry.author).name) || source.organisation,
        location: "",
        workplace: workplaceFromText(categories),
        type: typeFromText(categories),
        descriptionHtml: text(entry.content) || text(entry.summary),
        extraText: categories,
        url: link || null,
        applyUrl: link || null,
        postedAt: date(text(entry.published) || text(entry.updated)),
      } satisfies ScrapedJob;
    });
  }
  throw new SourceFormatError("Neither an RSS nor an Atom feed");
}

/** Whether robots.txt of the page's site lets our bot fetch the page (missing robots.txt: yes). */
export async function robotsAllow(pageUrl: string, fetcher: Fetcher, userAgent: string): Promise<boolean> {
  const robotsUrl = new URL("/robots.txt", pageUrl).toString();
  let body = "";
  try {
    body = (await fetcher(robotsUrl, { accept: "text/plain" })).body;
  } catch (error) {
    // 4xx: no rules. Anything else (5xx, network): assume the site does not want to be crawled now.
    if (error instanceof SafeFetchError && error.code === "http" && (error.status ?? 0) < 500) return true;
    throw error;
  }
  return robotsParser(robotsUrl, body).isAllowed(pageUrl, userAgent) !== false;
}

/** An HTML page read with the source's CSS selectors; robots.txt is honoured. */
export async function fetchHtml(source: SourceConfig, fetcher: Fetcher, userAgent: string): Promise<ScrapedJob[]> {
  const selectors = source.selectors;
  if (!selectors?.item || !selectors.title) throw new SourceFormatError("The source has no CSS selectors");
  if (!(await robotsAllow(source.identifier, fetcher, userAgent))) {
    throw new SafeFetchError("robots", "robots.txt does not allow this page to be fetched");
  }
  const page = await fetcher(source.identifier, { accept: "text/html" });
  let $: cheerio.CheerioAPI;
  try {
    $ = cheerio.load(page.body);
  } catch {
    throw new SourceFormatError("The page could not be read as HTML");
  }
  const jobs: ScrapedJob[] = [];
  let items;
  try {
    items = $(selectors.item).toArray();
  } catch {
    throw new SourceFormatError(`Invalid CSS selector: ${selectors.item}`);
  }
  for (const element of items.slice(0, 500)) {
    const item = $(element);
    const pick = (selector: string) => (selector ? item.find(selector).first() : item);
    const title = pick(selectors.title).text().replace(/\s+/g, " ").trim();
    if (!title) continue;
    const linkElement = selectors.link ? pick(selectors.link) : item.find("a").first();
    const href = linkElement.attr("href") ?? item.find("a").first().attr("href") ?? "";
    let url: string | null = null;
    try {
      url = href ? new URL(href, page.url).toString() : null;
    } catch {
      url = null;
    }
    if (url && !/^https?:/.test(url)) url = null;
    const location = selectors.location ? pick(selectors.location).text().replace(/\s+/g, " ").trim() : "";
    jobs.push({
      externalId: url ?? title,
      title: title.slice(0, 300),
      organisation: source.organisation,
      location,
      city: location ? cityOf(location) : null,
      country: countryFromText(location),
      workplace: workplaceFromText(location),
      type: typeFromText(item.text()),
      descriptionHtml: "",
      extraText: item.text().slice(0, 2000),
      url,
      applyUrl: url,
    });
  }
  return jobs;
}

/** Reads a source with the adapter of its kind. */
export function fetchSource(source: SourceConfig, fetcher: Fetcher, userAgent: string): Promise<ScrapedJob[]> {
  switch (source.kind) {
    case "greenhouse":
      return fetchGreenhouse(source, fetcher);
    case "lever":
      return fetchLever(source, fetcher);
    case "ashby":
      return fetchAshby(source, fetcher);
    case "rss":
      return fetchFeed(source, fetcher);
    case "html":
      return fetchHtml(source, fetcher, userAgent);
  }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
