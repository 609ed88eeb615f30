// `node scripts/cpu-profile-summary.js <file.cpuprofile>`: a `node --cpu-prof` profile's busy time by area
// (each npm package, the app's build, Node's internals, garbage collection), largest first (decision 056).
import { readFileSync } from "node:fs";

const profile = JSON.parse(readFileSync(process.argv[2], "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
// timeDeltas[i] is the time before samples[i]: the sampled node ran for it.
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

function area(node) {
  const { url, functionName } = node.callFrame;
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(idle)") return "(idle)";
  if (functionName === "(program)") return "(program: native, not attributed)";
  if (!url) return `native: ${functionName || "(anonymous)"}`;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith("node:")) return `node: ${url.slice(5).split("/")[0]}`;
  if (/\/build\/server\//.test(url)) return "app (server build)";
  return url
    .replace(/^file:\/\//, "")
    .split("/")
    .slice(-2)
    .join("/");
}

const totals = new Map();
for (const [id, time] of self) {
  const name = area(byId.get(id));
  totals.set(name, (totals.get(name) ?? 0) + time);
}
const idle = totals.get("(idle)") ?? 0;
const busy = [...totals].filter(([name]) => name !== "(idle)").reduce((sum, [, t]) => sum + t, 0);
console.log(`busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`);
console.log("| area | self time | share of busy |\n|---|---|---|");
for (const [name, time] of [...totals]
  .filter(([n]) => n !== "(idle)")
  .sort((a, b) => b[1] - a[1])
  .slice(0, 15)) {
  console.log(`| ${name} | ${(time / 1000).toFixed(0)} ms | ${((100 * time) / busy).toFixed(1)}% |`);
}
