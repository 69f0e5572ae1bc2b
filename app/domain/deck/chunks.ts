/**
 * Deck text as page-, slide- or sheet-tagged chunks: the unit the chat retrieves and cites.
 *
 * The stored form of an extracted deck is plain text with marker lines (`formatDeckPages`):
 *   --- Page 3 ---      (a PDF page)
 *   --- Slide 3 ---     (a slide image described by vision)
 *   --- Sheet 2: Revenue ---   (a forecast worksheet)
 * `parseDeckText` reads that back (and the common variants a PDF tool or a person writes:
 * '[Slide 3]', '## Page 3', 'Slide 3:', 'Pagina 3', 'Dia 3', form feeds between pages).
 */
import { ownValue } from "../own-keys";
import { splitSentences } from "./text";

export type DeckSource = "page" | "slide" | "sheet";

export type DeckPage = {
  source: DeckSource;
  /** 1-based page, slide or sheet number. */
  number: number;
  text: string;
  /** Sheet name (source 'sheet'). */
  name?: string;
  /** True when the text had no page/slide markers: it cannot be cited by number. */
  untagged?: boolean;
};

export type DeckChunk = {
  /** `${source}-${number}-${part}`, unique within a deck. */
  id: string;
  source: DeckSource;
  number: number;
  /** 0 for the first chunk of a page; long pages are split into several parts. */
  part: number;
  /** The page's title line, when it has one ("Business model and pricing"). */
  title: string | null;
  /** The chunk's own text (without the title line). */
  text: string;
  name?: string;
  untagged?: boolean;
};

export type Citation = {
  source: DeckSource;
  number: number;
  /** 'slide 3', 'page 3', 'sheet 2 (Revenue)'; 'deck text' when the text carried no numbers. */
  label: string;
};

/** A page longer than this (in words) is split at sentence boundaries. */
export const CHUNK_MAX_WORDS = 160;

export function citationLabel(page: Pick<DeckPage, "source" | "number" | "name" | "untagged">): string {
  if (page.untagged) return "deck text";
  if (page.source === "sheet")
    return page.name ? `sheet ${page.number} (${page.name})` : `sheet ${page.number}`;
  return `${page.source} ${page.number}`;
}

export function citationOf(page: Pick<DeckPage, "source" | "number" | "name" | "untagged">): Citation {
  return { source: page.source, number: page.number, label: citationLabel(page) };
}

/**
 * The title of a page: its first line when that line is short (≤ 90 characters), does not
 * end a sentence, and more text follows.
 */
export function pageTitle(text: string): string | null {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  // A slide number printed above the title is not the title.
  const first = lines.findIndex((l) => l.length > 0 && !/^\d{1,3}$/.test(l));
  if (first === -1) return null;
  const line = lines[first];
  const rest = lines.slice(first + 1).some((l) => l.length > 0);
  // A line that the next one continues in lower case is a wrapped sentence, not a title.
  const next = lines.slice(first + 1).find((l) => l.length > 0);
  if (next && /^\p{Ll}/u.test(next) && /[\p{Ll},]$/u.test(line)) return null;
  // A line that opens with a figure ('20%: Marketing') is content, not a title.
  if (!rest || line.length > 90 || /[.!?;,]$/.test(line) || /^[€$£]?\d/.test(line)) return null;
  return line;
}

function body(text: string, title: string | null): string {
  const trimmed = text.trim();
  if (!title) return trimmed;
  return trimmed.slice(trimmed.indexOf(title) + title.length).trim();
}

// Whitespace-separated words: cheap, and close enough for sizing chunks.
const wordCount = (s: string) => {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const space = s.charCodeAt(i) <= 32;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
};

/** A short line on at least this share of a deck's pages is a running header or footer. */
export const REPEATED_LINE_SHARE = 0.5;
/** …and has at most this many words ("SEED ROUND 2024", "Confidential", "acme.com"). */
export const REPEATED_LINE_MAX_WORDS = 8;

const lineKey = (line: string) => line.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * A deck's running headers and footers: a short line found on half the pages or more (at least
 * 3, in decks of 4+ pages) says nothing about any one page, yet it matches questions ('raise'
 * in "SEED ROUND 2024") and crowds every quote. Lower-cased, spaces collapsed.
 */
export function repeatedLines(pages: readonly DeckPage[]): Set<string> {
  if (pages.length < 4) return new Set();
  const seen = new Map<string, number>();
  for (const page of pages) {
    for (const key of new Set(page.text.split("\n").map(lineKey).filter(Boolean)))
      seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(REPEATED_LINE_SHARE * pages.length));
  return new Set(
    [...seen]
      .filter(([key, n]) => n >= threshold && wordCount(key) <= REPEATED_LINE_MAX_WORDS)
      .map(([key]) => key),
  );
}

