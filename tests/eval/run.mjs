// `npm run eval -- <folder>`: measures the deck chat (decks.mjs) and, when that runner
// exists, the forecast chat (sheets.mjs) on a folder of documents with questions. The folder
// format and the scoring rules are in README.md ("Measuring answers").
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { useSupportedNode } from "../../workers/local/node.mjs";

await useSupportedNode();

const here = dirname(fileURLToPath(import.meta.url));
const folder = process.argv[2];
if (!folder) {
  console.error("Usage: npm run eval -- <folder with questions.json>");
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
  const res = spawnSync(process.execPath, [file, target], { stdio: "inherit" });
  if (res.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
