/**
 * Reading a part of a worksheet without holding the whole sheet: its XML is fed in pieces as
 * it is inflated, and only the rows of one range are kept (plus the header of the file and,
 * when asked, the merged-cell list from its end). The kept rows' shared strings are renumbered
 * so that a small shared-strings part with just those strings can go with them.
 *
 * The result is a complete worksheet XML that a spreadsheet parser reads like the original.
 *
 * Bounded work whatever the file holds: each piece is looked at once (what is parsed is
 * consumed, text between elements is dropped, a search for a close tag resumes where it
 * stopped), so the work grows with the input, not with its square; what is kept (the sheet's
 * head, one open row, the kept rows, the merged cells, one shared string) has a limit, and a
 * file that goes past one is refused (`ZipProblem` 'too-large') instead of filling memory.
 */
import { ZipProblem } from "./zip";

/** 0-based rows, `toRow` excluded. */
export type RowRange = { fromRow: number; toRow: number };

/** Characters of sheet XML a slice may hold. */
export type SliceLimits = {
  /** Everything before the rows (sheet properties, views, column widths). */
  maxHeadChars: number;
  /** One row, and one shared string. */
  maxRowChars: number;
  /** All rows kept by one slice, and all strings picked for it. */
  maxKeptChars: number;
  /** The merged-cell list. */
  maxMergeChars: number;
};

const MiB = 1024 * 1024;

/**
 * Far above real sheets: a full-width row of 16,384 cells is about 1 MB, a step's 25,000
 * cells about 2 MB, a cell's text at most 32,767 characters.
 */
export const SLICE_LIMITS: SliceLimits = {
  maxHeadChars: 4 * MiB,
  maxRowChars: 2 * MiB,
  maxKeptChars: 16 * MiB,
  maxMergeChars: 4 * MiB,
};

const tooLarge = (what: string, limit: number) =>
  new ZipProblem("too-large", `${what} is groter dan ${Math.round(limit / MiB)} MB`);

/** Longest open tag looked for across two pieces (`<x:sheetData …>`, `<sst xmlns=… count=…>`). */
const MAX_TAG_CHARS = 64 * 1024;

/**
 * An element whose close tag has not arrived yet: its text so far (only when it is kept) and
 * the last few characters, where the close tag may have started. Each piece is searched once.
 */
class OpenElement {
  private readonly parts: string[] = [];
  private length = 0;
  private tail = "";

  constructor(
    private readonly close: string,
    private readonly keep: boolean,
    private readonly max: number,
    private readonly what: string,
  ) {}

  /** Feeds the next text; the index in it just past the close tag, or -1 when it has not come yet. */
  feed(text: string): number {
    // The close tag across the last piece and this one, else within this one: `text` is never
    // joined to anything whole (searching a joined string copies it).
    const k = this.close.length - 1;
    let end = -1;
    if (this.tail) {
      const at = (this.tail + text.slice(0, k)).indexOf(this.close);
      if (at >= 0) end = at + this.close.length - this.tail.length;
    }
    if (end < 0) {
      const at = text.indexOf(this.close);
      if (at >= 0) end = at + this.close.length;
    }
    const taken = end < 0 ? text : text.slice(0, end);
    this.length += taken.length;
    if (this.keep) {
      if (this.length > this.max) throw tooLarge(this.what, this.max);
      this.parts.push(taken);
    }
    if (end < 0) this.tail = text.length >= k ? text.slice(-k) : (this.tail + text).slice(-k);
    return end;
  }

  get text() {
    return this.parts.join("");
  }

  /** Characters held: the element's text when it is kept, else the few where its close tag may start. */
  get held() {
    return this.keep ? this.length : this.tail.length;
  }
}

/** The first match of an open tag in text fed piece by piece (the text before it kept, up to `max`). */
/**
 * Where a reader goes on with a new piece of text: an element the last piece left open is fed
 * first (`inside`: the piece ended within it), then the start of a tag the last piece cut off
 * (`carry`) goes in front of what follows. `scanned` is what this counts as read.
 */
function resumePiece(
  text: string,
  open: OpenElement | undefined,
  carry: string,
): { inside: true; scanned: number } | { inside: false; s: string; pos: number; scanned: number } {
  let scanned = 0;
  let pos = 0;
  if (open) {
    scanned += text.length;
    pos = open.feed(text);
    if (pos < 0) return { inside: true, scanned };
  }
  const s = carry ? carry + text.slice(pos) : text;
  if (carry) pos = 0;
  return { inside: false, s, pos, scanned: scanned + s.length - pos };
}

