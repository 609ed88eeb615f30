import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import featureDoors from "./eslint-rules/feature-doors.js";
import noLiteralJsxText from "./eslint-rules/no-literal-jsx-text.js";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", ".tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Visitor-facing text comes from i18n: no words written straight into JSX.
    files: ["app/**/*.tsx"],
    plugins: { geocert: { rules: { "no-literal-jsx-text": noLiteralJsxText } } },
    rules: { "geocert/no-literal-jsx-text": ["error", { allow: ["GeoCert"] }] },
  },
  {
    // Each feature is entered only through its door (app/features/<name>/index.ts, index.server.ts; decision 038).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { doors: { rules: { "feature-doors": featureDoors } } },
    rules: { "doors/feature-doors": "error" },
  },
  {
    // Server output goes through the structured logger (app/lib/server/log.server.ts, decision 016).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "server.js"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    // Configuration is read and validated once at start (app/lib/server/env.server.ts) and reaches code
    // through Deps (app/lib/server/deps.server.ts): no module reads the environment after start.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "app/lib/server/env.server.ts", "app/lib/server/log.server.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read the configuration from Deps (app/lib/server/deps.server.ts).",
        },
      ],
    },
  },
  {
    // Playwright fixtures use `use()` and empty patterns by design.
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
);
