/**
 * Answers that cite cells. A question is read into label words (with synonyms), a period
 * ('March 2025', 'Q1', 'FY25', '2024-12-01'), qualifiers ('month 12', 'segment 1', 'year 0')
 * and hints ('end of', 'total'); every value cell is scored by how much of that its own
 * labels (row label, column header), its table's title, its sheet's name and its row's
 * other cells cover. The best cell answers, in the workbook's own format, with its address
 * ('Sheet'!C7 (Revenue × Mar 2025)); a close second is named; when nothing covers the
 * question well enough the answer says the workbook does not contain it. A sum appears only
 * when the question asks for a total, with the cells it adds up.
 */
import { GENERIC, isDutch, NEGATING, tokenize, tokenMatch } from "./labels";
import { findPeriods, formatPeriod, parseHeaderPeriod, type Period, periodRelation } from "./periods";
import { rowLabel } from "./tables";
import type { TableBlock, Workbook, WorkbookCell, WorkbookRow } from "./types";
import { address, isValueCell, plainNumber, sheetRef } from "./values";

/** Below this share of the question covered, the workbook is said not to contain it. */
export const MIN_COVERAGE = 0.6;
/** Candidates within this score of the best are 'also possible' and named. */
const TIE = 0.02;
/** More equally good cells than this: the question is too vague for one figure. */
const MAX_NAMED_ALTERNATIVES = 2;

/** Words that only refine a question ('total revenue' is mostly 'revenue'). */
const SOFT_WORDS = new Set(["#total"]);
/** Hidden sheets hold helper calculations: a visible cell with the same labels is preferred. */
const HIDDEN_PENALTY = 0.05;

const W_OWN = 1;
const W_CONTEXT = 0.7;
const W_ROW = 0.6;

type ColumnInfo = { header: string; tokens: string[]; period: Period | null };
type RowInfo = {
  row: WorkbookRow;
  label: string;
  labelTokens: string[];
  otherTokens: string[];
  period: Period | null;
};
type BlockInfo = {
  block: TableBlock;
  contextTokens: string[];
  contextSequence: string[];
  columns: Map<number, ColumnInfo>;
  rows: RowInfo[];
};
export type WorkbookIndex = { workbook: Workbook; blocks: BlockInfo[] };

const uniq = (xs: string[]) => [...new Set(xs)];

/** Precomputes the label tokens of every table (once per workbook; answers reuse it). */
export function indexWorkbook(workbook: Workbook): WorkbookIndex {
  const blocks: BlockInfo[] = workbook.blocks.map((block) => {
    const columns = new Map<number, ColumnInfo>();
    for (const [c, header] of Object.entries(block.headers)) {
      const date = block.headerDates?.[Number(c)];
      columns.set(Number(c), {
        header,
        tokens: uniq(tokenize(header)),
        period: parseHeaderPeriod(header, date),
      });
    }
    const rows: RowInfo[] = block.rows.map((row) => {
      const label = rowLabel(row, block.headers);
      const other = row.cells
        .filter((cell) => cell.k === "text" && !label.includes(cell.t))
        .map((cell) => cell.t);
      let period: Period | null = null;
      for (const cell of row.cells) {
        if (cell.k === "date" && typeof cell.v === "string") {
          period = parseHeaderPeriod(cell.t, cell.v);
          break;
        }
        if (cell.k === "text") {
          const p = parseHeaderPeriod(cell.t);
          if (p) {
            period = p;
            break;
          }
        }
      }
      return {
        row,
        label,
        labelTokens: uniq(tokenize(label)),
        otherTokens: uniq(tokenize(other.join(" "))),
        period,
      };
    });
    const contextSequence = [...tokenize(block.sheet), ...tokenize(block.title ?? "")];
    return { block, contextTokens: uniq(contextSequence), contextSequence, columns, rows };
  });
  return { workbook, blocks };
}

/* -------------------------------------------------------------- question */

export type Qualifier = { word: string; n: number };
export type ParsedQuestion = {
  words: string[];
  period: Period | null;
  periodText: string | null;
  qualifiers: Qualifier[];
  wantsTotal: boolean;
  position: "last" | "first" | null;
  dutch: boolean;
};

