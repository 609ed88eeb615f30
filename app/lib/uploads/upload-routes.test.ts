import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { MAX_EVIDENCE_BYTES } from "~/features/cpd";
import { uploadLimitFor, uploadRoutes } from "./upload-routes";

const appDir = path.resolve(__dirname, "../..");

/** Every route module with the URL path app/routes.ts gives it. */
function routeModules(entries: RouteConfigEntry[], parent = ""): Array<{ file: string; path: string }> {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    return [{ file: entry.file, path: here || "/" }, ...routeModules(entry.children ?? [], here)];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(appDir, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

const isDoor = (file: string) => /\/app\/features\/[^/]+\/index(\.server)?\.ts$/.test(file);
const names = (braces: string) =>
  braces
    .slice(1, -1)
    .split(",")
    .map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!,
    )
    .filter(Boolean);

/** The modules of a door's `export { … } from` lines that hold one of `wanted`. */
function behindDoor(door: string, wanted: string[]): string[] {
  const text = readFileSync(door, "utf8");
  return [...text.matchAll(/export\s+(?:type\s+)?(\{[^}]*\})\s+from\s+["']([^"']+)["']/g)]
    .filter((line) => names(line[1]!).some((name) => wanted.includes(name)))
    .map((line) => resolveImport(door, line[2]!))
    .filter((file): file is string => file !== null);
}

/** The route module and every app module it imports, directly or through others (through doors, by name). */
function moduleClosure(file: string): Map<string, string> {
  const seen = new Map<string, string>();
  const queue = [path.join(appDir, file)];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    const text = readFileSync(current, "utf8");
    seen.set(current, text);
    // Type-only imports bring no code (a route's `import type { Route } from "~/root"` is not the root's middleware).
    const code = text.replace(/\bimport\s+type\s[^;]*?\bfrom\s+["'][^"']+["']/g, "");
    for (const match of code.matchAll(
      /\b(?:import|export)\s*(\{[^}]*\})?[^;"']*?\bfrom\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    )) {
      const resolved = resolveImport(current, match[2] ?? match[3]!);
      if (!resolved || resolved.includes(".test.")) continue;
      // A feature's door re-exports the whole feature: follow only the modules behind the names imported.
      if (match[1] && isDoor(resolved)) queue.push(...behindDoor(resolved, names(match[1])));
      else queue.push(resolved);
    }
  }
  return seen;
}

// A file input in JSX (type="file" or inputProps { type: "file" }), a multipart form, or reading one.
const UPLOAD_SIGNS = /type=["{]?\s*["']?file["']|type:\s*["']file["']|multipart\/form-data/;

describe("upload limits of every route that takes files", () => {
  const modules = routeModules(routes);

  it("sees the upload forms there are today", () => {
    const flagged = modules.filter(({ file }) =>
      [...moduleClosure(file).values()].some((text) => UPLOAD_SIGNS.test(text)),
    );
    expect(flagged.map((module) => module.path).sort()).toEqual(
      expect.arrayContaining([
        "/account/cpd",
        "/admin/credentials/import",
        "/partners/bulk-verify",
        "/partners/verify",
      ]),
    );
  });

  it("declares a limit for every route module that renders a file input or reads a multipart body", () => {
    const undeclared = modules
      .filter(({ file }) => [...moduleClosure(file).entries()].some(([, text]) => UPLOAD_SIGNS.test(text)))
      .filter(({ path: routePath }) => !uploadRoutes.some((route) => route.path === routePath))
      .map(({ file, path: routePath }) => `${file} (${routePath})`);
    expect(
      undeclared,
      "These routes take files but have no upload limit: declare one in the feature with uploadLimit() " +
        "and list the route in app/lib/uploads/upload-routes.ts",
    ).toEqual([]);
  });

  it("checks the file's size in the browser wherever a file input is rendered", () => {
    // A file input in JSX: type="file" or inputProps { type: "file" } (not a multipart form alone).
    const fileInput = /type=["{]?\s*["']?file["']|type:\s*["']file["']/;
    const modulesWithInput = new Map<string, string>();
    for (const { file } of modules) {
      for (const [module, text] of moduleClosure(file)) if (fileInput.test(text)) modulesWithInput.set(module, text);
    }
    expect(modulesWithInput.size).toBeGreaterThanOrEqual(4);
    const unchecked = [...modulesWithInput]
      .filter(([, text]) => !/\buseUploadCheck\(/.test(text))
      .map(([module]) => path.relative(appDir, module));
    expect(
      unchecked,
      "These modules render a file input without the browser's size check: use useUploadCheck(<the feature's limit>) " +
        "and show its message as the input's error",
    ).toEqual([]);
  });

  it("lists only paths of real routes", () => {
    const paths = new Set(modules.map((module) => module.path));
    expect(uploadRoutes.map((route) => route.path).filter((routePath) => !paths.has(routePath))).toEqual([]);
  });

  it("finds a page's limit for its document and data requests, none for other forms", () => {
    expect(uploadLimitFor("/account/cpd")?.fileBytes).toBe(MAX_EVIDENCE_BYTES);
    expect(uploadLimitFor("/account/cpd.data")?.fileBytes).toBe(MAX_EVIDENCE_BYTES);
    expect(uploadLimitFor("/account/cpd/")?.fileBytes).toBe(MAX_EVIDENCE_BYTES);
    expect(uploadLimitFor("/account")).toBeNull();
    expect(uploadLimitFor("/account/cpd/evidence/x")).toBeNull();
    expect(uploadLimitFor("/partners/bulk-verify/results.csv")).not.toBeNull();
    expect(uploadLimitFor("/partners/bulk-verify/resultsXcsv")).toBeNull();
  });
});