class TagFinder {
  private readonly before: string[] = [];
  private length = 0;
  private tail = "";
  scanned = 0;

  constructor(
    private readonly tag: RegExp,
    private readonly max: number,
    private readonly what: string,
    private readonly keepBefore: boolean,
  ) {}

  /** The match with the text before it and the text after it, or null (then keep feeding). */
  feed(text: string): { match: RegExpExecArray; before: string; after: string } | null {
    const joined = this.tail + text;
    this.scanned += joined.length;
    const match = this.tag.exec(joined);
    if (match) {
      const cut = match.index - this.tail.length; // where the tag starts in `text` (may be < 0)
      const before = this.keepBefore ? (this.before.join("") + text).slice(0, this.length + cut) : "";
      return { match, before, after: joined.slice(match.index + match[0].length) };
    }
    this.length += text.length;
    if (this.length > this.max) throw tooLarge(this.what, this.max);
    if (this.keepBefore) this.before.push(text);
    // An open tag cut between two pieces: its start is kept for the next search.
    const lt = joined.lastIndexOf("<");
    this.tail = lt >= 0 && joined.length - lt <= MAX_TAG_CHARS ? joined.slice(lt) : "";
    return null;
  }

  get held() {
    return (this.keepBefore ? this.length : 0) + this.tail.length;
  }
}

const isNameEnd = (ch: string | undefined) =>
  ch === ">" || ch === "/" || ch === " " || ch === "\t" || ch === "\n" || ch === "\r";

type Mode = "head" | "rows" | "tail" | "done";

/** A slicer's place among a sheet's rows: what another slicer needs to go on from there. */
export type SlicerPosition = { head: string; prefix: string; lastRow: number };

export class SheetSlicer {
  private mode: Mode = "head";
  private head = "";
  private prefix = "";
  private readonly rows: string[] = [];
  private keptChars = 0;
  private merges = "";
  private lastRow = 0;
  /** Text of the rows part that ended in the middle of a tag. */
  private carry = "";
  /** A row whose close tag has not come yet, with its number and whether it is kept. */
  private open: { element: OpenElement; r: number; numbered: boolean; kept: boolean } | null = null;
  private finder: TagFinder;
  private tailFinder: TagFinder | null = null;
  private mergeList: OpenElement | null = null;
  private sheetEnded = false;
  /** Characters looked at so far: grows with the input (the work is linear). */
  scanned = 0;

  constructor(
    private readonly range: RowRange,
    /** Look for the merged cells after the rows (they follow the sheet data in the file). */
    private readonly wantMerges: boolean,
    private readonly limits: SliceLimits = SLICE_LIMITS,
  ) {
    this.finder = new TagFinder(
      /<((?:\w+:)?)sheetData\b[^>]*?(\/?)>/,
      limits.maxHeadChars,
      "het begin van het werkblad (vóór de rijen)",
      true,
    );
  }

  /**
   * Goes on from where another slicer of the same sheet was `between` rows (its head read,
   * `lastRow` rows seen): the text pushed next is the sheet's text from that point on.
   */
  resume(at: SlicerPosition) {
    if (this.mode !== "head" || this.finder.scanned) throw new Error("resume before anything is pushed");
    this.head = at.head;
    this.prefix = at.prefix;
    this.lastRow = at.lastRow;
    this.mode = "rows";
  }

  /**
   * Where a later slicer may go on (`resume`) if the text pushed so far is where it starts:
   * among the rows, no tag cut. Null elsewhere. A row left open here is passed over by the
   * later slicer (its start is behind it): it belongs to this slicer's range or one before.
   */
  get position(): SlicerPosition | null {
    if (this.mode !== "rows" || this.carry) return null;
    return { head: this.head, prefix: this.prefix, lastRow: this.lastRow };
  }

  /** True once nothing more of the sheet is needed. */
  get done() {
    return this.mode === "done";
  }

  /** True when the sheet's rows ended (its `</sheetData>` was read) before the range did. */
  get ended() {
    return this.sheetEnded;
  }

  /** Rows seen so far in the file (its last row number). */
  get rowsSeen() {
    return this.lastRow;
  }

