// `npm run typecheck`: the Worker imports the Remix server build (build/server), so a fresh
// clone builds once before type checking; then the app and the integration tests are checked.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

import { build, ensureInstalled, root } from "./lib.mjs";
import { useSupportedNode } from "./node.mjs";

await useSupportedNode();
ensureInstalled();
if (!existsSync(join(root, "build/server/index.js"))) build();
for (const args of [
  ["tsc", "--noEmit"],
  ["tsc", "--noEmit", "-p", "tests/integration"],
]) {
  const result = spawnSync("npx", args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
