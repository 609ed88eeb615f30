import path from "node:path";

/**
 * Each feature under app/features/<name>/ is entered only through its door: `~/features/<name>`
 * (index.ts, safe in the browser) or `~/features/<name>/index.server` (server code). Code inside the
 * feature uses its own modules freely. Allowed besides (decision 038):
 * - a feature's schema.ts importing another's schema.ts, and the schema barrel app/db/schema.ts
 *   (tables reference each other's keys; drizzle-kit reads the barrel);
 * - a dynamic `import()` of one module, for code splitting (the door would load all of it);
 * - `vi.mock` of a module where the code lives (tests).
 */
const featureOf = (file) => /(?:^|\/)app\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The path inside the repository a specifier names, or null for a package. */
function target(spec, filename, root) {
  const clean = spec.split("?")[0];
  if (clean.startsWith("~/")) return path.join("app", clean.slice(2));
  if (clean.startsWith(".")) return path.relative(root, path.resolve(path.dirname(filename), clean));
  return null;
}

const isDoor = (file, feature) =>
  new RegExp(`^app/features/${feature}(?:/index(?:\\.server)?(?:\\.tsx?)?)?$`).test(file.replaceAll(path.sep, "/"));

const isSchema = (file) => /(?:^|\/)(?:app\/features\/[^/]+\/schema|app\/db\/schema)(?:\.ts)?$/.test(file);

export default {
  meta: {
    type: "problem",
    docs: { description: "Features are entered only through their door (index.ts or index.server.ts)." },
    messages: {
      door: "Import '{{spec}}' through the {{feature}} feature's door: '~/features/{{feature}}' or '~/features/{{feature}}/index.server'.",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd ?? process.cwd();
    const filename = path.relative(root, context.filename).replaceAll(path.sep, "/");
    const own = featureOf(filename);
    function check(node, spec) {
      if (typeof spec !== "string") return;
      const file = target(spec, context.filename, root)?.replaceAll(path.sep, "/");
      if (!file) return;
      const feature = featureOf(`${file}/`);
      if (!feature || feature === own || isDoor(file, feature)) return;
      if (isSchema(file) && isSchema(filename.replace(/\.ts$/, ""))) return;
      context.report({ node, messageId: "door", data: { spec, feature } });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
    };
  },
};