  /** Rows kept. */
  get keptRows() {
    return this.rows.length;
  }

  /** Characters held now (what memory the slice takes): never more than its limits. */
  get held() {
    const open = this.open?.element.held ?? 0;
    const pending =
      this.mode === "head" ? this.finder.held : (this.tailFinder?.held ?? 0) + (this.mergeList?.held ?? 0);
    return this.head.length + this.keptChars + this.carry.length + open + pending + this.merges.length;
  }

  push(text: string) {
    if (this.mode === "done") return;
    if (this.mode === "head") {
      const found = this.finder.feed(text);
      this.scanned = this.finder.scanned;
      if (!found) return;
      this.prefix = found.match[1]!;
      this.head = found.before;
      if (found.match[2]) {
        this.sheetEnded = true;
        this.mode = this.wantMerges ? "tail" : "done";
      } else this.mode = "rows";
      text = found.after;
    }
    if (this.mode === "rows") text = this.readRows(text);
    if (this.mode === "tail") this.readTail(text);
  }

  /** Reads rows from `text`; what follows the sheet data when it ended, else "". */
  private readRows(text: string): string {
    const piece = resumePiece(text, this.open?.element, this.carry);
    this.scanned += piece.scanned;
    if (piece.inside) return "";
    if (this.open) {
      this.closeRow(this.open.element.text, this.open.r, this.open.numbered, this.open.kept);
      this.open = null;
    }
    this.carry = "";
    const { s } = piece;
    let { pos } = piece;
    const p = this.prefix;
    const rowTag = `<${p}row`;
    const closeRow = `</${p}row>`;
    for (;;) {
      const lt = s.indexOf("<", pos);
      if (lt < 0) return "";
      const gt = s.indexOf(">", lt);
      if (gt < 0) {
        if (s.length - lt > MAX_TAG_CHARS) throw tooLarge("een element van het werkblad", MAX_TAG_CHARS);
        this.carry = s.slice(lt);
        return "";
      }
      if (s.startsWith(`</${p}sheetData`, lt)) {
        this.sheetEnded = true;
        this.mode = this.wantMerges ? "tail" : "done";
        return s.slice(gt + 1);
      }
      if (!s.startsWith(rowTag, lt) || !isNameEnd(s[lt + rowTag.length])) {
        pos = gt + 1;
        continue;
      }
      const openTag = s.slice(lt, gt + 1);
      const numbered = /\sr="(\d+)"/.exec(openTag);
      const r = numbered ? Number(numbered[1]) : this.lastRow + 1;
      this.lastRow = r;
      if (r - 1 >= this.range.toRow) {
        // The rest of the sheet data is passed over: the merged cells follow it.
        this.mode = this.wantMerges ? "tail" : "done";
        return this.mode === "tail" ? s.slice(gt + 1) : "";
      }
      const kept = r - 1 >= this.range.fromRow;
      if (s[gt - 1] === "/") {
        this.closeRow(openTag, r, !!numbered, kept);
        pos = gt + 1;
        continue;
      }
      // A row that closes within this piece is taken from it as it is (no copy of the rest of the piece per row).
      const close = s.indexOf(closeRow, gt + 1);
      if (close >= 0) {
        const end = close + closeRow.length;
        if (kept && end - lt > this.limits.maxRowChars)
          throw tooLarge(`rij ${r} van het werkblad`, this.limits.maxRowChars);
        this.closeRow(s.slice(lt, end), r, !!numbered, kept);
        pos = end;
        continue;
      }
      const element = new OpenElement(closeRow, kept, this.limits.maxRowChars, `rij ${r} van het werkblad`);
      element.feed(openTag);
      const end = element.feed(s.slice(gt + 1));
      if (end < 0) {
        this.open = { element, r, numbered: !!numbered, kept };
        return "";
      }
      this.closeRow(element.text, r, !!numbered, kept);
      pos = gt + 1 + end;
    }
  }

  private closeRow(xml: string, r: number, numbered: boolean, kept: boolean) {
    if (!kept) return;
    // A row without its number would be renumbered from the slice's start.
    const row = numbered ? xml : xml.replace(/^<([\w:]+)/, `<$1 r="${r}"`);
    this.keptChars += row.length;
    if (this.keptChars > this.limits.maxKeptChars)
      throw tooLarge("de rijen van één leesstap", this.limits.maxKeptChars);
    this.rows.push(row);
  }

