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
                { name: "app-common", test: /\/app\//, minShareCount: 2 },
              ],
            },
          },
        },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
