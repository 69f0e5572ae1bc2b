/**
 * The pitch deck chat's own rules (docs/product.md#pitch-deck-chat): question validation, conversation
 * titles and questions about one page or slide. Its texts: chat-texts.ts.
 */
import { citationLabel, type DeckPage } from "./chunks";
import { splitSentences } from "./text";

/**
 * Longest question accepted, in characters (after trimming). Not in the spec: our choice, so
 * one request cannot carry a document as its "question". A longer one is refused (400).
 */
export const MAX_QUESTION_CHARS = 2000;
/** A conversation's title: its first question, cut at this many characters (with '…'). */
export const TITLE_MAX_CHARS = 80;
/** Earlier turns passed to the provider with a question (oldest first). */
export const HISTORY_TURNS = 10;

export type QuestionCheck = { ok: true; question: string } | { ok: false; reason: "empty" | "too-long" };

/** An empty or whitespace-only question is not sent; longer than MAX_QUESTION_CHARS is refused (docs/product.md#chat-answers-and-errors). */
export function validateQuestion(raw: unknown): QuestionCheck {
  const question = typeof raw === "string" ? raw.replace(/\r\n?/g, "\n").trim() : "";
  if (!question) return { ok: false, reason: "empty" };
  if ([...question].length > MAX_QUESTION_CHARS) return { ok: false, reason: "too-long" };
  return { ok: true, question };
}

/** A conversation's title: the first question on one line, cut at TITLE_MAX_CHARS with '…'. */
export function conversationTitle(question: string): string {
  const line = question.replace(/\s+/g, " ").trim();
  const chars = [...line];
  if (chars.length <= TITLE_MAX_CHARS) return line;
  return `${chars
    .slice(0, TITLE_MAX_CHARS - 1)
    .join("")
    .trimEnd()}…`;
}

/* -------------------------------------------------------- about one slide */

const PAGE_REFERENCE = /\b(slide|dia|page|pagina)\s*(?:nr\.?\s*|number\s*|#)?(\d{1,4})\b/i;

/** The slide or page a question names ('What does slide 3 say?' → { source: 'slide', number: 3 }). */
export function pageReference(question: string): { source: "slide" | "page"; number: number } | null {
  const m = PAGE_REFERENCE.exec(question);
  if (!m) return null;
  const word = m[1].toLowerCase();
  return { source: word === "slide" || word === "dia" ? "slide" : "page", number: Number(m[2]) };
}

/**
 * The deck page a question refers to by number. A slide number matches a slide-tagged page
 * and, in a PDF deck, the page with that number (one slide per page), and the other way round.
 */
export function referencedPage(question: string, pages: readonly DeckPage[]): DeckPage | null {
  const ref = pageReference(question);
  if (!ref) return null;
  return (
    pages.find((p) => p.number === ref.number && p.source === ref.source) ??
    pages.find((p) => p.number === ref.number && p.source !== "sheet") ??
    null
  );
}

/** Only a reference, no topic of its own: 'What does slide 3 say?', 'Explain page 2'. */
export function isOnlyPageReference(question: string): boolean {
  const rest = question
    .toLowerCase()
    .replace(PAGE_REFERENCE, " ")
    .replace(
      /\b(what|does|do|is|on|of|the|this|pitch|deck|say|says|show|shows|about|tell|me|explain|summari[sz]e|can|you|please|wat|staat|er|op|van|het|uitleg|vertel|over|leg|uit|in|text|content)\b/g,
      " ",
    )
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return rest.length === 0;
}

/** An extractive answer about one page: its title and its first sentences, cited. */
export function describePage(page: DeckPage, maxSentences = 5): { response: string; label: string } {
  const label = citationLabel(page);
  const lines = page.text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const title = lines.length > 1 && lines[0].length <= 90 && !/[.!?]$/.test(lines[0]) ? lines[0] : null;
  const body = (title ? lines.slice(1) : lines).join(" ");
  const sentences = splitSentences(body).slice(0, maxSentences).join(" ");
  const Label = label.charAt(0).toUpperCase() + label.slice(1);
  const heading = title ? `**${Label} · ${title}**` : `**${Label}**`;
  return { response: `${heading}\n\n${sentences || body}\n\n_Source: ${label}._`, label };
}
