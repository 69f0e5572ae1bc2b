/**
 * BM25 retrieval over deck chunks (the local provider's "reading"; the workers-ai provider
 * uses it to pick the context it sends when a deck is too long for the model).
 *
 * Build the index once per deck (`buildRetrievalIndex`), then rank each question against
 * it (`rankChunks`): postings lists, so a question costs O(matching postings), not O(deck).
 * Scores use Lucene's BM25: idf = ln(1 + (N − df + 0.5)/(df + 0.5)), k1 = 1.2, b = 0.75.
 * A question word also looks for investor synonyms ('raise' → funding, round, seed…): per
 * word a chunk scores its best variant (a synonym at 0.7) plus a quarter of the others, so
 * a slide dense in the topic outranks one that mentions the word in passing.
 */
import { chunkDeck, type DeckChunk, type DeckPage, withoutRepeatedLines } from "./chunks";
import {
  contentWords,
  detectLanguage,
  type Language,
  QUESTION_FRAME_WORDS,
  splitSentences,
  stem,
  tokenize,
  VAGUE_QUESTION_WORDS,
} from "./text";

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/** A question term found only through a synonym counts this much of a direct match. */
export const SYNONYM_FACTOR = 0.7;
/** Weight of a vague question word ('strategy', 'main', 'big'): see VAGUE_QUESTION_WORDS. */
export const VAGUE_WORD_WEIGHT = 0.25;
/** Other synonyms of a term found in the same chunk add this share of their score (topic density). */
export const SYNONYM_DENSITY = 0.25;

export type RetrievalIndex = {
  chunks: readonly DeckChunk[];
  /** The deck's language: its text and every question are stemmed in it. */
  language: Language;
  /** Index terms of each chunk (title + text), in order: the answer uses them to trim passages. */
  termSets: readonly ReadonlySet<string>[];
  /** term → flat [chunkIndex, tf, chunkIndex, tf, …] */
  postings: ReadonlyMap<string, readonly number[]>;
  idf: ReadonlyMap<string, number>;
  /** idf of a term that no chunk contains (the maximum possible). */
  unseenIdf: number;
  lengths: readonly number[];
  avgLength: number;
  k1: number;
  b: number;
};

export function buildRetrievalIndex(
  chunks: readonly DeckChunk[],
  options: { k1?: number; b?: number; language?: Language } = {},
): RetrievalIndex {
  const language = options.language ?? detectLanguage(chunks.map((c) => c.text).join("\n"));
  const postings = new Map<string, number[]>();
  const termSets: Set<string>[] = [];
  const lengths: number[] = [];
  chunks.forEach((chunk, i) => {
    // A sheet's name ("Costs", "Cash flow") is part of what it is about.
    const tokens = [
      ...(chunk.source === "sheet" && chunk.name ? tokenize(chunk.name, language) : []),
      ...(chunk.title ? tokenize(chunk.title, language) : []),
      ...tokenize(chunk.text, language),
    ];
    lengths.push(tokens.length);
    const tf = new Map<string, number>();
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    termSets.push(new Set(tf.keys()));
    for (const [term, count] of tf) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(i, count);
    }
  });
  const n = chunks.length;
  const idf = new Map<string, number>();
  for (const [term, list] of postings) {
    const df = list.length / 2;
    idf.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  }
  const total = lengths.reduce((a, b) => a + b, 0);
  return {
    chunks,
    language,
    termSets,
    postings,
    idf,
    unseenIdf: Math.log(1 + (n + 0.5) / 0.5),
    lengths,
    avgLength: n > 0 ? total / n : 0,
    k1: options.k1 ?? BM25_K1,
    b: options.b ?? BM25_B,
  };
}

/** Convenience: pages → chunks → index. */
export function indexDeck(pages: readonly DeckPage[]): RetrievalIndex {
  return buildRetrievalIndex(chunkDeck(withoutRepeatedLines(pages)));
}

