/**
 * The local provider's answer: honest extractive question answering over a deck (or a
 * forecast's sheet summary). It quotes the best passages, trimmed to the sentences that
 * carry the question's terms, and cites their slide/page/sheet. When the deck does not
 * cover a question it says so — it never composes facts the text does not contain.
 *
 * Output is light Markdown (bold, italics, lists) for the chat's sanitised renderer.
 */
import { hasFigure as figureIn, readAmounts } from "./amounts";
import { type Citation, citationOf, type DeckChunk } from "./chunks";
import { cleanLine } from "./debris";
import {
  answersType,
  asksForMoney,
  asksForRate,
  FIGURE_TYPES,
  hasRate,
  type QuestionType,
  questionType,
  TYPED_ANSWERS,
} from "./question-types";
import { PASSAGES_HEADING } from "./reply-parts";
import {
  analyseQuestion,
  assessCoverage,
  COVERAGE_SCORE_RATIO,
  isInvestorTopic,
  type QueryTerm,
  rankChunks,
  type RankedChunk,
  relevanceOf,
  RERANK_DEPTH,
  rerankByProximity,
  type RetrievalIndex,
  unseenTopics,
  VAGUE_WORD_WEIGHT,
} from "./retrieval";
import { answeringPages } from "./suggestions";
import { type Language, normaliseText, splitSentences, tokenize } from "./text";

export type ChatMode = "pitch" | "forecast";
export type ChatTurn = { role: "user" | "assistant"; content: string };

export type DeckAnswerKind =
  "answered" | "partial" | "no-figure" | "not-covered" | "greeting" | "thanks" | "too-vague" | "no-context";

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
export const SECONDARY_SCORE_RATIO = 0.6;
/** …and shows at most this many sentences (the best passage: MAX_SENTENCES_TOP_PASSAGE). */
export const MAX_SENTENCES_PER_PASSAGE = 3;
export const MAX_SENTENCES_TOP_PASSAGE = 5;
/** A passage that brings a question word the better ones lack needs this share of the top score. */
export const COMPLEMENT_SCORE_RATIO = COVERAGE_SCORE_RATIO;
/** A quoted sentence must score at least this share of the passage's best sentence. */
export const RELEVANT_SENTENCE_RATIO = 0.5;
/** Terms carried over from the previous question in a follow-up ("and in Germany?"). */
export const CARRIED_TERM_WEIGHT = 0.5;

const NAMES: Record<ChatMode, { doc: string; Doc: string; none: string }> = {
  pitch: {
    doc: "the pitch deck",
    Doc: "The pitch deck",
    none: "No pitch deck available. Please upload pitch deck images or PDF first.",
  },
  forecast: {
    doc: "the forecast",
    Doc: "The forecast",
    none: "No Excel forecast available. Please upload the Excel forecast in the admin panel first.",
  },
};

const GREETING =
  /^(hi|hello|hey|hiya|hallo|hoi|hee|dag|goedemorgen|goedemiddag|goedenavond|good (morning|afternoon|evening)|greetings)( there| all| everyone| team)?$/;
const THANKS =
  /^(thanks?( you)?( very much| so much| a lot)?|thx|ty|cheers|bedankt|dank ?je( wel)?|dank ?u( wel)?|dankjewel|merci|great,? thanks?|ok(ay)?,? thanks?)$/;
const FOLLOW_UP = /^(and|what about|how about|en|wat dan met|hoe zit het met|en wat|also|same for)\b/;

/** 'greeting' / 'thanks' for small talk ("Hi!", "Thanks a lot"), else null. */
export function classifySmallTalk(question: string): "greeting" | "thanks" | null {
  const q = normaliseText(question)
    .replace(/[^\p{L}\p{N}\s,]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/,$/, "");
  if (GREETING.test(q)) return "greeting";
  if (THANKS.test(q)) return "thanks";
  return null;
}

/** Short topic names of a deck, from its page titles ('The problem: …' → 'The problem'). */
/**
 * A title a reader can ask about: words, not OCR debris ("Acme Jane Doe (] ®",
 * "Plan to enter 5 markets ETE ISN" read from a slide image keep their stray marks).
 */
function readableTitle(title: string): boolean {
  if (/[[\]{}®©™|\\]|\(\W|\W\)/u.test(title)) return false;
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return false;
  // Short capital runs ("ETE ISN") beside lower-case words are debris; one ("Technology / IP") is not.
  const shouting = words.filter((w) => /^\p{Lu}{2,4}$/u.test(w)).length;
  return !(shouting >= 2 && words.some((w) => /\p{Ll}/u.test(w)));
}

