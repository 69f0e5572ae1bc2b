// `npm run bench -- --processing` (or `npm run bench:processing`): admin and public page latency
// while a ~45 MB PDF (400 pages) and a ~16 MB workbook (64,001 rows) are processed by the JOBS
// queue, and the memory of the workerd process meanwhile. Serves the built Worker locally
// (wrangler dev --local, fresh demo data), signs in as the demo founder and unlocks the public
// site with the demo access code, measures both at rest, uploads both files (generated here,
// tests/bench/large-files.mjs) and keeps measuring until both are processed.
// Targets: p95 < 1 s while processing; memory within a deployed isolate's 128 MB.
//
// Memory: the resident set (VmRSS, Linux /proc) of the local workerd process, sampled every
// 250 ms. That process holds the Worker's isolate and also the local simulators of D1, R2 and
// the queues, so the figure bounds the job from above; what processing adds is its peak minus
// the figure at rest. BENCH_HEAP=1 also samples the Worker's own isolate through its inspector
// (V8's `Runtime.getHeapUsage`: the JavaScript heap plus ArrayBuffer backing stores), the
// figure a deployed isolate's 128 MB limits; wrangler's inspector proxy then runs too, which
// costs the pages CPU (docs/decisions/024-derived-data-at-write-time.md), so latency is judged
// on a run without it (the default).
// BENCH_FILES=pdf or BENCH_FILES=workbook processes one of the two files only.
// The JOBS deliveries are read from wrangler's log ("QUEUE … (n ms)" as each one ends): the
// report says how many were open at once at most and how many at the heap's peak. A delivery's
// time includes its wait for the one before (workers/one-at-a-time.ts): two open deliveries are
// not two steps running.
// V8's used heap counts garbage not yet collected (a lazy collector leaves 100 MB of it with
// nothing running; a deployed isolate collects before its 128 MB are reached): BENCH_HEAP_GC=1
// (with BENCH_HEAP=1) forces a full collection every 2 s and reports the live heap after it.
// BENCH_HEAP_PROFILE=1 (with BENCH_HEAP=1) also runs V8's sampling heap profiler and prints, at
// the heap's peak, the functions whose allocations were still alive then (unminified bundle).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { clearInterval, setInterval } from "node:timers";

import { build, ensureInstalled, migrateLocal, root, startWorker } from "../../workers/local/lib.mjs";
import { useSupportedNode } from "../../workers/local/node.mjs";
import { largePdf, largeWorkbook } from "./large-files.mjs";
import { founderSession } from "./measure.mjs";

await useSupportedNode();
ensureInstalled();
if (!existsSync(join(root, "build/server/index.js")) || process.env.BENCH_BUILD !== "0") build();
const { seed, seedConfig } = await import("../../db/seed.mjs");

