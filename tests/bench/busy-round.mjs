// `npm run bench -- --busy-round` (or `npm run bench:busy-round`): the pages that fold a
// company's visitor events — the Investors tab and the pipeline — with a busy round's events.
// Seeds the bench's company, records BENCH_EVENTS (20,000: the Investors tab's read cap) events
// of BENCH_VISITORS (400) visitors over 60 days as the Worker records them (page views, the deck
// viewer's page rows and its beacon rows, one per visitor, page and day; the first visitors
// through the demo investors' links), serves the built Worker and measures each page's server
// CPU per request as `npm run bench` does. No budget: the figure shows how the pages grow with
// the events, which the bench's own load (about 900 events) does not.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import autocannon from "autocannon";

import {
  build,
  ensureInstalled,
  executeSqlFile,
  migrateLocal,
  startWorker,
} from "../../workers/local/lib.mjs";
import { useSupportedNode } from "../../workers/local/node.mjs";
import { founderSession, median, serverCpuSeconds } from "./measure.mjs";

await useSupportedNode();
ensureInstalled();
if (process.env.BENCH_BUILD !== "0") build();
const { DEMO_DECK, seed, seedBenchData, seedConfig } = await import("../../db/seed.mjs");

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 400);
const DURATION = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const PAGES = ["/admin/management/investors", "/admin/pipeline"];
const DECK_PAGES = 20; // the bench's deck (db/seed.mjs, seedBenchData)
const COMPANY = "demo-company";
const INVITED = 10;

/** A small deterministic generator, so two runs record the same round. */
function random(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** The round's events as SQL rows, newest visit last. */
function roundRows() {
  const next = random(2026);
  const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`);
  const rows = [];
  const beaconDays = new Set();
  const start = Date.now() - 60 * 86_400_000;
  let t = start;
  while (rows.length < EVENTS) {
    // A few visitors come back often, most once or twice.
    const v = Math.floor(VISITORS * next() ** 2);
    const visitorId = `busy-visitor-${String(v).padStart(4, "0")}`;
    const investor =
      v < INVITED
        ? `(SELECT id FROM investors WHERE company_id = '${COMPANY}' ORDER BY id LIMIT 1 OFFSET ${v})`
        : "NULL";
    t += Math.floor((next() * 60 * 86_400_000 * 1.4) / (EVENTS / 12));
    const at = (ms) => new Date(Math.min(ms, Date.now() - 1000)).toISOString();
    const row = (fields) => rows.push({ visitorId, investor, ...fields });
    row({ kind: "page", path: `/public/${seedConfig.companySlug}`, at: at(t) });
    row({ kind: "page", path: `/public/${seedConfig.companySlug}/pitch-deck`, at: at(t + 20_000) });
    row({ kind: "deck-page", documentId: DEMO_DECK.id, page: 1, at: at(t + 21_000) });
    const read = 3 + Math.floor(next() * (DECK_PAGES - 2));
    const day = at(t).slice(0, 10);
    for (let page = 1; page <= read; page++) {
      const key = `${visitorId}:${page}:${day}`;
      if (beaconDays.has(key)) continue;
      beaconDays.add(key);
      const ms = 2000 + Math.floor(next() * 40_000);
      row({
        kind: "deck-page",
        documentId: DEMO_DECK.id,
        page,
        ms,
        source: "beacon",
        day,
        at: at(t + 21_000 + page * 15_000),
      });
    }
  }
  return rows
    .slice(0, EVENTS)
    .map(
      (r, i) =>
        `('busy-event-${i}', '${COMPANY}', ${q(r.visitorId)}, ${r.investor}, ${q(r.kind)}, ${q(r.path ?? null)}, ${q(r.documentId ?? null)}, ${q(r.page ?? null)}, ${q(r.ms ?? null)}, ${q(r.source ?? "server")}, ${q(r.day ?? null)}, ${q(r.at)})`,
    );
}

function roundSql() {
  const rows = roundRows();
  const statements = [];
  // D1 takes statements up to 100 KB: 200 rows (an invited visitor's carries a subquery) stay well within.
  for (let i = 0; i < rows.length; i += 200)
    statements.push(
      `INSERT INTO visitor_events (id, company_id, visitor_id, investor_id, kind, path, document_id, page_number, duration_ms, source, day, created_at) VALUES\n${rows.slice(i, i + 200).join(",\n")};`,
    );
  return statements.join("\n");
}

const state = mkdtempSync(join(tmpdir(), "bench-busy-round-"));
let worker = null;
try {
  migrateLocal(state);
  await seed(state);
  await seedBenchData(state);
  const file = join(state, "busy-round.sql");
  writeFileSync(file, roundSql());
  executeSqlFile(file, state);
  worker = await startWorker({
    port: process.env.BENCH_PORT ?? 8797,
    persistTo: state,
    vars: { SESSION_SECRET: "bench-secret-0123456789abcdef0123456789" },
    inspector: false,
    traces: false,
    logLevel: "warn",
  });
  const headers = { Cookie: await founderSession(worker.url) };
  const results = [];
  for (const path of PAGES) {
    const warm = await fetch(`${worker.url}${path}`, { headers, redirect: "manual" });
    if (warm.status !== 200) throw new Error(`${path}: answered ${warm.status} before measuring`);
    await warm.arrayBuffer();
    const perRound = [];
    let last = null;
    for (let round = 0; round < ROUNDS; round++) {
      const before = serverCpuSeconds(worker.pid);
      last = await new Promise((resolve, reject) =>
        autocannon(
          { url: `${worker.url}${path}`, connections: CONNECTIONS, duration: DURATION, headers },
          (e, r) => (e ? reject(e) : resolve(r)),
        ),
      );
      const after = serverCpuSeconds(worker.pid);
      if (last.non2xx > 0 || last.errors > 0)
        throw new Error(`${path}: ${last.non2xx} non-2xx, ${last.errors} errors`);
      perRound.push(
        before === null || after === null ? null : ((after - before) * 1000) / last.requests.total,
      );
    }
    results.push({ path, cpuMs: median(perRound), p50: last.latency.p50 });
  }
  console.log(
    `\nBusy round: ${EVENTS} events of ${VISITORS} visitors (${INVITED} through investors' links) over 60 days; server CPU: median of ${ROUNDS} × ${DURATION} s at ${CONNECTIONS} connections\n`,
  );
  console.log("| page | server CPU ms/req (median) | p50 ms |\n|---|---:|---:|");
  for (const r of results)
    console.log(`| ${r.path} | ${r.cpuMs === null ? "–" : r.cpuMs.toFixed(2)} | ${r.p50} |`);
} finally {
  worker?.stop();
  rmSync(state, { recursive: true, force: true });
}
