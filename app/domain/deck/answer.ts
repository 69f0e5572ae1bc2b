/**
 * The local provider's answer: honest extractive question answering over a deck (or a
 * forecast's sheet summary). It quotes the best passages, trimmed to the sentences that
 * carry the question's terms, and cites their slide/page/sheet. When the deck does not
 * cover a question it says so — it never composes facts the text does not contain.
 *
 * Output is light Markdown (bold, italics, lists) for the chat's sanitised renderer.
 */
import { citationOf, type Citation, type DeckChunk } from "./chunks";
import { analyseQuestion, assessCoverage, rankChunks, type QueryTerm, type RankedChunk, type RetrievalIndex } from "./retrieval";
import { normaliseText, splitSentences, tokenize } from "./text";

export type ChatMode = "pitch" | "forecast";
export type ChatTurn = { role: "user" | "assistant"; content: string };

export type DeckAnswerKind = "answered" | "partial" | "not-covered" | "greeting" | "thanks" | "too-vague" | "no-context";

export type DeckAnswer = {
  response: string;
  citations: Citation[];
  kind: DeckAnswerKind;
};

/** Share of the question (see `assessCoverage`) at or above which the deck answers it. */
export const COVERED_SHARE = 0.75;
/** Below this share, or below MIN_SCORE, the deck does not cover the question. */
export const PARTIAL_SHARE = 0.5;
/** The best chunk's BM25 score must reach this (one distinctive word ≈ 2). */
export const MIN_SCORE = 1;
export const MAX_PASSAGES = 3;
/** A second or third passage must score at least this share of the best one… */
export const SECONDARY_SCORE_RATIO = 0.7;
/** …and shows at most this many sentences (the best passage: MAX_SENTENCES_TOP_PASSAGE). */
export const MAX_SENTENCES_PER_PASSAGE = 3;
export const MAX_SENTENCES_TOP_PASSAGE = 5;
/** A quoted sentence must score at least this share of the passage's best sentence. */
export const RELEVANT_SENTENCE_RATIO = 0.5;
/** Terms carried over from the previous question in a follow-up ("and in Germany?"). */
export const CARRIED_TERM_WEIGHT = 0.5;

const NAMES: Record<ChatMode, { doc: string; Doc: string; none: string }> = {
  pitch: { doc: "the pitch deck", Doc: "The pitch deck", none: "No pitch deck available. Please upload pitch deck images or PDF first." },
  forecast: {
    doc: "the forecast",
    Doc: "The forecast",
    none: "No Excel forecast available. Please upload the Excel forecast in the admin panel first.",
  },
};

const GREETING = /^(hi|hello|hey|hiya|hallo|hoi|hee|dag|goedemorgen|goedemiddag|goedenavond|good (morning|afternoon|evening)|greetings)( there| all| everyone| team)?$/;
const THANKS = /^(thanks?( you)?( very much| so much| a lot)?|thx|ty|cheers|bedankt|dank ?je( wel)?|dank ?u( wel)?|dankjewel|merci|great,? thanks?|ok(ay)?,? thanks?)$/;
const FOLLOW_UP = /^(and|what about|how about|en|wat dan met|hoe zit het met|en wat|also|same for)\b/;

/** 'greeting' / 'thanks' for small talk ("Hi!", "Thanks a lot"), else null. */
export function classifySmallTalk(question: string): "greeting" | "thanks" | null {
  const q = normaliseText(question).replace(/[^\p{L}\p{N}\s,]+/gu, " ").replace(/\s+/g, " ").trim().replace(/,$/, "");
  if (GREETING.test(q)) return "greeting";
  if (THANKS.test(q)) return "thanks";
  return null;
}

/** Short topic names of a deck, from its page titles ('The problem: …' → 'The problem'). */
export function deckTopics(chunks: readonly DeckChunk[], max = 8): string[] {
  const topics: string[] = [];
  for (const c of chunks) {
    if (!c.title || c.part > 0) continue;
    const short = c.title.split(/\s*[:—–|]\s*|\s+-\s+/)[0].trim();
    if (short.length < 3 || short.length > 40) continue;
    if (!topics.some((t) => t.toLowerCase() === short.toLowerCase())) topics.push(short);
  }
  // The cover's title is usually just the company name: not a topic to ask about.
  if (topics.length > 3 && chunks[0]?.number === 1 && chunks[0].title?.startsWith(topics[0])) topics.shift();
  return topics.slice(0, max);
}

function listWords(words: readonly string[]): string {
  const bold = words.map((w) => `**${w}**`);
  if (bold.length <= 1) return bold.join("");
  return `${bold.slice(0, -1).join(", ")} or ${bold[bold.length - 1]}`;
}

function topicHint(index: RetrievalIndex, mode: ChatMode): string {
  const topics = deckTopics(index.chunks);
  if (topics.length === 0) return "";
  return `\n\n${NAMES[mode].Doc} does cover: ${topics.map((t) => `*${t}*`).join(", ")}. Try a question about one of those.`;
}

/**
 * The sentences of a chunk that carry the question's terms (at most `max`, in their original
 * order), scored by the distinct terms they contain (a synonym counts less); a sentence
 * scoring under half the best one is left out. A chunk that matched only through its
 * title gives its first sentences.
 */
