import { availableParallelism } from "node:os";
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
    // Vitest's default (cores − 1) runs one file at a time on a 2-core CI machine, though a test file waits on
    // its database much of the time: two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Password hashing: a key derived twice from the same password and salt is derived once.
    // On PostgreSQL, each worker gets a database of its own, so test files run in parallel.
    setupFiles: ["tests/support/scrypt-memo.ts", "tests/support/postgres-per-worker.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
