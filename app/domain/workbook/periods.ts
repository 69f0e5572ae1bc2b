/**
 * Periods in column headers and in questions, in English and Dutch: months ('Mar 2025',
 * 'maart 2025', 'mrt-25', '2025-03', a date cell), days ('2024-12-01'), quarters ('Q1 2025',
 * 'K1'), years and fiscal years ('2025', 'FY25', 'FY2025', 'boekjaar 2025').
 */

export type Period =
  | { kind: "day"; y: number; m: number; d: number }
  | { kind: "month"; y: number | null; m: number }
  | { kind: "quarter"; y: number | null; q: number }
  | { kind: "year"; y: number };

const MONTH_WORDS: [string, number][] = [
  ["january", 1],
  ["januari", 1],
  ["jan", 1],
  ["february", 2],
  ["februari", 2],
  ["feb", 2],
  ["march", 3],
  ["maart", 3],
  ["mar", 3],
  ["mrt", 3],
  ["maa", 3],
  ["april", 4],
  ["apr", 4],
  ["may", 5],
  ["mei", 5],
  ["june", 6],
  ["juni", 6],
  ["jun", 6],
  ["july", 7],
  ["juli", 7],
  ["jul", 7],
  ["august", 8],
  ["augustus", 8],
  ["aug", 8],
  ["september", 9],
  ["sept", 9],
  ["sep", 9],
  ["october", 10],
  ["oktober", 10],
  ["oct", 10],
  ["okt", 10],
  ["november", 11],
  ["nov", 11],
  ["december", 12],
  ["dec", 12],
];
const MONTHS = new Map(MONTH_WORDS);
const MONTH_RE = MONTH_WORDS.map(([w]) => w)
  .sort((a, b) => b.length - a.length)
  .join("|");
const MONTH_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const year = (s: string): number => {
  const n = Number(s);
  return s.length <= 2 ? 2000 + n : n;
};

