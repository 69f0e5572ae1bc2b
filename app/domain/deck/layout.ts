/**
 * Reading order for a PDF page's text. pdf.js returns text in the order the page draws it,
 * which on slides is often the order the designer added boxes: a figure ends up far from its
 * label ("USD 1.1M" after the next column's paragraphs), a box's heading far from its body.
 * This puts positioned text runs back into the order a reader takes:
 *
 * 1. runs on one baseline form a line, split where the horizontal gap is wide (a gutter or a
 *    table cell), so each piece is a *segment*;
 * 2. a recursive XY-cut over the segments' boxes: a region is split at its widest vertical
 *    gutter (columns, boxes side by side) unless the two sides are a table's columns (shared
 *    baselines, figures in the cells), otherwise at its widest horizontal gap (a title band,
 *    a table row); a region with no gap is read row by row, left to right.
 *
 * Pure: positions in, text out. Coordinates are PDF user space (y grows upwards).
 */

export type TextRun = {
  text: string;
  /** Left edge of the run (PDF units). */
  x: number;
  /** Baseline (PDF units, up is larger). */
  y: number;
  width: number;
  /** Font size of the run: the height of its text. */
  height: number;
};

type Segment = {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  baseline: number;
  height: number;
};

/** A horizontal gap wider than this many font heights splits a line into segments. */
export const SEGMENT_GAP = 1;
/** A vertical gutter must be this many (median) font heights wide to split columns. */
export const GUTTER_MIN = 1.5;
/** Sides whose lines share baselines at least this often are a table's rows, not columns. */
export const ALIGNED_SHARE = 0.5;
/** A side of a gutter is a column of table cells when this share of its segments are cells. */
export const CELL_SHARE = 0.6;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
};

/** Runs on one baseline, left to right, split into segments at wide gaps. */
function segmentsOf(runs: readonly TextRun[]): Segment[] {
  const usable = runs.filter((r) => r.text.trim() !== "" && Number.isFinite(r.x) && Number.isFinite(r.y));
  const sorted = [...usable].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextRun[][] = [];
  for (const run of sorted) {
    const line = lines[lines.length - 1];
    // Runs of one line share a baseline (within a fraction of the smaller font).
    const sameBaseline = line?.some(
      (o) => Math.abs(o.y - run.y) <= 0.3 * Math.max(1, Math.min(o.height, run.height)),
    );
    if (line && sameBaseline) line.push(run);
    else lines.push([run]);
  }
  // A line of marks only ('1', '®'), smaller and raised: onto the line it sits on.
  for (let i = 0; i < lines.length; i++) {
    const marks = lines[i];
    if (!marks.every((r) => r.text.trim().length <= 3)) continue;
    const height = Math.max(...marks.map((r) => r.height));
    const fits = (other: TextRun[] | undefined) => {
      if (!other || other === marks) return Infinity;
      const main = other.reduce((a, b) => (b.height > a.height ? b : a));
      const dy = Math.abs(main.y - marks[0].y);
      return height < 0.8 * main.height &&
        dy <= 0.5 * main.height &&
        !other.every((r) => r.text.trim().length <= 3)
        ? dy
        : Infinity;
    };
    const [above, below] = [fits(lines[i - 1]), fits(lines[i + 1])];
    if (above === Infinity && below === Infinity) continue;
    const target = above <= below ? i - 1 : i + 1;
    lines[target].push(...marks);
    lines.splice(i, 1);
    i--;
  }
  const segments: Segment[] = [];
  for (const line of lines) {
    line.sort((a, b) => a.x - b.x);
    let current: TextRun[] = [];
    const flush = () => {
      if (current.length === 0) return;
      let text = "";
      let end = -Infinity;
      for (const run of current) {
        const gap = run.x - end;
        const needsSpace =
          text !== "" && !/\s$/.test(text) && !/^\s/.test(run.text) && gap > 0.1 * Math.max(1, run.height);
        text += (needsSpace ? " " : "") + run.text;
        end = Math.max(end, run.x + Math.max(0, run.width));
      }
      const height = Math.max(...current.map((r) => Math.max(1, r.height)));
      const baseline = median(current.map((r) => r.y));
      segments.push({
        text: text.replace(/\s+/g, " ").trim(),
        x0: Math.min(...current.map((r) => r.x)),
        x1: end,
        y0: baseline - 0.25 * height,
        y1: baseline + height,
        baseline,
        height,
      });
      current = [];
    };
    let end = -Infinity;
    for (const run of line) {
      if (current.length > 0 && run.x - end > SEGMENT_GAP * Math.max(1, run.height)) {
        flush();
        end = -Infinity;
      }
      current.push(run);
      end = Math.max(end, run.x + Math.max(0, run.width));
    }
    flush();
  }
  return segments.filter((s) => s.text !== "");
}

