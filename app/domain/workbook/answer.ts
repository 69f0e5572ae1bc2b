/**
 * Answers that cite cells. A question is read into label words (with synonyms), a period
 * ('March 2025', 'Q1', 'FY25', '2024-12-01'), qualifiers ('month 12', 'segment 1', 'year 0')
 * and hints ('end of', 'total'); every value cell is scored by how much of that its own
 * labels (row label, column header), its table's title, its sheet's name and its row's
 * other cells cover. The best cell answers, in the workbook's own format, with its address
 * ('Sheet'!C7 (Revenue × Mar 2025)); a close second is named; when nothing covers the
 * question well enough the answer says the workbook does not contain it. A sum appears only
 * when the question asks for a total, with the cells it adds up.
 *
 * Founders' wording (docs/decisions/049-forecast-chat-reads-founders-wording.md): a question word
 * the workbook never uses weighs less than one it does ('reach', 'company'); hint words ('end
 * of', 'total') add when a label has them but are not needed; 'month 24' and 'year 3' also pick
 * the 24th month or 3rd year column; 'FY25-FY29' is a range; a figure that is the total of the
 * same label's other tied cells (the P&L line over its segments) answers before its parts; a
 * balance ('cash balance in month 24') is the period's last row, a total over several rows of a
 * record table adds them; and a question about an assumption answers with the assumption cell
 * rather than a long series with the same label.
 */
import { GENERIC, isCjk, isDutch, NEGATING, tokenize, tokenMatch } from "./labels";
import {
  findPeriods,
  formatPeriod,
  type FoundPeriod,
  parseHeaderPeriod,
  type Period,
  periodRelation,
} from "./periods";
import { rowLabel } from "./tables";
import type { TableBlock, Workbook, WorkbookCell, WorkbookRow } from "./types";
import { address, isValueCell, plainNumber, sheetRef } from "./values";

/** Below this share of the question covered, the workbook is said not to contain it. */
export const MIN_COVERAGE = 0.6;
/** Candidates within this score of the best are 'also possible' and named. */
const TIE = 0.02;
/** More equally good cells than this: the question is too vague for one figure. */
const MAX_NAMED_ALTERNATIVES = 2;

/** A question word no label of the workbook has ('reach', 'company'): it weighs this much. */
const UNKNOWN_WORD = 0.3;
/**
 * Concepts too general to carry a question alone: a cell that matches only these ('rate' in
 * 'discount rate', 'total', 'month') gets no discount for the question's unknown words.
 */
const WEAK_WORDS = new Set(["#ratio", "#total", "#month", "#year", "#end", "#start", "#growth", "#margin"]);
/** Hint words: they add when a label has them, but a label without them still covers the question. */
const HINT_WORDS = new Set(["#end", "#total", "last", "final", "laatste", "first", "eerste", "opening"]);
/** Labels of a balance (a running figure): of several rows in one period, the last one is the period's. */
const STOCK_WORDS = new Set(["#cash", "#remaining", "#end", "balance", "cumulative", "saldo", "cumulatief"]);
/** A question about an assumption: an assumption cell answers it before a series with the same label. */
const ASSUMPTION = /\b(assum\w*|aanname\w*|uitgangspunt\w*|veronderstel\w*|inputs?|parameters?|drivers?)\b/i;
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
  /** Value cells outside the key columns: 1 for a label/value row (an assumption). */
  valueCount: number;
};
type BlockInfo = {
  block: TableBlock;
  contextTokens: string[];
  contextSequence: string[];
  columns: Map<number, ColumnInfo>;
  rows: RowInfo[];
  /** Leading columns that identify a record ('Year', 'Month', 'State'): not answers themselves. */
  keyColumns: Set<number>;
  /** Their headers' words: a question naming the dimension ('across all states') is about these rows. */
  keyTokens: string[];
  /** Period columns by their place: the 3rd year column is 'year 3', the 24th month column 'month 24'. */
  ordinals: Map<number, { kind: "year" | "month"; n: number }>;
};
export type WorkbookIndex = {
  workbook: Workbook;
  blocks: BlockInfo[];
  /** Every label word of the workbook (for words a question has and no label does). */
  vocabulary: string[];
  known: ReadonlySet<string>;
};

