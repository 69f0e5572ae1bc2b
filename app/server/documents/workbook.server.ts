/**
 * Workbooks on the server: reading an uploaded .xlsx into typed table blocks (in the JOBS
 * queue consumer), storing them as JSON beside the file in R2, and loading them back for
 * the forecast chat.
 *
 * Before parsing, the zip directory and each sheet's XML dimension tell how big the
 * workbook is; only the rows within the caps are read and the admin is told what was left
 * out (app/domain/workbook/caps.ts). The rows are read in parts, one queue step each
 * (`readSheetPart`), and put together at the end (`buildFromParts`).
 */
import { and, desc, eq, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { documents } from "../../../db/schema";
import type { SheetRead, WorkbookPlan } from "../../domain/processing/steps";
import { indexWorkbook, type WorkbookIndex } from "../../domain/workbook/answer";
import {
  buildWorkbook,
  buildWorkbookInSlices,
  type RawSheet,
  type RawSheetCell,
} from "../../domain/workbook/build";
import {
  isParserEssential,
  MAX_PARSER_PART_BYTES,
  parseDimension,
  rowsToRead,
  WORKBOOK_CAPS,
  WORKBOOK_ZIP_LIMITS,
  type WorkbookCaps,
} from "../../domain/workbook/caps";
import {
  type EntryCheckpoint,
  inflateEntry,
  inflateStart,
  inflateText,
  inflateTextFrom,
} from "../../domain/workbook/inflate";
import { workbookJsonPieces } from "../../domain/workbook/json";
import {
  type ByteSource,
  bytesSource,
  readEntryData,
  readZipDirectoryFrom,
} from "../../domain/workbook/ranges";
import {
  piecesFor,
  renumberSharedStrings,
  RowCounter,
  type SharedStringNumbering,
  SharedStringPicker,
  type SharedStringPiece,
  SharedStringPieces,
  type SharedStringsHead,
  SheetSlicer,
  type SlicerPosition,
} from "../../domain/workbook/slice";
import { suggestWorkbookQuestions } from "../../domain/workbook/suggest";
import {
  indexSomeTables,
  indexTable,
  tablesForQuestion,
  type TablesIndex,
  tablesIndex,
} from "../../domain/workbook/tables-index";
import type { Workbook } from "../../domain/workbook/types";
import {
  checkDirectory,
  dimensionOf,
  sheetParts,
  writeZip,
  type ZipEntry,
  type ZipPart,
  ZipProblem,
} from "../../domain/workbook/zip";
import { deletePrefix, processingPartsPrefix, putObject } from "../platform/storage.server";

/**
 * The company's forecast workbook document: the one every reader of the forecast uses (the
 * chat, its suggestions, its status). Today the newest Excel upload.
 */
export async function getForecastWorkbookDocument(db: Db, companyId: string) {
  const row = await db
    .select({
      id: documents.id,
      name: documents.name,
      type: documents.type,
      filePath: documents.filePath,
      extractionStatus: documents.extractionStatus,
      textLength: sql<number>`coalesce(length(${documents.extractedText}), 0)`,
    })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.type, "excel")))
    .orderBy(desc(documents.uploadDate), desc(documents.createdAt))
    .limit(1);
  return row[0] ?? null;
}

/** A workbook document's stored text form (a model's context when its tables are missing). */
export async function getWorkbookText(db: Db, companyId: string, id: string): Promise<string | null> {
  const row = await db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.companyId, companyId)),
    columns: { extractedText: true },
  });
  return row?.extractedText ?? null;
}

/** Where a workbook's parsed tables live: beside its file. */
export const workbookJsonKey = (filePath: string) => `${filePath}.tables.json`;

/* ------------------------------------------------------------- inspecting */

/** Inflates an entry's text piece by piece to `take` until it says it has enough (held to the zip's checks, see inflate.ts). */
async function streamEntry(
  source: ByteSource,
  entry: ZipEntry,
  take: (text: string) => boolean,
): Promise<void> {
  let sincePause = 0;
  for await (const text of inflateText(source, entry, WORKBOOK_ZIP_LIMITS)) {
    if (!take(text)) return;
    // Inflating a large sheet is a long run of pieces: requests get their turn every few MB.
    sincePause += text.length;
    if (sincePause > 2 * 1024 * 1024) {
      sincePause = 0;
      await pause();
    }
  }
}

