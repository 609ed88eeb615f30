import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// package.json "sideEffects" tells the bundler which modules must run although nothing of them is used
// (decision 038). A module imported only for its effect (`import "./x"`) and not listed there is dropped
// from the bundle without a word: its registration never happens. This test lists every such import in
// app/ and server/ and fails on one whose module the declaration does not cover.

const root = path.resolve(import.meta.dirname, "..");
const declared = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { sideEffects: string[] })
  .sideEffects;

/** The specifiers of a module's effect-only imports: `import "x";` (no names, so nothing to keep it by). */
function effectOnlyImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*import\s*(?:\{\s*\}\s*from\s*)?["']([^"']+)["']/gm)) found.push(match[1]!);
  return found;
}

/** The file a relative or `~/` specifier names, or null for a package (packages declare their own). */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(root, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  const file = candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep));
  if (!file) throw new Error(`${path.relative(root, from)}: cannot resolve "${specifier}"`);
  return file;
}

/** Whether a "sideEffects" entry covers a file: "./path" is that file, a pattern without "/" its name. */
function covers(entry: string, file: string): boolean {
  const relative = `./${path.relative(root, file).split(path.sep).join("/")}`;
  if (entry.includes("/")) return entry === relative;
  const pattern = new RegExp(`^${entry.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
  return pattern.test(path.basename(file));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('package.json "sideEffects"', () => {
  it("finds effect-only imports, and only those", () => {
    expect(
      effectOnlyImports(
        [
          'import "./register";',
          "import './styles.css';",
          'import {} from "~/lib/x";',
          'import { a } from "./a";',
          'import type { B } from "./b";',
          'import c from "./c";',
          'const d = await import("./d");',
        ].join("\n"),
      ),
    ).toEqual(["./register", "./styles.css", "~/lib/x"]);
  });

  it("covers every module of app/ and server/ imported only for its effect", () => {
    const imports = [...sourceFiles(path.join(root, "app")), ...sourceFiles(path.join(root, "server"))].flatMap(
      (file) =>
        effectOnlyImports(readFileSync(file, "utf8")).flatMap((specifier) => {
          const target = resolve(file, specifier);
          return target ? [{ from: path.relative(root, file), target }] : [];
        }),
    );
    // The ones known today (the deferred page parts, the unsubscribe kinds): the scan sees them.
    expect(imports.map(({ target }) => path.relative(root, target))).toEqual(
      expect.arrayContaining(["app/components/deferred-parts.server.ts", "app/lib/mail/unsubscribe-kinds.server.ts"]),
    );
    const uncovered = imports
      .filter(({ target }) => !declared.some((entry) => covers(entry, target)))
      .map(({ from, target }) => `${from} imports ${path.relative(root, target)} for its effect`);
    expect(uncovered).toEqual([]);
  });

  it("names only files that exist (an entry left behind by a move covers nothing)", () => {
    const missing = declared.filter((entry) => entry.includes("/") && !existsSync(path.join(root, entry)));
    expect(missing).toEqual([]);
  });

  it("keeps the client entry, which nothing imports", () => {
    expect(declared).toContain("./app/entry.client.tsx");
  });
});
