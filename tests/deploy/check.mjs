// `npm run deploy:check`: the production configuration rehearsed offline, as a self-hoster's first
// deploy meets it. It builds, runs `wrangler deploy --dry-run --env production` (bundle size, the
// bindings), lists every var, secret and resource to set with what happens when it is missing
// (names from wrangler.toml and app/server/platform/env.server.ts, explanations from ./settings.mjs), then
// serves the production build with `wrangler dev --env production --local` on an empty database
// and checks what a first visitor, the first owner and the platform's failures meet there.
// No login and no network: Workers AI cannot be reached locally (the binding throws), which is the
// failing AI binding; the mail API cannot be reached either (on a machine that is online, the
// invitation reaches Resend with a made-up key and is refused: it ends failed all the same).
//
// DEPLOY_CHECK_BUILD=0 skips the build (npm test has just built); DEPLOY_CHECK_KEEP=1 keeps the
// dry run's output and the local state and prints where.
/* global Headers, FormData, Blob, Response */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { build, ensureInstalled, root, run, startWorker, wranglerEnv } from "../../workers/local/lib.mjs";
import { SETTINGS } from "./settings.mjs";

ensureInstalled();

const started = Date.now();
const work = mkdtempSync(join(tmpdir(), "deploy-check-"));
const keep = process.env.DEPLOY_CHECK_KEEP === "1";
/** Stand-ins for the secrets a self-hoster puts with `wrangler secret put` (never real ones). */
const SECRETS = {
  SESSION_SECRET: "deploy-check-session-secret-0123456789abcdef",
  SETUP_TOKEN: "deploy-check-setup-token-0123456789",
  MAIL_API_KEY: "re_deploy_check_unreachable",
};
const OWNER = {
  fullName: "Deploy Check",
  companyName: "Deploy Check BV",
  email: "owner@deploy-check.example",
  password: "deploy-check-password-2026",
};
const INVESTOR = "investor@deploy-check.example";