/* ------------------------------------------------------------------ queries */

// Investor vocabulary: a question word also looks for these (at SYNONYM_FACTOR).
const SYNONYM_GROUPS: readonly string[][] = [
  [
    "price",
    "pricing",
    "priced",
    "cost",
    "costs",
    "expensive",
    "cheap",
    "cheaper",
    "subscription",
    "tier",
    "tiers",
    "plan",
    "plans",
    "fee",
    "fees",
    "charge",
    "charges",
    "commission",
    "prijs",
    "prijzen",
    "kosten",
    "abonnement",
  ],
  ["expense", "expenses", "cost", "costs", "spend", "spending", "burn", "uitgaven", "kosten"],
  [
    "raise",
    "raising",
    "raised",
    "funding",
    "fund",
    "funds",
    "round",
    "seed",
    "investment",
    "invest",
    "ask",
    "financiering",
    "investering",
    "kapitaal",
    "capital",
    "opgehaald",
    "ophalen",
    "haalt",
  ],
  [
    "competitor",
    "competitors",
    "competition",
    "compete",
    "competing",
    "rival",
    "rivals",
    "alternative",
    "alternatives",
    "concurrent",
    "concurrenten",
    "concurrentie",
    "advantage",
  ],
  [
    "founder",
    "founders",
    "founded",
    "team",
    "ceo",
    "cto",
    "coo",
    "oprichter",
    "oprichters",
    "opgericht",
    "people",
    "employees",
    "staff",
    "medewerkers",
    "hires",
    "management",
  ],
  [
    "revenue",
    "revenues",
    "sales",
    "turnover",
    "omzet",
    "arr",
    "mrr",
    "income",
    "recurring",
    "earn",
    "monetise",
    "monetize",
  ],
  [
    "customer",
    "customers",
    "client",
    "clients",
    "klant",
    "klanten",
    "user",
    "users",
    "shops",
    "retailers",
    "paying",
    "buyers",
  ],
  ["market", "markets", "tam", "sam", "som", "markt", "segment", "addressable", "industry"],
  ["churn", "retention", "retain", "verloop", "nrr"],
  ["profit", "profitable", "profitability", "break-even", "breakeven", "winst", "winstgevend", "loss"],
  ["roadmap", "plans", "future", "next", "planning", "vision", "release", "launch"],
  ["growth", "grow", "grew", "grown", "growing", "groei", "traction", "cagr"],
  [
    "projection",
    "projections",
    "projected",
    "project",
    "forecast",
    "forecasts",
    "target",
    "targets",
    "expected",
    "prognose",
    "doel",
  ],
  [
    "businessmodel",
    "monetisation",
    "monetization",
    "monetise",
    "monetize",
    "money",
    "licensing",
    "licence",
    "license",
    "verdienmodel",
  ],
  ["margin", "margins", "marge", "gross"],
  [
    "acquisition",
    "acquire",
    "channel",
    "channels",
    "go-to-market",
    "gtm",
    "funnel",
    "leads",
    "werven",
    "werft",
    "werving",
    "kanaal",
    "kanalen",
  ],
  ["agency", "agencies", "partner", "partners", "partnership", "bureau", "bureaus", "reseller", "resellers"],
  ["runway", "burn", "cash"],
  ["problem", "pain", "probleem", "problemen", "challenge"],
  ["solve", "solves", "solution", "solutions", "oplossen", "oplossing", "oplossingen"],
  ["product", "features", "feature", "platform", "functionality"],
  ["valuation", "waardering", "pre-money", "post-money", "terms"],
  [
    "use",
    "used",
    "uses",
    "using",
    "spend",
    "allocation",
    "allocate",
    "split",
    "breakdown",
    "besteding",
    "besteed",
    "besteden",
  ],
  ["located", "location", "headquarters", "city", "gevestigd", "hoofdkantoor", "vestiging"],
  ["patent", "patents", "ip", "intellectual", "octrooi", "octrooien"],
];

