// `npm run bench`: serves the built Worker locally (wrangler dev --local, fresh demo data)
// and measures, in one run, throughput and latency of server-rendered routes against a
// static file from public/. Prints a table and each route's ratio to the static file.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { build, ensureInstalled, migrateLocal, root, startWorker } from "../../workers/local/lib.mjs";

// `npm run bench -- --processing`: admin page latency while large uploads are processed.
if (process.argv.includes("--processing")) {
  await import("./processing.mjs");
  process.exit(0);
}

ensureInstalled();
if (!existsSync(join(root, "build/server/index.js")) || process.env.BENCH_BUILD !== "0") build();
const { seed } = await import("../../db/seed.mjs");

/**
 * Deck figures (no server needed): the local provider's answer time over a 60-page deck and
 * unpdf's extraction time per page of the demo PDF. tests/bench/deck-bench.ts is TypeScript:
 * Vite (a dev dependency) loads it in node.
 */
async function deckFigures() {
  const { createServer } = await import("vite");
  const vite = await createServer({ root, configFile: false, logLevel: "silent", appType: "custom", server: { middlewareMode: true, hmr: false }, optimizeDeps: { noDiscovery: true, include: [] } });
  try {
    const { runDeckBench } = await vite.ssrLoadModule("/tests/bench/deck-bench.ts");
    return await runDeckBench({ rounds: Number(process.env.BENCH_DECK_ROUNDS ?? 30) });
  } finally {
    await vite.close();
  }
}
const deck = await deckFigures();

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const state = mkdtempSync(join(tmpdir(), "bench-state-"));
migrateLocal(state);
await seed(state);
const worker = await startWorker({ port: process.env.BENCH_PORT ?? 8799, persistTo: state, vars: { SESSION_SECRET: "bench-secret-0123456789abcdef0123456789" } });

/** The grant cookie an investor gets after entering the access code. */
async function grantCookie(slug, code) {
  const res = await fetch(`${worker.url}/public/${slug}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: worker.url },
    body: new URLSearchParams({ intent: "unlock", accessCode: code }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__gate_"));
  if (!cookie) throw new Error(`unlock failed: ${res.status}`);
  return cookie.split(";")[0];
}

/** JS a page ships: every script and modulepreload in its HTML, gzip-compressed. */
async function jsBytes(path, headers) {
  const html = await (await fetch(`${worker.url}${path}`, { headers })).text();
  const srcs = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(`${worker.url}${src}`)).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.size, raw, gz };
}

/** A returning browser's visitor cookie (Remix cookie encoding): each view is recorded, no new cookie is set. */
const visitor = `__vid=${encodeURIComponent(Buffer.from(JSON.stringify("00000000-0000-4000-8000-000000000001")).toString("base64"))}`;
const gate = { Cookie: `${await grantCookie("demo", (await import("../../db/seed.mjs")).seedConfig.accessCode)}; ${visitor}` };

/**
 * The demo founder's session (POST /admin/login), with their company's startup data filled in
 * through the wizard's own posts so /numbers renders the dashboard instead of redirecting.
 */
async function founderCookie() {
  const post = (path, fields, cookie) =>
    fetch(`${worker.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: worker.url, ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields),
    });
  const { seedConfig } = await import("../../db/seed.mjs");
  const login = await post("/admin/login", { intent: "login", email: seedConfig.adminEmail, password: seedConfig.adminPassword });
  const session = login.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (!session) throw new Error(`founder login failed: ${login.status}`);
  const cookie = `${session.split(";")[0]}; ${visitor}`;
  const steps = [
    { intent: "wizard.next", step: "company", company_name: seedConfig.companyName, founding_year: "2022", sector: "SaaS/Software", stage: "Seed", country: "Nederland" },
    { intent: "wizard.next", step: "revenue", mrr_current: "25000", previous_year_revenue: "180000" },
    { intent: "wizard.next", step: "capital", equity_investment: "500000", debt_amount: "100000" },
    { intent: "wizard.final", step: "wacc", risk_free_rate: "2", market_return: "8", beta_value: "1.2", cost_of_debt: "5" },
  ];
  for (const fields of steps) {
    const res = await post("/numbers/wizard", fields, cookie);
    if (res.status !== 302) throw new Error(`wizard step ${fields.step} failed: ${res.status}`);
  }
  return cookie;
}
const founder = { Cookie: await founderCookie() };

/** Routes measured; later issues add theirs (with the cookies they need). */
const targets = [
  { name: "static /favicon.svg", path: "/favicon.svg" },
  { name: "SSR /admin/login", path: "/admin/login" },
  { name: "SSR /public/demo/timeline (granted)", path: "/public/demo/timeline", headers: gate, js: true },
  { name: "SSR /numbers (signed-in founder)", path: "/numbers", headers: founder, js: true },
  { name: "SSR /public/demo/pitch-deck (granted, demo deck)", path: "/public/demo/pitch-deck", headers: gate, js: true },
];

function measure({ path, headers }) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${worker.url}${path}`, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

try {
  const rows = [];
  for (const target of targets) {
    // Warm up the isolate and caches before measuring.
    await fetch(`${worker.url}${target.path}`, { headers: target.headers });
    const r = await measure(target);
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${target.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    const js = target.js ? await jsBytes(target.path, target.headers) : null;
    rows.push({ name: target.name, rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, js });
  }
  const staticRps = rows[0].rps;
  console.log(`\nBenchmark: ${CONNECTIONS} connections, ${DURATION} s per route, wrangler dev --local on ${process.arch}, ${new Date().toISOString()}\n`);
  console.log("| route | req/s | p50 ms | p90 ms | p99 ms | vs static | JS shipped (gzip) |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    const js = row.js ? `${(row.js.gz / 1024).toFixed(1)} KB (${row.js.files} files, ${(row.js.raw / 1024).toFixed(0)} KB raw)` : "";
    console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p90} | ${row.p99} | ${((row.rps / staticRps) * 100).toFixed(0)}% | ${js} |`);
  }
  const ms = (v) => v.toFixed(2);
  console.log(`\nPitch deck (node ${process.version}, local AI provider; target: answer median < 30 ms)\n`);
  console.log("| measure | median ms | p95 ms | samples | note |");
  console.log("|---|---:|---:|---:|---|");
  console.log(`| local answer, ${deck.deckPages}-page deck (index cached) | ${ms(deck.warm.median)} | ${ms(deck.warm.p95)} | ${deck.warm.n} | ${(deck.citedShare * 100).toFixed(0)}% of answers cite a page; ${deck.warm.median < 30 ? "within" : "OVER"} the 30 ms target |`);
  console.log(`| local answer, ${deck.deckPages}-page deck (index built first) | ${ms(deck.cold.median)} | ${ms(deck.cold.p95)} | ${deck.cold.n} | first question after a cache miss |`);
  console.log(`| unpdf extraction per page, demo PDF | ${ms(deck.extraction.median)} | ${ms(deck.extraction.p95)} | ${deck.extraction.n} | ${deck.extraction.pdfPages} pages, ${(deck.extraction.pdfBytes / 1024).toFixed(0)} KB, whole-document runs |`);
} finally {
  worker.stop();
  rmSync(state, { recursive: true, force: true });
}