/** Inflates a whole entry (its size and CRC-32 checked at the end), feeding its text to `take` when given. */
async function verifyEntry(
  source: ByteSource,
  entry: ZipEntry,
  take?: (text: string) => void | Promise<void>,
): Promise<void> {
  let sincePause = 0;
  const decoder = take ? new TextDecoder() : null;
  for await (const chunk of inflateEntry(source, entry, WORKBOOK_ZIP_LIMITS)) {
    if (decoder) await take!(decoder.decode(chunk, { stream: true }));
    sincePause += chunk.length;
    if (sincePause > 4 * 1024 * 1024) {
      sincePause = 0;
      await pause();
    }
  }
}

/** Verifies the shared-strings entry and stores it in pieces on the way, then their index. */
async function storeSharedStrings(source: ByteSource, entry: ZipEntry, store: SharedStringsStore) {
  const pieces = new SharedStringPieces();
  const firsts: number[] = [];
  const put = async (ready: SharedStringPiece[]) => {
    for (const piece of ready) {
      await store.putPiece(firsts.length, piece);
      firsts.push(piece.first);
    }
  };
  await verifyEntry(source, entry, (text) => {
    pieces.push(text);
    return put(pieces.take());
  });
  await put(pieces.take(true));
  if (pieces.head)
    await store.putIndex({ version: 1, entry: entry.name, entryCrc: entry.crc32, head: pieces.head, firsts });
}

const small = async (source: ByteSource, entry: ZipEntry, max: number) =>
  new TextDecoder().decode(await inflateStart(source, entry, WORKBOOK_ZIP_LIMITS, max));

export type SheetSize = {
  name: string;
  part: string;
  hidden: boolean;
  xmlBytes: number;
  rows: number;
  cols: number;
};

/**
 * A run's shared strings stored in pieces of whole items while the planning pass inflates
 * them (`SharedStringPieces`): a read step fetches the pieces holding its strings instead of
 * inflating the part from its start up to the last string it uses.
 */
export type SharedStringsIndex = {
  version: 1;
  /** The part it was cut from (name and declared CRC-32): used only for that entry. */
  entry: string;
  entryCrc: number;
  head: SharedStringsHead;
  /** Each piece's first index, ascending. */
  firsts: number[];
};

/** Where a run keeps its pieces (under the file's processing parts, removed with them). */
export type SharedStringsStore = {
  putPiece(n: number, piece: SharedStringPiece): Promise<void>;
  putIndex(index: SharedStringsIndex): Promise<void>;
};

const sharedStringsKey = (filePath: string, run: string) =>
  `${processingPartsPrefix(filePath)}${run}/strings.json`;
const sharedPieceKey = (filePath: string, run: string, n: number) =>
  `${processingPartsPrefix(filePath)}${run}/strings-${n}.xml`;

/** A run's shared-strings pieces in R2. */
export const sharedStringsStore = (files: R2Bucket, filePath: string, run: string): SharedStringsStore => ({
  putPiece: (n, piece) =>
    putObject(files, sharedPieceKey(filePath, run, n), piece.xml, "application/xml").then(() => undefined),
  putIndex: (index) =>
    putObject(files, sharedStringsKey(filePath, run), JSON.stringify(index), "application/json").then(
      () => undefined,
    ),
});

/** The name of the workbook's shared-strings part (from the workbook's relationships). */
const sharedStringsName = (relsXml: string) => {
  const target = /Target="\/?(?:xl\/)?([^"]*sharedStrings[^"]*\.xml)"/i.exec(relsXml)?.[1];
  return target ? `xl/${target}` : "xl/sharedStrings.xml";
};

/**
 * The sheets of an .xlsx and their sizes, without parsing it: the zip directory (sizes), the
 * workbook part (names) and each sheet's dimension — or, for a sheet without one, its rows
 * and widest row counted. Every entry is inflated once here, within the limits, to check its
 * size and CRC-32: a damaged or oversized workbook is refused (`ZipProblem`) before any step
 * reads it. Null when the file is not a zip at all (an .xls: the parser then decides). With
 * `strings`, the shared strings are stored in pieces on the way (`SharedStringsIndex`).
 */