  private readTail(text: string) {
    const p = this.prefix;
    if (!this.mergeList) {
      this.tailFinder ??= new TagFinder(
        new RegExp(`<${p}mergeCells\\b|</${p}worksheet>`),
        Infinity,
        "",
        false,
      );
      const before = this.tailFinder.scanned;
      const found = this.tailFinder.feed(text);
      this.scanned += this.tailFinder.scanned - before;
      if (!found) return;
      this.tailFinder = null;
      if (found.match[0].startsWith("</")) {
        this.mode = "done";
        return;
      }
      this.mergeList = new OpenElement(
        `</${p}mergeCells>`,
        true,
        this.limits.maxMergeChars,
        "de lijst van samengevoegde cellen",
      );
      this.mergeList.feed(found.match[0]);
      text = found.after;
    }
    this.scanned += text.length;
    const end = this.mergeList.feed(text);
    if (end < 0) return;
    this.merges = this.mergeList.text;
    this.mergeList = null;
    this.mode = "done";
  }

  /** The worksheet XML with only the kept rows (and the merged cells, when found). */
  xml(): string {
    return this.worksheet(this.rows, this.merges);
  }

  /**
   * The kept rows as worksheets of at most about `maxRowChars` of rows each (one row more when
   * a row alone is larger), the merged cells with the first: a parser handed one at a time
   * works on a bounded piece, whatever the range. Always at least one worksheet.
   */
  xmlBatches(maxRowChars: number): string[] {
    const out: string[] = [];
    let batch: string[] = [];
    let chars = 0;
    for (const row of this.rows) {
      if (batch.length && chars + row.length > maxRowChars) {
        out.push(this.worksheet(batch, out.length ? "" : this.merges));
        batch = [];
        chars = 0;
      }
      batch.push(row);
      chars += row.length;
    }
    if (batch.length || !out.length) out.push(this.worksheet(batch, out.length ? "" : this.merges));
    return out;
  }

  private worksheet(rows: readonly string[], merges: string): string {
    const p = /<((?:\w+:)?)worksheet\b/.exec(this.head)?.[1] ?? this.prefix;
    return `${this.head}<${this.prefix}sheetData>${rows.join("")}</${this.prefix}sheetData>${merges}</${p}worksheet>`;
  }
}

const SHARED_CELL = /(<(?:\w+:)?c\b[^>]*?\st="s"[^>]*>\s*<(?:\w+:)?v>)(\d+)(<\/(?:\w+:)?v>)/g;

/**
 * Shared-string cells renumbered 0, 1, 2… in order of first use. `indices[n]` is the
 * original index of the new string n. Pass the `numbering` of an earlier call to go on with
 * it (several worksheets of one range sharing one strings part).
 */
export function renumberSharedStrings(
  xml: string,
  numbering: SharedStringNumbering = { next: new Map(), indices: [] },
): { xml: string; indices: number[]; numbering: SharedStringNumbering } {
  const { next, indices } = numbering;
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
  return { xml: out, indices, numbering };
}

/** Original shared-string index → its new index, and the reverse, across calls of `renumberSharedStrings`. */
export type SharedStringNumbering = { next: Map<number, number>; indices: number[] };

/** Where a shared-strings part's items begin: its open tag (namespace prefix included). */
export type SharedStringsHead = { open: string; prefix: string };

/**
 * The items (`<si>`) of a shared-strings part while it is fed in pieces, each handed to
 * `onItem` with its index; only items `keep` wants are held (one at a time). Linear: each
 * piece is looked at once.
 */
class SharedStringItems {
  head: SharedStringsHead | null = null;
  index = 0;
  scanned = 0;
  private readonly finder: TagFinder;
  private carry = "";
  private item: { element: OpenElement; kept: boolean } | null = null;

  constructor(
    private readonly keep: (index: number) => boolean,
    private readonly onItem: (xml: string, index: number, kept: boolean) => void,
    private readonly stop: () => boolean,
    private readonly limits: SliceLimits,
  ) {
    this.finder = new TagFinder(/<((?:\w+:)?)sst\b[^>]*>/, MiB, "het begin van de gedeelde teksten", false);
  }

  get held() {
    return (this.item?.element.held ?? 0) + this.carry.length + (this.head === null ? this.finder.held : 0);
  }