const uniq = (xs: string[]) => [...new Set(xs)];

/**
 * Precomputes the label tokens of every table (once per workbook; answers reuse it).
 * `vocabulary`: the whole workbook's label words, when `workbook` holds only some of its tables
 * (tables-index.ts): a word is unknown only if no table of the workbook has it.
 */
export function indexWorkbook(workbook: Workbook, vocabulary?: readonly string[]): WorkbookIndex {
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
        valueCount: 0,
      };
    });
    const keyColumns = findKeyColumns(block);
    for (const info of rows)
      info.valueCount = info.row.cells.filter(
        (cell) => isValueCell(cell) && cell.k !== "date" && cell.k !== "boolean" && !keyColumns.has(cell.c),
      ).length;
    const ordinals = new Map<number, { kind: "year" | "month"; n: number }>();
    let years = 0;
    let months = 0;
    for (const [c, col] of [...columns].sort((a, b) => a[0] - b[0])) {
      if (col.period?.kind === "year") ordinals.set(c, { kind: "year", n: ++years });
      else if (col.period?.kind === "month" || col.period?.kind === "day")
        ordinals.set(c, { kind: "month", n: ++months });
    }
    const contextSequence = [...tokenize(block.sheet), ...tokenize(block.title ?? "")];
    return {
      block,
      contextTokens: uniq(contextSequence),
      contextSequence,
      columns,
      rows,
      keyColumns,
      keyTokens: uniq([...keyColumns].flatMap((c) => columns.get(c)?.tokens ?? [])),
      ordinals,
    };
  });
  const known = new Set<string>(vocabulary);
  if (!vocabulary)
    for (const info of blocks) {
      for (const t of info.contextTokens) known.add(t);
      for (const col of info.columns.values()) for (const t of col.tokens) known.add(t);
      for (const row of info.rows) {
        for (const t of row.labelTokens) known.add(t);
        for (const t of row.otherTokens) known.add(t);
      }
    }
  return { workbook, blocks, vocabulary: [...known], known };
}

/**
 * The leading columns of a record table that name a row rather than measure it: a header over
 * text (a state, a product) or plain whole numbers (a year or month counter), up to the first
 * column that holds amounts.
 */
function findKeyColumns(block: TableBlock): Set<number> {
  const keys = new Set<number>();
  const sample = block.rows.slice(0, 50);
  const cols = Object.keys(block.headers)
    .map(Number)
    .sort((a, b) => a - b);
  for (const c of cols) {
    if (parseHeaderPeriod(block.headers[c]!, block.headerDates?.[c])) break;
    let seen = 0;
    let key = true;
    let previous: number | null = null;
    for (const row of sample) {
      const cell = row.cells.find((x) => x.c === c);
      if (!cell) continue;
      seen++;
      // A counter: whole numbers shown plainly that stay or go up by one (1, 1, 2, 2… or 1, 2, 3…).
      const counter =
        cell.k === "number" &&
        typeof cell.v === "number" &&
        Number.isInteger(cell.v) &&
        cell.t === String(cell.v) &&
        (previous === null || cell.v - previous === 0 || cell.v - previous === 1);
      if (counter) previous = cell.v as number;
      if (!(cell.k === "text" && !isValueCell(cell)) && !counter) {
        key = false;
        break;
      }
    }
    if (!key || seen === 0) break;
    keys.add(c);
  }
  // A table of only key columns has nothing else to answer with: then they are values.
  return keys.size === cols.length ? new Set() : keys;
}

/* -------------------------------------------------------------- question */

