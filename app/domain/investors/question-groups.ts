/**
 * The "what investors ask" digest: the investors' chat questions grouped by what they ask
 * about, each group with the number of distinct askers, a representative question, the deck
 * pages its answers cited, and whether the deck covered it at all — the groups nobody got an
 * answer for are the founder's to-do list for the next deck version. Pure.
 *
 * Questions meet on meaning first: a question naming one of the investors' key phrases
 * (question-topics.ts: 'burn rate', 'runway', 'churn', 'retention', 'valuation', 'team'…,
 * Snowball-stemmed in English and Dutch) is asked about that meaning, the most specific one
 * when it names several. Other questions meet on normalised terms, with the deck chat's own
 * text rules (stop words, stemming, the investor vocabulary's synonyms), words that only
 * qualify a figure ('monthly', 'rate') or name no topic ('used', 'paying') set aside. Each
 * round takes the topic most askers share among the questions left and groups every question
 * naming it, so a question that names two topics counts once, under the more widely asked one.
 *
 * A group is a to-do for the next deck version only when no page answers it: no answer cited
 * a page, and no page of the live deck names the topic.
 */
import { vocabularyTopics } from "../deck/retrieval";
import {
  contentWords,
  type Language,
  normaliseText,
  QUESTION_FRAME_WORDS,
  stem,
  VAGUE_QUESTION_WORDS,
} from "../deck/text";
import { meaningTopic, meaningTopicsOf, pagesNaming, type StemmedPage } from "./question-topics";

export type AskedQuestionInput = {
  /** Who asked: an investor or an anonymous visitor (one key per person). */
  asker: string;
  question: string;
  askedAt: string;
  /** The deck pages the answer cited; empty when the deck did not cover the question. */
  pages: readonly number[];
};

export type QuestionGroup = {
  /** The shared term (a stem); stable between loads, for keys and tests. */
  topic: string;
  /** The topic as the askers wrote it ('churn', 'competitors'). */
  label: string;
  askers: number;
  questions: number;
  /** The phrasing most askers used (ties: the plainest), as first written. */
  representative: string;
  /** Up to three other phrasings, as written. */
  otherPhrasings: string[];
  /** Pages the group's answers cited, the most cited first. */
  pages: { page: number; answers: number }[];
  /** Pages of the live deck that name the topic although no answer cited them. */
  deckPages: number[];
  /** False when no answer in the group cited a deck page and no page of the deck names the topic. */
  covered: boolean;
  lastAskedAt: string;
};

export type QuestionDigest = { groups: QuestionGroup[]; notCovered: QuestionGroup[] };

/**
 * Words that qualify a figure rather than name a topic ('how *high* is churn', 'churn *rate*
 * per *month*', 'hoe *hoog*'): a question's topic comes from its other words when it has any.
 */
const QUALIFIERS: ReadonlySet<string> = new Set(
  `high higher low lower rate rates ratio percentage percent number numbers amount amounts level levels size big
   month months monthly year years yearly annual annually week weeks weekly quarter quarters quarterly day days
   daily average typical expected much many currently per
   hoog hoger laag lager percentage procent aantal bedrag niveau maand maanden jaar jaren week weken kwartaal
   maandelijks maandelijkse jaarlijks jaarlijkse gemiddeld gemiddelde groot grootte`
    .split(/\s+/)
    .filter(Boolean),
);

// Function words that tell a Dutch question from an English one (short texts: detectLanguage
// needs more words than a chat question has).
const DUTCH_WORDS = new Set([
  "wat",
  "hoe",
  "hoeveel",
  "wie",
  "waarom",
  "welke",
  "jullie",
  "hebben",
  "zijn",
  "de",
  "het",
  "een",
  "van",
  "je",
  "jij",
  "uw",
  "waar",
  "wanneer",
  "er",
  "met",
  "voor",
  "op",
  "naar",
  "niet",
]);
const ENGLISH_WORDS = new Set([
  "what",
  "how",
  "who",
  "why",
  "which",
  "your",
  "you",
  "do",
  "does",
  "the",
  "are",
  "of",
  "for",
  "with",
  "to",
  "when",
  "where",
  "have",
  "has",
  "a",
  "an",
]);

export function questionLanguage(question: string): Language {
  let nl = 0;
  let en = 0;
  for (const w of normaliseText(question).match(/[\p{L}]+/gu) ?? []) {
    if (DUTCH_WORDS.has(w)) nl++;
    if (ENGLISH_WORDS.has(w)) en++;
  }
  return nl > en ? "nl" : "en";
}

// Greetings and thanks name no topic, nor do verbs that only frame one ('what is it *used* for',
// '*paying* customers').
const SMALL_TALK: ReadonlySet<string> = new Set(
  `hi hello hey hallo hoi goedemorgen goedemiddag thanks bedankt dank cheers use used using uses pay paying paid
   gebruikt gebruiken betalen betalend betalende`
    .split(/\s+/)
    .filter(Boolean),
);

