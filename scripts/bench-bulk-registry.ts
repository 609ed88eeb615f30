// `npm run bench` (part "bulk"): fills a new embedded database with enough issued credentials for a
// 5,000-row bulk verification, and writes the CSV a partner would upload (the server, started on the same
// DATA_DIR afterwards, adds the demo data, whose credential ids are fixed).
// Run by scripts/bench.js before it starts the server on the same DATA_DIR (PGlite: one process at a time):
//   npx tsx scripts/bench-bulk-registry.ts <dataDir> <csvFile>
import { writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../app/db/client.server";
import { importCredentials } from "../app/features/registry/queries.server";
import { demoCredentials } from "../app/features/registry/seed.server";
import { generateCredentialId } from "../app/features/registry/credential-id";
import { credentialDomains, credentialLevels } from "../app/features/registry/registry";

const [dataDir, csvFile] = process.argv.slice(2);
if (!dataDir || !csvFile) throw new Error("usage: bench-bulk-registry.ts <dataDir> <csvFile>");

/** Rows of the upload: the file's limit (CSV_MAX_ROWS). */
const ROWS = 5_000;
/** Credentials imported for it; the other rows are demo credentials, unknown ids and typing mistakes. */
const IMPORTED = 4_800;

const givenNames = ["Amina", "Björn", "Chen", "Daniela", "Emre", "Fatma", "Guðrún", "Hiro", "Ignacio", "Joy"];
const lastNames = [
  "Kamau",
  "Jónsdóttir",
  "Yılmaz",
  "Santos",
  "Wanjiru",
  "Tanaka",
  "Reyes",
  "Dube",
  "Nakamura",
  "Öztürk",
];

let state = 20_261_126;
const random = (max: number) => {
  state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
  return state % max;
};
const pick = <T>(items: readonly T[]) => items[random(items.length)]!;

const handle = await openDatabase({ dataDir: path.resolve(dataDir) });
try {
  await handle.migrate(path.resolve("drizzle"));
  const inputs = Array.from({ length: IMPORTED }, (_, i) => {
    const year = 2019 + (i % 8); // some issued long ago enough to have expired
    const month = String(1 + random(12)).padStart(2, "0");
    return {
      givenNames: pick(givenNames),
      lastName: `${pick(lastNames)}${i % 3 === 0 ? "" : `-${pick(lastNames)}`}`,
      email: "",
      level: pick(credentialLevels),
      domains: [pick(credentialDomains)],
      issuedOn: `${year}-${month}-15`,
      expiresOn: `${year + 3}-${month}-14`,
    };
  });
  const ids = await importCredentials(handle.db, inputs);
  const rows: string[] = ["credential_id,last_name"];
  for (let i = 0; i < ROWS; i++) {
    const slot = i % 25;
    if (slot === 24) {
      // An id nobody holds, or one with a typing mistake (its check character fails).
      rows.push(i % 50 === 24 ? `${generateCredentialId(2026, random)},Nobody` : `GCF-2026-ZZZZ-Z${i % 10},Nobody`);
    } else if (slot === 22) {
      rows.push(`${ids[i % IMPORTED]},Someone-Else`); // a real id with another name: not found
    } else if (slot === 23) {
      const demo = demoCredentials[i % demoCredentials.length]!;
      rows.push(`${demo.id.toLowerCase()},${demo.lastName}`); // every demo status, typed in lower case
    } else {
      const n = (i - Math.floor(i / 25) * 2) % IMPORTED;
      rows.push(`${ids[n]},${inputs[n]!.lastName}`);
    }
  }
  writeFileSync(csvFile, `${rows.join("\n")}\n`);
  console.log(`${IMPORTED} credentials imported; ${ROWS} rows written to ${csvFile}`);
} finally {
  await handle.close();
}