/** stem → synonym stems, built once per language. */
const SYNONYMS = new Map<Language, ReadonlyMap<string, ReadonlySet<string>>>();

function synonymsOf(language: Language): ReadonlyMap<string, ReadonlySet<string>> {
  const known = SYNONYMS.get(language);
  if (known) return known;
  const map = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    // A hyphenated synonym ('go-to-market') stands for its joined form only, not its parts.
    const stems = [
      ...new Set(
        group.flatMap((w) => {
          const words = contentWords(w);
          const joined = words.filter((x) => x.compound);
          return (joined.length > 0 ? joined : words).map((x) => stem(x.word, language));
        }),
      ),
    ];
    for (const s of stems) {
      let set = map.get(s);
      if (!set) map.set(s, (set = new Set()));
      for (const other of stems) if (other !== s) set.add(other);
    }
  }
  SYNONYMS.set(language, map);
  return map;
}

export type QueryTerm = {
  /** The stem looked up. */
  term: string;
  /** The question's own word(s) for it, for messages ("nothing about **weather**"). */
  word: string;
  /** 1 for the question's words; less for words carried over from an earlier question. */
  weight: number;
  /** The term itself (factor 1) and its synonyms (SYNONYM_FACTOR). */
  variants: readonly { term: string; factor: number }[];
  /** A VAGUE_QUESTION_WORDS word: low weight, and left out of coverage when other terms exist. */
  vague: boolean;
  /** The joined form of a hyphenated word: ranks, but its parts carry the coverage. */
  compound: boolean;
};

const CHART_KIND =
  /\b(?:bar|pie|line|column|area|donut|doughnut|stacked|waterfall)\s+(chart|graph|diagram)s?\b/giu;

/**
 * Content terms of a question, each with its synonyms, stemmed in the deck's language; a
 * repeated word counts once, and words that only frame the question ('according to the
 * chart', 'so far') are left out.
 */
export function analyseQuestion(question: string, weight = 1, language: Language = "en"): QueryTerm[] {
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  const synonyms = synonymsOf(language);
  // 'In the bar chart…': the kind of chart frames the question like 'chart' itself ('bars' alone may be a topic).
  const framed = question.replace(CHART_KIND, "chart");
  for (const { word, compound, display } of contentWords(framed)) {
    if (QUESTION_FRAME_WORDS.has(word)) continue;
    const term = stem(word, language);
    if (seen.has(term)) continue;
    seen.add(term);
    const variants = [
      { term, factor: 1 },
      ...[...(synonyms.get(term) ?? [])].map((t) => ({ term: t, factor: SYNONYM_FACTOR })),
    ];
    const vague = VAGUE_QUESTION_WORDS.has(word);
    terms.push({
      term,
      word: display,
      weight: vague ? weight * VAGUE_WORD_WEIGHT : weight,
      variants,
      vague,
      compound,
    });
  }
  return terms;
}

export type RankedChunk = {
  chunk: DeckChunk;
  /** Position in `index.chunks`. */
  position: number;
  score: number;
  /** Question terms (stems) this chunk contains, directly or through a synonym. */
  matched: string[];
  /** The subset of `matched` found as the question's own word (not a synonym). */
  direct: string[];
  /**
   * How relevant the chunk is, before the reranker's order-only boost for direct matches: the
   * score thresholds (minimum, second passages, coverage) compare this. Unset = `score`.
   */
  relevance?: number;
};

/** A ranked chunk's relevance for score thresholds. */
export const relevanceOf = (r: RankedChunk) => r.relevance ?? r.score;

/**
 * Chunks ranked by BM25 for a question (a string, or terms from `analyseQuestion`). Only
 * chunks with a positive score are returned; ties keep deck order.
 */
