/**
 * Reading a part of a worksheet without holding the whole sheet: its XML is fed in pieces as
 * it is inflated, and only the rows of one range are kept (plus the header of the file and,
 * when asked, the merged-cell list from its end). The kept rows' shared strings are renumbered
 * so that a small shared-strings part with just those strings can go with them.
 *
 * The result is a complete worksheet XML that a spreadsheet parser reads like the original.
 */

/** 0-based rows, `toRow` excluded. */
export type RowRange = { fromRow: number; toRow: number };

type Mode = "head" | "rows" | "tail" | "done";

export class SheetSlicer {
  private buf = "";
  private mode: Mode = "head";
  private head = "";
  private prefix = "";
  private readonly rows: string[] = [];
  private merges = "";
  private lastRow = 0;

  constructor(
    private readonly range: RowRange,
    /** Look for the merged cells after the rows (they follow the sheet data in the file). */
    private readonly wantMerges: boolean,
  ) {}

  /** True once nothing more of the sheet is needed. */
  get done() {
    return this.mode === "done";
  }

  /** Rows seen so far in the file (its last row number), a hint for a sheet without a dimension. */
  get rowsSeen() {
    return this.lastRow;
  }

  push(text: string) {
    if (this.mode === "done") return;
    this.buf += text;
    if (this.mode === "head") this.readHead();
    if (this.mode === "rows") this.readRows();
    if (this.mode === "tail") this.readTail();
  }

  private readHead() {
    const m = /<((?:\w+:)?)sheetData\b[^>]*?(\/?)>/.exec(this.buf);
    if (!m) return;
    this.prefix = m[1]!;
    this.head = this.buf.slice(0, m.index);
    this.buf = this.buf.slice(m.index + m[0].length);
    this.mode = m[2] ? (this.wantMerges ? "tail" : "done") : "rows";
  }

  private readRows() {
    const p = this.prefix;
    let pos = 0;
    for (;;) {
      const lt = this.buf.indexOf("<", pos);
      if (lt < 0) break;
      const gt = this.buf.indexOf(">", lt);
      if (gt < 0) break;
      const open = this.buf.slice(lt, gt + 1);
      if (open.startsWith(`</${p}sheetData`)) {
        pos = gt + 1;
        this.mode = this.wantMerges ? "tail" : "done";
        break;
      }
      if (!open.startsWith(`<${p}row`)) {
        pos = gt + 1;
        continue;
      }
      let end: number;
      if (open.endsWith("/>")) end = gt + 1;
      else {
        const close = this.buf.indexOf(`</${p}row>`, gt);
        if (close < 0) break;
        end = close + p.length + 6;
      }
      const numbered = /\sr="(\d+)"/.exec(open);
      const r = numbered ? Number(numbered[1]) : this.lastRow + 1;
      this.lastRow = r;
      pos = end;
      if (r - 1 >= this.range.toRow) {
        this.mode = this.wantMerges ? "tail" : "done";
        break;
      }
      if (r - 1 >= this.range.fromRow) {
        const xml = this.buf.slice(lt, end);
        // A row without its number would be renumbered from the slice's start.
        this.rows.push(numbered ? xml : xml.replace(/^<([\w:]+)/, `<$1 r="${r}"`));
      }
    }
    this.buf = this.buf.slice(pos);
  }

  private readTail() {
    const p = this.prefix;
    const start = this.buf.indexOf(`<${p}mergeCells`);
    if (start < 0) {
      if (this.buf.includes(`</${p}worksheet`)) this.mode = "done";
      // Keep a little in case the tag is cut between two pieces.
      this.buf = this.buf.slice(-32);
      return;
    }
    const close = `</${p}mergeCells>`;
    const end = this.buf.indexOf(close, start);
    if (end < 0) {
      this.buf = this.buf.slice(start);
      return;
    }
    this.merges = this.buf.slice(start, end + close.length);
    this.buf = "";
    this.mode = "done";
  }

  /** The worksheet XML with only the kept rows (and the merged cells, when found). */
  xml(): string {
    const p = /<((?:\w+:)?)worksheet\b/.exec(this.head)?.[1] ?? this.prefix;
    return `${this.head}<${this.prefix}sheetData>${this.rows.join("")}</${this.prefix}sheetData>${this.merges}</${p}worksheet>`;
  }

  /** Rows kept. */
  get keptRows() {
    return this.rows.length;
  }
}

const SHARED_CELL = /(<(?:\w+:)?c\b[^>]*?\st="s"[^>]*>\s*<(?:\w+:)?v>)(\d+)(<\/(?:\w+:)?v>)/g;

/**
 * Shared-string cells renumbered 0, 1, 2… in order of first use. `indices[n]` is the
 * original index of the new string n.
 */
export function renumberSharedStrings(xml: string): { xml: string; indices: number[] } {
  const next = new Map<number, number>();
  const indices: number[] = [];
  const out = xml.replace(SHARED_CELL, (_, open: string, index: string, close: string) => {
    const old = Number(index);
    let n = next.get(old);
    if (n === undefined) {
      n = indices.length;
      next.set(old, n);
      indices.push(old);
    }
    return `${open}${n}${close}`;
  });
  return { xml: out, indices };
}

/**
 * Picks the strings of a shared-strings part by their original index while it is fed in
 * pieces; `xml()` is a part holding just those, in the order of `indices`.
 */
export class SharedStringPicker {
  private buf = "";
  private open: string | null = null;
  private prefix = "";
  private index = 0;
  private readonly wanted = new Map<number, number[]>();
  private readonly picked: string[];
  private readonly last: number;

  constructor(indices: readonly number[]) {
    indices.forEach((old, n) => this.wanted.set(old, [...(this.wanted.get(old) ?? []), n]));
    this.picked = indices.map(() => "<si><t></t></si>");
    this.last = indices.length ? Math.max(...indices) : -1;
  }

  get done() {
    return this.index > this.last;
  }

  push(text: string) {
    if (this.done) return;
    this.buf += text;
    if (this.open === null) {
      const m = /<((?:\w+:)?)sst\b[^>]*>/.exec(this.buf);
      if (!m) return;
      this.prefix = m[1]!;
      this.open = m[0].endsWith("/>") ? m[0].replace(/\/>$/, ">") : m[0];
      this.buf = this.buf.slice(m.index + m[0].length);
    }
    const p = this.prefix;
    let pos = 0;
    while (!this.done) {
      const start = this.buf.indexOf(`<${p}si`, pos);
      if (start < 0) break;
      const gt = this.buf.indexOf(">", start);
      if (gt < 0) break;
      let end: number;
      if (this.buf[gt - 1] === "/") end = gt + 1;
      else {
        const close = this.buf.indexOf(`</${p}si>`, gt);
        if (close < 0) break;
        end = close + p.length + 5;
      }
      for (const n of this.wanted.get(this.index) ?? []) this.picked[n] = this.buf.slice(start, end);
      this.index++;
      pos = end;
    }
    this.buf = this.buf.slice(pos);
  }

  xml(): string {
    const open = this.open ?? '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${open}${this.picked.join("")}</${this.prefix}sst>`;
  }
}
