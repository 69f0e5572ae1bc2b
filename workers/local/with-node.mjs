// `node workers/local/with-node.mjs <command> [args…]`: runs a tool (wrangler, vitest…) under
// Node ≥ 22.12 — the machine's if recent enough, else the project's from .tools/ (./node.mjs).
import { spawn } from "node:child_process";
import { constants } from "node:os";

import { useSupportedNode } from "./node.mjs";

await useSupportedNode();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node workers/local/with-node.mjs <command> [args…]");
  process.exit(2);
}
const child = spawn(command, args, { stdio: "inherit", shell: process.platform === "win32" });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("error", (err) => {
  console.error(`${command}: ${err.message}`);
  process.exit(127);
});
child.on("exit", (status, signal) => process.exit(status ?? 128 + (constants.signals[signal] ?? 0)));