export async function inspectWorkbook(
  source: ByteSource,
  strings?: SharedStringsStore,
): Promise<SheetSize[] | null> {
  const entries = await readZipDirectoryFrom(source);
  if (!entries) return null;
  checkDirectory(source.size, entries, WORKBOOK_ZIP_LIMITS);
  const byName = new Map(entries.map((e) => [e.name, e]));
  const wb = byName.get("xl/workbook.xml");
  const rels = byName.get("xl/_rels/workbook.xml.rels");
  if (!wb || !rels) throw new Error("het bestand is geen .xlsx werkboek (een zip zonder werkbladen)");
  const relsXml = await small(source, rels, 1024 * 1024);
  const parts = sheetParts(await small(source, wb, 4 * 1024 * 1024), relsXml);
  const sharedName = sharedStringsName(relsXml);
  const sheets = new Map<string, { dimension: string | null; counter: RowCounter | null }>();
  for (const sheet of parts) {
    const entry = byName.get(sheet.part);
    if (!entry || sheets.has(entry.name)) continue;
    const dimension = dimensionOf(await small(source, entry, 8 * 1024));
    sheets.set(entry.name, {
      dimension,
      counter: dimension && parseDimension(dimension) ? null : new RowCounter(),
    });
  }
  for (const entry of entries) {
    const counter = sheets.get(entry.name)?.counter;
    if (strings && entry.name === sharedName) await storeSharedStrings(source, entry, strings);
    else await verifyEntry(source, entry, counter ? (text) => counter.push(text) : undefined);
  }
  const out: SheetSize[] = [];
  for (const sheet of parts) {
    const entry = byName.get(sheet.part);
    const seen = entry && sheets.get(entry.name);
    if (!entry || !seen) continue;
    const size = seen.counter
      ? { rows: seen.counter.rows, cols: Math.max(1, seen.counter.cols) }
      : parseDimension(seen.dimension!)!;
    out.push({ ...sheet, xmlBytes: entry.uncompressedSize, rows: size.rows, cols: size.cols });
  }
  return out;
}

/* ---------------------------------------------------------------- parsing */

type XlsxCell = { v?: unknown; t?: string; z?: unknown; w?: string; f?: string };
type XlsxSheet = {
  "!data"?: (XlsxCell | undefined)[][];
  "!merges"?: RawSheet["merges"];
  "!fullref"?: string;
  "!ref"?: string;
};

/** Reads an .xlsx (or .xls) into table blocks within the caps. Throws on a file that is no workbook. */
export async function readWorkbook(bytes: Uint8Array, caps: WorkbookCaps = WORKBOOK_CAPS): Promise<Workbook> {
  const sizes = await inspectWorkbook(bytesSource(bytes));
  const rows = sizes ? rowsToRead(sizes, caps) : [];
  const sheetRows = sizes && sizes.length ? Math.max(1, ...rows) : caps.maxRowsPerSheet;
  // The spreadsheet parser stays out of the page bundles: loaded only here (queue consumer).
  const XLSX = await import("@e965/xlsx");
  const wb = XLSX.read(bytes, {
    type: "array",
    dense: true,
    cellDates: true,
    cellFormula: true,
    cellNF: true,
    sheetStubs: true,
    sheetRows,
  });
  const hidden = new Map((wb.Workbook?.Sheets ?? []).map((s) => [s.name, !!s.Hidden]));
  const raw: RawSheet[] = wb.SheetNames.map((name) => {
    const ws = wb.Sheets[name] as unknown as XlsxSheet;
    const size = sizes?.find((s) => s.name === name);
    const full = parseDimension(ws["!fullref"] ?? ws["!ref"] ?? "");
    const limit = sizes ? (rows[sizes.indexOf(size!)] ?? caps.maxRowsPerSheet) : caps.maxRowsPerSheet;
    const sheetRowsOut = rawRows(ws, 0, limit);
    const total = Math.max(size?.rows ?? 0, full?.rows ?? 0);
    return {
      name,
      hidden: hidden.get(name) ?? false,
      rows: sheetRowsOut,
      merges: ws["!merges"],
      // Said only when rows were left out.
      ...(total > limit ? { totalRows: total, readRows: limit } : {}),
    };
  });
  const format = (z: string, v: number) => {
    try {
      return XLSX.SSF.format(z, v);
    } catch {
      return null;
    }
  };
  return buildWorkbook(raw, caps, format);
}