  /** Goes on among the items at `index` with `head` (a stored piece that starts on an item). */
  resumeAt(head: SharedStringsHead, index: number) {
    if (this.item || this.carry) throw new Error("an item is still open");
    this.head = head;
    this.index = index;
  }

  push(text: string) {
    if (this.stop()) return;
    if (this.head === null) {
      const found = this.finder.feed(text);
      this.scanned = this.finder.scanned;
      if (!found) return;
      const m = found.match;
      this.head = { prefix: m[1]!, open: m[0].endsWith("/>") ? m[0].replace(/\/>$/, ">") : m[0] };
      text = found.after;
    }
    const piece = resumePiece(text, this.item?.element, this.carry);
    this.scanned += piece.scanned;
    if (piece.inside) return;
    if (this.item) {
      this.take(this.item.element.text, this.item.kept);
      this.item = null;
    }
    this.carry = "";
    const { s } = piece;
    let { pos } = piece;
    const siTag = `<${this.head.prefix}si`;
    while (!this.stop()) {
      const start = s.indexOf(siTag, pos);
      if (start < 0) {
        // A tag cut at the end of this piece may be an item's start.
        const lt = s.lastIndexOf("<");
        if (lt >= pos && s.length - lt < siTag.length + 1) this.carry = s.slice(lt);
        return;
      }
      if (start + siTag.length >= s.length) {
        this.carry = s.slice(start);
        return;
      }
      if (!isNameEnd(s[start + siTag.length])) {
        pos = start + siTag.length;
        continue;
      }
      const gt = s.indexOf(">", start);
      if (gt < 0) {
        if (s.length - start > MAX_TAG_CHARS) throw tooLarge("een gedeelde tekst", MAX_TAG_CHARS);
        this.carry = s.slice(start);
        return;
      }
      const kept = this.keep(this.index);
      if (s[gt - 1] === "/") {
        this.take(s.slice(start, gt + 1), kept);
        pos = gt + 1;
        continue;
      }
      const element = new OpenElement(
        `</${this.head.prefix}si>`,
        kept,
        this.limits.maxRowChars,
        `gedeelde tekst ${this.index + 1}`,
      );
      element.feed(s.slice(start, gt + 1));
      const end = element.feed(s.slice(gt + 1));
      if (end < 0) {
        this.item = { element, kept };
        return;
      }
      this.take(element.text, kept);
      pos = gt + 1 + end;
    }
  }

  private take(xml: string, kept: boolean) {
    this.onItem(kept ? xml : "", this.index, kept);
    this.index++;
  }
}

/**
 * Picks the strings of a shared-strings part by their original index while it is fed in
 * pieces; `xml()` is a part holding just those, in the order of `indices`. Strings not wanted
 * are passed over without being kept. It is fed the part from its start, or the stored pieces
 * holding the wanted strings (`pushPiece`, see `SharedStringPieces`).
 */
export class SharedStringPicker {
  /** Original index → its new index (`indices` holds each original index once). */
  private readonly wanted = new Map<number, number>();
  private readonly picked: string[];
  private readonly last: number;
  private readonly items: SharedStringItems;
  private keptChars = 0;

  constructor(
    indices: readonly number[],
    private readonly limits: SliceLimits = SLICE_LIMITS,
  ) {
    let last = -1;
    indices.forEach((old, n) => {
      if (!this.wanted.has(old)) this.wanted.set(old, n);
      if (old > last) last = old;
    });
    this.last = last;
    this.picked = indices.map(() => "<si><t></t></si>");
    this.items = new SharedStringItems(
      (index) => this.wanted.has(index),
      (xml, index, kept) => {
        if (!kept) return;
        this.keptChars += xml.length;
        if (this.keptChars > this.limits.maxKeptChars)
          throw tooLarge("de gedeelde teksten van één leesstap", this.limits.maxKeptChars);
        this.picked[this.wanted.get(index)!] = xml;
      },
      () => this.done,
      limits,
    );
  }

  get done() {
    return this.items.index > this.last;
  }

  get scanned() {
    return this.items.scanned;
  }

  /** Characters held now: the picked strings, an open one and a cut tag. */
  get held() {
    return this.keptChars + this.items.held;
  }

  push(text: string) {
    this.items.push(text);
  }

  /** A stored piece of the part: its items from `first` on (pieces in increasing order). */
  pushPiece(head: SharedStringsHead, first: number, text: string) {
    this.items.resumeAt(head, first);
    this.items.push(text);
  }