export function parseQuestion(question: string): ParsedQuestion {
  const periods = findPeriods(question);
  let rest = question;
  for (const p of periods) rest = rest.replace(p.text, " ");
  const tokens = tokenize(rest);
  const qualifiers: Qualifier[] = [];
  const words: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (next !== undefined && /^\d{1,7}$/.test(next) && !/^\d/.test(t)) {
      qualifiers.push({ word: t, n: Number(next) });
      i++;
      continue;
    }
    if (/^\d/.test(t)) continue;
    words.push(t);
  }
  const lower = question.toLowerCase();
  const wantsTotal =
    /\b(total|in total|sum|altogether|combined|cumulative|totaal|in totaal|samen|opgeteld)\b/.test(lower);
  const position = /\b(end|closing|ending|final|last|eind|einde|ultimo|laatste)\b/.test(lower)
    ? "last"
    : /\b(opening|beginning|first|eerste)\b/.test(lower)
      ? "first"
      : null;
  return {
    words: uniq(words),
    period: periods[0]?.period ?? null,
    periodText: periods[0]?.text ?? null,
    qualifiers,
    wantsTotal,
    position,
    dutch: isDutch(question),
  };
}

/* ------------------------------------------------------------ candidates */

export type CellMatch = {
  sheet: string;
  cell: WorkbookCell;
  r: number;
  ref: string;
  /** 'Revenue × Mar 2025' */
  description: string;
  rowLabel: string;
  header: string;
  period: Period | null;
  score: number;
  coverage: number;
  blockIndex: number;
};

function adjacentQualifier(tokens: readonly string[], word: string): number[] {
  const found: number[] = [];
  for (let i = 0; i < tokens.length - 1; i++) {
    if (tokens[i] === word && /^\d{1,7}$/.test(tokens[i + 1]!)) found.push(Number(tokens[i + 1]));
  }
  return found;
}

function describe(info: BlockInfo, row: RowInfo, cell: WorkbookCell): string {
  const parts: string[] = [];
  if (row.label) parts.push(row.label);
  else {
    // A record row: its key cells ('Virginia · Months 12').
    const keys: string[] = [];
    for (const other of row.row.cells) {
      if (other.c >= cell.c || keys.length >= 3) break;
      const h = info.columns.get(other.c)?.header;
      if (other.k === "text") keys.push(other.t);
      else if (h && other.k === "number") keys.push(`${h} ${other.t}`);
      else if (other.k === "date") keys.push(other.t);
    }
    if (keys.length) parts.push(keys.join(" · "));
  }
  const header = info.columns.get(cell.c)?.header;
  if (header) parts.push(header);
  return parts.join(" × ") || address(row.row.r, cell.c);
}

