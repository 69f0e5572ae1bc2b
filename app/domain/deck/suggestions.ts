/**
 * Suggested questions for the pitch-deck and forecast chats (docs/product.md#suggested-questions).
 *
 * Spec: only when the extracted text has at least 100 characters; the first 8000 characters
 * are the input; 6 questions are requested and the first 4 shown; on failure fall back to
 * the text's own lines ending in '?', then to built-in starters (8 pitch, 6 forecast).
 *
 * Choice (the rule offers "at least 100" and "longer than 100"): **≥ 100 characters of trimmed
 * text** — the spec's main wording, and whitespace is not content.
 *
 * The local source of questions is the deck's own key terms (TF-IDF over its pages, bigrams
 * preferred), turned into investor due-diligence questions. Deterministic: the same text
 * gives the same questions; `refresh` rotates which 4 of the 6 are shown.
 */
import type { ChatMode } from "./answer";
import { chunkDeck, type DeckChunk, parseDeckText } from "./chunks";
import {
  isContentWord,
  type Language,
  normaliseText,
  splitSentences,
  stem,
  STOP_WORDS,
  VAGUE_QUESTION_WORDS,
} from "./text";

export const SUGGESTION_MIN_CHARS = 100;
export const SUGGESTION_INPUT_LIMIT = 8000;
export const SUGGESTIONS_REQUESTED = 6;
export const SUGGESTIONS_SHOWN = 4;
/** Key terms read to rank topics and find specific phrases. */
export const KEY_TERM_POOL = 40;

/** Built-in pitch starters (spec: 8), investor due-diligence style. */
export const PITCH_FALLBACK_STARTERS: readonly string[] = [
  "What problem does the company solve, and for whom?",
  "How large is the target market, and how was it sized?",
  "What is the business model, and how is the product priced?",
  "What traction has the company achieved so far?",
  "Who are the main competitors, and what is the competitive advantage?",
  "What experience does the founding team bring?",
  "How much funding is being raised, and how will it be used?",
  "What are the biggest risks, and how are they mitigated?",
];

/** Built-in forecast starters (spec: 6). */
export const FORECAST_FALLBACK_STARTERS: readonly string[] = [
  "What revenue does the forecast project for the next 12 months?",
  "How do the monthly expenses develop over the forecast period?",
  "When does the company become cash-flow positive?",
  "Which assumptions drive the revenue growth in the forecast?",
  "Which months show the highest and the lowest revenue?",
  "How much funding is needed to reach break-even?",
];

/** The pitch starters in Dutch, for the members' (Dutch) chat page. */
export const PITCH_FALLBACK_STARTERS_NL: readonly string[] = [
  "Welk probleem wil het bedrijf oplossen, en voor wie?",
  "Hoe groot is de doelmarkt, en hoe is die berekend?",
  "Wat is het verdienmodel, en hoe is het product geprijsd?",
  "Welke tractie heeft het bedrijf tot nu toe bereikt?",
  "Wie zijn de belangrijkste concurrenten, en wat is het concurrentievoordeel?",
  "Welke ervaring brengt het oprichtersteam mee?",
  "Hoeveel financiering wordt er opgehaald, en waaraan wordt die besteed?",
  "Wat zijn de grootste risico's, en hoe worden die beperkt?",
];

export const FORECAST_FALLBACK_STARTERS_NL: readonly string[] = [
  "Welke omzet voorspelt de prognose voor de komende 12 maanden?",
  "Hoe ontwikkelen de maandelijkse kosten zich over de prognoseperiode?",
  "Wanneer wordt de kasstroom van het bedrijf positief?",
  "Welke aannames drijven de omzetgroei in de prognose?",
  "Welke maanden hebben de hoogste en de laagste omzet?",
  "Hoeveel financiering is er nodig om break-even te bereiken?",
];

/** The questions are asked in the language of the page that shows them (English unless told). */
export function fallbackStarters(mode: ChatMode, language: Language = "en"): readonly string[] {
  if (language === "nl")
    return mode === "forecast" ? FORECAST_FALLBACK_STARTERS_NL : PITCH_FALLBACK_STARTERS_NL;
  return mode === "forecast" ? FORECAST_FALLBACK_STARTERS : PITCH_FALLBACK_STARTERS;
}