  xml(): string {
    const head = this.items.head ?? {
      open: '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
      prefix: "",
    };
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${head.open}${this.picked.join("")}</${head.prefix}sst>`;
  }
}

/** Characters of shared-string items one stored piece holds (it ends on the item that passes it). */
export const SHARED_PIECE_CHARS = 256 * 1024;

/** A stored piece of a shared-strings part: its items from `first` on, as they are in the part. */
export type SharedStringPiece = { first: number; xml: string };

/**
 * Cuts a shared-strings part, fed in pieces from its start, into pieces of whole items of
 * about `SHARED_PIECE_CHARS` each (`take()` hands over the finished ones): stored once, they
 * let a read step fetch just the pieces holding its strings instead of inflating the part
 * from its start. Holds one piece and one item at most.
 */
export class SharedStringPieces {
  private readonly items: SharedStringItems;
  private parts: string[] = [];
  private chars = 0;
  private first = 0;
  private ready: SharedStringPiece[] = [];

  constructor(
    private readonly pieceChars = SHARED_PIECE_CHARS,
    limits: SliceLimits = SLICE_LIMITS,
  ) {
    this.items = new SharedStringItems(
      () => true,
      (xml, index) => {
        if (this.parts.length === 0) this.first = index;
        this.parts.push(xml);
        this.chars += xml.length;
        if (this.chars >= this.pieceChars) this.flush();
      },
      () => false,
      limits,
    );
  }

  /** The part's open tag, once it was seen. */
  get head(): SharedStringsHead | null {
    return this.items.head;
  }

  /** Items seen so far. */
  get count() {
    return this.items.index;
  }

  push(text: string) {
    this.items.push(text);
  }

  /** The pieces finished since the last call (`end` also the last, partly filled one). */
  take(end = false): SharedStringPiece[] {
    if (end) this.flush();
    const out = this.ready;
    this.ready = [];
    return out;
  }

  private flush() {
    if (this.parts.length === 0) return;
    this.ready.push({ first: this.first, xml: this.parts.join("") });
    this.parts = [];
    this.chars = 0;
  }
}

/** The stored pieces (by their first index, ascending) that hold `indices`. */
export function piecesFor(firsts: readonly number[], indices: readonly number[]): number[] {
  const out = new Set<number>();
  for (const index of indices) {
    let lo = 0;
    let hi = firsts.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (firsts[mid]! <= index) {
        at = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (at >= 0) out.add(at);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * Counts a sheet's rows and the cells of its widest row while its XML is fed in pieces, for a
 * sheet whose head states no dimension: its size is then known, not guessed. Linear, keeps
 * only a cut tag between two pieces.
 */
export class RowCounter {
  private carry = "";
  /** The last row number (rows without a number follow the one before). */
  rows = 0;
  /** Most cells in one row. */
  cols = 0;
  private cells = 0;
  private inData = false;
  scanned = 0;

  push(text: string) {
    const s = this.carry + text;
    this.carry = "";
    this.scanned += s.length;
    let pos = 0;
    for (;;) {
      const lt = s.indexOf("<", pos);
      if (lt < 0) return;
      const gt = s.indexOf(">", lt);
      if (gt < 0) {
        if (s.length - lt <= MAX_TAG_CHARS) this.carry = s.slice(lt);
        return;
      }
      // The element's local name: after '<' (or '</'), past a namespace prefix.
      let nameStart = lt + 1;
      const closing = s[nameStart] === "/";
      if (closing) nameStart++;
      let nameEnd = nameStart;
      while (nameEnd < gt && !isNameEnd(s[nameEnd])) nameEnd++;
      let name = s.slice(nameStart, nameEnd);
      const colon = name.indexOf(":");
      if (colon >= 0) name = name.slice(colon + 1);
      if (name === "sheetData") this.inData = !closing && s[gt - 1] !== "/";
      else if (this.inData && !closing && name === "row") {
        const numbered = /\sr="(\d+)"/.exec(s.slice(lt, gt));
        this.rows = numbered ? Number(numbered[1]) : this.rows + 1;
        this.cells = 0;
      } else if (this.inData && !closing && name === "c") {
        this.cells++;
        if (this.cells > this.cols) this.cols = this.cells;
      }
      pos = gt + 1;
    }
  }
}
