import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

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
    include: ["tests/integration/**/*.test.ts"],
    // PDF extraction and the security sweeps run many requests; a loaded CI machine needs headroom.
    testTimeout: 30_000,
    setupFiles: ["./tests/integration/apply-migrations.ts"],
  },
});