/** The spec's threshold: at least 100 characters of trimmed text. */
export function canSuggestFromText(text: string | null | undefined): boolean {
  return (text ?? "").trim().length >= SUGGESTION_MIN_CHARS;
}

/** What is sent to (or read by) the question generator: the first 8000 characters. */
export function suggestionInput(text: string): string {
  return text.slice(0, SUGGESTION_INPUT_LIMIT);
}

/**
 * The 4 questions shown for a refresh count: a window of 4 that moves by 4 each refresh,
 * wrapping around (6 questions: 1-4, then 5,6,1,2, then 3-6, …).
 */
export function rotateShown(questions: readonly string[], refresh = 0, count = SUGGESTIONS_SHOWN): string[] {
  const n = questions.length;
  if (n <= count) return [...questions];
  const start = (((Math.trunc(refresh) * count) % n) + n) % n;
  return Array.from({ length: count }, (_, i) => questions[(start + i) % n]);
}

/* --------------------------------------------------------------- key terms */

export type KeyTerm = {
  /** As it reads in the deck ('partner agencies', 'Shopify'). */
  phrase: string;
  stems: string[];
  /** Occurrences in the input. */
  count: number;
  score: number;
};

type Occurrence = { stems: string[]; surface: string };

function wordsOf(text: string): { norm: string; surface: string }[] {
  const out: { norm: string; surface: string }[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[.,;:!?()]/gu)) {
    out.push({ norm: normaliseText(m[0]), surface: m[0] });
  }
  return out;
}

// Units, counts and filler nouns: frequent in decks, but never what a question is about; and
// the words a workbook's stored text adds itself ('Column totals', 'data rows' of older uploads).
const NOT_A_TERM = new Set(
  `month months monthly year years yearly annual week weeks day days hour hours minute minutes time times quarter quarters
   percent procent million millions billion billions thousand thousands miljoen miljard euro euros eur dollar dollars
   average total number numbers part parts first second third last next half one two three four five six seven eight
   nine ten eleven twelve twenty thirty hundred tool tools thing things people way ways today every each new own
   maand maanden jaar jaren week weken dag dagen procent gemiddeld totaal
   column columns totals row rows sheet sheets`
    .split(/\s+/)
    .filter(Boolean),
);

const isTermWord = (w: string) =>
  isContentWord(w) &&
  w.length >= 3 &&
  !/^\d/.test(w) &&
  !VAGUE_QUESTION_WORDS.has(w) &&
  !NOT_A_TERM.has(w) &&
  !w.includes("'") &&
  !LOREM_IPSUM_VOCABULARY.has(w);

/**
 * Key terms of a deck: words and two-word phrases (no stop word or punctuation between)
 * that occur at least twice, scored count × ln(1 + pages / pages containing it). Terms on
 * more than half of the pages (the company's own name, 'data') describe everything and are
 * left out; a phrase scores 1.5× (it says more than its words).
 */
export function extractKeyTerms(chunks: readonly DeckChunk[], max = 12): KeyTerm[] {
  const docs = chunks.map((c) => `${c.title ?? ""}\n${c.text}`);
  const n = docs.length;
  const stats = new Map<
    string,
    { stems: string[]; count: number; docs: Set<number>; surfaces: Map<string, number> }
  >();
  docs.forEach((doc, d) => {
    const words = wordsOf(doc);
    const add = (occ: Occurrence) => {
      const key = occ.stems.join(" ");
      let s = stats.get(key);
      if (!s) stats.set(key, (s = { stems: occ.stems, count: 0, docs: new Set(), surfaces: new Map() }));
      s.count++;
      s.docs.add(d);
      s.surfaces.set(occ.surface, (s.surfaces.get(occ.surface) ?? 0) + 1);
    };
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      if (!isTermWord(w.norm)) continue;
      add({ stems: [stem(w.norm)], surface: w.surface });
      const next = words[i + 1];
      if (next && isTermWord(next.norm) && !STOP_WORDS.has(next.norm)) {
        add({ stems: [stem(w.norm), stem(next.norm)], surface: `${w.surface} ${next.surface}` });
      }
    }
  });
  const terms: KeyTerm[] = [];
  for (const s of stats.values()) {
    if (s.count < 2) continue;
    if (n >= 4 && s.docs.size > n / 2) continue;
    const idf = Math.log(1 + n / s.docs.size);
    const phrase = surfaceForm(s.surfaces);
    terms.push({
      phrase,
      stems: s.stems,
      count: s.count,
      score: s.count * idf * (s.stems.length > 1 ? 1.5 : 1),
    });
  }
  terms.sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
  // A word already inside a higher-ranked phrase adds nothing on its own.
  const picked: KeyTerm[] = [];
  for (const t of terms) {
    const inside = picked.some(
      (p) => p.stems.length > 1 && t.stems.length === 1 && p.stems.includes(t.stems[0]),
    );
    if (!inside) picked.push(t);
    if (picked.length >= max) break;
  }
  return picked;
}

