import { defineConfig } from "vitest/config";

// Real Chromium (playwright-core) against the built Worker under `wrangler dev --local`.
// One shared wrangler instance per run (global setup); files run two at a time, and the files of
// one worker share its module graph and its Chromium (tests/e2e/fixtures.ts), each test with
// browser contexts of its own.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    isolate: false,
    // On CI a failed browser test runs once more, and the run names every test that needed it
    // (tests/e2e/flaky-reporter.ts): a busy two-core runner now and then fails a timing that
    // holds everywhere else. Locally a failure is a failure.
    retry: process.env.CI ? 1 : 0,
    reporters: ["default", "./tests/e2e/flaky-reporter.ts"],
  },
});
