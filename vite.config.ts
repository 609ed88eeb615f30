import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * The browser gets React Router's production build: its package points every condition at the development
 * build, whose dev-only warnings then ship to every visitor (decision 025). The server keeps the package's own
 * entry, shared with @react-router/node and @react-router/express (one copy of its classes), and so does the
 * development server.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * lucide's icon factory draws with our `Icon` (app/components/icons/sprite-icon.tsx): a <use> of the site's
 * cached sprite instead of each icon's paths in every page (decision 057). Builds only: the development
 * server pre-bundles lucide-react, where its own Icon stays (the same on server and browser there).
 */
const spriteIcon = fileURLToPath(new URL("./app/components/icons/sprite-icon.tsx", import.meta.url));
const iconsFromSprite = (browserBuild: boolean): Plugin => ({
  name: "icons-from-sprite",
  enforce: "pre",
  resolveId(source, importer) {
    if (
      source === "./Icon.mjs" &&
      importer &&
      /lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/.test(importer)
    )
      return spriteIcon;
    return null;
  },
  // The browser never draws an icon's paths (the sprite does), so its bundle leaves them out.
  transform(code, id) {
    if (!browserBuild || !/lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/.test(id)) return null;
    return { code: code.replace(/node: \[[\s\S]*?\n {2}\]\n\};/, "node: []\n};"), map: null };
  },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  build: {
    // The server build starts from our Express app, which imports the React Router build.
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          output: {
            // Fewer, larger chunks for the first load: every request costs a round trip on slow networks.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  // …and the bundler's own runtime: one file less on every first load.
                  test: /node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|clsx|class-variance-authority)\/|^\0rolldown\/runtime/,
                },
                // The page shell every route needs (root, layout, header): one chunk; the footer loads later (decision 025).
                // Other shared modules stay in chunks of their own, fetched only by pages that use them.
                {
                  name: "app-shell",
                  test: /\/app\/(root\.tsx|routes\/site-layout\.tsx|entry\.client|components\/(site-(header|shell)|deferred|language-picker|logo|pending-indicator|error-page|on-demand|document-style|nonce|page-meta|ui\/(button|slot|toast-host|use-toast|nav-styles))|lib\/(util\/cn|server\/page-cache|forms\/(flash|submission)\.ts|root\/root-data|i18n\/))/,
                },
              ],
            },
          },
        },
  },
  resolve: {
    tsconfigPaths: true,
    alias:
      command !== "build" || isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ],
  },
  // Bundled into the server build too, so the server draws icons from the sprite as the browser does.
  ssr: command === "build" ? { noExternal: ["lucide-react"] } : {},
  plugins: [iconsFromSprite(command === "build" && !isSsrBuild), tailwindcss(), reactRouter()],
}));