export function rankChunks(
  index: RetrievalIndex,
  question: string | readonly QueryTerm[],
  options: { limit?: number } = {},
): RankedChunk[] {
  const terms = typeof question === "string" ? analyseQuestion(question, 1, index.language) : question;
  const n = index.chunks.length;
  const scores = new Float64Array(n);
  const matched: string[][] = [];
  const direct: string[][] = [];
  const best = new Float64Array(n);
  const sum = new Float64Array(n);
  const isDirect = new Uint8Array(n);
  const touched: number[] = [];
  for (const q of terms) {
    touched.length = 0;
    for (const v of q.variants) {
      const list = index.postings.get(v.term);
      if (!list) continue;
      const idf = index.idf.get(v.term) ?? 0;
      for (let i = 0; i < list.length; i += 2) {
        const c = list[i];
        const tf = list[i + 1];
        const norm = index.avgLength > 0 ? index.lengths[c] / index.avgLength : 1;
        const s = (v.factor * idf * (tf * (index.k1 + 1))) / (tf + index.k1 * (1 - index.b + index.b * norm));
        if (best[c] === 0) touched.push(c);
        if (s > best[c]) best[c] = s;
        sum[c] += s;
        if (v.factor === 1) isDirect[c] = 1;
      }
    }
    for (const c of touched) {
      scores[c] += q.weight * (best[c] + SYNONYM_DENSITY * (sum[c] - best[c]));
      best[c] = 0;
      sum[c] = 0;
      (matched[c] ??= []).push(q.term);
      if (isDirect[c]) (direct[c] ??= []).push(q.term);
      isDirect[c] = 0;
    }
  }
  const ranked: RankedChunk[] = [];
  for (let c = 0; c < n; c++) {
    if (scores[c] > 0)
      ranked.push({
        chunk: index.chunks[c],
        position: c,
        score: scores[c],
        matched: matched[c] ?? [],
        direct: direct[c] ?? [],
      });
  }
  ranked.sort((a, b) => b.score - a.score || a.position - b.position);
  return options.limit !== undefined ? ranked.slice(0, options.limit) : ranked;
}

/** A reranked chunk's bonus per unit of the best line's term weight (see `rerankByProximity`). */
export const PROXIMITY_WEIGHT = 0.5;
export const RERANK_DEPTH = 8;
/** A chunk with all of the question's own (non-vague) words as written scores this much more. */
export const DIRECT_MATCH_BOOST = 0.5;
/** Below the top three, a chunk counts for coverage when it scores this share of the best one. */
export const COVERAGE_SCORE_RATIO = 0.3;

/**
 * The top chunks reranked by proximity: BM25 counts a chunk's terms wherever they are, but an
 * answer sits where the question's terms meet — one line or sentence ("GENERAL MANAGER",
 * "ARR … USD 120k"). Each of the first `depth` chunks gains PROXIMITY_WEIGHT × the idf-weighted
 * terms of its best line (with the line after it, as slides put a label over its value).
 */
export function rerankByProximity(
  index: RetrievalIndex,
  ranked: readonly RankedChunk[],
  terms: readonly QueryTerm[],
  depth = RERANK_DEPTH,
): RankedChunk[] {
  const core = terms.filter((q) => !q.vague);
  const weightOf = (q: QueryTerm) => q.weight * (index.idf.get(q.term) ?? index.unseenIdf);
  const coreWeight = core.reduce((sum, q) => sum + weightOf(q), 0);
  const head = ranked.slice(0, depth).map((r) => {
    const lines = splitSentences(r.chunk.text).map((l) => new Set(tokenize(l, index.language)));
    let best = 0;
    for (let i = 0; i < lines.length; i++) {
      let score = 0;
      for (const q of terms) {
        let f = 0;
        for (const v of q.variants)
          if ((lines[i].has(v.term) || lines[i + 1]?.has(v.term)) && v.factor > f) f = v.factor;
        score += f * q.weight * (index.idf.get(q.term) ?? 0);
      }
      if (score > best) best = score;
    }
    // The question's own words found as written outrank the same topic found through synonyms
    // ("annual recurring revenue" = ARR on the traction slide, not 'revenue' on the problem slide).
    const direct =
      coreWeight > 0
        ? core.filter((q) => r.direct.includes(q.term)).reduce((sum, q) => sum + weightOf(q), 0) / coreWeight
        : 0;
    const relevance = r.score + PROXIMITY_WEIGHT * best;
    return { ...r, relevance, score: relevance * (1 + DIRECT_MATCH_BOOST * direct) };
  });
  head.sort((a, b) => b.score - a.score || a.position - b.position);
  return [...head, ...ranked.slice(depth)];
}

