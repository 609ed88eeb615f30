import { defineConfig } from "vitest/config";

// Vitest runs without the React Router plugin (see docs/decisions/001-stack.md).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.{js,ts}",
      "eslint-rules/**/*.test.ts",
    ],
    environment: "node",
    // Password hashing: a key derived twice from the same password and salt is derived once.
    setupFiles: ["tests/support/scrypt-memo.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
