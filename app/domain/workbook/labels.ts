/**
 * Label words: tokens of row labels, column headers and questions, with synonyms folded into
 * one concept (revenue / sales / omzet / 売上高 → revenue), so an English or Dutch question finds
 * an English, Dutch or Japanese label. Fuzzy: one typo in a long word still matches
 * ('Reccurring' ~ 'recurring'); a CJK word also matches inside a longer CJK label.
 */

/** Concept → phrases (lower case). Longer phrases win; CJK phrases match inside words. */
const SYNONYMS: Record<string, string[]> = {
  pl: [
    "p&l",
    "p and l",
    "profit and loss",
    "income statement",
    "winst- en verliesrekening",
    "winst-en-verliesrekening",
    "resultatenrekening",
    "pl",
    "損益計算書",
  ],
  cogs: [
    "cost of sales",
    "cost of goods sold",
    "cost of revenue",
    "cogs",
    "kostprijs verkopen",
    "kostprijs omzet",
    "inkoopwaarde",
    "売上原価",
  ],
  grossprofit: ["gross profit", "gross margin", "brutowinst", "brutomarge", "粗利益", "粗利", "売上総利益"],
  opprofit: [
    "operating profit",
    "operating income",
    "operating result",
    "ebit",
    "bedrijfsresultaat",
    "operationeel resultaat",
    "営業利益",
  ],
  netincome: [
    "net income",
    "net profit",
    "net result",
    "nettowinst",
    "netto resultaat",
    "nettoresultaat",
    "当期純利益",
    "純利益",
  ],
  sga: ["sg&a", "sga", "selling general and administrative", "販管費", "販売費及び一般管理費"],
  personnel: [
    "personnel costs",
    "personnel cost",
    "personnel expenses",
    "staff costs",
    "payroll",
    "salaries",
    "salary",
    "wages",
    "personnel",
    "personeelskosten",
    "personeel",
    "loonkosten",
    "salarissen",
    "lonen",
    "人件費",
    "給与",
  ],
  headcount: [
    "employees",
    "employee",
    "headcount",
    "head count",
    "fte",
    "staff count",
    "number of staff",
    "werknemers",
    "medewerkers",
    "personeelsleden",
    "従業員数",
    "従業員",
    "社員数",
    "人員",
  ],
  revenue: [
    "revenues",
    "revenue",
    "sales",
    "turnover",
    "omzet",
    "opbrengsten",
    "opbrengst",
    "inkomsten",
    "売上高",
    "売上",
    "収益",
  ],
  cost: [
    "costs",
    "cost",
    "expenses",
    "expense",
    "expenditure",
    "spend",
    "spending",
    "kosten",
    "uitgaven",
    "lasten",
    "費用",
    "コスト",
    "経費",
  ],
  cash: ["cash balance", "cash", "kas", "kassaldo", "liquide middelen", "liquiditeit", "現金", "現預金"],
  customers: ["customers", "customer", "clients", "client", "klanten", "klant", "顧客数", "顧客"],
  churn: ["churn", "attrition", "cancellation", "opzeggingen", "opzegging", "verloop", "解約"],
  growth: ["growth", "groei", "成長"],
  ratio: ["ratio", "rate", "percentage", "percent", "pct", "%", "quote", "ratio's", "比率", "率"],
  cac: [
    "customer acquisition cost",
    "acquisition cost",
    "cac",
    "klantacquisitiekosten",
    "acquisitiekosten",
    "顧客獲得コスト",
    "獲得コスト",
  ],
  ltv: ["lifetime value", "ltv", "clv", "levensduurwaarde", "顧客生涯価値"],
  mrr: ["monthly recurring revenue", "mrr"],
  arr: ["annual recurring revenue", "arr"],
  recurring: ["recurring", "terugkerend", "terugkerende", "継続"],
  margin: ["margin", "marge"],
  profit: ["profit", "winst", "利益"],
  price: ["unit price", "price", "prijs", "tarief", "単価", "価格"],
  marketing: ["marketing", "マーケティング"],
  engineer: [
    "engineers",
    "engineer",
    "engineering",
    "developers",
    "developer",
    "ontwikkelaars",
    "エンジニア",
  ],
  segment: ["segment", "セグメント"],
  tax: ["tax", "taxes", "belasting", "belastingen", "vpb", "税金", "税"],
  remaining: ["remaining", "left", "resterend", "resterende", "overgebleven", "残高", "残り"],
  end: ["end", "closing", "ending", "eind", "einde", "ultimo", "期末"],
  start: ["start", "starts", "starting", "begin", "launch", "开始", "開始"],
  month: ["months", "month", "maanden", "maand", "monthly", "per maand", "maandelijks", "月次", "月間", "月"],
  year: ["years", "year", "jaren", "jaar", "annual", "yearly", "per jaar", "jaarlijks", "年間", "年"],
  market: ["market", "markt", "市場"],
  size: ["size", "grootte", "omvang", "規模"],
  total: ["total", "totaal", "sum", "合計", "小計"],
  office: ["office", "kantoor", "オフィス"],
  rent: ["rent", "huur", "家賃"],
  valuation: ["valuation", "waardering", "pre-money", "post-money", "バリュエーション", "企業価値"],
  funding: ["funding", "investment", "financiering", "investering", "資金調達"],
  burn: ["burn rate", "burn", "verbranding"],
  runway: ["runway"],
  ebitda: ["ebitda"],
  patients: ["patients", "patient"],
};

