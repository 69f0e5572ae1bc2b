/**
 * The pipeline's CSV: reading an import (per-row errors, duplicates by e-mail merged) and the
 * export's lines (formula-safe, as the investors CSV). Pure: a refused file or row is a code,
 * worded in app/copy/pipeline/texts.ts.
 */
import { readAmount } from "../finance/amount";
import { csvField } from "../investors/csv";
import { type Stage, STAGES } from "./stages";

export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_BYTES = 512 * 1024;
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const FIRM_MAX = 200;
export const NOTES_MAX = 2000;

/** RFC 4180 records (quoted fields, doubled quotes, CRLF or LF); null when a quote is never closed. */
export function parseCsv(text: string): string[][] | null {
  const src = text.replace(/^\uFEFF/, "");
  // A spreadsheet in a Dutch locale writes ';' between fields: take whichever the first line uses.
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === sep) {
      record.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += c;
  }
  if (quoted) return null;
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((f) => f.trim() !== ""));
}

const COLUMN_NAMES: Record<string, ImportColumn> = {
  name: "name",
  naam: "name",
  email: "email",
  "e-mail": "email",
  mail: "email",
  firm: "firm",
  bedrijf: "firm",
  fonds: "firm",
  stage: "stage",
  fase: "stage",
  amount: "amount",
  bedrag: "amount",
  ticket: "amount",
  notes: "notes",
  notities: "notes",
  notitie: "notes",
};
type ImportColumn = "name" | "email" | "firm" | "stage" | "amount" | "notes";

/** A stage by its id, the label the pipeline shows for it, or the English name a spreadsheet uses. */
const stageNames = (labels: Record<Stage, string>) =>
  new Map<string, Stage>([
    ...STAGES.map((s) => [s, s] as const),
    ...STAGES.map((s) => [labels[s].toLowerCase(), s] as const),
    ["due diligence", "due-diligence"],
    ["term sheet", "term-sheet"],
  ]);

export type ImportRow = {
  /** The file's line of the row (the header is line 1); the first line of a merged address. */
  line: number;
  name: string;
  email: string;
  firm: string | null;
  stage: Stage | null;
  amount: number | null;
  notes: string | null;
};
/** Why a row was refused; a too long field names its limit, an unknown stage or amount the text read. */
export type RowProblem =
  | { code: "nameRequired" }
  | { code: "emailInvalid" }
  | { code: "tooLong"; field: "name" | "firm" | "notes"; max: number }
  | { code: "stageInvalid"; value: string }
  | { code: "amountInvalid"; value: string };
export type RowError = { line: number; problems: RowProblem[] };
/** Why the file as a whole was refused. */
export type ImportFileProblem =
  | { code: "unclosedQuote" }
  | { code: "noRows" }
  | { code: "tooManyRows"; max: number }
  | { code: "headerMissing"; columns: ImportColumn[] };