type Term = { term: string; word: string; qualifier: boolean; vocabulary: boolean };

/** A question's terms: its content words, stemmed, each investor-vocabulary word as its topic. */
export function questionTerms(question: string): Term[] {
  const language = questionLanguage(question);
  const topicsEn = vocabularyTopics("en");
  const topicsNl = vocabularyTopics("nl");
  const seen = new Set<string>();
  const out: Term[] = [];
  for (const { word, compound, display } of contentWords(question)) {
    if (
      compound ||
      SMALL_TALK.has(word) ||
      QUESTION_FRAME_WORDS.has(word) ||
      (VAGUE_QUESTION_WORDS.has(word) && !QUALIFIERS.has(word))
    )
      continue;
    // Either language's vocabulary may know the word ('churn' is Dutch too; 'klanten' may come in an English sentence).
    const own = stem(word, language);
    const topic =
      language === "nl"
        ? (topicsNl.get(own) ?? topicsEn.get(stem(word, "en")))
        : (topicsEn.get(own) ?? topicsNl.get(stem(word, "nl")));
    const term = topic ?? own;
    if (seen.has(term)) continue;
    seen.add(term);
    out.push({ term, word: display, qualifier: QUALIFIERS.has(word), vocabulary: topic !== undefined });
  }
  return out;
}

type Prepared = AskedQuestionInput & {
  index: number;
  terms: Term[];
  key: string;
  topics: string[];
  vocabulary: Set<string>;
  /** Taken into a group. */
  removed: boolean;
};

const phrasingKey = (q: string) =>
  normaliseText(q)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

type TopicStats = {
  /** The remaining questions naming the topic, in the order asked, each with the topic's place among its topics. */
  members: { q: Prepared; place: number }[];
  /** How many remaining questions each asker has under the topic. */
  askers: Map<string, number>;
  count: number;
  /** Where to look for the topic's first remaining question. */
  first: number;
  /** Bumped at each change: the queue's entries of older versions are stale. */
  version: number;
};

type QueuedTopic = {
  topic: string;
  version: number;
  askers: number;
  count: number;
  weight: number;
  first: number;
};

/** Whether a topic's round comes before another's (see groupQuestions). */
const comesFirst = (a: QueuedTopic, b: QueuedTopic) =>
  (a.askers - b.askers ||
    a.count - b.count ||
    a.weight - b.weight ||
    b.topic.localeCompare(a.topic) ||
    b.first - a.first) > 0;

/** A binary heap of topics, the next round's on top. */
class TopicQueue {
  private heap: QueuedTopic[] = [];

  push(item: QueuedTopic) {
    const h = this.heap;
    let i = h.length;
    h.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!comesFirst(item, h[parent]!)) break;
      h[i] = h[parent]!;
      i = parent;
    }
    h[i] = item;
  }

  pop(): QueuedTopic | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length === 0 || !last) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= h.length) break;
      const c = l + 1 < h.length && comesFirst(h[l + 1]!, h[l]!) ? l + 1 : l;
      if (!comesFirst(h[c]!, last)) break;
      h[i] = h[c]!;
      i = c;
    }
    h[i] = last;
    return top;
  }
}

/**
 * The digest, largest groups first (by askers, then questions, then the latest question).
 * A question without any content word ('Hi!') is left out.
 */