/** Most frequent spelling (ties: alphabetical); a leading capital is dropped unless every spelling has it (a name: 'Shopify'). */
function surfaceForm(surfaces: Map<string, number>): string {
  let best = "";
  let bestCount = -1;
  for (const [form, count] of [...surfaces].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (count > bestCount) {
      best = form;
      bestCount = count;
    }
  }
  const alwaysCapitalised = [...surfaces.keys()].every((f) => /^\p{Lu}/u.test(f));
  return alwaysCapitalised ? best : best.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
}

/* --------------------------------------------------------- question making */

/**
 * `plain`: a short question of the topic that a deck answers by itself (tried when `question`
 * is not answerable). `nl`: the same questions in Dutch.
 */
type Topic = {
  id: string;
  triggers: string[];
  question: string;
  plain?: string;
  nl: { question: string; plain?: string };
  /**
   * The titles of the pages that answer the topic's questions ("What does the product do?" is
   * answered from a product or solution page, not from the roadmap or the company's history).
   */
  pages?: RegExp;
  /** …or a lead (the answer's first sentence) that says it in these words, for a page about something else. */
  lead?: RegExp;
};

const topicQuestion = (topic: Topic, language: Language) =>
  language === "nl" ? topic.nl.question : topic.question;
const topicPlain = (topic: Topic, language: Language) => (language === "nl" ? topic.nl.plain : topic.plain);

