/* global performance, FormData, File, TextDecoder -- Node 20 globals */
// Workbook Q&A evaluation: `node tests/eval/sheets.mjs <folder>` (the folder holds
// questions.json with a "sheets" list and the workbooks it names). Serves the built Worker
// locally (wrangler dev --local, fresh database), uploads each workbook through the admin
// upload route, waits for the queue to parse it, asks every question through the forecast
// chat (the streamed route, as the page does with JavaScript) and scores the answers:
//
// - correct: the answer states the expected value and cites one of the expected cells;
// - honest refusal: an unanswerable question is answered with 'does not contain';
// - wrong number: an answer that states a figure as fact (no refusal) whose value is not
//   the expected one, or any figure for an unanswerable question (must be 0);
// - answer time: from posting the question to the end of the stream (median, p95).
//
// When the folder also holds founder-questions.json (the same workbooks asked the way founders
// and investors type: Dutch and English, typos, fiscal years, month offsets, totals,
// assumptions), those questions are asked too and reported beside the main set, split into a
// tuning and a held-out half by a hash of each question's id (EVAL_FOUNDER_HELDOUT=0|1 names
// the held-out half, 1 by default): tune on one half, judge on the other.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";

import {
  build,
  ensureInstalled,
  migrateLocal,
  root,
  startWorker,
  withTypeScript,
} from "../../workers/local/lib.mjs";
import { fnv1a } from "./folds.mjs";

const folder = process.argv[2];
if (!folder || !existsSync(join(folder, "questions.json"))) {
  console.error("usage: node tests/eval/sheets.mjs <folder with questions.json>");
  process.exit(2);
}
const sets = JSON.parse(readFileSync(join(folder, "questions.json"), "utf8")).sheets ?? [];
const founderFile = join(folder, "founder-questions.json");
const founderSets = existsSync(founderFile)
  ? (JSON.parse(readFileSync(founderFile, "utf8")).sheets ?? [])
  : [];
const founderHeldOut = Number(process.env.EVAL_FOUNDER_HELDOUT ?? 1);
/** 'tuning' or 'held-out': a hash of the question's id, independent of what it asks. */
const founderPart = (q) => (fnv1a(q.id ?? q.q) % 2 === founderHeldOut ? "held-out" : "tuning");
if (sets.length === 0) {
  console.log("No workbooks in questions.json: nothing to evaluate.");
  process.exit(0);
}

ensureInstalled();
if (!existsSync(join(root, "build/server/index.js")) || process.env.EVAL_BUILD !== "0") build();
const { seed, seedConfig } = await import("../../db/seed.mjs");

const state = mkdtempSync(join(tmpdir(), "eval-sheets-"));
migrateLocal(state);
await seed(state);
const worker = await startWorker({
  port: process.env.EVAL_PORT ?? 8797,
  persistTo: state,
  vars: { SESSION_SECRET: "eval-secret-0123456789abcdef0123456789" },
});

const post = (path, body, cookie, headers = {}) =>
  fetch(`${worker.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: worker.url, ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body,
  });

async function login() {
  const res = await post(
    "/admin/login",
    new URLSearchParams({
      intent: "login",
      email: seedConfig.adminEmail,
      password: seedConfig.adminPassword,
    }),
    null,
    { "Content-Type": "application/x-www-form-urlencoded" },
  );
  const session = res.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (!session) throw new Error(`login failed: ${res.status}`);
  return session.split(";")[0];
}

async function upload(cookie, file) {
  const form = new FormData();
  form.set("intent", "document.upload-excel");
  form.set(
    "file",
    new File([readFileSync(file)], basename(file), {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    }),
  );
  const res = await post("/admin/documents/upload", form, cookie);
  const body = await res.json();
  if (!res.ok || !body.ok) throw new Error(`upload of ${file} failed: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Waits until the forecast chat shows this file and its question box is open. */
async function waitParsed(cookie, name) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${worker.url}/forecast-chat`, { headers: { Cookie: cookie } })).text();
    if (html.includes(name.replace(/&/g, "&amp;")) && html.includes("Ask a question about the forecast..."))
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} was not parsed within 180 s`);
}

/**
 * One question through the streamed chat. `ms`: until the answer's text has arrived (what
 * the reader waits for); `doneMs`: until the exchange is stored and the stream closes.
 */
