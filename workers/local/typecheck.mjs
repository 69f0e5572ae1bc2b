// `npm run typecheck`: the Worker imports the Remix server build (build/server), so a fresh
// clone builds once before type checking; then one program checks the app and every test.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

import { build, ensureInstalled, root } from "./lib.mjs";
import { useSupportedNode } from "./node.mjs";

await useSupportedNode();
ensureInstalled();
if (!existsSync(join(root, "build/server/index.js"))) build();
const result = spawnSync("npx", ["tsc", "--noEmit"], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
