// `npm run admin -- <command>`: account administration (see server/admin-cli.ts), e.g. the first administrator.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfNeeded } from "./ensure-build.js";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
buildIfNeeded(rootDir);
const { runAdminCommand } = await import(path.join(rootDir, "build/server/index.js"));
try {
  process.exitCode = await runAdminCommand({ argv: process.argv.slice(2), env: process.env, rootDir });
} catch (error) {
  if (error && error.name === "ConfigError") {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