async function ask(cookie, question) {
  const started = performance.now();
  const res = await post("/forecast-chat/stream", new URLSearchParams({ question }), cookie, {
    "Content-Type": "application/x-www-form-urlencoded",
  });
  if (!res.ok) {
    const raw = await res.text();
    return {
      text: `[HTTP ${res.status}] ${raw.slice(0, 200)}`,
      ms: performance.now() - started,
      doneMs: performance.now() - started,
    };
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let raw = "";
  let text = "";
  let ms = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    raw += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = raw.indexOf("\n\n")) >= 0) {
      const block = raw.slice(0, cut);
      raw = raw.slice(cut + 2);
      if (block.startsWith("data: ")) {
        try {
          text += JSON.parse(block.slice(6)).text ?? "";
        } catch {
          /* not a chunk */
        }
      } else if (block.startsWith("event: done") || block.startsWith("event: error")) {
        ms ??= performance.now() - started;
      }
    }
    // The local provider sends its whole answer as one chunk: the answer is there.
    if (text && ms === null) ms = performance.now() - started;
  }
  const doneMs = performance.now() - started;
  return { text, ms: ms ?? doneMs, doneMs };
}

/* ----------------------------------------------------------------- scoring */

const REFUSAL = /does not contain|bevat geen|not covered|no single figure|geen los cijfer/i;

/** Numbers in a text ('$107,749 (107,749.05)', '5%', '15,000円', '2.5% (0.025)'): percents as fractions too. */
function numbersIn(text) {
  const out = [];
  for (const m of text.matchAll(/-?\d[\d,]*(?:\.\d+)?\s*%?/g)) {
    const s = m[0].replace(/\s/g, "");
    const pct = s.endsWith("%");
    const n = Number(s.replace(/[,%]/g, ""));
    if (!Number.isFinite(n)) continue;
    out.push(n);
    if (pct) out.push(n / 100);
  }
  return out;
}
const close = (a, b) => a === b || Math.abs(a - b) <= Math.max(1e-9, Math.abs(b) * 1e-3);

/** The statement part of an answer: before its first citation, i.e. the value it gives as fact. */
function statedValue(answer) {
  const dash = answer.indexOf(" — ");
  return dash >= 0 ? answer.slice(0, dash) : answer;
}
const stripLabel = (s) => s.replace(/^[^:]*:\s*/, ""); // 'Revenue (Mar 2025): €1,200' → '€1,200'
const normRef = (ref) =>
  ref
    .replace(/\$/g, "")
    .replace(/'([^']*)'!/g, "$1!")
    .toLowerCase();

function score(q, answer) {
  const refused = REFUSAL.test(answer);
  if (!q.answerable)
    return {
      refused,
      correct: false,
      wrong: !refused && numbersIn(stripLabel(statedValue(answer))).length > 0,
      cellOk: false,
    };
  if (refused) return { refused, correct: false, wrong: false, cellOk: false };
  const expected = numbersIn(q.answer);
  const stated = numbersIn(stripLabel(statedValue(answer)));
  const valueOk = stated.some((n) => expected.some((e) => close(n, e)));
  const cellOk = (q.cells ?? []).some((c) => normRef(answer).includes(normRef(c)));
  return { refused, correct: valueOk && cellOk, valueOk, cellOk, wrong: stated.length > 0 && !valueOk };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};
const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] : 0;
};
const pct = (a, b) => (b ? `${Math.round((100 * a) / b)}%` : "–");