// Triggers are words; they are stemmed once below, like the key terms.
const PITCH_TOPICS: readonly Topic[] = [
  {
    id: "pricing",
    triggers: ["pricing", "price", "subscription", "tier", "prijs", "abonnement"],
    question: "How did you set your pricing, and what makes customers upgrade to a higher tier?",
    plain: "How is the product priced?",
    nl: {
      question: "Hoe hebben jullie de prijzen bepaald, en wat zet klanten aan tot een hoger abonnement?",
      plain: "Hoe is het product geprijsd?",
    },
    pages: /pric|tarie|business model|revenue model|verdienmodel|monetis|monetiz|subscription|abonnement/i,
  },
  {
    id: "market",
    triggers: ["market", "tam", "sam", "segment", "addressable", "markt"],
    question: "How did you calculate the market size, and which segment will you win first?",
    plain: "How big is the market?",
    nl: {
      question: "Hoe hebben jullie de marktomvang berekend, en welk segment winnen jullie als eerste?",
      plain: "Hoe groot is de markt?",
    },
    pages: /market|markt|tam\b|opportunit|kans/i,
  },
  {
    id: "competition",
    triggers: [
      "competition",
      "competitor",
      "competitors",
      "rival",
      "alternatives",
      "concurrent",
      "concurrentie",
    ],
    question: "Who are your main competitors, and what stops customers from switching to them?",
    plain: "Who are the competitors?",
    nl: {
      question:
        "Wie zijn jullie belangrijkste concurrenten, en wat houdt klanten tegen om naar hen over te stappen?",
      plain: "Wie zijn de concurrenten?",
    },
    pages: /compet|concurr|landscape|alternativ|versus|\bvs\b|differen/i,
  },
  {
    id: "team",
    triggers: ["team", "founder", "founders", "ceo", "cto", "hires", "oprichter"],
    question: "What experience does the founding team bring, and which key hires are still missing?",
    plain: "Who is on the founding team?",
    nl: {
      question: "Welke ervaring hebben de oprichters, en welke sleutelfuncties zijn nog niet ingevuld?",
      plain: "Wie zijn de oprichters?",
    },
    pages: /team|founder|oprichter|people|management|leadership/i,
  },
  {
    id: "retention",
    triggers: ["churn", "retention", "nps"],
    question: "What drives churn and retention, and how are you improving them?",
    plain: "What is the churn rate?",
    nl: {
      question: "Wat bepaalt churn en klantbehoud, en hoe verbeteren jullie die?",
      plain: "Hoe hoog is de churn?",
    },
    pages: /retention|churn|traction|kpi|metric|tractie|cijfers/i,
  },
  {
    id: "traction",
    triggers: ["traction", "growth", "paying", "pilot", "pilots", "groei"],
    question: "Which traction metrics best prove product-market fit so far?",
    plain: "How many customers does the company have?",
    nl: {
      question: "Welke tractiecijfers bewijzen de product-market fit tot nu toe het best?",
      plain: "Hoeveel klanten heeft het bedrijf?",
    },
    pages: /traction|tractie|growth|groei|customer|klant|kpi|metric|result|milestone|launched/i,
    lead: /\b\d[\d.,]*\s+(?:paying\s+|active\s+)?(?:customers|clients|users|klanten)\b/i,
  },
  {
    id: "funding",
    triggers: ["funding", "round", "seed", "raising", "investors", "financiering"],
    question: "How will the new funding be used, and which milestones will it reach?",
    plain: "How much funding is being raised, and what is it for?",
    nl: {
      question: "Waaraan wordt de nieuwe financiering besteed, en welke mijlpalen worden daarmee bereikt?",
      plain: "Hoeveel financiering wordt er opgehaald, en waarvoor?",
    },
    pages: /ask|round|funding|financiering|raise|raising|investment|invest|use of funds|ronde/i,
  },
  {
    id: "financials",
    triggers: ["burn", "runway", "break-even", "loss", "profit", "projections", "expense", "winst"],
    question: "What are your burn rate and runway, and when do you expect to break even?",
    plain: "When does the company expect to break even?",
    nl: {
      question: "Wat zijn jullie burn rate en runway, en wanneer verwachten jullie break-even te draaien?",
      plain: "Wanneer verwacht het bedrijf break-even te draaien?",
    },
    pages: /financ|forecast|projection|prognose|burn|runway|p&l|profit/i,
  },
  {
    id: "go-to-market",
    triggers: [
      "agency",
      "agencies",
      "partner",
      "partners",
      "channel",
      "acquisition",
      "funnel",
      "leads",
      "reseller",
    ],
    question: "Which acquisition channel is the most efficient, and what does it cost to acquire a customer?",
    plain: "How does the company acquire customers?",
    nl: {
      question: "Welk acquisitiekanaal is het efficiëntst, en wat kost het om een klant te werven?",
      plain: "Hoe werft het bedrijf klanten?",
    },
    pages: /go.to.market|sales|distribution|channel|acquisition|marketing|partner|playbook|verkoop|strateg/i,
  },
  {
    id: "roadmap",
    triggers: ["roadmap", "release", "milestone", "milestones", "launch"],
    question: "What are the next milestones on the product roadmap, and what could delay them?",
    plain: "What is on the product roadmap?",
    nl: {
      question: "Wat zijn de volgende mijlpalen op de product-roadmap, en wat kan ze vertragen?",
      plain: "Wat staat er op de product-roadmap?",
    },
    pages: /roadmap|milestone|mijlpal|plan|next step|timeline/i,
  },
  {
    id: "revenue",
    triggers: ["revenue", "arr", "mrr", "recurring", "omzet"],
    question: "How is revenue built up today, and how predictable is it?",
    plain: "What revenue does the company make?",
    nl: {
      question: "Hoe is de omzet vandaag opgebouwd, en hoe voorspelbaar is die?",
      plain: "Hoeveel omzet maakt het bedrijf?",
    },
    pages: /revenue|omzet|traction|tractie|arr\b|mrr\b|kpi|business model|financ/i,
  },
  {
    id: "product",
    triggers: ["product", "connectors", "platform", "technology", "features", "model"],
    question: "What makes the product hard to copy, technically and commercially?",
    plain: "What does the product do?",
    nl: {
      question: "Wat maakt het product moeilijk te kopiëren, technisch en commercieel?",
      plain: "Wat doet het product?",
    },
    pages: /product|solution|oplossing|platform|how it works|technolog|features|what we do|service/i,
  },
  {
    id: "problem",
    triggers: ["problem", "pain", "probleem"],
    question: "How do you know customers feel this problem strongly enough to pay for a solution?",
    plain: "What problem does the company solve?",
    nl: {
      question:
        "Hoe weten jullie dat klanten dit probleem sterk genoeg voelen om voor een oplossing te betalen?",
      plain: "Welk probleem wil het bedrijf oplossen?",
    },
    pages: /problem|probleem|pain|challenge|uitdaging|why now/i,
  },
];

