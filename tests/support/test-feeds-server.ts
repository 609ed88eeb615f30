// A local HTTP server for tests (Vitest and Playwright) that answers like the job sources do:
// Greenhouse, Lever and Ashby JSON, an RSS and an Atom feed, an HTML careers page with robots.txt,
// and broken answers (malformed feed, oversized, slow). All employers are fictional.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FeedsState = {
  /** The Greenhouse board's jobs (tests remove or change some to see updates and expiry). */
  greenhouse: Array<{ id: number; title: string; location: string; content: string }>;
  requests: string[];
};

export function initialFeedsState(): FeedsState {
  return {
    greenhouse: [
      {
        id: 4001,
        title: "Geothermal Drilling Engineer",
        location: "Reykjavík, Iceland",
        content:
          "&lt;p&gt;Plan and supervise &lt;strong&gt;geothermal&lt;/strong&gt; wells.&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;",
      },
      {
        id: 4002,
        title: "Senior Reservoir Engineer",
        location: "Remote",
        content: "&lt;p&gt;Model geothermal reservoirs.&lt;/p&gt;",
      },
      {
        id: 4003,
        title: "Office Manager",
        location: "Reykjavík, Iceland",
        content: "&lt;p&gt;Run our office.&lt;/p&gt;",
      },
    ],
    requests: [],
  };
}

function greenhouseBody(state: FeedsState, base: string) {
  return {
    jobs: state.greenhouse.map((job) => ({
      id: job.id,
      title: job.title,
      updated_at: "2026-05-01T10:00:00-04:00",
      location: { name: job.location },
      absolute_url: `${base}/greenhouse/jobs/${job.id}?gh_src=feed`,
      content: job.content,
      departments: [{ id: 1, name: "Subsurface" }],
      offices: [{ id: 1, name: "Reykjavík" }],
      metadata: null,
    })),
    meta: { total: state.greenhouse.length },
  };
}

function leverBody(base: string) {
  return [
    {
      id: "lever-aa11",
      text: "Geothermal Plant Operator",
      categories: { location: "Nairobi, Kenya", commitment: "Full-time", team: "Operations", department: "Plants" },
      description: "<p>Operate a geothermal power plant near Olkaria.</p>",
      descriptionPlain: "Operate a geothermal power plant near Olkaria.",
      lists: [{ text: "Requirements", content: "<li>Shift work</li><li>Safety first</li>" }],
      additional: "<p>Housing provided.</p>",
      hostedUrl: `${base}/lever/steamco/lever-aa11`,
      applyUrl: `${base}/lever/steamco/lever-aa11/apply`,
      createdAt: 1767225600000,
      workplaceType: "onsite",
      country: "KE",
      salaryRange: { currency: "KES", interval: "per-month-salary", min: 150000, max: 220000 },
    },
    {
      id: "lever-bb22",
      text: "Geothermal Intern (Geochemistry)",
      categories: { location: "Nairobi, Kenya", commitment: "Internship", team: "Subsurface" },
      description: "<p>Sample geothermal fluids.</p>",
      lists: [],
      additional: "",
      hostedUrl: `${base}/lever/steamco/lever-bb22`,
      applyUrl: `${base}/lever/steamco/lever-bb22/apply`,
      createdAt: 1767312000000,
      workplaceType: "hybrid",
      country: "KE",
    },
  ];
}

function ashbyBody(base: string) {
  return {
    apiVersion: "1",
    jobs: [
      {
        id: "ashby-1",
        title: "Geothermal Project Developer",
        department: "Development",
        team: "Projects",
        employmentType: "Contract",
        location: "Izmir, Türkiye",
        secondaryLocations: [],
        publishedAt: "2026-04-20T08:00:00.000Z",
        isListed: true,
        isRemote: false,
        workplaceType: "Hybrid",
        address: { postalAddress: { addressLocality: "Izmir", addressCountry: "Turkey" } },
        jobUrl: `${base}/ashby/hotrock/ashby-1`,
        applyUrl: `${base}/ashby/hotrock/ashby-1/application`,
        descriptionHtml: "<p>Develop geothermal projects in the Aegean region.</p>",
        descriptionPlain: "Develop geothermal projects in the Aegean region.",
        compensation: {
          compensationTierSummary: "€60K – €80K",
          summaryComponents: [
            { compensationType: "Salary", interval: "1 YEAR", currencyCode: "EUR", minValue: 60000, maxValue: 80000 },
          ],
        },
      },
      {
        id: "ashby-2",
        title: "Hidden Geothermal Role",
        isListed: false,
        location: "Izmir, Türkiye",
        jobUrl: `${base}/ashby/hotrock/ashby-2`,
        descriptionHtml: "<p>Not listed.</p>",
      },
    ],
  };
}

