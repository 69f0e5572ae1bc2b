// Deck part of `npm run eval`: serves the built Worker locally (fresh database with the demo
// company), signs in as its founder in Chromium and uploads every deck of `<folder>/questions.json`
// through the admin Documents tab — so whatever the browser does at upload runs too — waits
// until the tab shows the deck processed, then asks each question as an investor through the
// public pitch-deck chat and scores the replies (tests/eval/scoring.mjs, README.md).
// Flags: `--fold n` / `--folds n` pick the held-out decks (tests/eval/folds.mjs); `--no-browser
// a.pdf,b.pdf` also uploads those decks with JavaScript off; `--provider
// openai-compatible --base-url URL --model NAME` answers with any OpenAI-compatible server
// (key in EVAL_API_KEY). For every provider the eval records, through its own model server
// (tests/eval/model-server.mjs), which pages the Worker hands to a model: with the local
// provider a second Worker on the same state answers through that server only to be recorded.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { performance } from "node:perf_hooks";

import { chromium } from "playwright-core";

import { build, ensureInstalled, migrateLocal, startWorker } from "../../workers/local/lib.mjs";
import { assignFolds } from "./folds.mjs";
import { startModelServer } from "./model-server.mjs";
import { citedPages, isCorrect, isRefusal, percentile } from "./scoring.mjs";

const folder = process.argv[2];
const flags = new Map();
for (let i = 3; i < process.argv.length; i++) {
  const m = /^--([a-z-]+)(?:=(.*))?$/.exec(process.argv[i]);
  if (!m) continue;
  flags.set(
    m[1],
    m[2] ?? (process.argv[i + 1] && !process.argv[i + 1].startsWith("--") ? process.argv[++i] : "true"),
  );
}
const FOLDS = Number(flags.get("folds") ?? process.env.EVAL_FOLDS ?? 2);
const HELD_OUT = Number(flags.get("fold") ?? process.env.EVAL_FOLD ?? 0);
const PROVIDER = flags.get("provider") ?? "local";
if (!["local", "openai-compatible"].includes(PROVIDER)) {
  console.error(`--provider ${PROVIDER}: use local or openai-compatible.`);
  process.exit(2);
}
const BASE_URL = flags.get("base-url") ?? process.env.EVAL_BASE_URL;
const MODEL = flags.get("model") ?? process.env.EVAL_MODEL ?? "default";
if (PROVIDER === "openai-compatible" && !BASE_URL) {
  console.error(
    "--provider openai-compatible needs --base-url (the server's OpenAI API root, e.g. http://localhost:11434/v1).",
  );
  process.exit(2);
}
const spec = JSON.parse(readFileSync(join(folder, "questions.json"), "utf8"));
const decks = spec.decks ?? [];
if (decks.length === 0) {
  console.log("No decks in questions.json: nothing to measure.");
  process.exit(0);
}
const folds = assignFolds(decks, { folds: FOLDS, heldOut: HELD_OUT });
// Decks uploaded once more with JavaScript off, as a no-JS admin or an API client would: no
// page is rendered or read by OCR in a browser, only what the server does.
const noBrowser = new Set(
  (flags.get("no-browser") ?? process.env.EVAL_NO_BROWSER ?? "").split(",").filter(Boolean),
);
const only = process.env.EVAL_DECKS ? new Set(process.env.EVAL_DECKS.split(",")) : null;
const VERBOSE = process.env.EVAL_VERBOSE === "1";
const PROCESS_TIMEOUT_MS = Number(process.env.EVAL_PROCESS_TIMEOUT_MS ?? 15 * 60_000);

ensureInstalled();
if (process.env.EVAL_BUILD !== "0") build();
const { seed, seedConfig } = await import("../../db/seed.mjs");

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

