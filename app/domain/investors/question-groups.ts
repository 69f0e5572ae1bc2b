/**
 * The "what investors ask" digest: the investors' chat questions grouped by what they ask
 * about, each group with the number of distinct askers, a representative question, the deck
 * pages its answers cited, and whether the deck covered it at all — the groups nobody got an
 * answer for are the founder's to-do list for the next deck version. Pure.
 *
 * Questions meet on normalised terms, with the deck chat's own text rules (stop words, Snowball
 * stemming in English and Dutch, the investor vocabulary's synonyms): 'What is your churn?',
 * 'How high is churn?' and 'Churn rate per month?' share the topic 'churn'. Each round takes
 * the topic most askers share among the questions left and groups every question naming it,
 * so a question that names two topics counts once, under the more widely asked one.
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
  /** False when no answer in the group cited a deck page. */
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
   month months year years week weeks quarter quarters day days average typical expected much many currently
   hoog hoger laag lager percentage procent aantal bedrag niveau maand maanden jaar jaren week weken kwartaal
   gemiddeld gemiddelde groot grootte`
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

// Greetings and thanks name no topic.
const SMALL_TALK: ReadonlySet<string> = new Set(
  "hi hello hey hallo hoi goedemorgen goedemiddag thanks bedankt dank cheers".split(" "),
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
};

const phrasingKey = (q: string) =>
  normaliseText(q)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * The digest, largest groups first (by askers, then questions, then the latest question).
 * A question without any content word ('Hi!') is left out.
 */
export function groupQuestions(questions: readonly AskedQuestionInput[]): QuestionDigest {
  const left: Prepared[] = [];
  questions.forEach((q, index) => {
    const terms = questionTerms(q.question);
    if (terms.length === 0) return;
    // A question's topics: its non-qualifier terms, or its qualifiers when it has nothing else.
    const named = terms.filter((t) => !t.qualifier);
    const topics = (named.length > 0 ? named : terms).map((t) => t.term);
    left.push({
      ...q,
      index,
      terms,
      key: phrasingKey(q.question),
      topics,
      vocabulary: new Set(terms.filter((t) => t.vocabulary).map((t) => t.term)),
    });
  });

  const groups: QuestionGroup[] = [];
  let remaining = left;
  while (remaining.length > 0) {
    // Per topic: its askers, its questions, and how topic-like it is (an investor-vocabulary
    // word, and its place: questions name their topic late, 'do you *hold* *patents*').
    const stats = new Map<string, { askers: Set<string>; count: number; weight: number }>();
    for (const q of remaining) {
      const topics = q.topics;
      topics.forEach((t, i) => {
        let s = stats.get(t);
        if (!s) stats.set(t, (s = { askers: new Set(), count: 0, weight: 0 }));
        s.askers.add(q.asker);
        s.count++;
        s.weight += (q.vocabulary.has(t) ? 1 : 0) + (i + 1) / (topics.length + 1);
      });
    }
    let best = "";
    let top: { askers: Set<string>; count: number; weight: number } | null = null;
    for (const [t, s] of stats) {
      const order = top
        ? s.askers.size - top.askers.size ||
          s.count - top.count ||
          s.weight - top.weight ||
          best.localeCompare(t)
        : 1;
      if (order > 0) {
        best = t;
        top = s;
      }
    }
    const members = remaining.filter((q) => q.topics.includes(best));
    remaining = remaining.filter((q) => !q.topics.includes(best));
    groups.push(describeGroup(best, members));
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

function describeGroup(topic: string, members: readonly Prepared[]): QuestionGroup {
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
  return {
    topic,
    label: mostCommon(members.flatMap((q) => q.terms.filter((t) => t.term === topic).map((t) => t.word))),
    askers: new Set(members.map((q) => q.asker)).size,
    questions: members.length,
    representative: phrasings[0]!.text,
    otherPhrasings: phrasings.slice(1, 4).map((p) => p.text),
    pages,
    covered: pages.length > 0,
    lastAskedAt: members.reduce((a, q) => (q.askedAt > a ? q.askedAt : a), members[0]!.askedAt),
  };
}
