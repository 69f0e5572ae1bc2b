/**
 * The parts of a deck chat reply, as every provider writes it (app/domain/deck/answer.ts's
 * `composeReply`): the answer, the sources line ("_Sources: page 6, page 7._") and the
 * passages under "### What the deck says". The chat shows the sources as page chips and folds
 * the passages. A reply without those parts (a refusal, a greeting, a forecast answer, an
 * older stored reply) is all answer. Pure; works on a reply still streaming in.
 */

/** The heading of the passages under an answer (the chat folds them under it). */
export const PASSAGES_HEADING = "What the deck says";

export type ReplySource = { label: string; source: "page" | "slide" | "sheet"; number: number };

export type ReplyParts = {
  /** The answer's text (light Markdown), without the sources line and the passages. */
  answer: string;
  /** The pages, slides or sheets of the sources line, in its order. */
  sources: ReplySource[];
  /** The passages' Markdown (a list), or null when the reply has none. */
  passages: string | null;
};

const HEADING = new RegExp(`^#{2,3}\\s+${PASSAGES_HEADING}\\s*$`, "m");
/** "_Sources: page 6, slide 2._" — only labels of pages, slides or sheets (a workbook's cell line is not one). */
const SOURCES_LINE =
  /^_?(?:Sources?|Bronnen|Bron):\s*((?:(?:page|slide|sheet)\s+\d{1,4}(?:\s*\([^)\n]*\))?(?:,\s*)?)+)\.?_?\s*$/im;
const SOURCE = /\b(page|slide|sheet)\s+(\d{1,4})(?:\s*\(([^)\n]*)\))?/gi;

export function replyParts(text: string): ReplyParts {
  const raw = String(text ?? "").replace(/\r\n?/g, "\n");
  const heading = HEADING.exec(raw);
  const head = heading ? raw.slice(0, heading.index) : raw;
  const passages = heading ? raw.slice(heading.index + heading[0].length).trim() || null : null;
  const line = SOURCES_LINE.exec(head);
  const sources: ReplySource[] = [];
  if (line) {
    for (const m of line[1].matchAll(SOURCE)) {
      const source = m[1].toLowerCase() as ReplySource["source"];
      const label = `${source} ${m[2]}${m[3] ? ` (${m[3]})` : ""}`;
      if (!sources.some((s) => s.label === label)) sources.push({ label, source, number: Number(m[2]) });
    }
  }
  const answer = (line ? head.slice(0, line.index) + head.slice(line.index + line[0].length) : head)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { answer, sources, passages };
}