const state = mkdtempSync(join(tmpdir(), "eval-state-"));
migrateLocal(state);
await seed(state);
const SECRET = "eval-session-secret-0123456789abcdef01234";
// The model end: forwards to the server under test, or (local provider) only records.
const modelServer = await startModelServer({
  forward: PROVIDER === "openai-compatible" ? BASE_URL : null,
  apiKey: process.env.EVAL_API_KEY ?? null,
});
const modelVars = { AI_PROVIDER: "openai-compatible", OPENAI_BASE_URL: modelServer.url, OPENAI_MODEL: MODEL };
const worker = await startWorker({
  port: await freePort(),
  persistTo: state,
  vars: { SESSION_SECRET: SECRET, ...(PROVIDER === "local" ? { AI_PROVIDER: "local" } : modelVars) },
});
// Local provider: a second Worker on the same state, whose model is the recording server.
const probe =
  PROVIDER === "local"
    ? await startWorker({
        port: await freePort(),
        persistTo: state,
        vars: { SESSION_SECRET: SECRET, ...modelVars },
      }).catch((e) => (worker.stop(), Promise.reject(e)))
    : worker;
const browser = await chromium
  .launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  })
  .catch((error) => {
    worker.stop();
    if (probe !== worker) probe.stop();
    rmSync(state, { recursive: true, force: true });
    throw error;
  });

