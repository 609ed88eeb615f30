import { readFileSync } from "node:fs";
const base = "http://localhost:3343";
const gate = await fetch(`${base}/access`, { method: "POST", body: new URLSearchParams({ password: "bench-password" }), redirect: "manual" });
const g = gate.headers.getSetCookie().find((c) => c.startsWith("site_authenticated=")).split(";")[0];
const email = process.env.WHO ?? "admin@example.org", pw = process.env.PW ?? "GeoCert-admin-2026";
const auth = await fetch(`${base}/auth`, { method: "POST", body: new URLSearchParams({ intent: "signin", email, password: pw }), headers: { cookie: g, origin: base }, redirect: "manual" });
const cookie = [g, ...auth.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ");
const lines = readFileSync("/tmp/perf/bulk.csv", "utf8").trim().split("\n").slice(1);
const rows = lines.map((l, i) => { const [id, lastName] = l.split(","); return { row: i + 2, id, lastName }; });
for (const size of (process.env.SIZES ?? "250,250,250").split(",").map(Number)) {
  const t0 = performance.now();
  const r = await fetch(`${base}/api/bulk-verify`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: base }, body: JSON.stringify({ rows: rows.slice(0, size) }) });
  const body = await r.text();
  console.log(size, r.status, Math.round(performance.now() - t0), "ms", body.length, "bytes");
}
const one = (k) => fetch(`${base}/api/bulk-verify`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: base }, body: JSON.stringify({ rows: rows.slice(k * 250, k * 250 + 250) }) }).then((r) => r.text());
let t = performance.now(); for (let k = 0; k < 8; k++) await one(k); console.log("8 sequential", Math.round(performance.now() - t));
t = performance.now(); await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(one)); console.log("8 all at once", Math.round(performance.now() - t));
t = performance.now(); for (let k = 0; k < 8; k += 2) await Promise.all([one(k), one(k + 1)]); console.log("8 two at a time", Math.round(performance.now() - t));