/** Every value cell scored against the question, best first (those below the floor left out). */
export function scoreCells(index: WorkbookIndex, q: ParsedQuestion, floor = 0.3): CellMatch[] {
  const out: CellMatch[] = [];
  const n = q.words.length;
  if (n === 0) return out;
  const weights = q.words.map((w) => (SOFT_WORDS.has(w) ? 0.5 : 1));
  const generic = q.words.map((w) => GENERIC.has(w));
  const baseNeeded =
    weights.reduce((s, w, i) => s + (generic[i] ? 0 : w), 0) + q.qualifiers.length + (q.period ? 1 : 0);
  const hidden = new Set(index.workbook.sheets.filter((s) => s.hidden).map((s) => s.sheet));
  // Label words the question does not have make a cell a little less likely (a negating one much less).
  const extraOf = (tokens: readonly string[]) => {
    let extra = 0;
    for (const t of tokens)
      if (!q.words.some((w) => tokenMatch(w, [t]) > 0)) extra += NEGATING.has(t) ? 0.5 : 0.02;
    return extra;
  };
  index.blocks.forEach((info, blockIndex) => {
    const sheetPenalty = hidden.has(info.block.sheet) ? HIDDEN_PENALTY : 0;
    const contextScore = q.words.map((w) => W_CONTEXT * tokenMatch(w, info.contextTokens));
    const colScores = new Map<number, { scores: number[]; own: boolean; extra: number }>();
    for (const [c, col] of info.columns) {
      const scores = q.words.map((w) => tokenMatch(w, col.tokens));
      colScores.set(c, {
        scores,
        own: scores.some((x) => x > 0),
        extra: col.period ? 0 : extraOf(col.tokens),
      });
    }
    for (const row of info.rows) {
      // Per word, the best of the row's own label, its other text and the table's context.
      const rowScores = q.words.map((w, i) =>
        Math.max(
          W_OWN * tokenMatch(w, row.labelTokens),
          W_ROW * tokenMatch(w, row.otherTokens),
          contextScore[i]!,
        ),
      );
      const rowHasOwn = row.labelTokens.length > 0 && q.words.some((w) => tokenMatch(w, row.labelTokens) > 0);
      let rowExtra = -1;
      for (const cell of row.row.cells) {
        if (!isValueCell(cell) || (cell.k === "text" && cell.c === row.row.cells[0]?.c)) continue;
        const cs = colScores.get(cell.c);
        if (!rowHasOwn && !cs?.own) continue;
        let covered = 0;
        let needed = baseNeeded;
        for (let i = 0; i < n; i++) {
          const s = Math.max(rowScores[i]!, cs ? W_OWN * cs.scores[i]! : 0);
          if (generic[i]) {
            if (s > 0) {
              covered += s;
              needed += 1;
            }
          } else covered += weights[i]! * s;
        }
        if (needed === 0) continue;
        // The most the qualifiers and the period could add: skip cells that cannot reach the floor.
        if ((covered + q.qualifiers.length + (q.period ? 1 : 0)) / needed < floor) continue;
        const col = info.columns.get(cell.c);
        // Qualifiers: 'month 12' must agree with the row's 'Months' cell or the sheet's 'Year 0'.
        let rejected = false;
        for (const qual of q.qualifiers) {
          let hit = false;
          let conflict = false;
          for (const other of row.row.cells) {
            if (other === cell || typeof other.v !== "number") continue;
            const h = info.columns.get(other.c);
            if (h && h.tokens.includes(qual.word)) {
              if (other.v === qual.n) hit = true;
              else conflict = true;
            }
          }
          for (const tokens of [info.contextSequence, row.labelTokens, col?.tokens ?? []]) {
            const ns = adjacentQualifier(tokens, qual.word);
            if (ns.includes(qual.n)) hit = true;
            else if (ns.length > 0) conflict = true;
          }
          if (hit) covered += 1;
          else if (conflict) rejected = true;
        }
        if (rejected) continue;
        const period = col?.period ?? row.period;
        if (q.period && period) {
          const rel = periodRelation(q.period, period);
          if (rel === "no") continue;
          covered += rel === "same" ? 1 : 0.5;
        }
        if (rowExtra < 0) rowExtra = extraOf(row.labelTokens);
        const coverage = covered / needed;
        const score = coverage - rowExtra - (cs?.extra ?? 0) - sheetPenalty;
        if (score < floor) continue;
        out.push({
          sheet: info.block.sheet,
          cell,
          r: row.row.r,
          ref: sheetRef(info.block.sheet, row.row.r, cell.c),
          description: describe(info, row, cell),
          rowLabel: row.label,
          header: col?.header ?? "",
          period,
          score,
          coverage,
          blockIndex,
        });
      }
    }
  });
  out.sort((a, b) => b.score - a.score || a.blockIndex - b.blockIndex || a.r - b.r || a.cell.c - b.cell.c);
  return out;
}

/* ---------------------------------------------------------------- answer */

export type WorkbookAnswer =
  | { kind: "value"; text: string; cells: CellMatch[]; alternatives: CellMatch[] }
  | { kind: "total"; text: string; cells: CellMatch[]; total: string }
  | { kind: "not-found"; text: string; cells: CellMatch[] };

export const citation = (m: Pick<CellMatch, "ref" | "description">) => `${m.ref} (${m.description})`;

const TEXTS = {
  en: {
    notFound: (what: string) => `The workbook does not contain ${what}.`,
    notForPeriod: (label: string, period: string, covered: string) =>
      `The workbook does not contain ${label} for ${period}: it covers ${covered}.`,
    also: "The workbook also has",
    used: "I used",
    totalOf: (n: number) => `the sum of ${n} cells`,
    askTotal: (label: string, period: string) =>
      `The workbook has no single figure for ${label} in ${period}, only its parts. Ask for the total to add them up.`,
    ambiguous: (label: string, n: number, examples: string) =>
      `The workbook has no single figure for ${label}: ${n} cells match, e.g. ${examples}. Name the row or period you mean.`,
  },
  nl: {
    notFound: (what: string) => `Het werkboek bevat geen ${what}.`,
    notForPeriod: (label: string, period: string, covered: string) =>
      `Het werkboek bevat geen ${label} voor ${period}: het loopt over ${covered}.`,
    also: "Het werkboek heeft ook",
    used: "Gebruikt:",
    totalOf: (n: number) => `de som van ${n} cellen`,
    askTotal: (label: string, period: string) =>
      `Het werkboek heeft geen los cijfer voor ${label} in ${period}, alleen de delen. Vraag naar het totaal om ze op te tellen.`,
    ambiguous: (label: string, n: number, examples: string) =>
      `Het werkboek heeft geen los cijfer voor ${label}: ${n} cellen passen, bijvoorbeeld ${examples}. Noem de rij of periode die u bedoelt.`,
  },
};