const PAGES = [
  "/admin/management/documents",
  "/admin/dashboard",
  "/forecast-chat",
  "/admin/management/updates",
];
const PUBLIC_PAGES = [
  `/public/${seedConfig.companySlug}`,
  `/public/${seedConfig.companySlug}/timeline`,
  `/public/${seedConfig.companySlug}/pitch-deck`,
  `/public/${seedConfig.companySlug}/videos`,
];
/** Requests in flight at once, as a few admins (or tabs) would have. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 8);
const TIMEOUT_MS = Number(process.env.BENCH_PROCESSING_TIMEOUT ?? 20 * 60_000);
const HEAP = process.env.BENCH_HEAP === "1";
const HEAP_PROFILE = HEAP && process.env.BENCH_HEAP_PROFILE === "1";
const HEAP_GC = HEAP && process.env.BENCH_HEAP_GC === "1";
const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? 9339);
const FILES = process.env.BENCH_FILES ?? "pdf,workbook";

const state = mkdtempSync(join(tmpdir(), "bench-processing-"));
migrateLocal(state);
await seed(state);
const worker = await startWorker({
  port: process.env.BENCH_PORT ?? 8798,
  persistTo: state,
  // One JOBS invocation at a time, as production's max_concurrency = 1 (workers/one-at-a-time.ts).
  vars: { SESSION_SECRET: "bench-secret-0123456789abcdef0123456789", JOBS_ONE_AT_A_TIME: "1" },
  // Without wrangler's inspector proxy (a cost of the dev tool, not of the Worker) unless the
  // isolate's heap is sampled through it, and without its trace store; served minified either
  // way, as deployed. Its log stays on: the JOBS invocations are read from it.
  inspector: HEAP,
  traces: false,
  ...(HEAP ? { inspectorPort: INSPECTOR_PORT, unminified: HEAP_PROFILE } : {}),
});

/** The Worker isolate's heap through its inspector: JS heap plus ArrayBuffer backing stores, in MB. */
async function isolateHeap() {
  const { default: WebSocket } = await import("ws");
  const targets = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json();
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => (ws.once("open", resolve), ws.once("error", reject)));
  let next = 0;
  const pending = new Map();
  ws.on("message", (data) => {
    const msg = JSON.parse(String(data));
    if (msg.id && pending.has(msg.id)) pending.get(msg.id)(msg.result ?? {});
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const id = ++next;
      pending.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return {
    sample: async () => {
      const u = await send("Runtime.getHeapUsage");
      return ((u.usedSize ?? 0) + (u.backingStorageSize ?? 0)) / 1024 / 1024;
    },
    /** The heap right after a full collection: what is alive (MB). */
    live: async () => {
      await send("HeapProfiler.collectGarbage");
      const u = await send("Runtime.getHeapUsage");
      return ((u.usedSize ?? 0) + (u.backingStorageSize ?? 0)) / 1024 / 1024;
    },
    startSampling: () => send("HeapProfiler.startSampling", { samplingInterval: 64 * 1024 }),
    /** The live sampled allocations by function (self size, MB), largest first. */
    profile: async () => {
      const { profile } = await send("HeapProfiler.getSamplingProfile");
      const bySite = new Map();
      const walk = (node, stack) => {
        const f = node.callFrame;
        const here = `${f.functionName || "(anonymous)"} ${f.url.split("/").at(-1)}:${f.lineNumber + 1}`;
        const path = [...stack, here].slice(-4);
        if (node.selfSize > 0) {
          const key = path.join(" → ");
          bySite.set(key, (bySite.get(key) ?? 0) + node.selfSize);
        }
        for (const child of node.children ?? []) walk(child, path);
      };
      if (profile?.head) walk(profile.head, []);
      return [...bySite].map(([site, bytes]) => [site, bytes / 1024 / 1024]).sort((a, b) => b[1] - a[1]);
    },
    close: () => ws.close(),
  };
}
const heap = HEAP ? await isolateHeap() : null;
let peakProfile = null;

/** Cookies of a visitor past the public site's gate (the demo access code). */
async function visitorCookie() {
  const res = await fetch(`${worker.url}/public/${seedConfig.companySlug}/timeline`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: worker.url },
    body: new URLSearchParams({ intent: "unlock", accessCode: seedConfig.accessCode }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (res.status !== 302 || cookies.length === 0) throw new Error(`unlock failed: ${res.status}`);
  return cookies.join("; ");
}

/** The workerd processes wrangler started (its process group), and their resident memory in MB. */
function workerdRssMb(group) {
  let kb = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (pgrp !== group || !comm.includes("workerd")) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      /* gone meanwhile */
    }
  }
  return kb / 1024;
}

/** The JOBS invocations so far, from wrangler's log: each one's start and end (ms, this clock). */
const invocations = [];
let logRead = 0;
function readQueueLog() {
  const output = worker.output();
  const now = performance.now();
  const lines = output
    .slice(logRead)
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n");
  logRead = output.length - lines.at(-1).length;
  for (const line of lines.slice(0, -1)) {
    const m = /QUEUE investor-relations-jobs (\d+)\/(\d+) \((\d+)ms\)/.exec(line);
    if (m) invocations.push({ start: now - Number(m[3]), end: now, ok: m[1] === m[2] });
  }
}
/** The most invocations that overlapped in time, and how many ran at `at` (ms). */
const overlap = (at) => invocations.filter((i) => i.start <= at && at <= i.end).length;
const mostAtOnce = () => Math.max(0, ...invocations.map((i) => overlap(i.start + 1)));

