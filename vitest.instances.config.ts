import { defineConfig } from "vitest/config";

// The multi-instance harness (tests/instances): real processes (`node server.js`, HAProxy, SMTP),
// so one file at a time, each test after the other, in a child process that kills what it started.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/instances/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 150_000,
    hookTimeout: 150_000,
    // A failure is a finding: retrying would hide it.
    retry: 0,
  },
});
