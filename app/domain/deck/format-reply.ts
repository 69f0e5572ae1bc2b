/**
 * The chat's reply formatting (docs/product.md#pitch-deck-chat: "Bot replies render formatted (headings, lists,
 * bold, italic)"), as a tiny Markdown subset parsed into a plain element tree. The tree only
 * ever holds text and a fixed set of element kinds; the UI renders text nodes as React text
 * (escaped), so model output can never inject markup, attributes or scripts — there is no
 * "raw HTML" node kind at all.
 *
 * Blocks: '#'/'##'/'###' headings, '-', '*', '•' bullet items, '1.' / '1)' numbered items,
 * paragraphs (consecutive lines joined with line breaks). Inline: **bold** / __bold__,
 * *italic* / _italic_, `code`. Unmatched markers stay literal text.
 */

export type InlineNode =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: InlineNode[] }
  | { kind: "em"; children: InlineNode[] }
  | { kind: "code"; text: string }
  | { kind: "break" };

export type BlockNode =
  | { kind: "heading"; level: 1 | 2 | 3; children: InlineNode[] }
  | { kind: "paragraph"; children: InlineNode[] }
  | { kind: "list"; ordered: boolean; items: InlineNode[][] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

/** Parses reply text into blocks. Never throws; any input gives a tree of text and known kinds. */
export function formatReply(text: string): BlockNode[] {
  const lines = String(text ?? "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length) {
      const children: InlineNode[] = [];
      paragraph.forEach((line, i) => {
        if (i > 0) children.push({ kind: "break" });
        children.push(...parseInline(line));
      });
      blocks.push({ kind: "paragraph", children });
    }
    paragraph = [];
  };
  const flushList = () => {
    if (list)
      blocks.push({
        kind: "list",
        ordered: list.ordered,
        items: list.items.map((item) => parseInline(item)),
      });
    list = null;
  };

  for (const raw of lines) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line.trim());
    if (heading) {
      flushParagraph();
      flushList();
      const level = Math.min(3, heading[1].length) as 1 | 2 | 3;
      blocks.push({ kind: "heading", level, children: parseInline(heading[2]) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      flushParagraph();
      const ordered = !!numbered;
      const current = list as { ordered: boolean; items: string[] } | null;
      if (current && current.ordered !== ordered) flushList();
      if (!list) list = { ordered, items: [] };
      (list as { ordered: boolean; items: string[] }).items.push((bullet ?? numbered)![1]);
      continue;
    }
    if (list && /^\s{2,}\S/.test(raw)) {
      // An indented continuation line belongs to the last item.
      const items = (list as { ordered: boolean; items: string[] }).items;
      items[items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    flushList();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** Inline markers of a line: code spans first, then bold, then italics; unmatched markers stay text. */
export function parseInline(text: string): InlineNode[] {
  const out: InlineNode[] = [];
  let buffer = "";
  const pushText = (t: string) => {
    buffer += t;
  };
  const flush = () => {
    if (buffer) out.push({ kind: "text", text: buffer });
    buffer = "";
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "`") {
      const end = text.indexOf("`", i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: "code", text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if ((ch === "*" || ch === "_") && text[i + 1] === ch) {
      const marker = ch + ch;
      const end = text.indexOf(marker, i + 2);
      if (end > i + 2 && text[i + 2] !== " ") {
        flush();
        out.push({ kind: "strong", children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (ch === "*" || ch === "_") {
      const prev = i > 0 ? text[i - 1] : " ";
      // '_' inside a word (snake_case) is not a marker.
      const opens =
        text[i + 1] !== undefined &&
        text[i + 1] !== " " &&
        text[i + 1] !== ch &&
        (ch === "*" || !/[\p{L}\p{N}]/u.test(prev));
      if (opens) {
        let end = -1;
        for (let j = i + 1; j < text.length; j++) {
          if (
            text[j] === ch &&
            text[j - 1] !== " " &&
            text[j + 1] !== ch &&
            (ch === "*" || !/[\p{L}\p{N}]/u.test(text[j + 1] ?? " "))
          ) {
            end = j;
            break;
          }
        }
        if (end > i + 1) {
          flush();
          out.push({ kind: "em", children: parseInline(text.slice(i + 1, end)) });
          i = end + 1;
          continue;
        }
      }
    }
    pushText(ch);
    i += 1;
  }
  flush();
  return out;
}

/** The plain text of a tree (for tests and the copy button's fallback). */
export function plainText(blocks: readonly BlockNode[]): string {
  const inline = (nodes: readonly InlineNode[]): string =>
    nodes
      .map((n) =>
        n.kind === "text" || n.kind === "code" ? n.text : n.kind === "break" ? "\n" : inline(n.children),
      )
      .join("");
  return blocks
    .map((b) => (b.kind === "list" ? b.items.map((item) => inline(item)).join("\n") : inline(b.children)))
    .join("\n\n");
}