/** Samples workerd's memory (and the isolate's heap) every 250 ms until stopped: the highest and the last figures. */
function memoryWatch() {
  let peak = 0;
  let last = 0;
  let heapPeak = 0;
  let heapPeakAt = 0;
  let heapLast = 0;
  let livePeak = 0;
  let liveAt = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    readQueueLog();
    if (HEAP_GC && ticks++ % 8 === 0)
      heap
        .live()
        .then((mb) => {
          if (mb <= livePeak) return;
          livePeak = mb;
          liveAt = performance.now();
        })
        .catch(() => undefined);
    last = workerdRssMb(worker.pid);
    peak = Math.max(peak, last);
    const at = performance.now();
    heap
      ?.sample()
      .then(async (mb) => {
        heapLast = mb;
        if (mb <= heapPeak) return;
        heapPeak = mb;
        heapPeakAt = at;
        if (HEAP_PROFILE && mb > 80) peakProfile = { mb, sites: await heap.profile() };
      })
      .catch(() => undefined);
  }, 250);
  return {
    stop: () => (
      clearInterval(timer),
      readQueueLog(),
      { peak, last, heapPeak, heapPeakAt, heapLast, livePeak, liveAt }
    ),
  };
}

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

/** Requests the admin pages in turn on `CONNECTIONS` loops until `until()` is true; each latency in ms. */
async function sample(cookie, until, pages = PAGES) {
  const samples = [];
  let i = 0;
  const loop = async () => {
    while (!until()) {
      const path = pages[i++ % pages.length];
      const start = performance.now();
      const res = await fetch(`${worker.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
      await res.arrayBuffer();
      const ms = performance.now() - start;
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      samples.push({ path, ms });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return samples;
}

function summary(samples) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { n: ms.length, p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), max: ms.at(-1) ?? NaN };
}

/**
 * Uploads a file as the Documents tab does with JavaScript: the file itself as the body of a
 * PUT, streamed to R2 (ADR 032). (Without JavaScript the tab posts a form, which the Worker
 * reads whole; that path is capped and not what is measured here.)
 */
async function upload(cookie, kind, name, bytes, type) {
  const start = performance.now();
  const res = await fetch(
    `${worker.url}/admin/documents/upload?kind=${kind}&name=${encodeURIComponent(name)}`,
    {
      method: "PUT",
      body: bytes,
      headers: { Cookie: cookie, Origin: worker.url, Accept: "application/json", "Content-Type": type },
    },
  );
  const body = await res.json().catch(() => ({}));
  if (res.status !== 200 || !body.ok)
    throw new Error(`upload ${name}: ${res.status} ${JSON.stringify(body)}`);
  return performance.now() - start;
}

/** Both uploads are processed once the documents tab shows neither in progress and both outcomes. */
async function processed(cookie) {
  const html = await (
    await fetch(`${worker.url}/admin/management/documents`, { headers: { Cookie: cookie } })
  ).text();
  const busy = /In de wachtrij|Tekst wordt geëxtraheerd|Werkbladen worden ingelezen/.test(html);
  const failed = /Verwerkingsfout|kon niet worden gelezen|Text extraction failed/.test(html);
  return {
    done: !busy,
    failed,
    pdf: /\(400 pagina/.test(html),
    workbook: /werkbladen ingelezen/.test(html),
    notice: /the first [\d,]+ of 64,001 rows were read/.exec(html)?.[0] ?? null,
  };
}

try {
  const cookie = await founderSession(worker.url);
  const visitor = await visitorCookie();
  for (const path of PAGES)
    await (await fetch(`${worker.url}${path}`, { headers: { Cookie: cookie } })).arrayBuffer();
  for (const path of PUBLIC_PAGES)
    await (await fetch(`${worker.url}${path}`, { headers: { Cookie: visitor } })).arrayBuffer();

  const idleUntil = Date.now() + IDLE_SECONDS * 1000;
  const restMemory = memoryWatch();
  const [idle, idlePublic] = (
    await Promise.all([
      sample(cookie, () => Date.now() > idleUntil),
      sample(visitor, () => Date.now() > idleUntil, PUBLIC_PAGES),
    ])
  ).map(summary);
  const rest = restMemory.stop();

  const [pdf, xlsx] = await Promise.all([largePdf(), largeWorkbook()]);
  if (HEAP_PROFILE) await heap.startSampling();
  const processingMemory = memoryWatch();
  const started = Date.now();
  const pdfUpload = FILES.includes("pdf")
    ? await upload(cookie, "pdf", "large-deck.pdf", pdf, "application/pdf")
    : NaN;
  const xlsxUpload = FILES.includes("workbook")
    ? await upload(
        cookie,
        "excel",
        "large-model.xlsx",
        xlsx,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      )
    : NaN;

  let finished = false;
  let outcome = null;
  const watcher = (async () => {
    while (Date.now() - started < TIMEOUT_MS) {
      await new Promise((r) => setTimeout(r, 2000));
      outcome = await processed(cookie);
      if (outcome.done) break;
    }
    finished = true;
  })();
  const [during, duringPublic] = (
    await Promise.all([sample(cookie, () => finished), sample(visitor, () => finished, PUBLIC_PAGES)])
  ).map(summary);
  await watcher;
  const memory = processingMemory.stop();
  const seconds = (Date.now() - started) / 1000;
  if (!outcome?.done) throw new Error(`not processed within ${TIMEOUT_MS / 1000} s`);

  const ms = (v) => v.toFixed(0);
  const mb = (v) => v.toFixed(0);
  const target = (p95) => (p95 < 1000 ? "within" : "OVER");
  console.log(
    `\nPages while large uploads are processed: ${CONNECTIONS} connections each on admin (${PAGES.join(", ")}) and public pages (${PUBLIC_PAGES.join(", ")}); wrangler dev --local on ${process.arch}${HEAP ? " with its inspector (BENCH_HEAP=1)" : ""}, ${new Date().toISOString()}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}\n`,
  );
  console.log("| pages | phase | requests | p50 ms | p95 ms | max ms | note |");
  console.log("|---|---|---:|---:|---:|---:|---|");
  const files = `${[
    FILES.includes("pdf") ? `${(pdf.length / 1024 / 1024).toFixed(1)} MB PDF` : "",
    FILES.includes("workbook") ? `${(xlsx.length / 1024 / 1024).toFixed(1)} MB workbook` : "",
  ]
    .filter(Boolean)
    .join(" + ")}, processed in ${seconds.toFixed(0)} s`;
  for (const [label, rest_, busy] of [
    ["admin", idle, during],
    ["public", idlePublic, duringPublic],
  ]) {
    console.log(
      `| ${label} | at rest | ${rest_.n} | ${ms(rest_.p50)} | ${ms(rest_.p95)} | ${ms(rest_.max)} | ${IDLE_SECONDS} s before the uploads |`,
    );
    console.log(
      `| ${label} | processing | ${busy.n} | ${ms(busy.p50)} | ${ms(busy.p95)} | ${ms(busy.max)} | ${files}; p95 ${target(busy.p95)} the 1 s target |`,
    );
  }
  console.log(
    `\nMemory (VmRSS of the local workerd process: the Worker's isolate plus the local D1/R2/queue simulators): ${mb(rest.peak)} MB at rest, peak ${mb(memory.peak)} MB while processing (+${mb(memory.peak - rest.peak)} MB), ${mb(memory.last)} MB at the end.`,
  );
  if (heap)
    console.log(
      `\nWorker isolate heap (JS heap + ArrayBuffers, V8 inspector): ${mb(rest.heapPeak)} MB at rest, peak ${mb(memory.heapPeak)} MB while processing (${memory.heapPeak < 128 ? "within" : "OVER"} 128 MB; ${overlap(memory.heapPeakAt)} JOBS deliveries open then), ${mb(memory.heapLast)} MB at the end.`,
    );
  if (HEAP_GC)
    console.log(
      `\nLive isolate heap (after a forced full collection, every 2 s): ${mb(rest.livePeak)} MB at rest, peak ${mb(memory.livePeak)} MB while processing (${memory.livePeak < 128 ? "within" : "OVER"} 128 MB; ${overlap(memory.liveAt)} JOBS deliveries open then).`,
    );
  if (peakProfile) {
    const total = peakProfile.sites.reduce((n, [, mb_]) => n + mb_, 0);
    console.log(
      `\nLive sampled allocations at a heap of ${mb(peakProfile.mb)} MB (${total.toFixed(1)} MB sampled), by call path (caller → callee):`,
    );
    for (const [site, mb_] of peakProfile.sites.slice(0, 25)) console.log(`  ${mb_.toFixed(1)} MB  ${site}`);
  }
  console.log(
    `\nJOBS deliveries: ${invocations.length}, at most ${mostAtOnce()} open at once (waits included), the longest ${ms(Math.max(0, ...invocations.map((i) => i.end - i.start)))} ms.`,
  );
  console.log(
    `\nUpload requests: PDF ${ms(pdfUpload)} ms, workbook ${ms(xlsxUpload)} ms. Outcome: PDF ${outcome.pdf ? "read (400 pages)" : "NOT read"}, workbook ${outcome.workbook ? "read" : "NOT read"}${outcome.notice ? ` (${outcome.notice})` : ""}${outcome.failed ? "; a failure was shown" : ""}.`,
  );
} finally {
  heap?.close();
  worker.stop();
  rmSync(state, { recursive: true, force: true });
}
