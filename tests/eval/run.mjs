// `npm run eval -- <folder> [--fold n] [--provider openai-compatible --base-url URL --model M]`:
// measures the deck chat (decks.mjs) and, when that runner exists, the forecast chat
// (sheets.mjs) on a folder of documents with questions. The folder (or EVAL_DIR), the flags,
// the folder format and the scoring rules are in README.md ("Measuring answers").
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { useSupportedNode } from "../../workers/local/node.mjs";

await useSupportedNode();

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const folder = args[0] && !args[0].startsWith("--") ? args.shift() : process.env.EVAL_DIR;
if (!folder) {
  console.error(
    "Usage: npm run eval -- <folder with questions.json> [--fold n] [--folds n] [--provider local|openai-compatible] [--base-url URL] [--model name]",
  );
  process.exit(2);
}
const target = resolve(folder);
if (!existsSync(join(target, "questions.json"))) {
  console.error(`${join(target, "questions.json")} not found.`);
  process.exit(2);
}

let failed = false;
for (const runner of ["decks.mjs", "sheets.mjs"]) {
  const file = join(here, runner);
  if (!existsSync(file)) continue;
  // The flags are the deck runner's; the sheet runner reads only the folder.
  const res = spawnSync(process.execPath, [file, target, ...(runner === "decks.mjs" ? args : [])], {
    stdio: "inherit",
  });
  if (res.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