export type Coverage = {
  /** Share (0..1) of the question's information (idf-weighted) found in the top chunks. */
  share: number;
  matched: QueryTerm[];
  missing: QueryTerm[];
};

/**
 * How much of a question the deck answers: the idf-weighted share of its terms that occur
 * in the `top` best chunks. A term no chunk contains weighs the maximum idf, so "the capital
 * of France" is mostly missing even though the deck mentions working capital. Vague words
 * ('strategy', 'big') and joined compounds ('gotomarket', whose parts count) are left out
 * unless the question has nothing else.
 */
export function assessCoverage(
  index: RetrievalIndex,
  terms: readonly QueryTerm[],
  ranked: readonly RankedChunk[],
  top = 3,
): Coverage {
  // The top chunks, and lower ones close enough to be quoted beside them (a question's words
  // spread over two slides: the customers on one, the fees on another).
  const best = Math.max(0, ...ranked.slice(0, top).map(relevanceOf));
  const considered = ranked.filter(
    (r, i) => i < top || (i < RERANK_DEPTH && relevanceOf(r) >= best * COVERAGE_SCORE_RATIO),
  );
  const found = new Set(considered.flatMap((r) => r.matched));
  let total = 0;
  let hit = 0;
  const matched: QueryTerm[] = [];
  const missing: QueryTerm[] = [];
  const core = terms.filter((q) => !q.vague && !q.compound);
  const counted = core.length > 0 ? core : terms;
  for (const q of counted) {
    const w = q.weight * (index.idf.get(q.term) ?? index.unseenIdf);
    total += w;
    if (found.has(q.term)) {
      hit += w;
      matched.push(q);
    } else missing.push(q);
  }
  return { share: total > 0 ? hit / total : 0, matched, missing };
}

/**
 * What investors ask after that a deck either states or does not: a metric, a deal term, a
 * fact about the company. When a question names one of these and the deck contains neither
 * the word nor a synonym, the deck does not answer it — other passages that match the rest of
 * the question ('raising', the company's name) are only loosely related.
 */
const INVESTOR_TOPIC_WORDS =
  `valuation valuations pre-money post-money premoney postmoney cap burn runway churn margin margins
  ebitda ebit profit profits profitable loss losses breakeven break-even headquarters headquartered hq city office offices
  located location address headcount employees staff revenue revenues turnover sales income arr mrr ltv cac arpu nps gmv
  dilution shares equity debt loan loans exit ipo investors investor patent patents
  waardering winst verlies marge omzet medewerkers kantoor hoofdkantoor`
    .split(/\s+/)
    .filter(Boolean);

const TOPIC_STEMS = new Map<Language, ReadonlySet<string>>();

function topicStems(language: Language): ReadonlySet<string> {
  let set = TOPIC_STEMS.get(language);
  if (!set) {
    set = new Set(
      INVESTOR_TOPIC_WORDS.flatMap((w) => {
        const words = contentWords(w);
        const joined = words.filter((x) => x.compound);
        return (joined.length > 0 ? joined : words).map((x) => stem(x.word, language));
      }),
    );
    TOPIC_STEMS.set(language, set);
  }
  return set;
}

