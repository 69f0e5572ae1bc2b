// `npm run db:adopt`: makes drizzle-kit know the hand-written migrations. Every
// migrations/NNNN_name.sql missing from migrations/meta/_journal.json is added to it (idx NNNN,
// so the next generated migration is numbered after the highest one), and the latest snapshot
// is refreshed from db/schema: afterwards `npm run db:generate` on an unchanged schema writes
// nothing. Run it after adding a hand-written migration and the matching db/schema change.
// `node db/adopt.mjs --check` (a step of `npm test`) changes nothing and fails when the journal
// misses a migration or drizzle-kit generate would write anything.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { withTypeScript } from "../workers/local/lib.mjs";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const migrations = join(root, "migrations");
const meta = join(migrations, "meta");
const journalPath = join(meta, "_journal.json");
const check = process.argv.includes("--check");

const numberOf = (name) => Number(name.slice(0, 4));
const sqlFiles = readdirSync(migrations)
  .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
  .sort();
const snapshots = () =>
  readdirSync(meta)
    .filter((f) => /^\d{4}_snapshot\.json$/.test(f))
    .sort();
const journal = JSON.parse(readFileSync(journalPath, "utf8"));

/** drizzle-kit generate run on a copy of migrations/: the files it would write (none when drizzle knows the schema). */
function generateInCopy() {
  const dir = mkdtempSync(join(tmpdir(), "drizzle-adopt-"));
  try {
    cpSync(migrations, join(dir, "migrations"), { recursive: true });
    // drizzle-kit reads `out` relative to the working directory; the schema stays in the repo.
    const config = { dialect: "sqlite", schema: join(root, "db/schema/index.ts"), out: "./migrations" };
    writeFileSync(join(dir, "drizzle.config.ts"), `export default ${JSON.stringify(config)};\n`);
    const before = new Set(listAll(join(dir, "migrations")));
    const run = spawnSync(
      process.execPath,
      [
        join(root, "node_modules/drizzle-kit/bin.cjs"),
        "generate",
        "--config=drizzle.config.ts",
        "--name=adopt",
      ],
      { cwd: dir, encoding: "utf8" },
    );
    // drizzle-kit exits 0 also when it stops at a question it cannot ask without a terminal (a
    // table created or renamed?): only its own "nothing to migrate" or written files count.
    const output = `${run.stdout}\n${run.stderr}`;
    if (run.status !== 0 || /Error/.test(output)) throw new Error(`drizzle-kit generate failed:\n${output}`);
    const written = listAll(join(dir, "migrations")).filter((f) => !before.has(f));
    return written.map((f) => ({ name: f, text: readFileSync(join(dir, "migrations", f), "utf8") }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function listAll(dir) {
  return [
    ...readdirSync(dir).filter((f) => f.endsWith(".sql")),
    ...readdirSync(join(dir, "meta")).map((f) => `meta/${f}`),
  ];
}

/** drizzle-kit's snapshot of db/schema (TypeScript, loaded through Vite as the bench loads its TypeScript). */
async function schemaSnapshot() {
  return withTypeScript(async (load) => {
    const schema = await load("/db/schema/index.ts");
    const { generateSQLiteDrizzleJson } = await import("drizzle-kit/api");
    return await generateSQLiteDrizzleJson({ ...schema });
  });
}

const known = new Set(journal.entries.map((e) => e.tag));
const missing = sqlFiles.filter((f) => !known.has(f.replace(/\.sql$/, "")));

if (check) {
  const problems = [];
  if (missing.length) problems.push(`migrations/meta/_journal.json does not list ${missing.join(", ")}`);
  if (!missing.length) {
    const written = generateInCopy();
    if (written.length)
      problems.push(
        `drizzle-kit generate would write ${written.map((w) => w.name).join(", ")}:\n${written.find((w) => w.name.endsWith(".sql"))?.text ?? ""}`,
      );
  }
  if (problems.length) {
    console.error(
      `${problems.join("\n")}\nThe schema and the migrations drizzle-kit knows differ: run \`npm run db:adopt\` after adding a hand-written migration (README, Database).`,
    );
    process.exit(1);
  }
  console.log(
    `drizzle-kit knows all ${sqlFiles.length} migrations and the schema: db:generate writes nothing.`,
  );
  process.exit(0);
}

const now = Date.now();
for (const [i, file] of missing.entries()) {
  journal.entries.push({
    idx: numberOf(file),
    version: "6",
    when: now + i,
    tag: file.replace(/\.sql$/, ""),
    breakpoints: true,
  });
}
journal.entries.sort((a, b) => a.idx - b.idx);
writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);

// The snapshot of the schema as it is now (drizzle-kit's own, from its API: generate would stop
// at questions such as "created or renamed?") becomes the latest one, named after the highest
// migration and chained to the snapshot before it.
const fresh = await schemaSnapshot();
if (fresh) {
  const latest = String(Math.max(...sqlFiles.map(numberOf))).padStart(4, "0");
  const snapshot = fresh;
  // Refreshing the latest snapshot in place keeps its link to the one before.
  const previous = snapshots()
    .filter((f) => f < `${latest}_snapshot.json`)
    .at(-1);
  const replaced = snapshots().find((f) => f === `${latest}_snapshot.json`);
  if (replaced) snapshot.prevId = JSON.parse(readFileSync(join(meta, replaced), "utf8")).prevId;
  else if (previous) snapshot.prevId = JSON.parse(readFileSync(join(meta, previous), "utf8")).id;
  writeFileSync(join(meta, `${latest}_snapshot.json`), `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`migrations/meta/${latest}_snapshot.json now matches db/schema`);
}
console.log(
  missing.length
    ? `added to the journal: ${missing.join(", ")}`
    : "the journal already listed every migration",
);