/* ------------------------------------------------------------ in parts */

/**
 * The rows of one read step, as the spreadsheet parser handed them over; `sheetRows` when the
 * sheet's rows ended within the step's range (fewer than its dimension said).
 */
export type SheetPart = {
  sheet: number;
  rows: RawSheet["rows"];
  merges?: RawSheet["merges"];
  sheetRows?: number;
};

const EMPTY_SHEET = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>',
);

/**
 * Parts the parser may look for besides the sheets: all but the other sheets' XML (replaced by
 * empty sheets), the shared strings (cut to the step's own), images and the calculation chain
 * (large, never read). They are copied still compressed.
 */
const keepPart = (name: string) => !/^xl\/(media|printerSettings)\/|^xl\/calcChain\.xml$/.test(name);

/**
 * Characters of row XML the spreadsheet parser is handed at a time (about 2,000 cells of a
 * typical sheet): one call on a whole step's 25,000 cells ran 0.3–0.8 s without a pause on this
 * machine, and a page waited that long.
 */
export const PARSE_BATCH_CHARS = 128 * 1024;

const parseOptions = {
  type: "array",
  dense: true,
  cellDates: true,
  cellFormula: true,
  cellNF: true,
  sheetStubs: true,
} as const;

function rawRows(ws: XlsxSheet, fromRow: number, toRow: number): RawSheet["rows"] {
  const data = ws["!data"] ?? [];
  const out: RawSheet["rows"] = [];
  for (let r = fromRow; r < data.length && r < toRow; r++) {
    const row = data[r];
    if (!row) continue;
    const cells: RawSheetCell[] = [];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      if (!cell) continue;
      const v = cell.t === "z" || cell.t === "e" ? undefined : cell.v;
      if (v === undefined && !cell.f) continue;
      cells.push({ c, v, z: typeof cell.z === "string" ? cell.z : undefined, w: cell.w, f: cell.f });
    }
    if (cells.length) out.push({ r, cells });
  }
  return out;
}

/**
 * Where the next read of a sheet may start, stored by a step for the step after it: a
 * checkpoint of the sheet's inflate (deflate.ts) just before the rows that step reads, and
 * the slicer's place there. Kept only for the same entry (name and declared CRC-32).
 */
export type SheetResume = {
  sheet: number;
  /** The next read's first row (0-based): the end of the read that stored it. */
  fromRow: number;
  entry: string;
  entryCrc: number;
  at: EntryCheckpoint;
  slicer: SlicerPosition;
};

export function sheetResumeJson(resume: SheetResume): string {
  let binary = "";
  const w = resume.at.window;
  for (let i = 0; i < w.length; i += 8192)
    binary += String.fromCharCode(...w.subarray(i, Math.min(w.length, i + 8192)));
  return JSON.stringify({ ...resume, at: { ...resume.at, window: btoa(binary) } });
}

export function parseSheetResume(json: string): SheetResume | null {
  try {
    const value = JSON.parse(json) as Omit<SheetResume, "at"> & {
      at: Omit<EntryCheckpoint, "window"> & { window: string };
    };
    const binary = atob(value.at.window);
    const window = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) window[i] = binary.charCodeAt(i);
    return { ...value, at: { ...value.at, window } };
  } catch {
    return null;
  }
}

/**
 * One read step: the rows of `read` from one sheet. The file is read by ranges: its directory,
 * the small parts the parser needs, and the sheet's own entry from the checkpoint the step
 * before left (`from`), or from its start. Only that range of the sheet's XML is kept while it
 * is inflated, with just the shared strings it uses, and handed to the parser as a small
 * workbook of its own (the other sheets empty), so a step's memory and time follow its rows,
 * not the file's size. Returns the part and where the next read of the sheet may start.
 */