/** Gaps in the union of intervals, as [from, to] pairs, widest first. */
function gaps(intervals: readonly [number, number][], min: number): [number, number][] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  let reach = -Infinity;
  for (const [from, to] of sorted) {
    if (reach !== -Infinity && from - reach >= min) out.push([reach, from]);
    reach = Math.max(reach, to);
  }
  return out.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
}

/** Share of the smaller side's segments that share a baseline with a segment on the other side. */
function alignedShare(left: readonly Segment[], right: readonly Segment[]): number {
  const [small, large] = left.length <= right.length ? [left, right] : [right, left];
  if (small.length === 0) return 0;
  const aligned = small.filter((s) =>
    large.some((o) => Math.abs(o.baseline - s.baseline) <= Math.max(1, 0.1 * Math.min(s.height, o.height))),
  );
  return aligned.length / small.length;
}

const wordCount = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/** Most segments are table cells: a figure with at most a few words. */
function cellLike(segments: readonly Segment[]): boolean {
  const cells = segments.filter((s) => /\d/.test(s.text) && wordCount(s.text) <= 4);
  return cells.length >= CELL_SHARE * segments.length;
}

/** Row by row (top first), left to right; segments on one baseline joined into one line. */
function rows(segments: readonly Segment[]): string[] {
  const sorted = [...segments].sort((a, b) => b.baseline - a.baseline || a.x0 - b.x0);
  const out: { baseline: number; height: number; parts: string[] }[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && Math.abs(last.baseline - s.baseline) <= 0.3 * Math.min(last.height, s.height))
      last.parts.push(s.text);
    else out.push({ baseline: s.baseline, height: s.height, parts: [s.text] });
  }
  return out.map((r) => r.parts.join(" "));
}

function xyCut(segments: readonly Segment[], lineHeight: number, depth: number): string[] {
  if (segments.length <= 1 || depth > 400) return rows(segments);
  // The widest gutter with text on both sides (a page number in the margin is no column).
  for (const [from, to] of gaps(
    segments.map((s) => [s.x0, s.x1]),
    GUTTER_MIN * lineHeight,
  )) {
    const cut = (from + to) / 2;
    const left = segments.filter((s) => s.x1 <= cut);
    const right = segments.filter((s) => s.x0 >= cut);
    if (left.length < 2 || right.length < 2) continue;
    // Shared baselines with cells on one side (figures, one or two words) are a table's rows;
    // text boxes set side by side share baselines too, but their lines are phrases.
    const table = alignedShare(left, right) >= ALIGNED_SHARE && (cellLike(left) || cellLike(right));
    if (!table) return [...xyCut(left, lineHeight, depth + 1), ...xyCut(right, lineHeight, depth + 1)];
    break;
  }
  // Otherwise the widest horizontal gap (a band above the rest: a title, a row of a table).
  const [band] = gaps(
    segments.map((s) => [s.y0, s.y1]),
    0.3 * lineHeight,
  );
  if (band) {
    const cut = (band[0] + band[1]) / 2;
    const above = segments.filter((s) => (s.y0 + s.y1) / 2 > cut);
    const below = segments.filter((s) => (s.y0 + s.y1) / 2 <= cut);
    if (above.length > 0 && below.length > 0)
      return [...xyCut(above, lineHeight, depth + 1), ...xyCut(below, lineHeight, depth + 1)];
  }
  return rows(segments);
}

/** A page's text in reading order, one line per row of a block. */
export function layoutPageText(runs: readonly TextRun[]): string {
  const segments = segmentsOf(runs);
  if (segments.length === 0) return "";
  const lineHeight = Math.max(1, median(segments.map((s) => s.height)));
  return xyCut(segments, lineHeight, 0).join("\n");
}
