import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchSource, type SourceConfig } from "./adapters.server";
import { canonicalUrl, dedupeKey, domainsFromText, levelFromTitle, matchesKeywords } from "./normalise.server";
import { countryFromText } from "./countries.server";
import { createFetcher, fetchPolicy } from "./safe-fetch.server";
import { startFeedsServer } from "../../../tests/support/test-feeds-server";

let feeds: Awaited<ReturnType<typeof startFeedsServer>>;
const policy = fetchPolicy({ allowHosts: ["127.0.0.1"] }, "https://geocert.example");
const fetcher = createFetcher(policy);

beforeAll(async () => {
  feeds = await startFeedsServer();
});
afterAll(() => feeds.close());

const source = (overrides: Partial<SourceConfig>): SourceConfig => ({
  kind: "greenhouse",
  identifier: "",
  organisation: "Fictional Energy",
  apiBaseUrl: feeds.url,
  selectors: null,
  ...overrides,
});

/** Reads a source with the default fetcher: these tests vary only the source. */
const read = (overrides: Partial<SourceConfig>) => fetchSource(source(overrides), fetcher, policy.userAgent);

describe("source adapters", () => {
  it("reads a Greenhouse board", async () => {
    const jobs = await read({ kind: "greenhouse", identifier: "geo-drill" });
    expect(jobs).toHaveLength(3);
    const [first] = jobs;
    expect(first).toMatchObject({
      externalId: "4001",
      title: "Geothermal Drilling Engineer",
      organisation: "Fictional Energy",
      country: "IS",
      city: "Reykjavík",
    });
    // Greenhouse escapes its HTML; the adapter decodes it (sanitising happens when shown).
    expect(first?.descriptionHtml).toContain("<strong>geothermal</strong>");
    expect(jobs[1]?.workplace).toBe("remote");
  });

  it("reads a Lever site, salary per month made yearly", async () => {
    const jobs = await read({ kind: "lever", identifier: "steamco" });
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({
      externalId: "lever-aa11",
      title: "Geothermal Plant Operator",
      country: "KE",
      city: "Nairobi",
      workplace: "onsite",
      type: "full-time",
      salary: { min: 1_800_000, max: 2_640_000, currency: "KES" },
    });
    expect(jobs[0]?.descriptionHtml).toContain("<li>Shift work</li>");
    expect(jobs[1]).toMatchObject({ type: "internship", workplace: "hybrid" });
  });

  it("reads an Ashby board, unlisted jobs left out", async () => {
    const jobs = await read({ kind: "ashby", identifier: "hotrock" });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      externalId: "ashby-1",
      country: "TR",
      city: "Izmir",
      workplace: "hybrid",
      type: "contract",
      salary: { min: 60000, max: 80000, currency: "EUR" },
    });
  });

  it("reads RSS and Atom feeds", async () => {
    const rss = await read({ kind: "rss", identifier: `${feeds.url}/feed.xml` });
    expect(rss).toHaveLength(2);
    expect(rss[0]).toMatchObject({
      externalId: "rss-71",
      title: "Geothermal Well Test Technician",
      organisation: "Caldera Services Ltd.",
      country: "NZ",
      city: "Rotorua",
      type: "full-time",
    });
    const atom = await read({ kind: "rss", identifier: `${feeds.url}/atom.xml` });
    expect(atom).toEqual([
      expect.objectContaining({
        externalId: "urn:example:job:9",
        title: "Geothermal Environmental Officer",
        organisation: "Fumarole Consulting",
        workplace: "remote",
        url: `${feeds.url}/atom/jobs/9`,
      }),
    ]);
  });

  it("rejects a malformed feed", async () => {
    await expect(read({ kind: "rss", identifier: `${feeds.url}/broken.xml` })).rejects.toThrow(/not well-formed/);
  });

  it("refuses a feed that declares entities, without expanding them", async () => {
    await expect(read({ kind: "rss", identifier: `${feeds.url}/laughs.xml` })).rejects.toThrow(/DOCTYPE/);
  });

  it("reads an HTML page with CSS selectors and honours robots.txt", async () => {
    const selectors = { item: "li.opening", title: ".title", link: "a.title", location: ".place" };
    const jobs = await read({ kind: "html", identifier: `${feeds.url}/careers.html`, selectors });
    expect(jobs.map((job) => job.title)).toEqual(["Geothermal Mud Logger", "Geothermal Safety Advisor", "Accountant"]);
    expect(jobs[0]).toMatchObject({ url: `${feeds.url}/careers/geo-1`, country: "SV", city: "Ahuachapán" });
    await expect(
      read({ kind: "html", identifier: `${feeds.url}/private/careers.html`, selectors }),
    ).rejects.toMatchObject({ code: "robots" });
  });

  it("cuts off oversized and slow answers", async () => {
    await expect(
      fetchSource(
        source({ kind: "rss", identifier: `${feeds.url}/big.json` }),
        createFetcher({ ...policy, maxBytes: 1024 * 1024 }),
        "",
      ),
    ).rejects.toMatchObject({ code: "too-large" });
    await expect(
      fetchSource(
        source({ kind: "lever", identifier: "x", apiBaseUrl: `${feeds.url}/slow` }),
        createFetcher({ ...policy, timeoutMs: 300 }),
        "",
      ),
    ).rejects.toMatchObject({ code: "timeout" });
  });
});

describe("normalising", () => {
  it("merges keys regardless of case, accents, punctuation and company suffixes", () => {
    expect(dedupeKey("Drilling Engineer", "Hekla Drilling Ltd.", "Reykjavík, IS")).toBe(
      dedupeKey("drilling  engineer", "HEKLA DRILLING", "Reykjavik IS"),
    );
    expect(canonicalUrl("HTTP://Jobs.Example.org/a/1/?utm_source=x&gh_src=y#apply")).toBe(
      "https://jobs.example.org/a/1",
    );
  });

  it("reads levels, domains, countries and keywords", () => {
    expect(levelFromTitle("Senior Reservoir Engineer")).toBe("senior");
    expect(levelFromTitle("Head of Drilling")).toBe("expert");
    expect(levelFromTitle("Plant Operator")).toBe("associate");
    expect(domainsFromText("Geothermal Drilling Engineer, HSE")).toEqual(["drillingOperations", "riskAssessment"]);
    expect(countryFromText("Nairobi, Kenya")).toBe("KE");
    expect(countryFromText("Remote")).toBeNull();
    expect(matchesKeywords({ externalId: "1", title: "Géothermie engineer" }, ["geothermie"])).toBe(true);
    expect(matchesKeywords({ externalId: "1", title: "Accountant" }, ["geothermal", "drilling"])).toBe(false);
    expect(matchesKeywords({ externalId: "1", title: "Accountant" }, [])).toBe(true);
  });
});