function rssBody(base: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:job="https://example.org/job">
  <channel>
    <title>Fictional Geothermal Jobs</title>
    <link>${base}/</link>
    <description>Jobs</description>
    <item>
      <title>Geothermal Well Test Technician</title>
      <link>${base}/rss/jobs/71</link>
      <guid>rss-71</guid>
      <description><![CDATA[<p>Run <em>well tests</em> on geothermal wells.</p>]]></description>
      <pubDate>Mon, 04 May 2026 09:00:00 GMT</pubDate>
      <category>Full-time</category>
      <job:company>Caldera Services Ltd.</job:company>
      <job:location>Rotorua, New Zealand</job:location>
    </item>
    <item>
      <title>Wind Turbine Technician</title>
      <link>${base}/rss/jobs/72</link>
      <guid>rss-72</guid>
      <description>Climb turbines.</description>
      <pubDate>Mon, 04 May 2026 09:00:00 GMT</pubDate>
    </item>
  </channel>
</rss>`;
}

function atomBody(base: string) {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Fictional Atom Jobs</title>
  <id>urn:example:atom-jobs</id>
  <updated>2026-05-01T00:00:00Z</updated>
  <entry>
    <title>Geothermal Environmental Officer</title>
    <link href="${base}/atom/jobs/9" rel="alternate"/>
    <id>urn:example:job:9</id>
    <updated>2026-05-01T00:00:00Z</updated>
    <author><name>Fumarole Consulting</name></author>
    <summary>Monitor emissions of a geothermal field. Remote possible.</summary>
    <category term="Remote"/>
  </entry>
</feed>`;
}

function htmlBody() {
  return `<!doctype html><html><head><title>Careers</title></head><body>
<ul class="openings">
  <li class="opening"><a class="title" href="/careers/geo-1">Geothermal Mud Logger</a><span class="place">Ahuachapán, El Salvador</span></li>
  <li class="opening"><a class="title" href="/careers/geo-2">Geothermal Safety Advisor</a><span class="place">Remote</span></li>
  <li class="opening"><a class="title" href="/careers/acct">Accountant</a><span class="place">Ahuachapán, El Salvador</span></li>
</ul>
</body></html>`;
}

/** Starts the server on 127.0.0.1: on the given port, or on a free one. */
/** A "billion laughs" feed: a DOCTYPE whose entities expand to gigabytes if a parser follows them. */
function laughsBody(): string {
  const levels = Array.from({ length: 9 }, (_, i) =>
    i === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`,
  ).join("\n");
  return `<?xml version="1.0"?>\n<!DOCTYPE rss [\n${levels}\n]>\n<rss version="2.0"><channel><item><title>&lol8;</title></item></channel></rss>`;
}

export async function startFeedsServer(
  port = 0,
): Promise<{ url: string; state: FeedsState; close: () => Promise<void> }> {
  const state = initialFeedsState();
  let base = "";
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    state.requests.push(path);
    const json = (body: unknown) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const send = (type: string, body: string) => {
      res.writeHead(200, { "Content-Type": type });
      res.end(body);
    };
    if (path === "/v1/boards/geo-drill/jobs") return json(greenhouseBody(state, base));
    if (path === "/v0/postings/steamco") return json(leverBody(base));
    if (path === "/posting-api/job-board/hotrock") return json(ashbyBody(base));
    if (path === "/feed.xml") return send("application/rss+xml", rssBody(base));
    if (path === "/atom.xml") return send("application/atom+xml", atomBody(base));
    if (path === "/laughs.xml") return send("application/rss+xml", laughsBody());
    if (path === "/broken.xml")
      return send("application/rss+xml", "<rss><channel><item><title>Broken</title></channel>");
    if (path === "/robots.txt") return send("text/plain", "User-agent: *\nDisallow: /private\n");
    if (path === "/careers.html" || path === "/private/careers.html") return send("text/html", htmlBody());
    if (path === "/big.json") {
      res.writeHead(200, { "Content-Type": "application/json" });
      const chunk = Buffer.alloc(256 * 1024, " ");
      let sent = 0;
      const write = () => {
        while (sent < 12) {
          sent++;
          if (!res.write(chunk)) return res.once("drain", write);
        }
        res.end("{}");
      };
      return write();
    }
    if (path.startsWith("/slow")) {
      res.writeHead(200, { "Content-Type": "application/json" });
      const timer = setTimeout(() => res.end("[]"), 5_000);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("not found");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