const FORECAST_TOPICS: readonly Topic[] = [
  {
    id: "revenue",
    triggers: ["revenue", "sales", "omzet", "arr", "mrr", "income"],
    question: "Which assumptions drive the projected revenue, and how sensitive is it to them?",
    nl: { question: "Welke aannames bepalen de geprognosticeerde omzet, en hoe gevoelig is die daarvoor?" },
  },
  {
    id: "expenses",
    triggers: ["expenses", "costs", "cost", "opex", "salaries", "personnel", "kosten"],
    question: "Which expense lines grow fastest over the forecast period, and why?",
    nl: { question: "Welke kostenposten groeien het snelst in de prognoseperiode, en waarom?" },
  },
  {
    id: "cashflow",
    triggers: ["cash", "cashflow", "burn", "runway", "liquidity"],
    question: "What does the cash position look like month by month, and when is the lowest point?",
    nl: { question: "Hoe ziet de kaspositie er per maand uit, en wanneer is het laagste punt?" },
  },
  {
    id: "profitability",
    triggers: ["profit", "margin", "ebitda", "break-even", "result", "winst", "marge"],
    question: "When does the forecast reach break-even, and what margin does it assume?",
    nl: { question: "Wanneer bereikt de prognose break-even, en met welke marge rekent die?" },
  },
  {
    id: "growth",
    triggers: ["growth", "customers", "clients", "users", "groei", "klanten"],
    question: "How fast does the customer base grow in the forecast, and what drives that growth?",
    nl: { question: "Hoe snel groeit het klantenbestand in de prognose, en wat drijft die groei?" },
  },
  {
    id: "kpis",
    triggers: ["cac", "ltv", "churn", "arpa", "arpu", "conversion", "kpi"],
    question: "Which unit economics (CAC, LTV, churn) does the forecast assume?",
    nl: { question: "Met welke unit economics (CAC, LTV, churn) rekent de prognose?" },
  },
  {
    id: "seasonal",
    triggers: ["month", "season", "seasonal", "quarter", "q4"],
    question: "Are there seasonal patterns in the forecast, and how are they handled?",
    nl: { question: "Zitten er seizoenspatronen in de prognose, en hoe worden die verwerkt?" },
  },
  {
    id: "variance",
    triggers: ["actual", "actuals", "budget", "variance", "plan"],
    question: "How do actual results compare with the budget so far?",
    nl: { question: "Hoe verhouden de werkelijke resultaten zich tot nu toe tot het budget?" },
  },
  {
    id: "projections",
    triggers: ["projection", "projections", "forecast", "scenario", "scenarios"],
    question: "What do the best-case and worst-case scenarios look like?",
    nl: { question: "Hoe zien het beste en het slechtste scenario eruit?" },
  },
];

