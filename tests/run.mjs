// `npm test`: install if needed; then every step as soon as the steps it needs have passed:
// build, lint, format, unit tests and the migration check at once; the type check, the deploy
// rehearsal (npm run deploy:check) and integration (workerd) once the build is there; e2e
// (Chromium) after integration. Starts nothing more after a failing step; prints how long each took.
import { spawn } from "node:child_process";

import { ensureInstalled, root, wranglerEnv } from "../workers/local/lib.mjs";
import { useSupportedNode } from "../workers/local/node.mjs";

await useSupportedNode();
ensureInstalled();

const t0 = Date.now();

/** A step of the run: `after` names the steps that must have passed before it starts. */
function step(name, cmd, args, { env = {}, after = [] } = {}) {
  const run = async () => {
    const started = Date.now();
    const code = await new Promise((resolve) => {
      const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...wranglerEnv, ...env } });
      child.on("exit", resolve);
    });
    return { name, ok: code === 0, seconds: (Date.now() - started) / 1000, at: (started - t0) / 1000 };
  };
  return { name, run, after };
}

// The two security sweeps send hundreds of requests each and take most of the integration
// run's time: they run in their own workerd beside the rest of the suite.
const sweeps = [
  "tests/integration/security/authorization-matrix.test.ts",
  "tests/integration/security/fuzz-actions.test.ts",
];
const integration = ["vitest", "run", "--config", "vitest.integration.config.ts"];

// Each step starts once the steps in its `after` have passed, not when a whole phase has ended:
// the type check and the deploy rehearsal fill the cores beside integration instead of holding
// it back for their ~50 s.
const plan = [
  // The Worker's types, integration and e2e import the Remix server build; the rest runs beside it.
  step("build", "npx", ["remix", "vite:build"]),
  step("lint", "npx", ["eslint", "."]),
  step("format", "npx", ["prettier", "--check", "."]),
  step("unit", "npx", ["vitest", "run", "--config", "vitest.unit.config.ts"]),
  // drizzle-kit knows every migration and the schema: db:generate would write nothing (db/adopt.mjs).
  step("migrations", "node", ["db/adopt.mjs", "--check"]),
  // One program: the app, its tests and the workerd tests (their `cloudflare:test` types) together.
  step("typecheck", "npx", ["tsc", "--noEmit"], { after: ["build"] }),
  // The production rehearsal (tests/deploy/check.mjs) serves the build on its own port and state.
  step("deploy:check", "node", ["tests/deploy/check.mjs"], {
    env: { DEPLOY_CHECK_BUILD: "0" },
    after: ["build"],
  }),
  step("integration", "npx", [...integration, ...sweeps.flatMap((file) => ["--exclude", file])], {
    after: ["build"],
  }),
  step("integration (sweeps)", "npx", [...integration, ...sweeps], { after: ["build"] }),
  // Chromium and its Worker keep both cores busy: after integration rather than beside it.
  step("e2e", "npx", ["vitest", "run", "--config", "vitest.e2e.config.ts"], {
    after: ["build", "integration", "integration (sweeps)"],
  }),
];

const results = [];
const passed = new Set();
let failed = false;
const running = new Map();
const waiting = [...plan];
for (;;) {
  if (!failed) {
    for (const entry of waiting.filter((e) => e.after.every((name) => passed.has(name)))) {
      waiting.splice(waiting.indexOf(entry), 1);
      running.set(entry.name, entry.run());
    }
  }
  if (running.size === 0) break;
  const result = await Promise.race(running.values());
  running.delete(result.name);
  results.push(result);
  if (result.ok) passed.add(result.name);
  else failed = true;
}
console.log("\nnpm test summary");
for (const r of results) {
  console.log(
    `  ${r.ok ? "✓" : "✗"} ${r.name.padEnd(24)} ${r.seconds.toFixed(1).padStart(6)} s  (from ${r.at.toFixed(0)} s)`,
  );
}
console.log(`  total ${((Date.now() - t0) / 1000).toFixed(1)} s`);
if (failed && waiting.length) console.log(`  not started: ${waiting.map((e) => e.name).join(", ")}`);
process.exit(failed ? 1 : 0);
