import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { GATED_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Decision 018: page content reaches the browser only through loaders (after the gate), never
 * inside the build's JavaScript, which is public so the gate page can run. The test servers run
 * the same build these tests read.
 */
const gated = `http://localhost:${GATED_PORT}`;

/** Content of several pages: people, organisations, a quote, an article and an event. */
const contentSamples = [
  "Elín Sigurðardóttir", // home and about: advisory board
  "Amani Otieno",
  "Nordic Institute of Geothermal Studies",
  "Basalt Drilling Group", // home and partners: contributors
  "Ingrid Halvorsen", // about: board of directors
  "Wanjiru Mwangi", // testimonials: a story
  "Rift Steam Cooperative",
  "The certificate told my supervisor what I could do", // testimonials: a quote
  "Bookings for the winter exam window are now open", // news: an article
  "Hverahús Conference Centre", // events: a venue
  "Wanjiku Mwangi", // chapters: a lead
  "An independent, global certification framework", // home: interface text of the page
];

test("no client bundle holds page content", () => {
  const assets = path.join(process.cwd(), "build/client/assets");
  const files = readdirSync(assets).filter((file) => file.endsWith(".js"));
  expect(files.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(assets, file), "utf8");
    for (const sample of contentSamples) if (text.includes(sample)) found.push(`${sample} in ${file}`);
  }
  expect(found).toEqual([]);
});

test("route discovery answers nothing to a locked visitor, and the route list once unlocked", async ({ request }) => {
  const html = await (await request.get(`${gated}/access`)).text();
  const version = /manifest-([0-9a-f]+)\.js/.exec(html)?.[1] ?? "";
  expect(version).not.toBe("");
  const manifest = `${gated}/__manifest?paths=${encodeURIComponent("/,/about,/community")}&version=${version}`;
  const locked = await request.get(manifest);
  expect(locked.status()).not.toBe(200);
  expect(await locked.text()).not.toContain("routes/");

  await request.post(`${gated}/access`, { form: { password: "Geyser-42!" }, maxRedirects: 0 });
  const unlocked = await request.get(manifest);
  expect(unlocked.status()).toBe(200);
  expect(await unlocked.text()).toContain("routes/about");
});