const TOPIC_STEMS = new Map<readonly Topic[], { topic: Topic; stems: Set<string> }[]>(
  [PITCH_TOPICS, FORECAST_TOPICS].map((topics) => [
    topics,
    topics.map((topic) => ({ topic, stems: new Set(topic.triggers.map((t) => stem(normaliseText(t)))) })),
  ]),
);

type Template = (t: string) => string;
const FORECAST_TEMPLATES: Record<Language, readonly Template[]> = {
  en: [
    (t) => `How does ${t} develop over the forecast period?`,
    (t) => `Which assumptions drive ${t} in the forecast?`,
    (t) => `In which months is ${t} highest and lowest?`,
    (t) => `How does ${t} compare with the previous year?`,
  ],
  nl: [
    (t) => `Hoe ontwikkelt ${t} zich over de prognoseperiode?`,
    (t) => `Welke aannames bepalen ${t} in de prognose?`,
    (t) => `In welke maanden is ${t} het hoogst en het laagst?`,
    (t) => `Hoe verhoudt ${t} zich tot het vorige jaar?`,
  ],
};

/**
 * The page titles that answer a suggested topic question, and the words of a lead that does
 * (see `Topic.pages`, `Topic.lead`); null for any other question (a model's, the deck's own).
 */
export function answeringPages(question: string): { pages: RegExp; lead: RegExp | null } | null {
  const q = question.trim();
  const topic = PITCH_TOPICS.find((t) => [t.question, t.plain, t.nl.question, t.nl.plain].includes(q));
  return topic?.pages ? { pages: topic.pages, lead: topic.lead ?? null } : null;
}

/** "What does the pitch deck say about {phrase}?" in the page's language. */
function aboutQuestion(phrase: string, mode: ChatMode, language: Language): string {
  if (language === "nl")
    return `Wat zegt ${mode === "forecast" ? "de prognose" : "de pitch deck"} over ${phrase}?`;
  return `What does the ${mode === "forecast" ? "forecast" : "pitch deck"} say about ${phrase}?`;
}

/**
 * Short questions a deck can answer by itself, in the order of `questionsFromKeyTerms`: each
 * salient topic's plain question, and "What does the pitch deck say about {phrase}?" for key
 * phrases that fit no topic.
 */
export function plainQuestionsFromKeyTerms(
  terms: readonly KeyTerm[],
  mode: ChatMode,
  language: Language = "en",
): string[] {
  const topics = TOPIC_STEMS.get(mode === "forecast" ? FORECAST_TOPICS : PITCH_TOPICS) ?? [];
  const salience = new Map<string, number>();
  const specific: string[] = [];
  for (const term of terms) {
    const topic = topics.find((t) => term.stems.some((s) => t.stems.has(s)));
    if (topic) salience.set(topic.topic.id, (salience.get(topic.topic.id) ?? 0) + term.score);
    // A pitch deck's phrases are not made into questions: a phrase cut from a slide ("fundamental
    // raw") reads as a fragment, not as what an investor asks.
    else if (term.stems.length > 1 && mode === "forecast")
      specific.push(aboutQuestion(term.phrase, mode, language));
  }
  const plain = topics
    .filter((t) => salience.has(t.topic.id) && topicPlain(t.topic, language))
    .sort((a, b) => (salience.get(b.topic.id) ?? 0) - (salience.get(a.topic.id) ?? 0))
    .map((t) => topicPlain(t.topic, language) as string);
  return [...new Set([...plain, ...specific])];
}

/** 'How do X contribute…' needs a plural subject; a singular term takes 'does' ('Wat dragen X bij': 'draagt'). */
function agree(question: string, term: string, language: Language): string {
  if (language === "nl") {
    const plural = /(en|s)$/i.test(term);
    return plural ? question : question.replace(/^Wat dragen /, "Wat draagt ");
  }
  const plural = /s$/i.test(term) && !/(ss|us|is)$/i.test(term);
  return plural ? question : question.replace(/^How do /, "How does ");
}

/**
 * Investor questions from a deck's key terms. Each topic (pricing, market, team…) is scored
 * by the key terms that belong to it, and asked in that order — so a deck about agencies
 * and churn gets those questions first. Key phrases that fit no topic ('proactive
 * notifications') get a general due-diligence question, placed 3rd and 6th. At most `max`.
 */