export function deckTopics(chunks: readonly DeckChunk[], max = 8): string[] {
  const topics: string[] = [];
  for (const c of chunks) {
    if (!c.title || c.part > 0) continue;
    const short = c.title.split(/\s*[:—–|]\s*|\s+-\s+/)[0].trim();
    if (short.length < 3 || short.length > 40 || !readableTitle(short)) continue;
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
export function relevantSentences(
  chunk: DeckChunk,
  terms: readonly QueryTerm[],
  max = MAX_SENTENCES_PER_PASSAGE,
  language: Language = "en",
  options: { wantFigure?: boolean; wantName?: boolean; figure?: (text: string) => boolean } = {},
): string[] {
  const figure = options.figure ?? hasFigure;
  const sentences = splitSentences(chunk.text);
  const scored = sentences.map((sentence, i) => {
    const tokens = new Set(tokenize(sentence, language));
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
    .map((s) => s.i);
  if (picked.length === 0) return sentences.slice(0, Math.min(2, max));
  // Slides set a label apart from its value or name ("GENERAL MANAGER" under "Jane Doe",
  // "ARR" over "USD 120k"): a short line brings its neighbours, and a question after a figure
  // reads on (at most SENTENCE_WINDOW lines) until one holds a figure.
  const chosen = new Set(picked);
  for (const i of picked) {
    // "Who is the CEO?": a slide sets the name beside the role, above or below it (prose names
    // them in its sentence).
    if (options.wantName && !/[.!?]$/.test(sentences[i])) {
      if (i > 0) chosen.add(i - 1);
      if (i + 1 < sentences.length) chosen.add(i + 1);
    }
    const short = wordsIn(sentences[i]) < SHORT_LINE_WORDS;
    if (short && i > 0 && wordsIn(sentences[i - 1]) < SHORT_LINE_WORDS) chosen.add(i - 1);
    if (options.wantFigure && !figure(sentences[i])) {
      let seen = false;
      for (let j = i + 1; j <= i + SENTENCE_WINDOW && j < sentences.length && !seen; j++) {
        chosen.add(j);
        seen = figure(sentences[j]);
      }
      // Slides also set the figure above its label ("$2bn" over "…spent on freight").
      if (!seen) {
        for (let j = i - 1; j >= Math.max(0, i - FIGURE_LOOK_BACK); j--) {
          if (!figure(sentences[j])) continue;
          for (let k = j; k < i; k++) chosen.add(k);
          break;
        }
      }
    } else if (isLabel(sentences[i])) {
      // A heading ("USE OF FUNDS") brings the lines under it, up to the next heading.
      for (let j = i + 1; j <= i + SENTENCE_WINDOW && j < sentences.length && !isHeading(sentences[j]); j++)
        chosen.add(j);
    }
  }
  // A line that breaks off mid-sentence ("Jane founded Acme in") goes on in the next short line;
  // one that ends on a dangling word ("…a growth rate of") in the next line whatever its length,
  // and on while that line dangles too.
  for (const i of [...chosen]) {
    if (
      !/[.!?:;)]$/.test(sentences[i]) &&
      i + 1 < sentences.length &&
      wordsIn(sentences[i + 1]) < SHORT_LINE_WORDS
    )
      chosen.add(i + 1);
    for (let j = i; j < i + SENTENCE_WINDOW && j + 1 < sentences.length && endsDangling(sentences[j]); j++)
      chosen.add(j + 1);
  }
  // Only labels matched (a slide's headings, "USE OF FUNDS"): their content is the rest of
  // the slide, so quote its first lines too — an answer is never only a heading.
  if ([...chosen].every((i) => isLabel(sentences[i]))) {
    let words = 0;
    for (let i = 0; i < sentences.length && words < HEADING_CONTEXT_WORDS; i++) {
      chosen.add(i);
      words += wordsIn(sentences[i]);
    }
  }
  const order = [...chosen].sort((a, b) => a - b);
  // Mark gaps, so a reader sees the quote skips text.
  return order.map((i, k) => (k > 0 && i > order[k - 1] + 1 ? `… ${sentences[i]}` : sentences[i]));
}

/** A line with fewer words than this is a label or a fragment: it is quoted with its neighbours. */
export const SHORT_LINE_WORDS = 6;
/** Words of a slide quoted (whole lines) when only its labels matched: a short slide whole. */
export const HEADING_CONTEXT_WORDS = 60;
/** Lines read on after a matching line that lacks the figure a question asks for. */
export const SENTENCE_WINDOW = 3;
/** Lines looked back for that figure when none follows. */
export const FIGURE_LOOK_BACK = 2;

const wordsIn = (s: string) => (s.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/**
 * Words a clause cannot end on, English and Dutch: prepositions, articles, conjunctions
 * ("…a growth rate of", "…groeit met"). Matched as written in lower case: a capital ("Plan A",
 * "Series A") is a name.
 */
const DANGLING_WORDS = new Set(
  (
    "of at to by from with without the a an and or nor but than as per via into onto in on for about " +
    "around over under between within towards toward versus vs across through throughout among along " +
    "including despite during beyond " +
    "van de het een en met tot bij voor naar op aan dan om uit door als te over onder tussen binnen " +
    "zonder tegen maar noch ca tijdens zoals inclusief vanaf naast"
  ).split(" "),
);

/** Does a line break off mid-clause: on a dangling word, a ':' or a joining mark ('&', '+', '–')? */
export function endsDangling(line: string): boolean {
  const t = line.trim();
  if (/(?:[:&+–—]|\s-)$/u.test(t)) return true;
  const last = /(?:^|[^\p{L}\p{N}])(\p{Ll}+)$/u.exec(t);
  return Boolean(last && DANGLING_WORDS.has(last[1]));
}

/** A label or heading line: short, or set in capitals ("WHAT THIS ROUND BUYS (€2M)"). */
function isLabel(line: string): boolean {
  const n = wordsIn(line);
  if (n < SHORT_LINE_WORDS) return true;
  const letters = line.replace(/[^\p{L}]/gu, "");
  return n <= 10 && letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length > 0.8;
}

/** A heading set in capitals ("USE OF FUNDS", "SEED ROUND 2024"). */
function isHeading(line: string): boolean {
  const n = wordsIn(line);
  const letters = line.replace(/[^\p{L}]/gu, "");
  return (
    n > 0 && n <= 10 && letters.length > 1 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length > 0.8
  );
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The passage's quoted lines, without OCR debris (a line that was only debris is left out). */
function passageLines(
  chunk: DeckChunk,
  terms: readonly QueryTerm[],
  maxSentences: number,
  language: Language,
  want: { wantFigure: boolean; wantName: boolean; figure: (text: string) => boolean },
): string[] {
  const out: string[] = [];
  let gap = false;
  for (const line of relevantSentences(chunk, terms, maxSentences, language, want)) {
    const skipped = line.startsWith("… ");
    const clean = cleanLine(skipped ? line.slice(2) : line);
    if (!clean) {
      gap = true;
      continue;
    }
    out.push(out.length > 0 && (skipped || gap) ? `… ${clean}` : clean);
    gap = false;
  }
  return out;
}

function passage(chunk: DeckChunk, text: string): string {
  const label = capitalise(citationOf(chunk).label);
  const title = chunk.title ? cleanLine(chunk.title) : "";
  const heading = title ? `${label} · ${title}` : label;
  return `- **${heading}:** ${text}`;
}

/** "_Sources: page 6, page 7._" — the line the chat shows as page chips. */
export function sourcesLine(citations: readonly Citation[]): string {
  if (citations.length === 0) return "";
  return `_${citations.length > 1 ? "Sources" : "Source"}: ${citations.map((c) => c.label).join(", ")}._`;
}

/**
 * A reply's shape, for every provider: the answer (one or two sentences), the sources line,
 * then the passages it rests on under PASSAGES_HEADING (folded by the chat).
 */
export function composeReply(answer: string, sources: string, passages: string, note = ""): string {
  return [
    answer.trim(),
    note.trim(),
    sources,
    passages.trim() ? `### ${PASSAGES_HEADING}\n\n${passages.trim()}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** Does any page hold the word (or a word it begins: 'rate' in 'rates')? */
function mentions(index: RetrievalIndex, word: string): boolean {
  const escaped = normaliseText(word).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, "u");
  return index.chunks.some((c) => re.test(normaliseText(`${c.title ?? ""} ${c.text}`)));
}

/** Words of an answer's lead at most; a longer one ends in "…". */
export const LEAD_MAX_WORDS = 40;
/** Sentences of an answer's lead at most… */
export const LEAD_MAX_SENTENCES = 2;
/** …and lines (a slide's fragments: "ARR", "USD 700k", "68 clients"). */
export const LEAD_MAX_LINES = 4;

const endsSentence = (line: string) => /[.!?]["'”’)]*$/u.test(line);

/** How well a line carries the question's terms: the distinct terms it holds, by weight (a synonym counts less). */
export function lineScore(line: string, terms: readonly QueryTerm[], language: Language = "en"): number {
  const tokens = new Set(tokenize(line, language));
  let score = 0;
  for (const q of terms) {
    let best = 0;
    for (const v of q.variants) if (tokens.has(v.term) && v.factor > best) best = v.factor;
    score += best * q.weight;
  }
  return score;
}

/** A title before a name, split from it as a sentence ("Dr." / "Jane Doe"). */
const NAME_TITLE = /^(dr|mr|mrs|ms|prof|ir|drs|mr)\.$/iu;

/**
 * The answer's lead, from a passage's quoted lines: the line that carries the question best
 * (`score`) — for a typed question the one holding the kind of answer asked for (`fits`), read
 * on from its label ("ARR" over "USD 700k") — with the label above it and, for a who-question,
 * the parts of a name set on lines of their own. At most LEAD_MAX_SENTENCES sentences,
 * LEAD_MAX_LINES lines and LEAD_MAX_WORDS words, figures in bold (`bold`), cited ("… (page 12).").
 */
export function composeLead(
  lines: readonly string[],
  options: {
    fits?: (text: string) => boolean;
    /** The figure the question names ("growth rate": a percentage): the lead reads to a line in reach that holds it. */
    need?: (text: string) => boolean;
    score?: (line: string) => number;
    wantName?: boolean;
    bold?: boolean;
    label: string;
  },
): string {
  const plain = lines.map((l) => l.replace(/^… /u, "")).filter((l) => l.trim());
  if (plain.length === 0) return `See ${options.label}.`;
  const scores = plain.map((l) => options.score?.(l) ?? 0);
  let best = 0;
  for (let i = 1; i < plain.length; i++) if (scores[i] > scores[best]) best = i;
  let at = best;
  const fits = options.fits;
  if (fits && !fits(plain[best])) {
    // Read on from the best line to the answer (a label over its figure), else look back.
    const ahead = plain.findIndex((l, i) => i > best && i <= best + SENTENCE_WINDOW && fits(l));
    let back = -1;
    for (let i = best - 1; i >= Math.max(0, best - FIGURE_LOOK_BACK) && back < 0; i--)
      if (fits(plain[i])) back = i;
    const anywhere = plain.findIndex((l) => fits(l));
    at = ahead >= 0 ? ahead : back >= 0 ? back : anywhere >= 0 ? anywhere : best;
  }
  const need = options.need;
  if (need && !need(plain[at])) {
    // "What is the growth rate?" over a line with the market's size: the rate is on a line in reach.
    let near = -1;
    for (let i = at + 1; i <= at + SENTENCE_WINDOW && i < plain.length && near < 0; i++)
      if (need(plain[i])) near = i;
    for (let i = at - 1; i >= Math.max(0, at - FIGURE_LOOK_BACK) && near < 0; i--)
      if (need(plain[i])) near = i;
    if (near >= 0) at = near;
  }
  let start = Math.min(at, best >= at - SENTENCE_WINDOW ? best : at);
  // A label above the answer, and the parts of a name on lines of their own ("Dr." / "Jane" / "Doe CEO").
  while (
    start > 0 &&
    start > at - 3 &&
    !endsSentence(plain[start - 1].replace(NAME_TITLE, "")) &&
    wordsIn(plain[start - 1]) < (options.wantName ? 3 : SHORT_LINE_WORDS) &&
    (options.wantName || start === at)
  )
    start--;
  while (options.wantName && start > 0 && NAME_TITLE.test(plain[start - 1])) start--;
  const picked: string[] = [];
  let words = 0;
  let sentences = 0;
  for (
    let i = start;
    i < plain.length &&
    sentences < LEAD_MAX_SENTENCES &&
    words < LEAD_MAX_WORDS &&
    picked.length < LEAD_MAX_LINES;
    i++
  ) {
    picked.push(plain[i]);
    words += wordsIn(plain[i]);
    if (i >= at && (endsSentence(plain[i]) || wordsIn(plain[i]) >= SHORT_LINE_WORDS)) sentences++;
  }
  // A clause that breaks off ("…a growth rate of") reads on into the next lines until it
  // completes: a whole line, or the next line up to its first clause mark.
  for (let i = start + picked.length; i < plain.length && endsDangling(picked[picked.length - 1]); i++) {
    if (i > start + LEAD_MAX_LINES + SENTENCE_WINDOW) break;
    const clause = /^.*?[.!?;,](?=\s|$)/u.exec(plain[i])?.[0] ?? plain[i];
    picked.push(clause);
    if (clause !== plain[i]) break;
  }
  let text = "";
  for (let i = 0; i < picked.length; i++) {
    if (i === 0) text = picked[0];
    else {
      const prev = picked[i - 1];
      // A label opens the answer ("ARR: USD 700k"); later fragments are listed; a name's parts join.
      const label = i === 1 && wordsIn(prev) <= 3 && !readAmounts(prev).some((a) => !a.year);
      const namePart = options.wantName && (NAME_TITLE.test(prev) || wordsIn(prev) === 1);
      const sep =
        (/[.!?;:,]["'”’)]*$/u.test(prev) && !NAME_TITLE.test(prev)) || endsDangling(prev)
          ? " "
          : namePart || NAME_TITLE.test(prev)
            ? " "
            : label
              ? ": "
              : wordsIn(prev) < SHORT_LINE_WORDS
                ? ", "
                : "; ";
      text += sep + picked[i];
    }
  }
  text = clauseWithin(text, fits);
  if (options.bold) text = boldFigures(text);
  const body = text.replace(/[.;:,]+$/u, "");
  return `${capitalise(body)} (${options.label}).`;
}

/** Words of a clause kept before a cut at all: a shorter rest is no answer. */
const MIN_CLAUSE_WORDS = 4;

/**
 * The lead within LEAD_MAX_WORDS (+5 spare) and never ending mid-clause: a longer one, or one
 * that still ends on a dangling word, ends at its last complete clause (a ',' ';' '.' mark) —
 * unless that drops the answer's figure (`fits`), when it is cut to whole words, the dangling
 * ones left off, and ends in "…".
 */
function clauseWithin(text: string, fits?: (text: string) => boolean): string {
  const all = text.split(/\s+/);
  const long = all.length > LEAD_MAX_WORDS + 5;
  if (!long && !endsDangling(text)) return text;
  const head = long ? all.slice(0, LEAD_MAX_WORDS) : all;
  let cut = -1;
  for (let k = head.length - 1; k >= MIN_CLAUSE_WORDS - 1 && cut < 0; k--) {
    const w = head[k];
    if (/[.!?;,]["'”’)]*$/u.test(w) && !endsDangling(w.replace(/[.!?;,"'”’)]+$/u, ""))) cut = k;
  }
  const shorter = head.slice(0, cut + 1).join(" ");
  const kept = head.join(" ");
  if (cut >= 0 && (!fits || fits(shorter) || !fits(kept))) return shorter;
  const words = [...head];
  while (words.length > MIN_CLAUSE_WORDS && endsDangling(words.join(" "))) words.pop();
  return `${words.join(" ").replace(/[.;:,]+$/u, "")}…`;
}

/** Amounts, percentages and multiples in bold ("**€1.5M**"); years and bare counts stay plain. */
function boldFigures(text: string): string {
  let out = "";
  let from = 0;
  for (const a of readAmounts(text)) {
    if (a.year || (a.kind === "number" && !a.scaled)) continue;
    // A currency sign after the figure may belong to the next one ("$ 3.1bn | $ 7.4bn").
    const written = a.text.replace(/[\s|€$£¥₹]+$/u, "");
    const at = text.indexOf(written, Math.max(from, a.index));
    if (at < from || at < 0 || !written) continue;
    out += `${text.slice(from, at)}**${written}**`;
    from = at + written.length;
  }
  return out + text.slice(from);
}

/** Fewer words than this in a chunk's body (without its title) make it a heading, not an answer. */
export const MIN_BODY_WORDS = 4;

/** A chunk that is only a heading (a title slide, a section divider) cannot answer anything by itself. */
export function isHeadingOnly(chunk: DeckChunk): boolean {
  return (chunk.text.match(/[\p{L}\p{N}]+/gu) ?? []).length < MIN_BODY_WORDS;
}

/** Does the question ask for a figure ("how much…", "what is the churn rate…", "how much cheaper…")? */
export function asksForNumber(question: string): boolean {
  return FIGURE_TYPES.has(questionType(question));
}

/** A figure in a text: an amount, percentage or multiple, or a number that is not only a year or a slide number. */
export const hasFigure = figureIn;

/** An amount of money: a currency sign, code or word, or a number with a scale ('1.3m', '4 billion', '3 Cr'). */
export function hasAmount(text: string): boolean {
  return readAmounts(text).some((a) => a.kind === "money" || (a.scaled && !a.year));
}

function uniqueCitations(ranked: readonly RankedChunk[]): Citation[] {
  const out: Citation[] = [];
  for (const r of ranked) {
    const c = citationOf(r.chunk);
    if (!out.some((o) => o.label === c.label)) out.push(c);
  }
  return out;
}

/**
 * The best passages: the top one, plus those close to it that contain a question word itself,
 * plus lower-ranked ones that bring a question word the chosen passages lack (or have only
 * through a synonym) — "How does Acme charge its customers?" ranks the customers slide
 * first, while the fees are on another. A chunk that is only a heading is passed over while a
 * chunk with a body matched too.
 */
function selectPassages(ranked: readonly RankedChunk[], terms: readonly QueryTerm[]): RankedChunk[] {
  const withBody = ranked.filter((r) => !isHeadingOnly(r.chunk));
  const pool = withBody.length > 0 ? withBody : ranked;
  if (pool.length === 0) return [];
  const top = pool[0];
  const best = Math.max(...pool.slice(0, 3).map(relevanceOf));
  const wanted = terms.filter((t) => !t.vague && t.weight >= 1).map((t) => t.term);
  const chosen = [top];
  for (const r of pool.slice(1)) {
    if (chosen.length >= MAX_PASSAGES) break;
    const close = relevanceOf(r) >= best * SECONDARY_SCORE_RATIO && r.direct.length > 0;
    const complements =
      relevanceOf(r) >= best * COMPLEMENT_SCORE_RATIO &&
      wanted.some(
        (t) =>
          (r.direct.includes(t) && !chosen.some((c) => c.direct.includes(t))) ||
          (r.matched.includes(t) && !chosen.some((c) => c.matched.includes(t))),
      );
    if (close || complements) chosen.push(r);
  }
  return chosen;
}

/** Most page numbers named in the note on pages without text. */
export const UNREAD_PAGES_NAMED = 6;

/**
 * Pages of a PDF deck without any text: the numbers missing between its first and last page
 * with text (a page without text is left out of the stored text, its number kept). They are
 * pictures nobody has read, so a decline says the answer may be on them.
 */
export function unreadPages(chunks: readonly DeckChunk[]): number[] {
  const numbers = new Set(chunks.filter((c) => c.source === "page").map((c) => c.number));
  if (numbers.size === 0) return [];
  const last = Math.max(...numbers);
  const out: number[] = [];
  for (let n = 1; n < last; n++) if (!numbers.has(n)) out.push(n);
  return out;
}

/** " Pages 3, 4 and 7 hold no readable text (pictures); the answer may be on one of them." — or nothing. */
function unreadNote(index: RetrievalIndex): string {
  const pages = unreadPages(index.chunks);
  if (pages.length === 0) return "";
  const named = pages.slice(0, UNREAD_PAGES_NAMED).map(String);
  const more = pages.length - named.length;
  const list =
    more > 0
      ? `${named.join(", ")} and ${more} more`
      : named.length > 1
        ? `${named.slice(0, -1).join(", ")} and ${named[named.length - 1]}`
        : named[0];
  return pages.length === 1
    ? ` Page ${list} holds no readable text (a picture); the answer may be on it.`
    : ` Pages ${list} hold no readable text (pictures); the answer may be on one of them.`;
}

/** Weight of a question word that no page contains and that names no investor topic. */
export const UNKNOWN_WORD_WEIGHT = 0.3;

/** Is the word written as a name in the question: capitalised, and not as the question's first word? */
function namedIn(question: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const at = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").exec(question);
  if (!at) return false;
  const written = question.slice(at.index, at.index + word.length);
  return /^\p{Lu}/u.test(written) && /[\p{L}\p{N}]/u.test(question.slice(0, at.index));
}

/** What a deck lacks, per question type, in "The pitch deck doesn't {…}". */
const MISSING_ANSWER: Partial<Record<QuestionType, string>> = {
  amount: "give that figure",
  price: "give that price",
  comparison: "give that comparison as a figure",
  date: "say when",
  place: "say where",
  who: "name who",
};

/** What counts as an answer beyond the type: money for "how much … raising", a per-unit price for "per kilogram", a fee's percentage. */
function typeOptionsOf(
  question: string,
  type: QuestionType,
): { money?: boolean; perUnit?: boolean; percent?: boolean } {
  const q = normaliseText(question);
  if (type === "amount") return { money: asksForMoney(question) };
  if (type === "price")
    return {
      perUnit: /\bper\s+\p{L}+/u.test(q),
      percent: /\b(fee|fees|commission|commissions|charge|charges|take|cut|margin|percentage)\b/.test(q),
    };
  return {};
}

/**
 * The ranked chunks with those that hold the kind of answer asked for first, as long as they
 * are close enough to the best one to be quoted (COVERAGE_SCORE_RATIO); the rest keep their order.
 */
function preferAnswering(ranked: readonly RankedChunk[], fits: (text: string) => boolean): RankedChunk[] {
  const head = ranked.slice(0, RERANK_DEPTH);
  const best = Math.max(0, ...head.slice(0, 3).map(relevanceOf));
  const answering = head.filter(
    (r) => relevanceOf(r) >= best * COVERAGE_SCORE_RATIO && r.direct.length > 0 && fits(r.chunk.text),
  );
  if (answering.length === 0 || answering[0] === ranked[0]) return [...ranked];
  return [...answering, ...ranked.filter((r) => !answering.includes(r))];
}

/** Does a text hold the kind of answer this question asks for (see question-types.ts)? */
export function answerTest(
  question: string,
  type: QuestionType = questionType(question),
): (text: string) => boolean {
  const options = typeOptionsOf(question, type);
  return (text: string) => answersType(text, type, options);
}

/**
 * The chunks ranked for a question's terms as the answer reads them: a word no page contains
 * that is not an investor topic or a name ("average", "typical") weighs UNKNOWN_WORD_WEIGHT,
 * then BM25 and the proximity rerank. `unknown` lists those words; `terms` the weighted terms.
 */
export function rankForQuestion(
  index: RetrievalIndex,
  question: string,
  terms: readonly QueryTerm[],
): { ranked: RankedChunk[]; unknown: QueryTerm[]; terms: QueryTerm[] } {
  // A name ("the capital of *France*") is what the question is about: it keeps its weight.
  const unknown = terms.filter(
    (t) =>
      t.weight >= 1 &&
      !t.vague &&
      !isInvestorTopic(index, t) &&
      !namedIn(question, t.word) &&
      !t.variants.some((v) => index.postings.has(v.term)),
  );
  const weighted = terms.map((t) =>
    unknown.includes(t) ? { ...t, weight: t.weight * UNKNOWN_WORD_WEIGHT } : t,
  );
  return {
    ranked: rerankByProximity(index, rankChunks(index, weighted), weighted),
    unknown,
    terms: weighted,
  };
}

/**
 * The passages a model is handed for a pitch question: ranked as the local answer ranks them
 * (a short cover's words count as vague, unknown words weigh less, the previous question
 * counts half), with the chunks that hold the kind of answer asked for first.
 */
export function rankPassagesForModel(
  index: RetrievalIndex,
  question: string,
  previous?: string | null,
): RankedChunk[] {
  const own = coverTermsVague(index, analyseQuestion(question, 1, index.language));
  const seen = new Set(own.map((t) => t.term));
  const carried = previous
    ? coverTermsVague(index, analyseQuestion(previous, CARRIED_TERM_WEIGHT, index.language)).filter(
        (t) => !seen.has(t.term),
      )
    : [];
  const { ranked } = rankForQuestion(index, question, [...own, ...carried]);
  const type = questionType(question);
  return TYPED_ANSWERS.has(type) ? preferAnswering(ranked, answerTest(question, type)) : ranked;
}

/**
 * The passages of the pages a model's answer cites that bear on the question, quoted as the
 * local answer quotes them (the lines with the question's terms, read on to the figure asked
 * for, without OCR debris): the "What the deck says" part of a model's reply. At most
 * MAX_PASSAGES pages, in the order given.
 */
export function passagesForPages(
  index: RetrievalIndex,
  question: string,
  cited: readonly Pick<Citation, "source" | "number">[],
): string {
  const terms = coverTermsVague(index, analyseQuestion(question, 1, index.language));
  const type = questionType(question);
  const fits = answerTest(question, type);
  const want = { wantFigure: FIGURE_TYPES.has(type), wantName: type === "who", figure: fits };
  const out: string[] = [];
  for (const c of cited.slice(0, MAX_PASSAGES)) {
    const chunks = index.chunks.filter((k) => k.source === c.source && k.number === c.number);
    if (chunks.length === 0) continue;
    // A long page is several chunks: the one that carries the question best.
    const best = chunks.reduce((a, b) =>
      lineScore(b.text, terms, index.language) > lineScore(a.text, terms, index.language) ? b : a,
    );
    const text = passageLines(best, terms, MAX_SENTENCES_TOP_PASSAGE, index.language, want)
      .join(" ")
      .replace(/\s+/g, " ");
    if (text) out.push(passage(best, text));
  }
  return out.join("\n");
}

/** A cover this short is a name and a tagline. */
export const COVER_MAX_TERMS = 40;

/**
 * Words of a short cover page (the company's name, its tagline) say which deck, not which
 * page: in a question ("How does Acme charge…") they count like vague words.
 */
function coverTermsVague(index: RetrievalIndex, terms: QueryTerm[]): QueryTerm[] {
  const cover = index.termSets[0];
  // A workbook has no cover: its first sheet is as much content as any other.
  if (
    !cover ||
    index.chunks[0].source === "sheet" ||
    index.chunks.length < 3 ||
    index.lengths[0] > COVER_MAX_TERMS
  )
    return terms;
  return terms.map((t) =>
    !t.vague && cover.has(t.term) ? { ...t, vague: true, weight: t.weight * VAGUE_WORD_WEIGHT } : t,
  );
}

/**
 * Would the deck answer this question (its passages lead the reply)? The check behind the
 * suggested questions: only those are shown.
 */
export function canAnswerFromDeck(index: RetrievalIndex, question: string): boolean {
  // Fully: a suggestion whose answer says "it says nothing about…" would disappoint.
  const answer = answerFromDeck(index, question);
  if (answer.kind !== "answered") return false;
  // Well: a topic's question is answered from a page about that topic ("What does the product
  // do?" from the product page, not from the roadmap that names the product).
  const topic = answeringPages(question);
  if (!topic) return true;
  const top = answer.citations[0];
  const chunk = index.chunks.find((c) => c.source === top?.source && c.number === top?.number);
  if (!chunk) return false;
  // The page's title; a page without one, its first line.
  const heading = chunk.title ?? chunk.text.split("\n", 1)[0] ?? "";
  if (topic.pages.test(heading)) return true;
  // The figure asked for, said in the topic's words ("4,701 paying customers" on a
  // business-model page).
  const lead = answer.response.split("\n\n", 1)[0] ?? "";
  return Boolean(topic.lead?.test(lead.replace(/\*\*/g, "")));
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
    return {
      response: `You're welcome! Ask me anything else about ${names.doc}.`,
      citations: [],
      kind: "thanks",
    };
  }

  const language = index.language;
  let terms = coverTermsVague(index, analyseQuestion(question, 1, language));
  const previous = previousUserQuestion(options.history ?? []);
  const hasTopic = terms.some((t) => !t.vague);
  if (previous && (!hasTopic || FOLLOW_UP.test(normaliseText(question).trim()))) {
    const own = new Set(terms.map((t) => t.term));
    terms = [
      ...terms,
      ...coverTermsVague(index, analyseQuestion(previous, CARRIED_TERM_WEIGHT, language)).filter(
        (t) => !own.has(t.term),
      ),
    ];
  }
  if (!terms.some((t) => !t.vague)) {
    return {
      response: `Could you be a bit more specific? I can only answer from what ${names.doc} says.${topicHint(index, mode)}`,
      citations: [],
      kind: "too-vague",
    };
  }

  const notCovered = (words: readonly string[]): DeckAnswer => {
    const about = words.length > 0 ? `, and it says nothing about ${listWords(words)}` : "";
    return {
      response: `${names.Doc} doesn't seem to cover that. I only answer from what ${names.doc} itself says${about}. I'd rather not guess.${unreadNote(index)}${topicHint(index, mode)}`,
      citations: [],
      kind: "not-covered",
    };
  };

  // The question names an investor topic (valuation, burn, churn…) the deck never mentions,
  // not even by a synonym: nothing in it can answer, however related other passages look.
  const absent = unseenTopics(
    index,
    terms.filter((t) => t.weight >= 1),
    question,
  );
  if (absent.length > 0) return notCovered(absent.map((t) => t.word));

  const { ranked: byTerms, unknown, terms: weighted } = rankForQuestion(index, question, terms);
  terms = weighted;
  const coverage = assessCoverage(index, terms, byTerms);
  const bestScore = Math.max(0, ...byTerms.slice(0, 3).map(relevanceOf));
  const missingWords = coverage.missing
    .filter((t) => !t.vague && (t.weight >= 1 || unknown.some((u) => u.term === t.term)))
    .map((t) => t.word);

  if (bestScore < MIN_SCORE || coverage.share < PARTIAL_SHARE) return notCovered(missingWords);

  const type: QuestionType = mode === "pitch" ? questionType(question) : "open";
  const fits = answerTest(question, type);
  const typed = TYPED_ANSWERS.has(type);
  const passages = selectPassages(typed ? preferAnswering(byTerms, fits) : byTerms, terms);
  const citations = uniqueCitations(passages);
  const sources = sourcesLine(citations);
  const wantName = type === "who";
  // A passage is read on from its matching line to the line that holds the figure asked for.
  const wantFigure = FIGURE_TYPES.has(type);
  const lines = passages.map((p, i) =>
    passageLines(p.chunk, terms, i === 0 ? MAX_SENTENCES_TOP_PASSAGE : MAX_SENTENCES_PER_PASSAGE, language, {
      wantFigure,
      wantName,
      figure: fits,
    }),
  );
  const texts = lines.map((l) => l.join(" ").replace(/\s+/g, " "));
  const body = passages
    .map((p, i) => (texts[i] ? passage(p.chunk, texts[i]) : ""))
    .filter(Boolean)
    .join("\n");

  // The passages share the question's words but none holds the kind of answer it asks for (a
  // figure, a date, a place, a name): say so, and what the deck does say.
  if (typed && !texts.some((t) => fits(t))) {
    return {
      response: composeReply(
        `${names.Doc} doesn't ${MISSING_ANSWER[type] ?? "give that"}.${unreadNote(index)}`,
        sources,
        body,
      ),
      citations,
      kind: "no-figure",
    };
  }
  // The answer: the lines of the passage that hold it (the first passage holding the kind of
  // answer asked for), cited.
  const answering = typed
    ? Math.max(
        0,
        texts.findIndex((t) => fits(t)),
      )
    : 0;
  const lead = composeLead(lines[answering], {
    fits: typed ? fits : undefined,
    need: wantFigure && asksForRate(question) ? hasRate : undefined,
    score: (line) => lineScore(line, terms, language),
    wantName,
    bold: wantFigure,
    label: citationOf(passages[answering].chunk).label,
  });
  // "Says nothing about X" only for a word no page of the deck holds, not even by a synonym.
  const absentWords = missingWords.filter((w) => {
    const t = terms.find((q) => q.word === w);
    return !(t?.variants.some((v) => index.postings.has(v.term)) || mentions(index, w));
  });
  if ((coverage.share < COVERED_SHARE || unknown.length > 0) && missingWords.length > 0) {
    // Its own paragraph: the answer's opening paragraph is the answer, never a refusal.
    const note = absentWords.length > 0 ? `_It says nothing about ${listWords(absentWords)}._` : "";
    return { response: composeReply(lead, sources, body, note), citations, kind: "partial" };
  }
  return { response: composeReply(lead, sources, body), citations, kind: "answered" };
}