export type Qualifier = { word: string; n: number };
export type PeriodRange = { from: Period; to: Period; text: string };
export type ParsedQuestion = {
  words: string[];
  period: Period | null;
  periodText: string | null;
  /** 'FY25-FY29', 'from Jan 2025 to Jun 2025', 'tussen 2025 en 2027'. */
  range: PeriodRange | null;
  qualifiers: Qualifier[];
  wantsTotal: boolean;
  position: "last" | "first" | null;
  /** The question asks what the model assumes ('What churn does the model assume?', 'aanname'). */
  assumption: boolean;
  dutch: boolean;
};

const RANGE_JOIN = /^\s*(?:-|–|—|to|through|thru|till|until|up to|t\/m|tot en met|tot)\s*$/i;
const BETWEEN_JOIN = /^\s*(?:and|en)\s*$/i;

/** Two periods of the same kind joined as a span ('FY25-FY29', 'between 2025 and 2027'). */
function findRange(question: string, periods: FoundPeriod[]): PeriodRange | null {
  for (let i = 0; i + 1 < periods.length; i++) {
    const a = periods[i]!;
    const b = periods[i + 1]!;
    if (a.period.kind !== b.period.kind) continue;
    const at = question.indexOf(a.text);
    const bt = question.indexOf(b.text, at + a.text.length);
    if (at < 0 || bt < 0) continue;
    const between = question.slice(at + a.text.length, bt);
    const before = question.slice(0, at);
    if (RANGE_JOIN.test(between) || (BETWEEN_JOIN.test(between) && /\b(between|tussen)\s*$/i.test(before)))
      return { from: a.period, to: b.period, text: question.slice(at, bt + b.text.length) };
  }
  return null;
}

