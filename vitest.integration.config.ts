import { availableParallelism } from "node:os";

import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Files that get a workerd and a database of their own. The daily and quarter-hourly Cron
// Triggers sweep every company in the database, so a shared one would make them slower and
// their counts depend on other files; the two security sweeps send hundreds of requests each
// and run in a step of their own beside the rest (tests/run.mjs).
const ISOLATED = [
  "tests/integration/fan-out.test.ts",
  "tests/integration/investor-notifications.test.ts",
  "tests/integration/monthly-update-mail.test.ts",
  "tests/integration/stopped-processing.test.ts",
  "tests/integration/update-mail.test.ts",
  "tests/integration/security/authorization-matrix.test.ts",
  "tests/integration/security/fuzz-actions.test.ts",
];

// Routes and queue consumers inside workerd against real local D1 / R2 / Queues.
// The Worker's main imports the Remix server build: `npm run build` first.
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      main: "./workers/app.ts",
      remoteBindings: false,
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          SESSION_SECRET: "integration-test-secret-0123456789abcdef",
          TEST_MIGRATIONS: await readD1Migrations("migrations"),
        },
      },
    })),
  ],
  // As wrangler.toml's `define`: tesseract is bundled for the job queue's OCR outside production.
  define: { __SERVER_TESSERACT__: "true" },
  test: {
    // Remix's CJS entry fails to load in workerd unless pre-bundled.
    deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
    // PDF extraction and the security sweeps run many requests; a loaded CI machine needs headroom.
    testTimeout: 30_000,
    // One workerd more than there are cores: Vitest's default (cores - 1) ran one worker on two
    // cores, and the tests wait (polls, timers, queues) more than they compute.
    maxWorkers: availableParallelism() + 1,
    setupFiles: ["./tests/integration/apply-migrations.ts"],
    projects: [
      {
        // Most files share one workerd (and its database) per Vitest worker: starting workerd and
        // loading the Worker for each file cost more than most files' tests. Every test makes its
        // own company, members and ids, and reads only those.
        extends: true,
        test: {
          name: "shared",
          include: ["tests/integration/**/*.test.ts"],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