export async function readSheetPart(
  source: ByteSource,
  plan: WorkbookPlan,
  read: SheetRead,
  from?: SheetResume | null,
  strings?: SharedStringsSource | null,
): Promise<{ part: SheetPart; resume: SheetResume | null }> {
  const entries = await readZipDirectoryFrom(source);
  if (!entries) throw new Error("the file is not an .xlsx workbook");
  checkDirectory(source.size, entries, WORKBOOK_ZIP_LIMITS);
  const byName = new Map(entries.map((e) => [e.name, e]));
  const wb = byName.get("xl/workbook.xml");
  const rels = byName.get("xl/_rels/workbook.xml.rels");
  if (!wb || !rels) throw new Error("the file is not an .xlsx workbook");
  const relsXml = await small(source, rels, 1024 * 1024);
  const parts = sheetParts(await small(source, wb, 4 * 1024 * 1024), relsXml);
  const target = parts[read.sheet];
  const entry = target && byName.get(target.part);
  if (!target || !entry || target.name !== plan.sheets[read.sheet]?.name)
    throw new Error("the workbook changed while it was read");

  // The last read of a sheet also reads its merged cells, which follow the rows in the file.
  const later = plan.reads.find((r) => r.sheet === read.sheet && r.fromRow === read.toRow);
  const slicer = new SheetSlicer({ fromRow: read.fromRow, toRow: read.toRow }, !later);
  const resumed =
    from &&
    read.fromRow > 0 &&
    from.sheet === read.sheet &&
    from.fromRow === read.fromRow &&
    from.entry === entry.name &&
    from.entryCrc === entry.crc32
      ? from
      : null;
  if (resumed) slicer.resume(resumed.slicer);
  let next: Pick<SheetResume, "at" | "slicer"> | null = resumed;
  let sincePause = 0;
  for await (const piece of inflateTextFrom(source, entry, WORKBOOK_ZIP_LIMITS, resumed?.at)) {
    slicer.push(piece.text);
    // The last read of a sheet reads on to the entry's end, where its size and CRC-32 are checked.
    if (slicer.done && later) break;
    const position = piece.checkpoint && later ? slicer.position : null;
    if (position) next = { at: piece.checkpoint!(), slicer: position };
    // Inflating a large sheet is a long run of pieces: requests get their turn every few MB.
    sincePause += piece.text.length;
    if (sincePause > 2 * 1024 * 1024) {
      sincePause = 0;
      await pause();
    }
  }
  const resume =
    later && next && !slicer.ended
      ? { sheet: read.sheet, fromRow: read.toRow, entry: entry.name, entryCrc: entry.crc32, ...next }
      : null;

  // The parser gets the range in worksheets of about `PARSE_BATCH_CHARS` of rows, one at a time
  // with a pause between: its work (and what it builds) per call stays bounded, and pages get
  // their turn. One shared-strings part with the range's strings serves them all.
  let numbering: SharedStringNumbering | undefined;
  const batches = slicer.xmlBatches(PARSE_BATCH_CHARS).map((batch) => {
    const renumbered = renumberSharedStrings(batch, numbering);
    numbering = renumbered.numbering;
    return renumbered.xml;
  });
  const indices = numbering?.indices ?? [];

  const encoder = new TextEncoder();
  const zip: ZipPart[] = [];
  const sharedName = sharedStringsName(relsXml);
  const shared = byName.get(sharedName);
  if (shared) {
    const picker = new SharedStringPicker(indices);
    const index = indices.length ? await strings?.index() : null;
    if (index && index.entry === shared.name && index.entryCrc === shared.crc32) {
      // The stored pieces holding the step's strings, not the part from its start.
      for (const n of piecesFor(index.firsts, indices)) {
        picker.pushPiece(index.head, index.firsts[n]!, await strings!.piece(n));
        await pause();
      }
    } else if (indices.length)
      await streamEntry(source, shared, (text) => {
        picker.push(text);
        return !picker.done;
      });
    zip.push({ name: sharedName, data: encoder.encode(picker.xml()) });
  }
  const sheetNames = new Set(parts.map((p) => p.part));
  let sheetAt = -1;
  for (const e of entries) {
    if (e.name === entry.name) {
      sheetAt = zip.length;
      zip.push({ name: e.name, data: EMPTY_SHEET }); // each batch's rows in turn, below
    } else if (sheetNames.has(e.name)) zip.push({ name: e.name, data: EMPTY_SHEET });
    else if (e.name !== sharedName && keepPart(e.name)) {
      // The parser inflates what it is given whole: parts it needs must be small, others larger are left out.
      if (e.uncompressedSize > MAX_PARSER_PART_BYTES) {
        if (isParserEssential(e.name))
          throw new ZipProblem(
            "too-large",
            `'${e.name}' is groter dan ${MAX_PARSER_PART_BYTES / 1024 / 1024} MB`,
          );
        continue;
      }
      zip.push({ name: e.name, copy: e, compressed: await readEntryData(source, e) });
    }
  }
  const XLSX = await import("@e965/xlsx");
  const rows: RawSheet["rows"] = [];
  let merges: RawSheet["merges"];
  for (const [i, xml] of batches.entries()) {
    zip[sheetAt] = { name: entry.name, data: encoder.encode(xml) };
    const book = XLSX.read(writeZip(zip), { ...parseOptions, sheets: [target.name] });
    const ws = book.Sheets[target.name] as unknown as XlsxSheet | undefined;
    if (!ws) throw new Error(`sheet '${target.name}' could not be read`);
    if (i === 0) merges = ws["!merges"];
    for (const row of rawRows(ws, read.fromRow, read.toRow)) rows.push(row);
    await pause();
  }
  const part: SheetPart = {
    sheet: read.sheet,
    rows,
    ...(merges?.length ? { merges } : {}),
    // The sheet's rows ended inside this range: the sheet has no more than its last row.
    ...(slicer.ended && slicer.rowsSeen < read.toRow ? { sheetRows: slicer.rowsSeen } : {}),
  };
  return { part, resume };
}