export function parseQuestion(question: string): ParsedQuestion {
  const periods = findPeriods(question);
  const range = findRange(question, periods);
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
    /\b(total|in total|sum|altogether|combined|cumulative|across|totaal|totale|in totaal|samen|opgeteld|over alle)\b/.test(
      lower,
    );
  const position = /\b(end|closing|ending|final|last|eind|einde|ultimo|laatste)\b/.test(lower)
    ? "last"
    : /\b(opening|beginning|first|eerste)\b/.test(lower)
      ? "first"
      : null;
  return {
    words: uniq(words),
    period: range ? null : (periods[0]?.period ?? null),
    periodText: range ? null : (periods[0]?.text ?? null),
    range,
    qualifiers,
    wantsTotal,
    position,
    assumption: ASSUMPTION.test(question),
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
  /** The only value of its row (a label/value list): an assumption rather than a series. */
  parameter: boolean;
  /** A balance (cash, remaining, cumulative): its period's figure is the period's last row. */
  stock: boolean;
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
  const hint = q.words.map((w) => HINT_WORDS.has(w));
  const weights = q.words.map((w) =>
    !w.startsWith("#") && !isCjk(w) && !index.known.has(w) && tokenMatch(w, index.vocabulary) === 0
      ? UNKNOWN_WORD
      : 1,
  );
  const generic = q.words.map((w) => GENERIC.has(w));
  const weak = q.words.map((w, i) => WEAK_WORDS.has(w) || hint[i]!);
  // What the unknown words' discount is worth: given back to a cell that matches only weak words.
  const unknownDiscount = weights.reduce((s, w) => s + (w < 1 ? 1 - w : 0), 0);
  const baseNeeded =
    weights.reduce((s, w, i) => s + (generic[i] || hint[i] ? 0 : w), 0) +
    q.qualifiers.length +
    (q.period ? 1 : 0);
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
    const keyScore = q.words.map((w) => W_ROW * tokenMatch(w, info.keyTokens));
    for (const row of info.rows) {
      // Per word, the best of the row's own label, its other text, its key columns' headers and the table's context.
      const rowScores = q.words.map((w, i) =>
        Math.max(
          W_OWN * tokenMatch(w, row.labelTokens),
          W_ROW * tokenMatch(w, row.otherTokens),
          contextScore[i]!,
          keyScore[i]!,
        ),
      );
      const rowHasOwn = row.labelTokens.length > 0 && q.words.some((w) => tokenMatch(w, row.labelTokens) > 0);
      let rowExtra = -1;
      for (const cell of row.row.cells) {
        if (!isValueCell(cell) || (cell.k === "text" && cell.c === row.row.cells[0]?.c)) continue;
        if (info.keyColumns.has(cell.c)) continue;
        const cs = colScores.get(cell.c);
        if (!rowHasOwn && !cs?.own) continue;
        let covered = 0;
        let needed = baseNeeded;
        let strong = false;
        let wordsCovered = 0;
        for (let i = 0; i < n; i++) {
          const s = Math.max(rowScores[i]!, cs ? W_OWN * cs.scores[i]! : 0);
          if (s > 0 && !weak[i] && weights[i] === 1) strong = true;
          if (!generic[i] && !hint[i]) wordsCovered += s;
          if (generic[i]) {
            if (s > 0) {
              covered += s;
              needed += 1;
            }
          } else if (hint[i]) covered += 0.25 * s;
          else covered += weights[i]! * s;
        }
        // Only general words matched: they must cover the question's words themselves, period aside.
        if (!strong) {
          needed += unknownDiscount;
          const wordsNeeded = baseNeeded - q.qualifiers.length - (q.period ? 1 : 0) + unknownDiscount;
          if (wordsNeeded > 0 && wordsCovered / wordsNeeded < MIN_COVERAGE) continue;
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
          // 'month 24', 'year 3' in a table with period columns: the 24th month, the 3rd year column.
          const ordinal = info.ordinals.get(cell.c);
          if (!hit && !conflict && ordinal && qual.word === `#${ordinal.kind}`) {
            if (ordinal.n === qual.n) hit = true;
            else conflict = true;
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
          // A label/value row, or a labelled row of a few values in a table without periods (one per scenario).
          parameter:
            row.valueCount === 1 || (row.label !== "" && info.ordinals.size === 0 && row.valueCount <= 6),
          stock: [...row.labelTokens, ...(col?.tokens ?? [])].some((t) => STOCK_WORDS.has(t)),
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
  | { kind: "list"; text: string; cells: CellMatch[] }
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
    totalOfParts: (n: number, refs: string) =>
      `This is the total; the workbook also splits it into ${n} parts (${refs}).`,
    lastRow: (n: number) => `The balance after the last of the period's ${n} rows.`,
    sumOfRows: (n: number) => `the sum of ${n} rows`,
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
    totalOfParts: (n: number, refs: string) =>
      `Dit is het totaal; het werkboek splitst het ook in ${n} delen (${refs}).`,
    lastRow: (n: number) => `Het saldo na de laatste van de ${n} rijen van die periode.`,
    sumOfRows: (n: number) => `de som van ${n} rijen`,
  },
};

function topic(question: string, dutch: boolean): string {
  const words = question
    .replace(/[?!.]+$/, "")
    .replace(
      /^(what['’]s|what|which|how much|how many|when|where|in which|wat|welke|hoeveel|hoe hoog|wanneer)(?:\b|(?<=s))\s*(is|are|was|does|do|did|zijn|is de|is het|bedraagt)?\s*/i,
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

/** 'Sheet'!B4:F4 for adjoining cells of one row or column, else each address. */
function rangeRef(cells: CellMatch[]): string {
  const first = cells[0]!;
  const inRow = cells.every((m) => m.sheet === first.sheet && m.r === first.r);
  const inColumn = cells.every((m) => m.sheet === first.sheet && m.cell.c === first.cell.c);
  if (inRow || inColumn) {
    const sorted = [...cells].sort((a, b) => (inRow ? a.cell.c - b.cell.c : a.r - b.r));
    const adjoining = sorted.every(
      (m, i) => i === 0 || (inRow ? m.cell.c === sorted[i - 1]!.cell.c + 1 : m.r === sorted[i - 1]!.r + 1),
    );
    const last = sorted[sorted.length - 1]!;
    if (adjoining) return `${sorted[0]!.ref}:${address(last.r, last.cell.c)}`;
  }
  return cells.map((m) => m.ref).join(", ");
}

/** Answers a question from the workbook's cells (see the module comment). */
export function answerFromWorkbook(index: WorkbookIndex, question: string): WorkbookAnswer {
  const q = parseQuestion(question);
  const t = q.dutch ? TEXTS.nl : TEXTS.en;
  const refuse = (): WorkbookAnswer => ({
    kind: "not-found",
    text: t.notFound(topic(question, q.dutch)),
    cells: [],
  });
  if (q.range) return rangeAnswer(index, q, t) ?? refuse();
  const scored = scoreCells(index, q);
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

  // An assumption asked for, or a long series where one assumption cell fits as well: the assumption.
  if (!q.period && q.qualifiers.length === 0 && (q.assumption || ties.length > MAX_NAMED_ALTERNATIVES + 1)) {
    // The assumption's label may carry a few words more than asked ('Annual churn rate'), not a different figure.
    const margin = q.assumption ? 0.1 : 0.05;
    const params = scored.filter(
      (m) => m.parameter && m.coverage >= MIN_COVERAGE && best.score - m.score <= margin && m.cell.t !== "",
    );
    if (params.length > 0) ties = params.filter((m) => params[0]!.score - m.score <= TIE);
  }

  // One label on several sheets or rows, one of them the sum of the others: the total answers.
  const total = totalOfParts(ties);
  if (total) {
    const answer = valueAnswer(total.whole, [], t);
    answer.text += ` ${t.totalOfParts(total.parts.length, total.parts.map((m) => m.ref).join(", "))}`;
    return answer;
  }

  // One row's values under several headers that are not periods (an assumption per scenario): all of them.
  const lead = ties[0]!;
  const sameRow = ties.filter(
    (m) => m.blockIndex === lead.blockIndex && m.r === lead.r && m.header && !m.period,
  );
  if (sameRow.length > 1 && sameRow.length === ties.length && sameRow.length <= 6) {
    const cells = [...sameRow].sort((a, b) => a.cell.c - b.cell.c);
    const list = cells.map((m) => `${m.header} ${m.cell.t}`).join(", ");
    return {
      kind: "list",
      text: `${lead.rowLabel || lead.description}: ${list} — ${rangeRef(cells)}.`,
      cells,
    };
  }

  // Several rows of one column for the same period (one per state, product…).
  const sameColumn = ties.filter((m) => m.blockIndex === best.blockIndex && m.cell.c === best.cell.c);
  if (sameColumn.length > 1) {
    sameColumn.sort((a, b) => a.r - b.r);
    const numeric = sameColumn.every((m) => typeof m.cell.v === "number");
    if (q.wantsTotal && !best.stock && numeric) {
      const sum = formatTotal(sameColumn);
      const label = best.header || best.rowLabel;
      const text = `${label}: ${sum} — ${t.sumOfRows(sameColumn.length)} ${sameColumn.map(citation).join("; ")}.`;
      return { kind: "total", text, cells: sameColumn, total: sum };
    }
    const position = q.position ?? (best.stock ? "last" : null);
    if (position) {
      const pick = position === "last" ? sameColumn[sameColumn.length - 1]! : sameColumn[0]!;
      const answer = valueAnswer(pick, [], t);
      if (position === "last" && best.stock) answer.text += ` ${t.lastRow(sameColumn.length)}`;
      return answer;
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

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.01, Math.abs(b) * 0.005);

/**
 * Of equally good cells with the same labels, the one that is the sum of all the others (a P&L
 * line over its segments' lines), with those parts; null when there is none.
 */
function totalOfParts(ties: readonly CellMatch[]): { whole: CellMatch; parts: CellMatch[] } | null {
  if (ties.length < 3) return null;
  for (const whole of ties) {
    if (typeof whole.cell.v !== "number") continue;
    const parts = ties.filter(
      (m) =>
        m !== whole &&
        m.rowLabel === whole.rowLabel &&
        m.header === whole.header &&
        (m.blockIndex !== whole.blockIndex || m.r !== whole.r),
    );
    if (parts.length < 2 || parts.some((m) => typeof m.cell.v !== "number")) continue;
    const sum = parts.reduce((s, m) => s + (m.cell.v as number), 0);
    if (near(sum, whole.cell.v)) return { whole, parts };
  }
  return null;
}

/** A period's span in months since year 0, for ranges ('FY25-FY29' holds every month of 2025–2029). */
function monthSpan(p: Period): [number, number] | null {
  if (p.y === null) return null;
  switch (p.kind) {
    case "year":
      return [p.y * 12 + 1, p.y * 12 + 12];
    case "quarter":
      return [p.y * 12 + (p.q - 1) * 3 + 1, p.y * 12 + p.q * 3];
    default:
      return [p.y * 12 + p.m, p.y * 12 + p.m];
  }
}

/**
 * 'Total revenue over FY25-FY29': the best row's cells of the periods in the span, added up when a
 * total is asked for, else listed. Of equally good rows with the same label, the one that is the
 * total of the others (per period) is used.
 */
function rangeAnswer(
  index: WorkbookIndex,
  q: ParsedQuestion,
  t: (typeof TEXTS)["en"],
): WorkbookAnswer | null {
  const from = monthSpan(q.range!.from);
  const to = monthSpan(q.range!.to);
  if (!from || !to) return null;
  const [lo, hi] = [Math.min(from[0], to[0]), Math.max(from[1], to[1])];
  const inSpan = scoreCells(index, { ...q, period: null, range: null }).filter((m) => {
    const span = m.period ? monthSpan(m.period) : null;
    return span !== null && span[0] >= lo && span[1] <= hi && m.coverage >= MIN_COVERAGE;
  });
  if (inSpan.length === 0) return null;
  const rows = new Map<string, CellMatch[]>();
  for (const m of inSpan) {
    const key = `${m.blockIndex}:${m.r}`;
    rows.set(key, [...(rows.get(key) ?? []), m]);
  }
  const best = inSpan[0]!.score;
  const tied = [...rows.values()].filter((cells) => best - cells[0]!.score <= TIE);
  // The row whose every period is the sum of the other tied rows' (the total line), else the best.
  let chosen = tied[0]!;
  for (const row of tied) {
    const others = tied.filter((r) => r !== row && r[0]!.rowLabel === row[0]!.rowLabel);
    if (others.length < 2) continue;
    const isTotal = row.every((m) => {
      const parts = others.map((r) => r.find((x) => x.cell.c === m.cell.c && x.header === m.header));
      return (
        typeof m.cell.v === "number" &&
        parts.every((x) => x && typeof x.cell.v === "number") &&
        near(
          parts.reduce((s, x) => s + (x!.cell.v as number), 0),
          m.cell.v,
        )
      );
    });
    if (isTotal) {
      chosen = row;
      break;
    }
  }
  const cells = [...chosen].sort((a, b) => a.cell.c - b.cell.c);
  const label = cells[0]!.rowLabel || cells[0]!.header;
  const list = cells.map((m) => `${m.header || formatPeriod(m.period!)} ${m.cell.t}`).join(", ");
  if (q.wantsTotal && cells.every((m) => typeof m.cell.v === "number")) {
    const total = formatTotal(cells);
    const text = `${label} ${q.range!.text}: ${total} — ${t.totalOf(cells.length)} ${rangeRef(cells)} (${list}).`;
    return { kind: "total", text, cells, total };
  }
  return { kind: "list", text: `${label} ${q.range!.text}: ${list} — ${rangeRef(cells)}.`, cells };
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
  if (answer.kind === "list")
    return `${reply.trim()}\n\nSource: ${rangeRef(answer.cells)} = ${answer.cells.map((m) => m.cell.t).join(", ")}`;
  return `${reply.trim()}\n\nSource: ${answer.kind === "total" ? rangeRef(answer.cells) : citation(main)} = ${answer.kind === "total" ? answer.total : main.cell.t}`;
}
