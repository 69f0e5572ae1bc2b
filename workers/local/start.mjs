// `npm start`: install if needed, build, apply local D1 migrations, seed the demo company,
// and serve the built Worker with wrangler dev (queues and all) on PORT (default 8787).
import { spawn } from "node:child_process";

import { build, ensureDevVars, ensureInstalled, migrateLocal, root, wranglerEnv } from "./lib.mjs";
import { useSupportedNode } from "./node.mjs";

await useSupportedNode();
ensureInstalled();
ensureDevVars();
build();
migrateLocal();
const { seed } = await import("../../db/seed.mjs");
const config = await seed();
const port = process.env.PORT ?? "8787";

console.log(`
  App:          http://localhost:${port}
  Admin login:  http://localhost:${port}/admin/login
                ${config.adminEmail} / ${config.adminPassword}
  Investor site http://localhost:${port}/public/${config.companySlug}  (access code: ${config.accessCode})
  Sent mail is kept in the outbox (admin panel).
  Daily investor job (digest, retention): http://localhost:${port}/__scheduled
`);

const child = spawn(
  "npx",
  // --test-scheduled: GET /__scheduled runs the Cron Trigger's daily job (digest, retention) now.
  [
    "wrangler",
    "dev",
    "--local",
    "--port",
    port,
    "--show-interactive-dev-session=false",
    "--test-scheduled",
    "--var",
    `PUBLIC_BASE_URL:http://localhost:${port}`,
  ],
  { cwd: root, env: wranglerEnv, stdio: "inherit" },
);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