/** The deck without its running headers and footers (`repeatedLines`). */
export function withoutRepeatedLines(
  pages: readonly DeckPage[],
  repeated: ReadonlySet<string> = repeatedLines(pages),
): DeckPage[] {
  if (repeated.size === 0) return [...pages];
  return pages.map((page) => ({
    ...page,
    text: page.text
      .split("\n")
      .filter((line) => !repeated.has(lineKey(line)))
      .join("\n"),
  }));
}

/**
 * Chunks of a deck: one per page, or several for a page longer than `maxWords` (split
 * between sentences; a single over-long sentence stays whole). Empty pages are skipped.
 */
export function chunkDeck(pages: readonly DeckPage[], options: { maxWords?: number } = {}): DeckChunk[] {
  const maxWords = options.maxWords ?? CHUNK_MAX_WORDS;
  const chunks: DeckChunk[] = [];
  for (const page of pages) {
    if (page.text.trim().length === 0) continue;
    const title = pageTitle(page.text);
    const text = body(page.text, title);
    const parts: string[] = [];
    let current: string[] = [];
    let words = 0;
    for (const sentence of splitSentences(text)) {
      const n = wordCount(sentence);
      if (current.length > 0 && words + n > maxWords) {
        parts.push(current.join("\n"));
        current = [];
        words = 0;
      }
      current.push(sentence);
      words += n;
    }
    if (current.length > 0) parts.push(current.join("\n"));
    parts.forEach((part, i) => {
      chunks.push({
        id: `${page.source}-${page.number}-${i}`,
        source: page.source,
        number: page.number,
        part: i,
        title,
        text: part,
        ...(page.name !== undefined ? { name: page.name } : {}),
        ...(page.untagged ? { untagged: true } : {}),
      });
    });
  }
  return chunks;
}

const SOURCE_WORDS: Record<string, DeckSource> = {
  page: "page",
  pagina: "page",
  slide: "slide",
  dia: "slide",
  sheet: "sheet",
  blad: "sheet",
};
const MARKER_LINE =
  /^\s*(?:-{2,}|={2,}|#{1,3}|\[)?\s*(page|pagina|slide|dia|sheet|blad)\s+(\d{1,4})\s*(?::\s*(.*?))?\s*(?:-{2,}|={2,}|\])?\s*$/i;

/** The stored form of a deck: one marker line per page, then its text. */
export function formatDeckPages(pages: readonly DeckPage[]): string {
  return pages
    .map((p) => {
      const word = p.source === "page" ? "Page" : p.source === "slide" ? "Slide" : "Sheet";
      const name = p.source === "sheet" && p.name ? `: ${p.name}` : "";
      return `--- ${word} ${p.number}${name} ---\n${p.text.trim()}`;
    })
    .join("\n\n");
}

/**
 * Pages of a stored deck text. Marker lines start a page (see the module comment); a
 * 'Slide 3: The problem' line starts slide 3 with 'The problem' as its first line. Without
 * markers, form feeds separate numbered pages; a text with neither is one untagged page.
 * Text before the first marker becomes an untagged page.
 */
export function parseDeckText(text: string, defaultSource: DeckSource = "page"): DeckPage[] {
  const lines = text.split(/\r?\n/);
  const pages: DeckPage[] = [];
  let current: DeckPage | null = null;
  let preamble: string[] = [];
  let buffer: string[] = [];
  const flush = () => {
    if (current) pages.push({ ...current, text: buffer.join("\n").trim() });
    else preamble = buffer;
    buffer = [];
  };
  for (const line of lines) {
    const m = MARKER_LINE.exec(line);
    const rest = m?.[3]?.trim() ?? "";
    // A bare 'Page 3: long sentence…' in prose is text, not a marker: only accept a trailing
    // part that is short or an explicit '--- … ---' / '[…]' marker.
    const explicit = m !== null && /^\s*(?:-{2,}|={2,}|#{1,3}|\[)/.test(line);
    if (m && (explicit || rest.length <= 90)) {
      flush();
      const source = ownValue(SOURCE_WORDS, m[1].toLowerCase()) ?? defaultSource;
      current = { source, number: Number(m[2]), text: "" };
      if (source === "sheet" && rest) current.name = rest;
      else if (rest) buffer.push(rest);
      continue;
    }
    buffer.push(line);
  }
  flush();
  const pre = preamble.join("\n").trim();
  if (pages.length > 0) {
    return pre ? [{ source: defaultSource, number: 0, text: pre, untagged: true }, ...pages] : pages;
  }
  const byFormFeed = text.split("\f").map((t) => t.trim());
  if (byFormFeed.length > 1) {
    return byFormFeed
      .map((t, i) => ({ source: defaultSource, number: i + 1, text: t }))
      .filter((p) => p.text.length > 0);
  }
  const whole = text.trim();
  return whole ? [{ source: defaultSource, number: 1, text: whole, untagged: true }] : [];
}

/** Plain text of a deck (for length thresholds and the suggested-questions input). */
export function deckPlainText(pages: readonly DeckPage[]): string {
  return pages
    .map((p) => p.text.trim())
    .filter(Boolean)
    .join("\n\n");
}