/** Does the term name an investor topic (valuation, burn, headquarters…)? */
export function isInvestorTopic(
  index: Pick<RetrievalIndex, "language">,
  term: Pick<QueryTerm, "term">,
): boolean {
  return topicStems(index.language).has(term.term);
}

/** The question's investor-topic terms of which neither the term nor a synonym occurs anywhere in the deck. */
export function unseenTopics(index: RetrievalIndex, terms: readonly QueryTerm[], question = ""): QueryTerm[] {
  const topics = topicStems(index.language);
  const named = terms.filter((t) => topics.has(t.term));
  // Seen: the term, or a synonym that is itself such a topic ('burn' is not seen in 'sold at cost').
  const absent = named.filter(
    (t) => !t.variants.some((v) => (v.factor === 1 || topics.has(v.term)) && index.postings.has(v.term)),
  );
  // "EBITDA or net loss", "revenue or customers": one named alternative the deck has is enough.
  return absent.length === named.length || !/\b(or|of)\b/i.test(question) ? absent : [];
}

/* ---------------------------------------------------------------- benchmark */

export type RetrievalBenchmark = {
  pages: number;
  chunks: number;
  questions: number;
  iterations: number;
  /** Building the index once (chunking + tokenising + postings). */
  buildMs: number;
  /** One question ranked (or `run`), over all iterations × questions. */
  medianMs: number;
  p95Ms: number;
  maxMs: number;
};

/**
 * Micro-benchmark for `npm run bench`: index `pages` once, then time `run` (default:
 * `rankChunks`) for every question, `iterations` times. The only function of app/domain
 * that reads a clock — through `now`, which defaults to `performance.now`; rules never call it.
 */
export function benchmarkRetrieval(
  pages: readonly DeckPage[],
  questions: readonly string[],
  options: {
    iterations?: number;
    now?: () => number;
    run?: (index: RetrievalIndex, question: string) => unknown;
  } = {},
): RetrievalBenchmark {
  const now = options.now ?? (() => globalThis.performance.now());
  const iterations = options.iterations ?? 50;
  const run = options.run ?? ((index, q) => rankChunks(index, q));
  const t0 = now();
  const index = indexDeck(pages);
  const buildMs = now() - t0;
  for (const q of questions) run(index, q); // warm-up
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    for (const q of questions) {
      const start = now();
      run(index, q);
      times.push(now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))] : 0;
  return {
    pages: pages.length,
    chunks: index.chunks.length,
    questions: questions.length,
    iterations,
    buildMs,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: times.length ? times[times.length - 1] : 0,
  };
}

/**
 * One topic per investor-vocabulary stem, for telling questions about the same thing apart
 * from others (the "what investors ask" digest): a stem that belongs to exactly one synonym
 * group maps to that group's first word ('klanten', 'clients' → 'customer'), the same name in
 * either language; a stem in several groups ('cost', 'burn') is left out and stays itself.
 */
const VOCABULARY_TOPICS = new Map<Language, ReadonlyMap<string, string>>();

export function vocabularyTopics(language: Language): ReadonlyMap<string, string> {
  const known = VOCABULARY_TOPICS.get(language);
  if (known) return known;
  const groupsOf = new Map<string, Set<number>>();
  SYNONYM_GROUPS.forEach((group, g) => {
    const stems = group.flatMap((w) => {
      const words = contentWords(w);
      const joined = words.filter((x) => x.compound);
      return (joined.length > 0 ? joined : words).map((x) => stem(x.word, language));
    });
    for (const s of stems) {
      let set = groupsOf.get(s);
      if (!set) groupsOf.set(s, (set = new Set()));
      set.add(g);
    }
  });
  const map = new Map<string, string>();
  for (const [s, groups] of groupsOf) if (groups.size === 1) map.set(s, SYNONYM_GROUPS[[...groups][0]!]![0]!);
  VOCABULARY_TOPICS.set(language, map);
  return map;
}
