import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import { seed } from "../../db/seed.mjs";
import { build, migrateLocal, root, startWorker } from "../../workers/local/lib.mjs";

export const CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, the same version
 * as chromium): the headless mode Playwright itself runs tests in, without the full browser's
 * window and GPU processes. The same pages cost ~18% less CPU; the suite's Chromium is most of
 * e2e's CPU. Without it the tests use /usr/bin/chromium.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: boolean;
    /** The Chromium the tests launch: the headless shell when installed, else the browser. */
    chromiumPath: string;
    /** The wrangler state directory of this run's local D1 (the tests read sent mail from it). */
    statePath: string;
    /** A wrangler state directory with every migration applied and nothing else, to copy (never to serve). */
    migratedStatePath: string;
    /** The server's output (wrangler and the Worker's console), quoted by a test whose request failed. */
    workerLogPath: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export default async function setup(project: TestProject) {
  const hasChromium = existsSync(CHROMIUM);
  if (!hasChromium) {
    const msg = `Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium'.`;
    if (process.env.CI === "true") throw new Error(`${msg} Browser tests may not be skipped under CI=true.`);
    console.warn(`\n⚠ ${msg} Skipping the browser tests (outside CI only).\n`);
  }
  if (!existsSync(join(root, "build/server/index.js"))) build();

  // A fresh database for every run: migrations + the demo seed, as `npm start` does.
  const state = mkdtempSync(join(tmpdir(), "e2e-state-"));
  const port = await freePort();
  const logs = mkdtempSync(join(tmpdir(), "e2e-log-"));
  const workerLogPath = join(logs, "worker.log");
  // wrangler dev starts (bundling the Worker, ~10 s) while the database is migrated and seeded:
  // nothing touches D1 before the first test (the readiness check asks for a static file).
  const starting = startWorker({
    port,
    persistTo: state,
    // No local trace store: a span per D1 call written to SQLite is CPU the tests do not need.
    traces: false,
    logFile: workerLogPath,
    // Links in mails are built from PUBLIC_BASE_URL (never the request's Host): this run's own address.
    vars: {
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123",
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    },
  });
  starting.catch(() => {}); // awaited below; not an unhandled rejection while the seed runs
  migrateLocal(state);
  // A copy of the migrated, empty database for a file that needs one of its own (setup.test.ts):
  // migrating again would start wrangler and a workerd for the same 26 migrations.
  const migrated = mkdtempSync(join(tmpdir(), "e2e-migrated-"));
  cpSync(state, migrated, { recursive: true });
  await seed(state);
  const worker = await starting;
  project.provide("baseUrl", worker.url);
  project.provide("statePath", state);
  project.provide("migratedStatePath", migrated);
  project.provide("workerLogPath", workerLogPath);
  project.provide("chromium", hasChromium);
  project.provide("chromiumPath", existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
  return () => {
    worker.stop();
    rmSync(state, { recursive: true, force: true });
    rmSync(migrated, { recursive: true, force: true });
    rmSync(logs, { recursive: true, force: true });
  };
}
