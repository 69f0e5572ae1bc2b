// `npm start`: install if needed, build, apply local D1 migrations, seed the demo company,
// and serve the built Worker with wrangler dev (queues and all) on PORT (default 8787).
import { build, ensureDevVars, ensureInstalled, migrateLocal, root, wranglerEnv } from "./lib.mjs";
import { spawn } from "node:child_process";

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
`);

const child = spawn(
  "npx",
  ["wrangler", "dev", "--local", "--port", port, "--show-interactive-dev-session=false"],
  { cwd: root, env: wranglerEnv, stdio: "inherit" },
);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