export type ImportRead =
  | { ok: true; rows: ImportRow[] }
  | { ok: false; errors: RowError[]; rows: ImportRow[] }
  | { ok: false; file: ImportFileProblem };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The rows of an import file, or every row's errors (a file with any error is imported not at
 * all). Rows of one address are merged into the first: later non-empty fields win, notes add up.
 * A stage is read by its id or by its label in `stageLabels` (the pipeline's own words).
 */
export function readImport(text: string, stageLabels: Record<Stage, string>): ImportRead {
  const records = parseCsv(text);
  if (!records) return { ok: false, file: { code: "unclosedQuote" } };
  if (records.length < 2) return { ok: false, file: { code: "noRows" } };
  if (records.length - 1 > IMPORT_MAX_ROWS)
    return { ok: false, file: { code: "tooManyRows", max: IMPORT_MAX_ROWS } };
  const header = records[0]!.map((h) => COLUMN_NAMES[h.trim().toLowerCase()] ?? null);
  const missing = (["name", "email"] as const).filter((c) => !header.includes(c));
  if (missing.length) return { ok: false, file: { code: "headerMissing", columns: missing } };
  const stages = stageNames(stageLabels);

  const errors: RowError[] = [];
  const byEmail = new Map<string, ImportRow>();
  records.slice(1).forEach((record, k) => {
    const line = k + 2;
    const cell = (c: ImportColumn) => {
      const i = header.indexOf(c);
      return i < 0 ? "" : (record[i] ?? "").trim();
    };
    const problems: RowProblem[] = [];
    const name = cell("name");
    const email = cell("email").toLowerCase();
    const firm = cell("firm");
    const notes = cell("notes");
    if (!name) problems.push({ code: "nameRequired" });
    else if (name.length > NAME_MAX) problems.push({ code: "tooLong", field: "name", max: NAME_MAX });
    if (!EMAIL.test(email) || email.length > EMAIL_MAX) problems.push({ code: "emailInvalid" });
    if (firm.length > FIRM_MAX) problems.push({ code: "tooLong", field: "firm", max: FIRM_MAX });
    if (notes.length > NOTES_MAX) problems.push({ code: "tooLong", field: "notes", max: NOTES_MAX });
    const stageText = cell("stage");
    const stage = stageText ? (stages.get(stageText.toLowerCase()) ?? null) : null;
    if (stageText && !stage) problems.push({ code: "stageInvalid", value: stageText });
    const amountText = cell("amount");
    let amount: number | null = null;
    if (amountText) {
      const read = readAmount(amountText, "nl");
      if (read.ok && read.value >= 0) amount = Math.round(read.value);
      else problems.push({ code: "amountInvalid", value: amountText });
    }
    if (problems.length) {
      errors.push({ line, problems });
      return;
    }
    const row: ImportRow = { line, name, email, firm: firm || null, stage, amount, notes: notes || null };
    const earlier = byEmail.get(email);
    byEmail.set(email, earlier ? mergeRows(earlier, row) : row);
  });
  const rows = [...byEmail.values()];
  return errors.length ? { ok: false, errors, rows } : { ok: true, rows };
}

/** A later row of the same address: its non-empty fields win, its notes are added. */
export function mergeRows(a: ImportRow, b: ImportRow): ImportRow {
  return {
    line: a.line,
    name: b.name || a.name,
    email: a.email,
    firm: b.firm ?? a.firm,
    stage: b.stage ?? a.stage,
    amount: b.amount ?? a.amount,
    notes: a.notes && b.notes && a.notes !== b.notes ? `${a.notes}\n${b.notes}` : (b.notes ?? a.notes),
  };
}

export const PIPELINE_CSV_HEADER = [
  "name",
  "email",
  "firm",
  "stage",
  "ticket_indicated",
  "ticket_committed",
  "lead",
  "next_follow_up",
  "last_engaged",
  "interest_score",
  "reason_passed",
].join(",");

export type ExportRow = {
  name: string;
  email: string;
  firm: string | null;
  stage: Stage;
  ticketIndicated: number | null;
  ticketCommitted: number | null;
  lead: boolean;
  nextFollowUp: string | null;
  lastEngagedAt: string | null;
  interestScore: number | null;
  reasonPassed: string | null;
  reasonPassedNote: string | null;
};

export function pipelineCsvLine(r: ExportRow): string {
  const reason = [r.reasonPassed, r.reasonPassedNote].filter(Boolean).join(": ") || null;
  return [
    r.name,
    r.email,
    r.firm,
    r.stage,
    r.ticketIndicated,
    r.ticketCommitted,
    r.lead ? "yes" : "no",
    r.nextFollowUp,
    r.lastEngagedAt,
    r.interestScore,
    reason,
  ]
    .map(csvField)
    .join(",");
}

export const pipelineCsvFileName = (now: Date) => `pipeline-${now.toISOString().slice(0, 10)}.csv`;