/** A period written in a header cell (whole text), or null. */
export function parseHeaderPeriod(text: string, isoDateValue?: string): Period | null {
  if (isoDateValue) {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDateValue);
    if (m) return { kind: "day", y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  }
  const found = findPeriods(text);
  if (found.length !== 1) return null;
  const p = found[0]!;
  // The whole header must be (nearly) the period: 'Revenue 2025' is a label, not a period.
  const rest = text
    .toLowerCase()
    .replace(p.text.toLowerCase(), "")
    .replace(
      /[\s\-–/.,()'’:]+|actual|forecast|budget|plan|prognose|begroting|realisatie|act|fc|bud|e$|a$/g,
      "",
    );
  return rest.length <= 2 ? p.period : null;
}

export type FoundPeriod = { period: Period; text: string };

/** Periods named in a free text (a question or a header), in order. */
export function findPeriods(input: string): FoundPeriod[] {
  const text = input.normalize("NFKC");
  const out: FoundPeriod[] = [];
  const taken: [number, number][] = [];
  const free = (i: number, len: number) => !taken.some(([a, b]) => i < b && i + len > a);
  const add = (m: RegExpExecArray, period: Period) => {
    if (!free(m.index, m[0].length)) return;
    taken.push([m.index, m.index + m[0].length]);
    out.push({ period, text: m[0].trim() });
  };
  const scan = (re: RegExp, make: (m: RegExpExecArray) => Period | null) => {
    for (const m of text.matchAll(re)) {
      const p = make(m as RegExpExecArray);
      if (p) add(m as RegExpExecArray, p);
    }
  };
  // 2024-12-01, 01-12-2024, 1/12/2024 (day first, as in Dutch and most of Europe)
  scan(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m) => day(Number(m[1]), Number(m[2]), Number(m[3])));
  scan(/\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\b/g, (m) => day(Number(m[3]), Number(m[2]), Number(m[1])));
  // 2025-03, 03/2025
  scan(/\b(\d{4})[-/](\d{1,2})\b/g, (m) => month(Number(m[1]), Number(m[2])));
  scan(/\b(\d{1,2})[-/](\d{4})\b/g, (m) => month(Number(m[2]), Number(m[1])));
  // 1 March 2025 / March 1, 2025
  scan(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|e)?\\s+(${MONTH_RE})\\.?\\s+(\\d{4})\\b`, "gi"), (m) =>
    day(Number(m[3]), MONTHS.get(m[2]!.toLowerCase())!, Number(m[1])),
  );
  scan(new RegExp(`\\b(${MONTH_RE})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,\\s*(\\d{4})\\b`, "gi"), (m) =>
    day(Number(m[3]), MONTHS.get(m[1]!.toLowerCase())!, Number(m[2])),
  );
  // March 2025, mrt-25, Mar '25, maart 2025
  scan(new RegExp(`\\b(${MONTH_RE})\\.?[\\s\\-/']*(\\d{4}|'?\\d{2})\\b`, "gi"), (m) =>
    month(year(m[2]!.replace("'", "")), MONTHS.get(m[1]!.toLowerCase())!),
  );
  // Q1 2025, Q1-25, 2025 Q1, K1 2025, Q1 FY25
  scan(/\b[QK]([1-4])[\s\-/']*(?:FY)?(\d{4}|\d{2})\b/gi, (m) => ({
    kind: "quarter",
    y: year(m[2]!),
    q: Number(m[1]),
  }));
  scan(/\b(\d{4})[\s\-/]*[QK]([1-4])\b/gi, (m) => ({ kind: "quarter", y: Number(m[1]), q: Number(m[2]) }));
  scan(/\b[QK]([1-4])\b/gi, (m) => ({ kind: "quarter", y: null, q: Number(m[1]) }));
  // FY25, FY2025, FY 2025, boekjaar 2025
  scan(/\b(?:FY|boekjaar\s*)\s?(\d{4}|\d{2})\b/gi, (m) => ({ kind: "year", y: year(m[1]!) }));
  // a month on its own: 'in March', 'december'
  scan(new RegExp(`\\b(${MONTH_RE})\\b`, "gi"), (m) => {
    const w = m[1]!.toLowerCase();
    // 'may', 'mar' and 'jun' alone are too often other words; only the full names or with a year.
    if (w === "may" && !/\bin may\b/i.test(text)) return null;
    if (w.length <= 3 && w !== "mei" && !/^[A-Z]/.test(m[1]!)) return null;
    return { kind: "month", y: null, m: MONTHS.get(w)! };
  });
  // a year on its own
  scan(/\b(19[5-9]\d|20\d{2}|2100)\b/g, (m) => ({ kind: "year", y: Number(m[1]) }));
  return out;
}

function day(y: number, m: number, d: number): Period | null {
  return m >= 1 && m <= 12 && d >= 1 && d <= 31 ? { kind: "day", y, m, d } : null;
}
function month(y: number, m: number): Period | null {
  return m >= 1 && m <= 12 && y >= 1950 && y <= 2100 ? { kind: "month", y, m } : null;
}

/** How a header period relates to an asked one: the same period, inside it (a month of an asked year), or neither. */
export function periodRelation(asked: Period, header: Period): "same" | "inside" | "no" {
  const hy = header.y;
  if (asked.kind === "day") {
    if (header.kind === "day")
      return header.y === asked.y && header.m === asked.m && header.d === asked.d ? "same" : "no";
    if (header.kind === "month")
      return (hy === null || hy === asked.y) && header.m === asked.m ? "same" : "no";
    return "no";
  }
  if (asked.kind === "month") {
    const yearOk = asked.y === null || hy === null || hy === asked.y;
    if (header.kind === "month" || header.kind === "day")
      return yearOk && header.m === asked.m ? "same" : "no";
    return "no";
  }
  if (asked.kind === "quarter") {
    const yearOk = asked.y === null || hy === null || hy === asked.y;
    if (header.kind === "quarter") return yearOk && header.q === asked.q ? "same" : "no";
    if (header.kind === "month" || header.kind === "day")
      return yearOk && Math.ceil(header.m / 3) === asked.q ? "inside" : "no";
    return "no";
  }
  if (header.kind === "year") return header.y === asked.y ? "same" : "no";
  return hy === asked.y ? "inside" : "no";
}

/** 'Mar 2025', 'Q1 2025', 'FY2025', '2024-12-01'. */
export function formatPeriod(p: Period): string {
  switch (p.kind) {
    case "day":
      return `${p.y}-${String(p.m).padStart(2, "0")}-${String(p.d).padStart(2, "0")}`;
    case "month":
      return p.y === null ? MONTH_EN[p.m - 1]! : `${MONTH_EN[p.m - 1]} ${p.y}`;
    case "quarter":
      return p.y === null ? `Q${p.q}` : `Q${p.q} ${p.y}`;
    case "year":
      return `${p.y}`;
  }
}