function topic(question: string, dutch: boolean): string {
  const words = question
    .replace(/[?!.]+$/, "")
    .replace(
      /^(what|which|how much|how many|when|where|in which|wat|welke|hoeveel|hoe hoog|wanneer)\b\s*(is|are|was|does|do|did|zijn|is de|is het|bedraagt)?\s*/i,
      "",
    )
    .trim();
  const short = words.length > 80 ? `${words.slice(0, 77)}…` : words;
  return dutch ? `informatie over "${short}"` : `a figure for "${short}"`;
}

function formatTotal(cells: CellMatch[]): string {
  const sum = cells.reduce((s, m) => s + (m.cell.v as number), 0);
  const first = cells[0]!.cell;
  const rounded = Math.round(sum * 100) / 100;
  if (first.k === "currency" && first.cur) {
    const sym = first.cur;
    const n = plainNumber(rounded);
    return /^[$£€¥₹]$/.test(sym) ? `${sym}${n}` : `${n} ${sym}`;
  }
  if (first.k === "percent") return `${plainNumber(rounded * 100)}%`;
  return plainNumber(rounded);
}

function rangeRef(cells: CellMatch[]): string {
  const first = cells[0]!;
  const last = cells[cells.length - 1]!;
  if (
    cells.every((m) => m.sheet === first.sheet && m.r === first.r) ||
    cells.every((m) => m.sheet === first.sheet && m.cell.c === first.cell.c)
  ) {
    return `${first.ref}:${address(last.r, last.cell.c)}`;
  }
  return cells.map((m) => m.ref).join(", ");
}

/** Answers a question from the workbook's cells (see the module comment). */
export function answerFromWorkbook(index: WorkbookIndex, question: string): WorkbookAnswer {
  const q = parseQuestion(question);
  const t = q.dutch ? TEXTS.nl : TEXTS.en;
  const scored = scoreCells(index, q);
  const refuse = (): WorkbookAnswer => ({
    kind: "not-found",
    text: t.notFound(topic(question, q.dutch)),
    cells: [],
  });
  if (scored.length === 0 && !q.period) return refuse();

  // The period asked for: only cells of that period (or without periods) remain; say so when the label exists for other periods only.
  if (q.period) {
    const withPeriod = scored.filter((m) => m.period && periodRelation(q.period!, m.period) !== "no");
    const best = scored[0];
    if (withPeriod.length === 0 || withPeriod[0]!.coverage < MIN_COVERAGE) {
      // The same label in other periods?
      const unfiltered = scoreCells(index, { ...q, period: null });
      const top = unfiltered.find((m) => m.period && m.coverage >= MIN_COVERAGE);
      if (top && top.period) {
        const periods = unfiltered
          .filter((m) => m.blockIndex === top.blockIndex && m.r === top.r && m.period)
          .sort((a, b) => a.cell.c - b.cell.c);
        const name = (m: CellMatch) => m.header || formatPeriod(m.period!);
        const covered =
          periods.length > 1 ? `${name(periods[0]!)}–${name(periods[periods.length - 1]!)}` : name(top);
        return {
          kind: "not-found",
          text: t.notForPeriod(top.rowLabel || top.header, q.periodText ?? formatPeriod(q.period), covered),
          cells: [],
        };
      }
      if (!best || best.coverage < MIN_COVERAGE || !best.period) return refuse();
    }
    const inside = withPeriod.filter((m) => periodRelation(q.period!, m.period!) === "inside");
    const same = withPeriod.filter((m) => periodRelation(q.period!, m.period!) === "same");
    if (same.length === 0 && inside.length > 0) {
      const top = inside[0]!;
      const parts = inside.filter(
        (m) =>
          m.blockIndex === top.blockIndex &&
          m.r === top.r &&
          m.cell.k !== "text" &&
          typeof m.cell.v === "number",
      );
      const label = top.rowLabel || top.header;
      if (q.wantsTotal && parts.length > 0) {
        const total = formatTotal(parts);
        const text = `${label} ${formatPeriod(q.period)}: ${total} — ${t.totalOf(parts.length)} ${rangeRef(parts)} (${parts.map((m) => `${formatPeriod(m.period!)} ${m.cell.t}`).join(", ")}).`;
        return { kind: "total", text, cells: parts, total };
      }
      if (q.position && parts.length > 0) {
        const pick = q.position === "last" ? parts[parts.length - 1]! : parts[0]!;
        return valueAnswer(pick, [], t);
      }
      return { kind: "not-found", text: t.askTotal(label, formatPeriod(q.period)), cells: [] };
    }
  }

  const best = scored[0]!;
  if (best.coverage < MIN_COVERAGE) return refuse();
  let ties = scored.filter((m) => best.score - m.score <= TIE && m.cell.t !== "");
  // 'At the end of…': of cells that differ only by row, the last one.
  if (q.position && ties.length > 1) {
    const sameColumn = ties.filter((m) => m.blockIndex === best.blockIndex && m.cell.c === best.cell.c);
    if (sameColumn.length > 1) {
      const pick =
        q.position === "last"
          ? sameColumn.reduce((a, b) => (b.r > a.r ? b : a))
          : sameColumn.reduce((a, b) => (b.r < a.r ? b : a));
      ties = [pick, ...ties.filter((m) => m !== pick && !sameColumn.includes(m))];
    }
  }
  const chosen = ties[0]!;
  const others = ties.slice(1).filter((m) => m.ref !== chosen.ref);
  // Many equally good cells (a whole row or column): no single figure is stated.
  if (others.length >= MAX_NAMED_ALTERNATIVES + 1) {
    const examples = [chosen, ...others.slice(0, 2)].map(citation).join("; ");
    return {
      kind: "not-found",
      text: t.ambiguous(chosen.header || chosen.rowLabel, others.length + 1, examples),
      cells: [],
    };
  }
  return valueAnswer(chosen, others, t);
}