const results = [];
async function check(name, fn) {
  const t = Date.now();
  try {
    const detail = await fn();
    results.push({ name, ok: true, detail, seconds: (Date.now() - t) / 1000 });
    console.log(`  ✓ ${name}${detail ? `: ${detail}` : ""}`);
  } catch (error) {
    results.push({ name, ok: false, detail: error.message, seconds: (Date.now() - t) / 1000 });
    console.log(`  ✗ ${name}: ${error.message}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/* ------------------------------------------------------------------ build and dry run */

if (process.env.DEPLOY_CHECK_BUILD !== "0") {
  console.log("Building (remix vite:build)…");
  build();
}

console.log("\n1. Dry-run deploy of the production environment (no login needed)\n");
const outdir = join(work, "dist");
const dry = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--env", "production", "--outdir", outdir], {
  cwd: root,
  env: wranglerEnv,
  encoding: "utf8",
});
const dryOutput = `${dry.stdout}\n${dry.stderr}`;
const bindingLines = dryOutput
  .slice(dryOutput.indexOf("Your Worker has access"), dryOutput.indexOf("--dry-run: exiting"))
  .trim();
console.log(bindingLines.replace(/^/gm, "    "));
console.log();

await check("wrangler deploy --dry-run --env production", () => {
  assert(dry.status === 0, `exit code ${dry.status}:\n${dryOutput.slice(-2000)}`);
  const total = /Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/.exec(dryOutput);
  const script = readdirSync(outdir).find((f) => f.endsWith(".js"));
  assert(script, `no Worker script in ${outdir}`);
  const bytes = readFileSync(join(outdir, script));
  const map = join(outdir, `${script}.map`);
  assert(
    existsSync(map) && bytes.toString("utf8", bytes.length - 200).includes("sourceMappingURL"),
    "no source map beside the bundle (upload_source_maps)",
  );
  const gzip = gzipSync(bytes).length;
  // The limit that matters is the compressed Worker: 3 MB on Workers Free, 10 MB on Paid.
  assert(gzip < 3 * 1024 * 1024, `the Worker is ${kib(gzip)} gzip, over the free plan's 3 MB`);
  return `Worker ${kib(bytes.length)}, ${kib(gzip)} gzip (limit 3 MB free / 10 MB paid); wrangler's total upload ${total ? `${total[1]}, ${total[2]} gzip` : "?"}; source map ${kib(statSync(map).size)}`;
});

await check("registration is closed and the environment is production in the dry run", () => {
  assert(
    dryOutput.includes('env.ALLOW_REGISTRATION ("false")'),
    'ALLOW_REGISTRATION is not "false" in [env.production.vars]',
  );
  assert(
    dryOutput.includes('env.ENVIRONMENT ("production")'),
    'ENVIRONMENT is not "production" in [env.production.vars]',
  );
  const models = [...dryOutput.matchAll(/env\.(AI_\w+_MODEL) \("([^"]+)"\)/g)].map((m) => `${m[1]}=${m[2]}`);
  return models.join(", ");
});

/* ------------------------------------------------------------------ what to set */

const { unstable_readConfig: readConfig } = await import("wrangler");
const configPath = join(root, "wrangler.toml");
const production = readConfig({ config: configPath, env: "production" }, { hideWarnings: true });
const development = readConfig({ config: configPath }, { hideWarnings: true });

await check("the production Worker has its own name", () => {
  assert(
    production.name && production.name !== development.name,
    `both environments deploy as "${production.name}"`,
  );
  assert(production.observability?.enabled === true, "[observability] enabled is not true for production");
  assert(production.upload_source_maps === true, "upload_source_maps is not true for production");
  return `production "${production.name}", development "${development.name}"; observability and source maps on`;
});

/** The Worker's env schema, bundled from TypeScript so this script reads the same keys the Worker parses. */
async function envSchemaKeys() {
  const { build: esbuild } = await import("esbuild");
  const bundled = await esbuild({
    entryPoints: [join(root, "app/server/platform/env.server.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  const file = join(work, "env-schema.mjs");
  writeFileSync(file, bundled.outputFiles[0].text);
  const { EnvSchema } = await import(pathToFileURL(file).href);
  return Object.keys(EnvSchema.shape);
}

console.log("\n2. What a self-hoster sets (wrangler.toml [env.production], secrets, resources)\n");
const rows = [];
const vars = production.vars ?? {};
for (const name of new Set([...(await envSchemaKeys()), ...Object.keys(vars)])) {
  const guide = SETTINGS[name];
  const value = vars[name];
  const kind = guide?.kind ?? (value === undefined ? "secret" : "var");
  const state =
    kind === "secret"
      ? "wrangler secret put"
      : value === undefined
        ? "not set"
        : value === ""
          ? "empty"
          : guide?.placeholder?.(String(value))
            ? "PLACEHOLDER"
            : "set";
  rows.push({ name, kind, value: kind === "secret" ? "" : String(value ?? ""), state, guide });
}
for (const d1 of production.d1_databases ?? []) {
  rows.push({
    name: d1.binding,
    kind: "resource",
    value: `D1 ${d1.database_name} (${d1.database_id})`,
    state: SETTINGS[d1.binding]?.placeholder?.(d1.database_id) ? "PLACEHOLDER" : "set",
    guide: SETTINGS[d1.binding],
  });
}
for (const r2 of production.r2_buckets ?? [])
  rows.push({
    name: r2.binding,
    kind: "resource",
    value: `R2 ${r2.bucket_name}`,
    state: "create",
    guide: SETTINGS[r2.binding],
  });
const queues = new Set([
  ...(production.queues?.producers ?? []).map((p) => p.queue),
  ...(production.queues?.consumers ?? []).flatMap((c) => [c.queue, c.dead_letter_queue].filter(Boolean)),
]);
for (const queue of queues)
  rows.push({ name: queue, kind: "resource", value: "Queue", state: "create", guide: SETTINGS[queue] });
if (production.ai)
  rows.push({
    name: production.ai.binding,
    kind: "binding",
    value: "Workers AI",
    state: "set",
    guide: SETTINGS[production.ai.binding],
  });
if (production.assets)
  rows.push({
    name: production.assets.binding,
    kind: "binding",
    value: production.assets.directory,
    state: "set",
    guide: SETTINGS[production.assets.binding],
  });
if (production.triggers?.crons?.length)
  rows.push({
    name: "crons",
    kind: "binding",
    value: production.triggers.crons.join(", "),
    state: "set",
    guide: SETTINGS.crons,
  });

for (const row of rows) {
  const need = row.guide?.need ?? "?";
  console.log(
    `  ${row.name.padEnd(38)} ${row.kind.padEnd(8)} ${need.padEnd(11)} ${row.state.padEnd(19)} ${row.value}`,
  );
  if (row.guide) {
    console.log(`      ${row.guide.what}`);
    console.log(`      missing: ${row.guide.missing}`);
  }
}
const placeholders = rows.filter((r) => r.state === "PLACEHOLDER").map((r) => r.name);
console.log(`\n  Placeholders to replace before a real deploy: ${placeholders.join(", ") || "none"}\n`);

await check("every var, secret and resource has its explanation", () => {
  const undocumented = rows.filter((r) => !r.guide).map((r) => r.name);
  assert(!undocumented.length, `no entry in tests/deploy/settings.mjs for: ${undocumented.join(", ")}`);
  return `${rows.length} listed`;
});

/* ------------------------------------------------------------------ the production build, served */

console.log("\n3. The production build on an empty local database (wrangler dev --env production --local)\n");

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

const state = join(work, "state");
run(
  "npx",
  ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--env", "production", "--persist-to", state],
  { stdio: ["ignore", "ignore", "inherit"] },
);
const worker = await startWorker({
  port: await freePort(),
  persistTo: state,
  env: "production",
  vars: SECRETS,
});

/** Rows of the served database, read as `wrangler d1 execute` would on the live one. */
function query(sql) {
  const res = spawnSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--env",
      "production",
      "--persist-to",
      state,
      "--json",
      "--command",
      sql,
    ],
    { cwd: root, env: wranglerEnv, encoding: "utf8" },
  );
  if (res.status !== 0) throw new Error(`d1 execute failed: ${res.stderr.slice(-500)}`);
  return JSON.parse(res.stdout.slice(res.stdout.indexOf("[")))[0].results;
}

/**
 * One HTTP request on a connection of its own (node:http, no keep-alive): a kept-alive socket that
 * the local server closed while the check waited made fetch fail now and then.
 */
async function send(url, { method = "GET", headers, body }) {
  let payload;
  if (body !== undefined) {
    const encoded = new Response(body);
    payload = Buffer.from(await encoded.arrayBuffer());
    headers.set("Content-Type", encoded.headers.get("Content-Type"));
    headers.set("Content-Length", String(payload.length));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: Object.fromEntries(headers), agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const v of [value].flat()) answer.append(name, v);
        const noBody = res.statusCode === 204 || res.statusCode === 304;
        resolve(
          new Response(noBody ? null : Buffer.concat(chunks), { status: res.statusCode, headers: answer }),
        );
      });
    });
    req.on("error", reject);
    req.end(payload);
  });
}