const STOPWORDS = new Set(
  (
    "a an the of in on at for to by from with and or is are was were be been does do did has have had what which who how much many when where why " +
    "this that these those it its per as than then there their our your my me i we you they model models workbook sheet spreadsheet file excel forecast plan " +
    "assume assumes assumed assumption assumptions use uses used show shows shown set give gives project projects projected generate generates figure level expected " +
    "de het een van in op voor met en of is zijn was waren wat welke hoe veel hoeveel wanneer waar waarom dit dat deze die er ons onze mijn we wij je jij u hun " +
    "model werkblad bestand prognose aanname aannames gebruikt toont geeft staat bedraagt bij naar tot te om over wordt worden zit gaat"
  ).split(/\s+/),
);

/** Words that count only where a label has them ('the amount of order 12' vs 'Amount'). */
export const GENERIC = new Set(["amount", "value", "number", "bedrag", "waarde", "aantal"]);

/** Words that reverse a label's meaning: a label with one the question lacks is a different figure. */
export const NEGATING = new Set([
  "non",
  "excl",
  "excluding",
  "exclusief",
  "zonder",
  "without",
  "temporary",
  "tijdelijk",
  "minus",
  "less",
  "除く",
]);

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
export const isCjk = (token: string) => CJK.test(token);

type Phrase = { phrase: string; concept: string; cjk: boolean };
const PHRASES: Phrase[] = Object.entries(SYNONYMS)
  .flatMap(([concept, list]) => list.map((phrase) => ({ phrase, concept, cjk: isCjk(phrase) })))
  .sort((a, b) => b.phrase.length - a.phrase.length);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const LATIN_PHRASES = new RegExp(
  `(?<![a-z0-9\\u00c0-\\u024f])(${PHRASES.filter((p) => !p.cjk)
    .map((p) => escape(p.phrase))
    .join("|")})(?![a-z0-9\\u00c0-\\u024f])`,
  "gu",
);
const CJK_PHRASES = new RegExp(
  `(${PHRASES.filter((p) => p.cjk)
    .map((p) => escape(p.phrase))
    .join("|")})`,
  "g",
);
const CONCEPT_OF = new Map(PHRASES.map((p) => [p.phrase, p.concept]));

