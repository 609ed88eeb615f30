import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
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
                  test: /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser|clsx|class-variance-authority|@radix-ui\/react-(slot|compose-refs))\//,
                },
                // The page shell every route needs (root, layout, header, footer): one chunk.
                // Other shared modules stay in chunks of their own, fetched only by pages that use them.
                {
                  name: "app-shell",
                  test: /\/app\/(root\.tsx|entry\.client|components\/(site-|language-picker|logo|pending-indicator|error-page|on-demand|document-style|nonce|ui\/(button|toast-host|use-toast|nav-styles))|lib\/(util\/cn|server\/page-cache|forms\/(flash|submission)\.ts|root\/root-data|i18n\/))/,
                },
              ],
            },
          },
        },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