/** A run's stored shared-strings pieces, for a read step (`sharedStringsSource`). */
export type SharedStringsSource = {
  index(): Promise<SharedStringsIndex | null>;
  piece(n: number): Promise<string>;
};

export const sharedStringsSource = (files: R2Bucket, filePath: string, run: string): SharedStringsSource => ({
  async index() {
    const object = await files.get(sharedStringsKey(filePath, run));
    const index = object ? ((await object.json().catch(() => null)) as SharedStringsIndex | null) : null;
    return index?.version === 1 && Array.isArray(index.firsts) ? index : null;
  },
  async piece(n) {
    const object = await files.get(sharedPieceKey(filePath, run, n));
    if (!object) throw new Error(`part ${n} of the shared strings is missing`);
    return object.text();
  },
});

/** A part as JSON for R2: a date cell (the parser's Date) as its ISO text, marked `d`. */
export function sheetPartJson(part: SheetPart): string {
  for (const row of part.rows)
    for (const cell of row.cells)
      if (cell.v instanceof Date) Object.assign(cell, { v: cell.v.toISOString(), d: 1 });
  return JSON.stringify(part);
}

export function parseSheetPart(json: string): SheetPart {
  const part = JSON.parse(json) as SheetPart;
  for (const row of part.rows)
    for (const cell of row.cells as (RawSheetCell & { d?: 1 })[])
      if (cell.d) {
        cell.v = new Date(cell.v as string);
        delete cell.d;
      }
  return part;
}

/** Lets requests waiting on this isolate run (a local Worker serves them on the queue's thread). */
export const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The workbook from its read parts (in plan order): the last step of a run. */
export async function buildFromParts(
  plan: WorkbookPlan,
  parts: readonly SheetPart[],
  caps: WorkbookCaps = WORKBOOK_CAPS,
): Promise<Workbook> {
  const raw: RawSheet[] = plan.sheets.map((sheet, i) => {
    const own = parts.filter((p) => p.sheet === i);
    // A sheet whose rows ended before its dimension said: its rows are what was read.
    const ended = own.find((p) => p.sheetRows !== undefined)?.sheetRows;
    const totalRows = ended === undefined ? sheet.totalRows : Math.min(sheet.totalRows, ended);
    const readRows = Math.min(sheet.readRows, totalRows);
    return {
      name: sheet.name,
      hidden: sheet.hidden ?? false,
      rows: own.flatMap((p) => p.rows),
      merges: own.find((p) => p.merges)?.merges,
      ...(readRows < totalRows ? { totalRows, readRows } : {}),
    };
  });
  const XLSX = await import("@e965/xlsx");
  const steps = buildWorkbookInSlices(raw, caps, formatWith(XLSX.SSF));
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await pause();
  }
}

