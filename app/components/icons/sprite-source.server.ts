// Builds the icon sprite (sprite.svg beside this file) from the lucide icons the site imports: one <symbol>
// per icon, named as lucide names it (the `lucide-<name>` class), so <use href="…#name"> finds it.
// `npx tsx scripts/icon-sprite.ts` writes it; sprite.test.ts fails when it is out of date.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

type IconNode = [string, Record<string, string | number>][];
type IconData = { name: string; size?: number; node: IconNode };

const lucideEsm = path.join(
  path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")),
  "dist/esm",
);

/** Every name imported from "lucide-react" under `root`, as written (ArrowRight, Globe2, …). */
export function importedIconNames(root: string): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(file, "utf8").matchAll(
          /import\s+(type\s+)?\{([^}]*)\}\s+from\s+"lucide-react"/g,
        )) {
          if (m[1]) continue;
          for (const part of m[2]!.split(",")) {
            const name = part
              .trim()
              .replace(/^type\s+/, "")
              .split(/\s+as\s+/)[0]!
              .trim();
            if (name && !part.trim().startsWith("type ") && /^[A-Z]/.test(name) && name !== "LucideIcon")
              names.add(name);
          }
        }
      }
    }
  };
  walk(root);
  return names;
}

/** The icon file each exported name comes from (lucide's index re-exports each icon under several names). */
function iconFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const index = readFileSync(path.join(lucideEsm, "lucide-react.mjs"), "utf8");
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const alias of m[1]!.matchAll(/default as (\w+)/g)) files.set(alias[1]!, m[2]!);
  }
  return files;
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The sprite's text for the icons imported under `root`. */
export async function buildSprite(root: string): Promise<string> {
  const files = iconFiles();
  const icons = new Map<string, IconData>();
  for (const name of [...importedIconNames(root)].sort()) {
    const file = files.get(name);
    if (!file) throw new Error(`lucide-react has no icon named ${name}`);
    const { __iconData } = (await import(pathToFileURL(path.join(lucideEsm, "icons", `${file}.mjs`)).href)) as {
      __iconData: IconData;
    };
    icons.set(__iconData.name, __iconData);
  }
  const symbols = [...icons.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((icon) => {
      const size = icon.size ?? 24;
      const children = icon.node
        .map(([tag, attrs]) => {
          const text = Object.entries(attrs)
            .filter(([key]) => key !== "key")
            .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
            .join("");
          return `<${tag}${text}/>`;
        })
        .join("");
      return `<symbol id="${icon.name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
