// ad hoc: where the time of a 5,000-row bulk check goes (not committed)
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.js";
const base = "http://localhost:3343";
const gate = await fetch(`${base}/access`, { method: "POST", body: new URLSearchParams({ password: "bench-password" }), redirect: "manual" });
const g = gate.headers.getSetCookie().find((c) => c.startsWith("site_authenticated=")).split(";")[0];
const auth = await fetch(`${base}/auth`, { method: "POST", body: new URLSearchParams({ intent: "signin", email: "partner@example.org", password: "GeoCert-partner-2026" }), headers: { cookie: g, origin: base }, redirect: "manual" });
const cookies = [g, ...auth.headers.getSetCookie().map((c) => c.split(";")[0])];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext();
await context.addCookies(cookies.map((p) => ({ name: p.slice(0, p.indexOf("=")), value: p.slice(p.indexOf("=") + 1), url: base })));
const page = await context.newPage();
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  await page.goto(`${base}/partners/bulk-verify`);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.setInputFiles("#bulk-file", "/tmp/perf/bulk.csv");
  const reqs = [];
  const t0 = performance.now();
  const onReq = (r) => { if (r.url().includes("/api/bulk-verify")) r._t = performance.now(); };
  const onRes = async (r) => { if (r.url().includes("/api/bulk-verify")) { const b = await r.body().catch(() => Buffer.alloc(0)); reqs.push([Math.round(r.request()._t - t0), Math.round(performance.now() - t0), b.length]); } };
  page.on("request", onReq); page.on("response", onRes);
  await page.locator("form button[type=submit]").click();
  await page.waitForFunction(() => [...document.querySelectorAll("[data-testid^=count-]")].map((d) => Number(d.textContent.replace(/\D/g, ""))).reduce((a, b) => a + b, 0) === 5000 && document.querySelectorAll("tbody tr[data-row]").length > 0, null, { polling: "raf", timeout: 20000 }).catch(async (e) => { await page.screenshot({ path: "/tmp/perf/probe-fail.png" }); throw e; });
  const total = performance.now() - t0;
  page.off("request", onReq); page.off("response", onRes);
  const last = reqs.at(-1);
  console.log(`run ${run}: total ${Math.round(total)} ms; ${reqs.length} requests; first ${JSON.stringify(reqs[0])}; last response at ${last[1]} ms; render after last ${Math.round(total - last[1])} ms; bytes ${reqs.reduce((a, r) => a + r[2], 0)}`);
  console.log("   per request (sent, answered):", reqs.map((r) => `${r[0]}-${r[1]}`).join(" "));
}
await browser.close();
