// Builds the app when the build is missing or older than its sources (npm start, npm run admin).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Newest modification time among the files that go into the build. */
function newestSource(rootDir) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of ["app", "server", "public"]) if (existsSync(path.join(rootDir, dir))) walk(path.join(rootDir, dir));
  for (const file of ["package.json", "vite.config.ts", "react-router.config.ts"]) {
    newest = Math.max(newest, statSync(path.join(rootDir, file)).mtimeMs);
  }
  return newest;
}

export function buildIfNeeded(rootDir) {
  const serverEntry = path.join(rootDir, "build/server/index.js");
  if (existsSync(serverEntry) && statSync(serverEntry).mtimeMs >= newestSource(rootDir)) return;
  console.log(existsSync(serverEntry) ? "Sources changed: rebuilding…" : "No build yet: building…");
  const result = spawnSync(process.execPath, [path.join(rootDir, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: rootDir,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(1);
  }
}