const verbose = process.env.EVAL_VERBOSE !== "0";
const totals = {
  answerable: 0,
  correct: 0,
  valueOk: 0,
  cellOk: 0,
  unanswerable: 0,
  refused: 0,
  wrong: 0,
  times: [],
  doneTimes: [],
};
const rows = [];
const founderAnswers = [];
try {
  const cookie = await login();
  for (const set of sets) {
    const file = resolve(folder, set.file);
    const t0 = performance.now();
    await upload(cookie, file);
    await waitParsed(cookie, basename(file));
    const parseMs = performance.now() - t0;
    const r = {
      file: set.file,
      answerable: 0,
      correct: 0,
      unanswerable: 0,
      refused: 0,
      wrong: 0,
      times: [],
      doneTimes: [],
      parseMs,
    };
    // One warm-up question loads the workbook into the isolate (not scored, not timed).
    await ask(cookie, "What is the revenue?");
    if (process.env.EVAL_BASELINE === "1") {
      const base = [];
      const refused = [];
      for (let i = 0; i < 10; i++) {
        let t = performance.now();
        await fetch(`${worker.url}/favicon.svg`).then((x) => x.text());
        base.push(performance.now() - t);
        t = performance.now();
        await post("/forecast-chat/stream", new URLSearchParams({ question: "" }), cookie, {
          "Content-Type": "application/x-www-form-urlencoded",
        }).then((x) => x.text());
        refused.push(performance.now() - t);
      }
      console.log(
        `baseline: static file median ${median(base).toFixed(1)} ms; signed-in empty question (400) median ${median(refused).toFixed(1)} ms`,
      );
    }
    for (const q of set.questions) {
      const { text, ms, doneMs } = await ask(cookie, q.q);
      r.doneTimes.push(doneMs);
      const s = score(q, text);
      r.times.push(ms);
      if (q.answerable) {
        r.answerable++;
        if (s.correct) r.correct++;
        totals.valueOk += s.valueOk ? 1 : 0;
        totals.cellOk += s.cellOk ? 1 : 0;
      } else {
        r.unanswerable++;
        if (s.refused) r.refused++;
      }
      if (s.wrong) r.wrong++;
      if (verbose) {
        const mark = q.answerable
          ? s.correct
            ? "ok "
            : s.wrong
              ? "WRONG"
              : "miss"
          : s.refused
            ? "ok "
            : s.wrong
              ? "WRONG"
              : "miss";
        console.log(
          `${mark.padEnd(5)} ${q.id ?? ""} ${Math.round(ms)} ms\n      Q: ${q.q}\n      expected: ${q.answer} ${(q.cells ?? []).join(" ")}\n      answer: ${text.replace(/\s+/g, " ").slice(0, 400)}`,
        );
      }
    }
    rows.push(r);
    // The same workbook asked the founders' way: answers kept, scored once the cells can be read.
    for (const fs of founderSets.filter((x) => basename(x.file) === basename(set.file))) {
      for (const q of fs.questions) {
        const { text, ms } = await ask(cookie, q.q);
        founderAnswers.push({ file: set.file, q, text, ms });
      }
    }
    for (const k of ["answerable", "correct", "unanswerable", "refused", "wrong"]) totals[k] += r[k];
    totals.times.push(...r.times);
    totals.doneTimes.push(...r.doneTimes);
  }
} finally {
  worker.stop();
  rmSync(state, { recursive: true, force: true });
}

const cellValues = new Map();

/**
 * The answer's own cost, without the local server around it: each workbook read in-process
 * by the same server module the queue consumer runs, each question answered 20 times.
 */
async function computeFigures() {
  return withTypeScript(async (load) => {
    const { readWorkbook } = await load("/app/server/documents/workbook.server.ts");
    const { indexWorkbook, answerFromWorkbook } = await load("/app/domain/workbook/answer.ts");
    const { sheetRef } = await load("/app/domain/workbook/values.ts");
    // Every cell's value by its address, for expected answers that name the cells to compute.
    for (const set of founderSets) {
      const workbook = await readWorkbook(new Uint8Array(readFileSync(resolve(folder, set.file))));
      const values = new Map();
      for (const block of workbook.blocks)
        for (const row of block.rows)
          for (const cell of row.cells)
            if (typeof cell.v === "number") values.set(normRef(sheetRef(block.sheet, row.r, cell.c)), cell.v);
      cellValues.set(basename(set.file), values);
    }
    const times = [];
    for (const set of sets) {
      const index = indexWorkbook(
        await readWorkbook(new Uint8Array(readFileSync(resolve(folder, set.file)))),
      );
      for (const q of set.questions) {
        answerFromWorkbook(index, q.q);
        for (let i = 0; i < 20; i++) {
          const t = performance.now();
          answerFromWorkbook(index, q.q);
          times.push(performance.now() - t);
        }
      }
    }
    return times;
  });
}
const compute = await computeFigures();
const { loadavg } = await import("node:os");

console.log(
  `\nWorkbook Q&A (local provider, ${new Date().toISOString()}, load average ${loadavg()[0].toFixed(1)})\n`,
);
console.log(
  "| workbook | correct value + cell | honest refusal | wrong numbers | answer median ms | p95 ms | upload→parsed s |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(
    `| ${r.file} | ${r.correct}/${r.answerable} (${pct(r.correct, r.answerable)}) | ${r.refused}/${r.unanswerable} (${pct(r.refused, r.unanswerable)}) | ${r.wrong} | ${median(r.times).toFixed(1)} | ${p95(r.times).toFixed(1)} | ${(r.parseMs / 1000).toFixed(1)} |`,
  );
}
console.log(
  `| **all** | ${totals.correct}/${totals.answerable} (${pct(totals.correct, totals.answerable)}) | ${totals.refused}/${totals.unanswerable} (${pct(totals.refused, totals.unanswerable)}) | ${totals.wrong} | ${median(totals.times).toFixed(1)} | ${p95(totals.times).toFixed(1)} | |`,
);
console.log(
  `\nright value: ${totals.valueOk}/${totals.answerable}, right cell cited: ${totals.cellOk}/${totals.answerable}`,
);
console.log(
  `answer computed in-process (no server around it): median ${median(compute).toFixed(2)} ms, p95 ${p95(compute).toFixed(2)} ms`,
);
console.log(
  `answer = until the answer's text arrived; with the exchange stored (stream closed): median ${median(totals.doneTimes).toFixed(1)} ms, p95 ${p95(totals.doneTimes).toFixed(1)} ms`,
);