/** The investor's grant cookie (the access code form of the public page). */
async function grantCookie(w = worker) {
  const res = await fetch(`${w.url}/public/${seedConfig.companySlug}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: w.url },
    body: new URLSearchParams({ intent: "unlock", accessCode: seedConfig.accessCode }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__gate_"));
  if (!cookie) throw new Error(`unlock failed: ${res.status}`);
  return cookie.split(";")[0];
}

/**
 * One question through the public chat's streamed answer, as a new conversation (no chat
 * cookie is sent back, so no earlier question is taken as context). Returns the reply and
 * the time until the last event.
 */
async function ask(gate, question, w = worker) {
  const started = performance.now();
  const res = await fetch(`${w.url}/public/${seedConfig.companySlug}/pitch-deck/stream`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: w.url, Cookie: gate },
    body: new URLSearchParams({ question }),
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) return { reply: "", ms, error: `${res.status} ${body.slice(0, 200)}` };
  let reply = "";
  let error = null;
  for (const block of body.split(/\r?\n\r?\n/)) {
    const event = /^event: (.+)$/m.exec(block)?.[1] ?? "message";
    const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join("\n");
    if (!data) continue;
    const payload = JSON.parse(data);
    if (event === "message") reply += payload.text ?? "";
    if (event === "error") error = `${payload.title}: ${payload.description}`;
  }
  return { reply, ms, error };
}

/** Uploads a deck in the Documents tab and waits until the tab shows it processed. */
async function uploadDeck(page, file, { javaScript = true } = {}) {
  await page.goto(`${worker.url}/admin/management/documents`);
  const card = page.getByTestId("upload-card-pdf");
  await card.getByLabel("Bestand kiezen").setInputFiles(join(folder, file));
  const started = performance.now();
  await card.getByRole("button", { name: "Uploaden" }).click();
  const name = basename(file);
  const row = page.getByTestId("document-row").filter({ hasText: name }).first();
  const deadline = Date.now() + PROCESS_TIMEOUT_MS;
  let settledSince = 0;
  let seen = "";
  for (;;) {
    if (Date.now() > deadline)
      throw new Error(`${name}: not processed within ${PROCESS_TIMEOUT_MS / 1000} s (last seen: ${seen})`);
    await page.waitForTimeout(500);
    // Without JavaScript the tab does not poll: reload it as its 'Vernieuwen' would.
    if (!javaScript) await page.reload();
    if ((await row.count()) === 0) continue;
    const statuses = await page
      .locator("[data-status]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));
    const rowStatus = await row
      .locator("[data-status]")
      .first()
      .getAttribute("data-status")
      .catch(() => null);
    const busyElements = await page.locator('[aria-busy="true"]').count();
    const busy = statuses.some((s) => s === "pending" || s === "processing") || busyElements > 0;
    seen = `row ${rowStatus}, statuses ${statuses.join(",")}, aria-busy ${busyElements}`;
    // The deck is what investors get once its version is live and its pages (and OCR) are stored.
    const live = (await row.locator('[data-testid="document-version"][data-live="true"]').count()) > 0;
    const rendering = (await page.getByTestId("pages-progress").count()) > 0;
    // A version that failed (no usable text) never goes live: investors keep the previous deck.
    const failed = (await row.locator('[data-testid="document-version"][data-status="failed"]').count()) > 0;
    seen += `, live ${live}, failed ${failed}, rendering ${rendering}`;
    if (
      rowStatus &&
      !busy &&
      (live || failed) &&
      !rendering &&
      rowStatus !== "pending" &&
      rowStatus !== "processing"
    ) {
      // Settled for a second: no later step (rendering, OCR) started meanwhile.
      if (!settledSince) settledSince = Date.now();
      else if (Date.now() - settledSince >= 1000) break;
    } else settledSince = 0;
  }
  const ms = performance.now() - started;
  const status = (
    await row
      .locator("[data-status]")
      .first()
      .innerText()
      .catch(() => "")
  )
    .replace(/\s+/g, " ")
    .trim();
  const live = (await row.locator('[data-testid="document-version"][data-live="true"]').count()) > 0;
  return { ms, status, live };
}

const rows = [];
const blank = () => ({
  answerable: 0,
  correct: 0,
  cited: 0,
  unanswerable: 0,
  refused: 0,
  reached: 0,
  sent: [],
  times: [],
  perPage: [],
});
const all = blank();
const parts = { tuning: blank(), "held-out": blank() };
try {
  const context = await browser.newContext({ baseURL: worker.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${worker.url}/admin/login`);
  await page.getByLabel("Email").fill(seedConfig.adminEmail);
  await page.getByLabel("Wachtwoord").fill(seedConfig.adminPassword);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.waitForURL("**/admin/dashboard");
  // The same signed-in admin with JavaScript off, for the decks uploaded without a browser.
  const noJsContext = await browser.newContext({
    baseURL: worker.url,
    viewport: { width: 1280, height: 900 },
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const noJsPage = await noJsContext.newPage();
  const gate = await grantCookie();
  const probeGate = probe === worker ? gate : await grantCookie(probe);

  // Every deck with the browser; the --no-browser decks once more without it, at the end.
  const runs = [
    ...decks.map((deck) => ({ deck, javaScript: true })),
    ...decks.filter((d) => noBrowser.has(basename(d.file))).map((deck) => ({ deck, javaScript: false })),
  ];
  for (const { deck, javaScript } of runs) {
    if (only && !only.has(basename(deck.file))) continue;
    const upload = await uploadDeck(javaScript ? page : noJsPage, deck.file, { javaScript });
    const pages = deck.pages ?? 0;
    const part = folds.get(basename(deck.file))?.part ?? "tuning";
    const r = {
      file: `${basename(deck.file)}${javaScript ? "" : " (no browser)"}`,
      part,
      pages,
      status: upload.live ? upload.status : `NOT LIVE (investors keep the previous deck): ${upload.status}`,
      perPageMs: pages ? upload.ms / pages : NaN,
      answerable: 0,
      correct: 0,
      cited: 0,
      unanswerable: 0,
      refused: 0,
      reached: 0,
      sent: [],
      times: [],
    };
    for (const q of deck.questions) {
      if (!upload.live) {
        // Not live: an investor would be answered from another deck. Nothing is asked, and
        // nothing counts as answered or declined.
        if (q.answerable) r.answerable++;
        else r.unanswerable++;
        continue;
      }
      const before = modelServer.calls.length;
      const { reply, ms, error } = await ask(gate, q.q);
      // What the model was handed for this question (the local provider's probe asks again).
      if (probe !== worker) await ask(probeGate, q.q, probe);
      const handed = modelServer.calls.slice(before).flatMap((c) => c.pages);
      const reached = q.answerable && (q.pages ?? []).some((p) => handed.includes(p));
      if (q.answerable) {
        if (reached) r.reached++;
        r.sent.push(new Set(handed).size);
      }
      r.times.push(ms);
      const refused = isRefusal(reply);
      let verdict;
      if (q.answerable) {
        r.answerable++;
        const correct = !error && isCorrect(reply, q.answer);
        const cites = correct && citedPages(reply).some((p) => (q.pages ?? []).includes(p));
        if (correct) r.correct++;
        if (cites) r.cited++;
        verdict = correct ? (cites ? "correct, cited" : "correct, WRONG PAGE") : "WRONG";
      } else {
        r.unanswerable++;
        if (!error && refused) r.refused++;
        verdict = !error && refused ? "refused" : "ANSWERED (should refuse)";
      }
      if (
        VERBOSE ||
        process.env.EVAL_SHOW === "all" ||
        (process.env.EVAL_SHOW === "wrong" && /WRONG|ANSWERED/.test(verdict))
      ) {
        console.log(
          `\n[${q.id ?? ""}] ${q.q}\n  expected: ${q.answer} (pages ${(q.pages ?? []).join(", ")})\n  verdict: ${verdict}, ${ms.toFixed(0)} ms${error ? `, error ${error}` : ""}\n  pages handed to the model: ${[...new Set(handed)].join(", ") || "none"}\n  reply: ${reply.replace(/\n+/g, " ⏎ ").slice(0, 700)}`,
        );
      }
    }
    rows.push(r);
    for (const sum of [all, parts[part]]) {
      for (const k of ["answerable", "correct", "cited", "unanswerable", "refused", "reached"])
        sum[k] += r[k];
      sum.times.push(...r.times);
      sum.sent.push(...r.sent);
      if (Number.isFinite(r.perPageMs)) sum.perPage.push(r.perPageMs);
    }
  }
  await noJsContext.close();
  await context.close();
} finally {
  await browser.close();
  worker.stop();
  if (probe !== worker) probe.stop();
  await modelServer.stop();
  // EVAL_KEEP_STATE=1 keeps the local D1/R2 state (stored page texts) for inspection.
  if (process.env.EVAL_KEEP_STATE === "1") console.log(`State kept in ${state}`);
  else rmSync(state, { recursive: true, force: true });
}

const pct = (a, b) => (b ? `${((a / b) * 100).toFixed(0)}% (${a}/${b})` : "–");
const ms = (v) => (Number.isFinite(v) ? v.toFixed(0) : "–");
console.log(
  `\nDeck eval: ${folder}, local Worker, provider ${PROVIDER}${PROVIDER === "openai-compatible" ? ` (${BASE_URL}, model ${MODEL})` : ""}, held-out fold ${HELD_OUT} of ${FOLDS}, ${new Date().toISOString()}\n`,
);
console.log(
  "Recall: the expected page is among the pages handed to the model (answerable questions; a question the retrieval refuses hands none). Pages sent: median per question.\n",
);
console.log(
  "| deck | part | pages | answerable-correct | citation-correct (of correct) | honest refusal | recall (pages sent) | answer median ms | answer p95 ms | processing ms/page | status |",
);
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|");
const recall = (r) => `${pct(r.reached, r.answerable)} (${ms(percentile(r.sent, 0.5))})`;
for (const r of rows) {
  console.log(
    `| ${r.file} | ${r.part} | ${r.pages} | ${pct(r.correct, r.answerable)} | ${pct(r.cited, r.correct)} | ${pct(r.refused, r.unanswerable)} | ${recall(r)} | ${ms(percentile(r.times, 0.5))} | ${ms(percentile(r.times, 0.95))} | ${ms(r.perPageMs)} | ${r.status} |`,
  );
}
for (const [name, sum] of [
  ["**tuning**", parts.tuning],
  ["**held-out**", parts["held-out"]],
  ["**all**", all],
]) {
  if (sum.answerable + sum.unanswerable === 0) continue;
  console.log(
    `| ${name} | | | ${pct(sum.correct, sum.answerable)} | ${pct(sum.cited, sum.correct)} | ${pct(sum.refused, sum.unanswerable)} | ${recall(sum)} | ${ms(percentile(sum.times, 0.5))} | ${ms(percentile(sum.times, 0.95))} | ${ms(percentile(sum.perPage, 0.5))} (median) | |`,
  );
}