const formatWith = (SSF: { format: (z: string, v: number) => string }) => (z: string, v: number) => {
  try {
    return SSF.format(z, v);
  } catch {
    return null;
  }
};

/* ------------------------------------------------------------ store, load */

/**
 * Where a question's view of the tables lives: the tables index (`index.json`, see
 * tables-index.ts) and each table as JSON of its own (`<n>.json`), beside the whole tables.
 */
export const workbookTablesPrefix = (filePath: string) => `${filePath}.tables/`;
const tablesIndexKey = (filePath: string) => `${workbookTablesPrefix(filePath)}index.json`;
const tableKey = (filePath: string, n: number) => `${workbookTablesPrefix(filePath)}${n}.json`;

/**
 * Stores the tables as JSON, written in pieces with pauses between (a large workbook is some
 * 10 MB of it), and each table on its own with the tables index, for questions.
 */
export async function storeWorkbook(files: R2Bucket, filePath: string, workbook: Workbook) {
  const pieces: string[] = [];
  for (const piece of workbookJsonPieces(workbook)) {
    pieces.push(piece);
    await pause();
  }
  await putObject(files, workbookJsonKey(filePath), new Blob(pieces), "application/json");
  pieces.length = 0;
  await deletePrefix(files, workbookTablesPrefix(filePath));
  const tables: ReturnType<typeof indexTable>[] = [];
  for (const [n, block] of workbook.blocks.entries()) {
    await putObject(files, tableKey(filePath, n), JSON.stringify(block), "application/json");
    tables.push(indexTable(block));
    await pause();
  }
  await putObject(
    files,
    tablesIndexKey(filePath),
    JSON.stringify(tablesIndex(workbook, tables)),
    "application/json",
  );
  // Its summary is written again from these tables when a page first reads it.
  await files.delete(workbookSummaryKey(filePath));
}

/** What the forecast chat's page shows of a workbook (its suggested questions), stored beside its tables. */
export const workbookSummaryKey = (filePath: string) => `${filePath}.summary.json`;

export type WorkbookSummary = { version: 1; suggestions: string[] };

/**
 * The page's view of a stored workbook without its tables: read from its summary, which the
 * first read writes from the tables (a page then never parses the whole tables JSON, some
 * 10 MB for a large workbook). Null when the workbook has no tables.
 */
export async function loadWorkbookSummary(
  files: R2Bucket,
  filePath: string,
): Promise<WorkbookSummary | null> {
  const stored = await files.get(workbookSummaryKey(filePath));
  if (stored) {
    const summary = (await stored.json().catch(() => null)) as WorkbookSummary | null;
    if (summary?.version === 1 && Array.isArray(summary.suggestions)) return summary;
  }
  const index = await loadWorkbookIndex(files, filePath);
  if (!index) return null;
  const summary: WorkbookSummary = { version: 1, suggestions: suggestWorkbookQuestions(index) };
  await putObject(files, workbookSummaryKey(filePath), JSON.stringify(summary), "application/json");
  return summary;
}

/**
 * The stored tables of a workbook file, indexed for answering (null when there are none). For a
 * `question`, only the tables that can answer it (the tables index decides), when the workbook
 * was stored with one; otherwise all of them.
 */
export async function loadWorkbookIndex(
  files: R2Bucket,
  filePath: string,
  question?: string,
): Promise<WorkbookIndex | null> {
  if (question !== undefined) {
    const stored = await files.get(tablesIndexKey(filePath));
    const index = stored ? ((await stored.json().catch(() => null)) as TablesIndex | null) : null;
    if (index?.version === 1 && Array.isArray(index.blocks)) {
      const blocks = [];
      for (const n of tablesForQuestion(index, question)) {
        const table = await files.get(tableKey(filePath, n));
        if (!table) return loadWorkbookIndex(files, filePath); // stored only in part: all tables
        blocks.push((await table.json()) as Workbook["blocks"][number]);
      }
      return indexSomeTables(index, blocks);
    }
  }
  const object = await files.get(workbookJsonKey(filePath));
  if (!object) return null;
  const workbook = (await object.json()) as Workbook;
  if (workbook?.version !== 1 || !Array.isArray(workbook.blocks)) return null;
  return indexWorkbook(workbook);
}