/** The value as the workbook shows it, with the exact figure when the format rounds it away ('$107,749 (107,749.05)'). */
export function shownValue(cell: WorkbookCell): string {
  if (typeof cell.v !== "number" || cell.k === "percent" || cell.k === "text") return cell.t;
  const exact = plainNumber(cell.v);
  const digits = (s: string) => s.replace(/[^\d.]/g, "").replace(/^0+(?=\d)/, "");
  const shownDigits = digits(cell.t.replace(/,/g, ""));
  const exactDigits = digits(exact.replace(/,/g, ""));
  if (!shownDigits || Number(shownDigits) === Math.abs(Number(exactDigits))) return cell.t;
  return `${cell.t} (${exact})`;
}

function valueAnswer(chosen: CellMatch, alternatives: CellMatch[], t: (typeof TEXTS)["en"]): WorkbookAnswer {
  const label =
    chosen.rowLabel && chosen.header
      ? `${chosen.rowLabel} (${chosen.header})`
      : chosen.rowLabel || chosen.header || chosen.description;
  let text = `${label}: ${shownValue(chosen.cell)} — ${citation(chosen)}.`;
  if (alternatives.length > 0) {
    text += ` ${t.also} ${alternatives.map((m) => `${m.cell.t} in ${citation(m)}`).join("; ")}; ${t.used} ${chosen.ref}.`;
  }
  return { kind: "value", text, cells: [chosen], alternatives };
}

/* ------------------------------------------------- for model providers */

/** The matched cells as a model's context: each with its address, labels and shown value. */
export function cellContext(answer: WorkbookAnswer): string {
  if (answer.kind === "not-found") return `No cell of the workbook matches this question. ${answer.text}`;
  const lines = [...answer.cells, ...(answer.kind === "value" ? answer.alternatives : [])].map(
    (m) => `${citation(m)} = ${m.cell.t}`,
  );
  if (answer.kind === "total") lines.push(`Total of these cells = ${answer.total}`);
  return `Cells of the workbook that answer the question (cite them as written):\n${lines.join("\n")}`;
}

/**
 * A model's reply checked against the matched cells: it must cite the cell it answers from
 * (the reply gets the citation appended when it does not), and when no cell matched, the
 * honest 'does not contain' answer replaces any reply.
 */
export function enforceCitations(reply: string, answer: WorkbookAnswer): string {
  if (answer.kind === "not-found") return answer.text;
  const main = answer.cells[0]!;
  if (reply.includes(main.ref)) return reply;
  return `${reply.trim()}\n\nSource: ${answer.kind === "total" ? rangeRef(answer.cells) : citation(main)} = ${answer.kind === "total" ? answer.total : main.cell.t}`;
}