function stem(word: string): string {
  if (/^\d/.test(word) || word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/** Label or question text → tokens (concepts marked with '#'), stopwords left out. */
export function tokenize(text: string, keepStopwords = false): string[] {
  let s = text.normalize("NFKC").toLowerCase();
  s = s.replace(LATIN_PHRASES, (m) => ` #${CONCEPT_OF.get(m)} `);
  s = s.replace(CJK_PHRASES, (m) => ` #${CONCEPT_OF.get(m)} `);
  const out: string[] = [];
  for (const m of s.matchAll(
    /#[a-z]+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+|[\p{L}]+|\d+(?:\.\d+)?/gu,
  )) {
    const t = m[0];
    if (t.startsWith("#") || isCjk(t)) {
      out.push(t);
      continue;
    }
    if (!keepStopwords && STOPWORDS.has(t)) continue;
    out.push(stem(t));
  }
  return out;
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Single Latin words of each concept, for typos of a synonym ('reccurring' ~ #recurring). */
const CONCEPT_WORDS = new Map<string, string[]>();
for (const p of PHRASES) {
  if (p.cjk || p.phrase.includes(" ") || p.phrase.length < 5) continue;
  const list = CONCEPT_WORDS.get(`#${p.concept}`) ?? [];
  list.push(stem(p.phrase));
  CONCEPT_WORDS.set(`#${p.concept}`, list);
}

const similar = (a: string, b: string) =>
  a.length >= 5 && b.length >= 5 && a[0] === b[0] && editDistanceAtMostOne(a, b);

function fuzzy(q: string, t: string): boolean {
  const qc = q.startsWith("#");
  const tc = t.startsWith("#");
  if (!qc && !tc) return similar(q, t);
  if (qc && !tc) return (CONCEPT_WORDS.get(q) ?? []).some((w) => similar(w, t));
  if (!qc && tc) return (CONCEPT_WORDS.get(t) ?? []).some((w) => similar(q, w));
  return false;
}

/**
 * Concepts a founder uses for a neighbouring one: a margin is written as a ratio ('EBITDA率',
 * 'EBITDA %'). A weaker match than the concept itself.
 */
const RELATED: Record<string, Record<string, number>> = {
  "#margin": { "#ratio": 0.9 },
  "#ratio": { "#margin": 0.9 },
};
/** The burn is total spend: a 'Total spend' or 'Totale kosten' label, not any one cost line. */
const BURN_LABEL = 0.85;

/** How well a question token matches a set of label tokens: 1 exact, less for fuzzy or partial, 0 none. */
export function tokenMatch(q: string, label: readonly string[]): number {
  let best = 0;
  if (q === "#burn" && label.includes("#cost") && label.includes("#total")) best = BURN_LABEL;
  const related = RELATED[q];
  for (const t of label) {
    if (t === q) return 1;
    if (related?.[t]) {
      best = Math.max(best, related[t]);
      continue;
    }
    if (isCjk(q) && isCjk(t) && q.length >= 2 && t.length >= 2 && (t.includes(q) || q.includes(t)))
      best = Math.max(best, 0.8);
    else if (fuzzy(q, t)) best = Math.max(best, 0.85);
  }
  return best;
}

/** A question in Dutch (the answer follows its language). */
export function isDutch(question: string): boolean {
  const words = question.toLowerCase().match(/\p{L}+/gu) ?? [];
  const dutch = new Set([
    "wat",
    "hoeveel",
    "welke",
    "hoe",
    "het",
    "de",
    "een",
    "is",
    "zijn",
    "van",
    "in",
    "wanneer",
    "onze",
    "omzet",
    "kosten",
    "klanten",
    "kas",
    "bedraagt",
    "maand",
    "jaar",
    "per",
    "eind",
    "totale",
  ]);
  const english = new Set([
    "what",
    "how",
    "which",
    "the",
    "is",
    "are",
    "of",
    "in",
    "when",
    "our",
    "revenue",
    "costs",
    "customers",
    "cash",
    "month",
    "year",
    "does",
    "much",
    "many",
    "total",
    "per",
  ]);
  let nl = 0;
  let en = 0;
  for (const w of words) {
    if (dutch.has(w) && !english.has(w)) nl++;
    if (english.has(w) && !dutch.has(w)) en++;
  }
  return nl > en;
}