/* ------------------------------------------------------ founder phrasings */

/**
 * An expected founder answer's figures: its numbers outside parenthesised remarks, once periods,
 * offsets and cell addresses are taken out ('FY26', 'month 24', 'B4:F4'); when none remain and it names cells, the value of those
 * cells (added up) as the product's reader reads them; null when neither (judged by reading).
 */
function founderExpected(q, file) {
  // Remarks in parentheses explain (a wrong alternative, where the cell is); the figure is outside them.
  const bare = q.answer
    .replace(/\([^()]*\)/g, " ")
    .replace(/'[^']*'![A-Z]+\d+|\b[A-Za-z]+![A-Z]+\d+|\b[A-Z]{1,2}\d+(:[A-Z]{1,2}\d+)?\b/g, " ")
    .replace(/\bFY\s?\d+|\b(?:month|year|months|years|maand|jaar)[\s-]*\d+/gi, " ");
  const figures = numbersIn(bare);
  if (figures.length > 0) return figures;
  const values = cellValues.get(basename(file));
  const cells = (q.cells ?? []).map((c) => values?.get(normRef(c)));
  if (cells.length === 0 || cells.some((v) => v === undefined)) return null;
  const sum = cells.reduce((a, b) => a + b, 0);
  return [sum, Math.round(sum)];
}

if (founderAnswers.length > 0) {
  const parts = {};
  const blank = () => ({
    answerable: 0,
    correct: 0,
    unanswerable: 0,
    refused: 0,
    wrong: 0,
    unscored: 0,
    questions: 0,
  });
  console.log(`\nFounder phrasings (founder-questions.json; held-out half ${founderHeldOut})\n`);
  for (const { file, q, text } of founderAnswers) {
    const part = founderPart(q);
    const p = (parts[part] ??= blank());
    p.questions++;
    const expected = q.answerable ? founderExpected(q, file) : [];
    let mark;
    if (!q.answerable) {
      const s = score(q, text);
      p.unanswerable++;
      if (s.refused) p.refused++;
      if (s.wrong) p.wrong++;
      mark = s.refused ? "ok" : s.wrong ? "WRONG" : "miss";
    } else if (expected === null) {
      p.unscored++;
      mark = "read";
    } else {
      p.answerable++;
      // The cell the stated value cites (the first one), not one named as an alternative.
      const first = /'[^']+'![A-Z]+\d+|[^\s'(]+![A-Z]+\d+/.exec(text)?.[0] ?? "";
      const s = score({ ...q, answer: expected.join(" ") }, text);
      s.correct = s.correct && (q.cells ?? []).some((c) => normRef(first) === normRef(c));
      if (s.correct) p.correct++;
      if (s.wrong) p.wrong++;
      mark = s.correct ? "ok" : s.wrong ? "WRONG" : "miss";
    }
    if (verbose)
      console.log(
        `${mark.padEnd(5)} ${part.padEnd(8)} ${q.id ?? ""}\n      Q: ${q.q}\n      expected: ${q.answer} ${(q.cells ?? []).join(" ")}\n      answer: ${text.replace(/\s+/g, " ").slice(0, 400)}`,
      );
  }
  console.log(
    "| part | questions | correct value + cell | honest refusal | wrong numbers | judged by reading |",
  );
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const part of ["tuning", "held-out"]) {
    const p = parts[part] ?? blank();
    console.log(
      `| ${part} | ${p.questions} | ${p.correct}/${p.answerable} (${pct(p.correct, p.answerable)}) | ${p.refused}/${p.unanswerable} (${pct(p.refused, p.unanswerable)}) | ${p.wrong} | ${p.unscored} |`,
    );
    if (p.wrong > 0) process.exitCode = 1;
  }
  console.log(
    "\n'judged by reading': the expected answer names neither a figure nor the cells to compute (the answer is printed above).",
  );
}
if (totals.wrong > 0) process.exitCode = 1;