export function relevantSentences(chunk: DeckChunk, terms: readonly QueryTerm[], max = MAX_SENTENCES_PER_PASSAGE): string[] {
  const sentences = splitSentences(chunk.text);
  const scored = sentences.map((sentence, i) => {
    const tokens = new Set(tokenize(sentence));
    let score = 0;
    for (const q of terms) {
      let best = 0;
      for (const v of q.variants) if (tokens.has(v.term) && v.factor > best) best = v.factor;
      score += best * q.weight;
    }
    return { i, sentence, score };
  });
  const top = Math.max(0, ...scored.map((s) => s.score));
  const picked = scored
    .filter((s) => s.score > 0 && s.score >= top * RELEVANT_SENTENCE_RATIO)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i);
  if (picked.length === 0) return sentences.slice(0, Math.min(2, max));
  // Mark gaps, so a reader sees the quote skips text.
  return picked.map((p, k) => (k > 0 && p.i > picked[k - 1].i + 1 ? `… ${p.sentence}` : p.sentence));
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function passage(r: RankedChunk, terms: readonly QueryTerm[], maxSentences: number): string {
  const label = capitalise(citationOf(r.chunk).label);
  const heading = r.chunk.title ? `${label} · ${r.chunk.title}` : label;
  const text = relevantSentences(r.chunk, terms, maxSentences).join(" ").replace(/\s+/g, " ");
  return `- **${heading}:** ${text}`;
}

function uniqueCitations(ranked: readonly RankedChunk[]): Citation[] {
  const out: Citation[] = [];
  for (const r of ranked) {
    const c = citationOf(r.chunk);
    if (!out.some((o) => o.label === c.label)) out.push(c);
  }
  return out;
}

/** The best passages: the top one, plus those close to it that contain a question word itself. */
function selectPassages(ranked: readonly RankedChunk[]): RankedChunk[] {
  if (ranked.length === 0) return [];
  const top = ranked[0];
  const rest = ranked.slice(1).filter((r) => r.score >= top.score * SECONDARY_SCORE_RATIO && r.direct.length > 0);
  return [top, ...rest].slice(0, MAX_PASSAGES);
}

function previousUserQuestion(history: readonly ChatTurn[]): string | null {
  for (let i = history.length - 1; i >= 0; i--) {
    if (history[i].role === "user" && history[i].content.trim()) return history[i].content;
  }
  return null;
}

/**
 * Answer a question from a deck index. `history` (oldest first, without the current
 * question) lets a follow-up ("and in Germany?", "tell me more") reuse the previous
 * question's terms.
 */
export function answerFromDeck(
  index: RetrievalIndex,
  question: string,
  options: { history?: readonly ChatTurn[]; mode?: ChatMode } = {},
): DeckAnswer {
  const mode = options.mode ?? "pitch";
  const names = NAMES[mode];
  if (index.chunks.length === 0) return { response: names.none, citations: [], kind: "no-context" };

  const small = classifySmallTalk(question);
  if (small === "greeting") {
    return {
      response: `Hello! I answer questions from ${names.doc}, quoting the passages I use and citing where they are.${topicHint(index, mode)}`,
      citations: [],
      kind: "greeting",
    };
  }
  if (small === "thanks") {
    return { response: `You're welcome! Ask me anything else about ${names.doc}.`, citations: [], kind: "thanks" };
  }

  let terms = analyseQuestion(question);
  const previous = previousUserQuestion(options.history ?? []);
  const hasTopic = terms.some((t) => !t.vague);
  if (previous && (!hasTopic || FOLLOW_UP.test(normaliseText(question).trim()))) {
    const own = new Set(terms.map((t) => t.term));
    terms = [...terms, ...analyseQuestion(previous, CARRIED_TERM_WEIGHT).filter((t) => !own.has(t.term))];
  }
  if (!terms.some((t) => !t.vague)) {
    return {
      response: `Could you be a bit more specific? I can only answer from what ${names.doc} says.${topicHint(index, mode)}`,
      citations: [],
      kind: "too-vague",
    };
  }

  const ranked = rankChunks(index, terms);
  const coverage = assessCoverage(index, terms, ranked);
  const bestScore = ranked[0]?.score ?? 0;
  const missingWords = coverage.missing.filter((t) => !t.vague && t.weight >= 1).map((t) => t.word);

  if (bestScore < MIN_SCORE || coverage.share < PARTIAL_SHARE) {
    const about = missingWords.length > 0 ? `, and it says nothing about ${listWords(missingWords)}` : "";
    return {
      response: `${names.Doc} doesn't seem to cover that. I only answer from what ${names.doc} itself says${about}. I'd rather not guess.${topicHint(index, mode)}`,
      citations: [],
      kind: "not-covered",
    };
  }

  const passages = selectPassages(ranked);
  const citations = uniqueCitations(passages);
  const sources = `_${citations.length > 1 ? "Sources" : "Source"}: ${citations.map((c) => c.label).join(", ")}._`;
  const body = passages.map((p, i) => passage(p, terms, i === 0 ? MAX_SENTENCES_TOP_PASSAGE : MAX_SENTENCES_PER_PASSAGE)).join("\n");
  if (coverage.share < COVERED_SHARE) {
    const gap = missingWords.length > 0 ? ` — it says nothing about ${listWords(missingWords)}` : "";
    return {
      response: `${names.Doc} doesn't answer this fully${gap}. The closest passages are:\n\n${body}\n\n${sources}`,
      citations,
      kind: "partial",
    };
  }
  return { response: `**From ${names.doc}:**\n\n${body}\n\n${sources}`, citations, kind: "answered" };
}