/** A browser's cookie jar, redirects not followed. */
const jar = new Map();
async function visit(path, init = {}) {
  const headers = new Headers(init.headers);
  if (jar.size) headers.set("Cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
  if (init.method === "POST") headers.set("Origin", worker.url);
  const res = await send(`${worker.url}${path}`, { ...init, headers });
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (!value || /max-age=0/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return res;
}
const post = (path, fields) =>
  visit(path, { method: "POST", body: fields instanceof FormData ? fields : new URLSearchParams(fields) });

/** Polls `probe` every second until it answers a value, or fails after `seconds`. */
async function until(seconds, probe, what) {
  const deadline = Date.now() + seconds * 1000;
  let last;
  for (;;) {
    last = await probe();
    if (last?.done) return last.value;
    if (Date.now() > deadline)
      throw new Error(`${what} not within ${seconds} s (last seen: ${last?.seen ?? "nothing"})`);
    await wait(1000);
  }
}

try {
  await check("first visit: / leads to the setup page, not a 404", async () => {
    const home = await visit("/");
    assert(
      home.status === 302 && home.headers.get("Location") === "/setup",
      `/ answered ${home.status} ${home.headers.get("Location") ?? ""}`,
    );
    const setup = await visit("/setup");
    assert(
      setup.status === 200 && (await setup.text()).includes('name="token"'),
      `/setup answered ${setup.status} without the form`,
    );
    return "/ → /setup (200, the setup form)";
  });

  await check("/dev answers 404 in production", async () => {
    const res = await visit("/dev");
    assert(res.status === 404, `/dev answered ${res.status}`);
    return "404";
  });

  await check("hashed assets are cached for a year, pages are not", async () => {
    const asset = readdirSync(join(root, "build/client/assets")).find((f) => f.endsWith(".js"));
    const res = await visit(`/assets/${asset}`);
    const cache = res.headers.get("Cache-Control");
    assert(
      res.status === 200 && cache === "public, max-age=31536000, immutable",
      `/assets/${asset}: ${res.status}, Cache-Control ${cache}`,
    );
    const page = await visit("/setup");
    assert(!(page.headers.get("Cache-Control") ?? "").includes("immutable"), "a page is served immutable");
    return `/assets/*: ${cache}`;
  });

  await check("registration is closed", async () => {
    const res = await post("/admin?index", {
      intent: "register",
      ...OWNER,
      email: "stranger@deploy-check.example",
    });
    assert(res.status === 403, `a registration post answered ${res.status}`);
    return "403";
  });

  await check("the first owner is created with SETUP_TOKEN, once", async () => {
    const wrong = await post("/setup", { token: "not-the-setup-token-0000", ...OWNER });
    assert(wrong.status === 403, `a wrong token answered ${wrong.status}`);
    const created = await post("/setup", { token: SECRETS.SETUP_TOKEN, ...OWNER });
    assert(
      created.status === 302 && created.headers.get("Location") === "/admin/dashboard",
      `setup answered ${created.status} ${created.headers.get("Location") ?? ""}`,
    );
    const dashboard = await visit("/admin/dashboard");
    assert(dashboard.status === 200, `the owner's dashboard answered ${dashboard.status}`);
    const closed = await visit("/setup");
    assert(closed.status === 404, `/setup after the first owner answered ${closed.status}`);
    const home = await visit("/");
    return `wrong token 403, owner signed in, /setup now 404, / → ${home.headers.get("Location")}`;
  });

  await check("AI failure path: with the AI binding failing, no answer is stored", async () => {
    const { buildDeckPdf } = await import("../../db/demo-deck-pdf.mjs");
    const form = new FormData();
    form.append("intent", "document.upload-pdf");
    form.append("file", new Blob([await buildDeckPdf()], { type: "application/pdf" }), "Pitch deck.pdf");
    const upload = await post("/admin/management/documents", form);
    assert(upload.status === 302, `the deck upload answered ${upload.status}`);
    const status = await until(
      120,
      async () => {
        const html = await (await visit("/admin/management/documents")).text();
        const seen = /data-testid="extraction-status" data-status="(\w+)"/.exec(html)?.[1];
        return { done: seen === "done" || seen === "failed", value: seen, seen };
      },
      "the deck's text extraction",
    );
    assert(status === "done", `the deck's text extraction ended ${status}`);
    const ask = await post("/pitch-deck-chat", {
      intent: "ask",
      question: "How much are you raising and what is the money for?",
    });
    // A page, a redirect back, or 502 (the model failed: the investor is told so), never a crash.
    assert([200, 302, 303, 502, 503, 504].includes(ask.status), `the question answered ${ask.status}`);
    const messages = query("SELECT is_user, substr(content, 1, 80) AS content FROM chat_messages");
    const questions = messages.filter((m) => m.is_user === 1);
    const answers = messages.filter((m) => m.is_user === 0);
    assert(questions.length === 1, `${questions.length} questions stored`);
    assert(
      !answers.length,
      `an assistant answer was stored although the AI failed: "${answers[0]?.content}"`,
    );
    return `question answered ${ask.status}, the question kept, no answer stored`;
  });

  await check("mail with an unreachable mail API ends failed in the Outbox", async () => {
    const invite = await post("/admin/management/investors", {
      intent: "investor.invite",
      name: "Deploy Check Investor",
      email: INVESTOR,
      firm: "",
      expires: "",
    });
    assert(invite.status === 302, `the investor invite answered ${invite.status}`);
    const t = Date.now();
    await until(
      240,
      async () => {
        const html = await (await visit("/admin/management/outbox")).text();
        const listed = html.includes(INVESTOR);
        const failed = /data-status="failed"|>\s*failed\s*</.test(html);
        return {
          done: listed && failed,
          seen: listed
            ? (/>\s*(sending|sent|failed|queued)\s*</.exec(html)?.[1] ?? "listed")
            : "not in the Outbox",
        };
      },
      "the invite mail shown failed in the Outbox",
    );
    const rows = query(`SELECT status FROM outbox_emails WHERE to_address = '${INVESTOR}'`);
    assert(rows.length === 1 && rows[0].status === "failed", `outbox rows: ${JSON.stringify(rows)}`);
    return `failed after ${((Date.now() - t) / 1000).toFixed(0)} s, shown in the Outbox`;
  });
} finally {
  worker.stop();
}
if (results.some((r) => !r.ok))
  console.log(`\nThe local server's last output:\n${worker.output().slice(-4000)}`);

/* ------------------------------------------------------------------ summary */

if (keep) console.log(`\nKept: dry run in ${outdir}, local state in ${state}`);
else rmSync(work, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok);
console.log(`\ndeploy:check summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const r of results) console.log(`  ${r.ok ? "✓" : "✗"} ${r.name.padEnd(72)} ${r.seconds.toFixed(1)} s`);
console.log(`\ndeploy-check: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