export function questionsFromKeyTerms(
  terms: readonly KeyTerm[],
  mode: ChatMode,
  max = SUGGESTIONS_REQUESTED,
  language: Language = "en",
): string[] {
  const topics = TOPIC_STEMS.get(mode === "forecast" ? FORECAST_TOPICS : PITCH_TOPICS) ?? [];
  const templates = FORECAST_TEMPLATES[language];
  const salience = new Map<string, number>();
  const specific: KeyTerm[] = [];
  for (const term of terms) {
    const topic = topics.find((t) => term.stems.some((s) => t.stems.has(s)));
    if (topic) salience.set(topic.topic.id, (salience.get(topic.topic.id) ?? 0) + term.score);
    else if (term.stems.length > 1 && mode === "forecast") specific.push(term);
  }
  const topicQuestions = topics
    .filter((t) => salience.has(t.topic.id))
    .sort((a, b) => (salience.get(b.topic.id) ?? 0) - (salience.get(a.topic.id) ?? 0))
    .map((t) => topicQuestion(t.topic, language));
  const specificQuestions = specific.map((term, i) =>
    agree(templates[i % templates.length](term.phrase), term.phrase, language),
  );
  const questions: string[] = [];
  let ti = 0;
  let si = 0;
  while (questions.length < max && (ti < topicQuestions.length || si < specificQuestions.length)) {
    const slotForSpecific = questions.length % 3 === 2;
    if ((slotForSpecific && si < specificQuestions.length) || ti >= topicQuestions.length)
      questions.push(specificQuestions[si++]);
    else questions.push(topicQuestions[ti++]);
  }
  return [...new Set(questions)];
}

/** The text's own questions: lines ending in '?' (bullets stripped, 10–200 characters). */
export function documentQuestions(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw
      .trim()
      .replace(/^[-*•–\d.)\s]+/u, "")
      .trim();
    if (line.endsWith("?") && line.length >= 10 && line.length <= 200 && !out.includes(line)) out.push(line);
  }
  return out;
}

/**
 * Model output → questions: the first JSON array in the text (code fences and prose around
 * it are ignored), of strings or of objects with a `question`. Null when there is none.
 */
export function parseQuestionsJson(raw: string): string[] | null {
  const start = raw.indexOf("[");
  const end = raw.lastIndexOf("]");
  if (start === -1 || end <= start) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!Array.isArray(data)) return null;
  const questions = data
    .map((item) =>
      typeof item === "string"
        ? item
        : item && typeof item === "object" && typeof (item as { question?: unknown }).question === "string"
          ? (item as { question: string }).question
          : "",
    )
    .map((q) => q.trim().replace(/^\d+[.)]\s*/, ""))
    .filter((q) => q.length >= 8 && q.length <= 300);
  const unique = [...new Set(questions)];
  return unique.length > 0 ? unique : null;
}

export type SuggestionSource = "generated" | "document" | "fallback";

/** `language`: of the page showing the questions (the members' pitch-deck chat is Dutch). */
export type SuggestionOptions = { mode: ChatMode; refresh?: number; language?: Language };

export type SuggestedQuestions = {
  /** Up to 6, best first. */
  questions: string[];
  /** The 4 shown for this refresh. */
  shown: string[];
  /** Where the first questions came from. */
  source: SuggestionSource;
};

/** Detector, not content: unfinished slides carry lorem ipsum, and no suggested question may quote it. */
const LOREM_IPSUM_VOCABULARY: ReadonlySet<string> = new Set(
  `lorem ipsum dolor amet consectetur consectetuer adipiscing adipisicing elit eiusmod tempor incididunt labore dolore magna
   aliqua enim minim veniam quis nostrud exercitation ullamco laboris nisi aliquip commodo consequat duis aute irure
   reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat proident sunt culpa
   officia deserunt mollit laborum vestibulum pellentesque nunc mauris`
    .split(/\s+/)
    .filter(Boolean),
);

/** A word of {@link LOREM_IPSUM_VOCABULARY}. */
function isLoremIpsumWord(word: string): boolean {
  return LOREM_IPSUM_VOCABULARY.has(word);
}

