import { defineConfig } from "vitest/config";

// Real Chromium (playwright-core) against the built Worker under `wrangler dev --local`.
// One shared wrangler instance per run (global setup); files run two at a time.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
