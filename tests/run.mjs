// `npm test`: install if needed; then build, lint and unit tests side by side; type check and
// the deploy rehearsal (npm run deploy:check); integration (workerd); e2e (Chromium). Stops at
// the first failing step; prints how long each took.
import { spawn } from "node:child_process";

import { ensureInstalled, root, wranglerEnv } from "../workers/local/lib.mjs";
import { useSupportedNode } from "../workers/local/node.mjs";

await useSupportedNode();
ensureInstalled();

function step(name, cmd, args, env = {}) {
  return async () => {
    const started = Date.now();
    const code = await new Promise((resolve) => {
      const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...wranglerEnv, ...env } });
      child.on("exit", resolve);
    });
    return { name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
  };
}

const parallel =
  (...steps) =>
  async () =>
    Promise.all(steps.map((s) => s()));

// The two security sweeps send hundreds of requests each and take most of the integration
// run's time: they run in their own workerd beside the rest of the suite.
const sweeps = [
  "tests/integration/security/authorization-matrix.test.ts",
  "tests/integration/security/fuzz-actions.test.ts",
];
const integration = ["vitest", "run", "--config", "vitest.integration.config.ts"];

const plan = [
  // The Worker's types import the Remix server build, so build before type checking;
  // lint and the pure unit tests run beside the build.
  parallel(
    step("build", "npx", ["remix", "vite:build"]),
    step("lint", "npx", ["eslint", "."]),
    step("format", "npx", ["prettier", "--check", "."]),
    step("unit", "npx", ["vitest", "run", "--config", "vitest.unit.config.ts"]),
    // drizzle-kit knows every migration and the schema: db:generate would write nothing (db/adopt.mjs).
    step("migrations", "node", ["db/adopt.mjs", "--check"]),
  ),
  // The production rehearsal (tests/deploy/check.mjs) serves the build on its own port and
  // state, beside the type checks.
  parallel(
    // One program: the app, its tests and the workerd tests (their `cloudflare:test` types) together.
    step("typecheck", "npx", ["tsc", "--noEmit"]),
    step("deploy:check", "node", ["tests/deploy/check.mjs"], { DEPLOY_CHECK_BUILD: "0" }),
  ),
  parallel(
    step("integration", "npx", [...integration, ...sweeps.flatMap((file) => ["--exclude", file])]),
    step("integration (sweeps)", "npx", [...integration, ...sweeps]),
  ),
  step("e2e", "npx", ["vitest", "run", "--config", "vitest.e2e.config.ts"]),
];

const results = [];
let failed = false;
for (const run of plan) {
  const out = [await run()].flat();
  results.push(...out);
  if (out.some((r) => !r.ok)) {
    failed = true;
    break;
  }
}
console.log("\nnpm test summary");
for (const r of results) console.log(`  ${r.ok ? "✓" : "✗"} ${r.name.padEnd(24)} ${r.seconds.toFixed(1)} s`);
process.exit(failed ? 1 : 0);