/** A question built from, or quoting, lorem ipsum. */
function quotesLoremIpsum(question: string): boolean {
  return (normaliseText(question).match(/\p{L}+/gu) ?? []).some(isLoremIpsumWord);
}

/**
 * The spec's fallback chain around any generator (the deck's key terms locally, the model
 * on workers-ai): `generated` (null when it failed) → the text's '?' lines → the built-in
 * starters. The first source with questions leads; the next ones top the list up to 6.
 * Text under 100 characters goes straight to the starters. Questions that quote lorem ipsum
 * (an unfinished slide's filler) are dropped.
 *
 * With `answerable` (the pitch deck chats: can the provider answer this from the live deck?)
 * every generated or document question must pass it, and the starters are used only for a
 * deck too short to suggest from: a shown question always leads to an answer, so there may
 * be fewer than 6.
 */
export function resolveSuggestedQuestions(
  generated: readonly string[] | null,
  text: string,
  options: SuggestionOptions,
  answerable?: (question: string) => boolean,
): SuggestedQuestions {
  const input = suggestionInput(text ?? "");
  const starters = fallbackStarters(options.mode, options.language);
  const enough = canSuggestFromText(input);
  const sources: [SuggestionSource, readonly string[]][] = enough
    ? [
        ["generated", generated ?? []],
        ["document", documentQuestions(input)],
        ...(answerable ? [] : ([["fallback", starters]] as [SuggestionSource, readonly string[]][])),
      ]
    : [["fallback", starters]];
  const questions: string[] = [];
  let source: SuggestionSource = "fallback";
  for (const [name, list] of sources) {
    for (const q of list) {
      if (questions.length >= SUGGESTIONS_REQUESTED) break;
      if (questions.includes(q) || (name !== "fallback" && quotesLoremIpsum(q))) continue;
      if (answerable && name !== "fallback" && !answerable(q)) continue;
      if (questions.length === 0) source = name;
      questions.push(q);
    }
  }
  return { questions, shown: rotateShown(questions, options.refresh ?? 0), source };
}

/** Chunks of a suggestion input (marker-tagged or plain; plain text is split by paragraph). */
function inputChunks(input: string): DeckChunk[] {
  const pages = parseDeckText(input);
  if (pages.length === 1 && pages[0].untagged) {
    const paragraphs = input.split(/\n\s*\n/).filter((p) => p.trim());
    const units = paragraphs.length > 1 ? paragraphs : splitSentences(input);
    return chunkDeck(units.map((text, i) => ({ source: "page" as const, number: i + 1, text })));
  }
  return chunkDeck(pages);
}

/**
 * The local generator: key-term questions for the first 8000 characters, through the fallback
 * chain (with `answerable`, only questions that pass it).
 */
export function suggestQuestionsFromText(
  text: string,
  options: SuggestionOptions,
  answerable?: (question: string) => boolean,
): SuggestedQuestions {
  const input = suggestionInput(text ?? "");
  let generated: string[] | null = null;
  if (canSuggestFromText(input)) {
    const terms = extractKeyTerms(inputChunks(input), KEY_TERM_POOL);
    const language = options.language ?? "en";
    // With a check, more candidates: the due-diligence questions of the deck's salient topics
    // first, then their plain ones, then every other topic's (each is asked only if the deck
    // answers it well).
    generated = answerable
      ? [
          ...new Set([
            ...questionsFromKeyTerms(terms, options.mode, 3 * SUGGESTIONS_REQUESTED, language),
            ...plainQuestionsFromKeyTerms(terms, options.mode, language),
            ...(options.mode === "pitch"
              ? PITCH_TOPICS.flatMap((t) => [topicPlain(t, language), topicQuestion(t, language)])
              : []
            ).filter((q): q is string => Boolean(q)),
          ]),
        ]
      : questionsFromKeyTerms(terms, options.mode, SUGGESTIONS_REQUESTED, language);
  }
  return resolveSuggestedQuestions(
    generated && generated.length > 0 ? generated : null,
    input,
    options,
    answerable,
  );
}