export function groupQuestions(
  questions: readonly AskedQuestionInput[],
  /** The live deck's pages, stemmed (stemPages; stored per version of the text). */
  deckPages: readonly StemmedPage[] | null = null,
): QuestionDigest {
  // Investors ask the same things in the same words: each distinct text is analysed once.
  const analysed = new Map<string, Pick<Prepared, "terms" | "key" | "topics" | "vocabulary"> | null>();
  const left: Prepared[] = [];
  questions.forEach((q, index) => {
    let a = analysed.get(q.question);
    if (a === undefined) {
      const terms = questionTerms(q.question);
      // A question's topic: the most specific meaning it names; else its non-qualifier terms,
      // or its qualifiers when it has nothing else.
      const meaning = meaningTopicsOf(q.question)[0];
      const named = terms.filter((t) => !t.qualifier);
      a =
        terms.length === 0
          ? null
          : meaning
            ? {
                terms,
                key: phrasingKey(q.question),
                topics: [meaning.key],
                vocabulary: new Set([meaning.key]),
              }
            : {
                terms,
                key: phrasingKey(q.question),
                topics: (named.length > 0 ? named : terms).map((t) => t.term),
                vocabulary: new Set(terms.filter((t) => t.vocabulary).map((t) => t.term)),
              };
      analysed.set(q.question, a);
    }
    if (a) left.push({ ...q, index, ...a, removed: false });
  });

  // Per topic: its askers, its questions, and how topic-like it is (an investor-vocabulary
  // word, and its place: questions name their topic late, 'do you *hold* *patents*'). Kept
  // up to date as each round takes its questions out, rather than counted again every round.
  const stats = new Map<string, TopicStats>();
  for (const q of left)
    q.topics.forEach((t, place) => {
      let s = stats.get(t);
      if (!s) stats.set(t, (s = { members: [], askers: new Map(), count: 0, first: 0, version: 0 }));
      s.members.push({ q, place });
      s.askers.set(q.asker, (s.askers.get(q.asker) ?? 0) + 1);
      s.count++;
    });
  // Summed in the order asked, as a fresh count would: the comparison of weights stays exact.
  const weightOf = (s: TopicStats) => {
    let w = 0;
    for (const { q, place } of s.members)
      if (!q.removed) w += (q.vocabulary.has(q.topics[place]!) ? 1 : 0) + (place + 1) / (q.topics.length + 1);
    return w;
  };
  const firstLeft = (s: TopicStats) => {
    while (s.members[s.first]!.q.removed) s.first++;
    const { q, place } = s.members[s.first]!;
    return q.index + place / (q.topics.length + 1);
  };
  // The topic most askers share, then the most questions, the most topic-like, the first by
  // name; should two names collate alike, the one asked first (as a fresh count's order had it).
  const queue = new TopicQueue();
  const enqueue = (topic: string, s: TopicStats) => {
    s.version++;
    queue.push({
      topic,
      version: s.version,
      askers: s.askers.size,
      count: s.count,
      weight: weightOf(s),
      first: firstLeft(s),
    });
  };
  for (const [t, s] of stats) enqueue(t, s);

  // The deck's pages that name a topic no answer cited a page for.
  const pagesOfDeck = (topic: string) => (deckPages ? pagesNaming(topic, deckPages) : []);

  const groups: QuestionGroup[] = [];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const top = stats.get(next.topic);
    // An entry from before the topic lost questions: its newer entry is queued.
    if (!top || top.version !== next.version) continue;
    const members = top.members.filter((m) => !m.q.removed).map((m) => m.q);
    const changed = new Set<string>();
    for (const q of members) {
      q.removed = true;
      for (const t of q.topics) {
        const s = stats.get(t)!;
        if (--s.count === 0) {
          stats.delete(t);
          changed.delete(t);
          continue;
        }
        const n = s.askers.get(q.asker)! - 1;
        if (n === 0) s.askers.delete(q.asker);
        else s.askers.set(q.asker, n);
        changed.add(t);
      }
    }
    for (const t of changed) enqueue(t, stats.get(t)!);
    groups.push(describeGroup(next.topic, members, pagesOfDeck));
  }
  groups.sort(
    (a, b) =>
      b.askers - a.askers ||
      b.questions - a.questions ||
      (a.lastAskedAt < b.lastAskedAt ? 1 : a.lastAskedAt > b.lastAskedAt ? -1 : 0) ||
      a.topic.localeCompare(b.topic),
  );
  return { groups, notCovered: groups.filter((g) => !g.covered) };
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0]!;
  for (const [v, n] of counts)
    if (n > counts.get(best)! || (n === counts.get(best)! && v.length < best.length)) best = v;
  return best;
}

function describeGroup(
  topic: string,
  members: readonly Prepared[],
  deckPages: (topic: string) => number[],
): QuestionGroup {
  const byPhrasing = new Map<string, { text: string; askers: Set<string>; terms: number; first: number }>();
  for (const q of members) {
    let p = byPhrasing.get(q.key);
    if (!p)
      byPhrasing.set(
        q.key,
        (p = { text: q.question.trim(), askers: new Set(), terms: q.terms.length, first: q.index }),
      );
    p.askers.add(q.asker);
  }
  // The plainest phrasing: most askers, then the fewest other terms, the shortest, the first.
  const phrasings = [...byPhrasing.values()].sort(
    (a, b) =>
      b.askers.size - a.askers.size ||
      a.terms - b.terms ||
      a.text.length - b.text.length ||
      a.first - b.first,
  );
  const pageCounts = new Map<number, number>();
  for (const q of members)
    for (const page of new Set(q.pages)) pageCounts.set(page, (pageCounts.get(page) ?? 0) + 1);
  const pages = [...pageCounts]
    .map(([page, answers]) => ({ page, answers }))
    .sort((a, b) => b.answers - a.answers || a.page - b.page);
  const cited = pages.length > 0;
  const named = cited ? [] : deckPages(topic);
  const words = members.flatMap((q) => q.terms.filter((t) => t.term === topic).map((t) => t.word));
  return {
    topic,
    label: meaningTopic(topic)?.label ?? (words.length > 0 ? mostCommon(words) : topic),
    askers: new Set(members.map((q) => q.asker)).size,
    questions: members.length,
    representative: phrasings[0]!.text,
    otherPhrasings: phrasings.slice(1, 4).map((p) => p.text),
    pages,
    deckPages: named,
    covered: cited || named.length > 0,
    lastAskedAt: members.reduce((a, q) => (q.askedAt > a ? q.askedAt : a), members[0]!.askedAt),
  };
}
