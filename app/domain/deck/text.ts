/**
 * Text utilities shared by the deck rules: normalising, word splitting, stop words (English
 * and Dutch), stemming and sentence splitting. Pure and allocation-light: the chat tokenises
 * every question and every deck page with these.
 *
 * Stemming and stop words come from Orama's maintained Snowball ports (@orama/stemmers,
 * @orama/stopwords; ADR 013): a deck is stemmed in its own language (`detectLanguage`) and
 * a question with the deck's language, so both meet on the same stems.
 */
import { stemmer as dutchStemmer } from "@orama/stemmers/dutch";
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stopwords as dutchStopWords } from "@orama/stopwords/dutch";
import { stopwords as englishStopWords } from "@orama/stopwords/english";

export type Language = "en" | "nl";

/** Lower case, diacritics removed ('geüpload' → 'geupload'), ligatures unfolded. */
export function normaliseText(text: string): string {
  // Most deck text is ASCII: skip the Unicode work then.
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

const WORD_RE = /[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu;

/**
 * Words as a reader sees them: runs of letters and digits, keeping inner apostrophes,
 * hyphens and dots ("e-commerce", "go-to-market", "1.5", "founder's"). Lower case,
 * diacritics removed.
 */
export function splitWords(text: string): string[] {
  return normaliseText(text).match(WORD_RE) ?? [];
}

// English and Dutch function words, plus the conversational filler of chat questions
// ("can you tell me about…", "kun je uitleggen…") — they carry no topic.
const STOP_WORD_LIST = `
a about above after again against all also am an and any are aren't as at be because been before being below
between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each
either else etc ever every few for from further get gets got had hadn't has hasn't have haven't having he he'd
he'll he's her here here's hers herself him himself his how how's however i i'd i'll i'm i've if in into is
isn't it it's its itself just let's like may me might more most much must mustn't my myself no nor not now of
off on once only or other ought our ours ourselves out over own per same shall shan't she she'd she'll she's
should shouldn't so some such than that that's the their theirs them themselves then there there's these they
they'd they'll they're they've this those through thus to too under until up upon us very via was wasn't we we'd
we'll we're we've were weren't what what's when when's where where's whether which while who who's whom whose
why why's will with within without won't would wouldn't yet you you'd you'll you're you've your yours yourself
yourselves
tell explain describe please know want wish give show say said says let us ok okay yes thanks thank
really many lot lots something anything thing things kind sort way ways bit
aan al alle alles als altijd andere ben bij daar daarom dan dat de der deze die dit doch doen door dus een eens
en er ge geen geweest haar had heb hebben heeft hem het hier hij hoe hun iemand iets ik in is ja je jij jou jouw
jullie kan kon kunnen kun maar me meer men met mij mijn moet na naar niet niets nog nu of om omdat onder ons onze
ook op over reeds te tegen toch toen tot u uit uw van veel voor waar wanneer want waren was wat we wel welk welke
werd wie wij wil wilt worden wordt zal ze zelf zich zij zijn zo zonder zou graag vertel uitleggen leg uit
hoeveel hoelang hoezo waarom welk jullie hebben heeft
`;

// Orama's lists hold negations and quantities ('not', 'no', 'more', 'few', 'niet', 'geen'):
// function words too, since retrieval ranks topics, not polarity.
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [...STOP_WORD_LIST.split(/\s+/), ...englishStopWords, ...dutchStopWords]
    .filter(Boolean)
    .map((w) => normaliseText(w).replace(/’/g, "'")),
);

/**
 * Words that frame a question but never name what it asks about ("*According* to the *chart*,
 * *roughly* how many…", "what does the *deck* *say*", "*so far*"). Left out of the terms, so a
 * deck is not judged on whether it happens to contain them.
 */
export const QUESTION_FRAME_WORDS: ReadonlySet<string> = new Set(
  `according roughly approximately approx around exactly precisely currently today now far yet already still ever
   deck pitch presentation slide slides page pages chart charts graph graphs figure table document file shown show shows
   diagram diagrams picture pictures illustration visual visuals axis legend
   says say said state states stated mention mentions mentioned report reports reported give gives given list lists listed
   compare compared comparison versus vs does do did done make makes made take takes took get gets got set sets work works
   have has had look looks seem seems expect expected expecting plan planned plans planning reach reached
   company company's startup startup's firm team's they their them its it's
   zeggen staat vermeld volgens ongeveer bedrijf bedrijven onderneming zegt zei toont tonen laat ziet lijkt vandaag
   momenteel huidige ooit precies presentatie dia pagina grafiek tabel document doet doen deed gedaan maakt maken
   staafdiagram diagram afbeelding plaatje
   maakte gemaakt krijgt krijgen kreeg verwacht verwachten verwachte gepland bereiken bereikt hen waarvoor waaraan
   daarmee zitten brengt nieuw nieuwe`
    .split(/\s+/)
    .filter(Boolean),
);

// Words the stemmer must leave alone: stemming would merge them with a different topic.
const NO_STEM = new Set([
  "marketing",
  "business",
  "analysis",
  "news",
  "series",
  "saas",
  "sales",
  "less",
  "across",
  "process",
  "success",
  "always",
]);

// Month names and abbreviations (English and Dutch) meet on one term: "Sep 2021" = "September 2021".
const MONTHS: ReadonlyMap<string, string> = (() => {
  const names = [
    ["january", "jan", "januari"],
    ["february", "feb", "februari"],
    ["march", "mar", "maart", "mrt"],
    ["april", "apr"],
    ["may", "mei"],
    ["june", "jun", "juni"],
    ["july", "jul", "juli"],
    ["august", "aug", "augustus"],
    ["september", "sep", "sept"],
    ["october", "oct", "okt", "oktober"],
    ["november", "nov"],
    ["december", "dec"],
  ];
  const map = new Map<string, string>();
  for (const group of names) for (const n of group) map.set(n, `month${group[0]}`);
  return map;
})();

/**
 * The index term of a word: Snowball stemming in the text's language (Orama's English and
 * Dutch stemmers), so 'price', 'prices', 'pricing' and 'priced' meet, as do 'klant' and
 * 'klanten'; month names in either language meet on one term; numbers stay as they are.
 */
export function stem(word: string, language: Language = "en"): string {
  const month = MONTHS.get(word);
  if (month) return month;
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  if (word.length <= 3 || NO_STEM.has(word) || /\d/.test(word)) return word;
  const memo = language === "nl" ? STEMS.nl : STEMS.en;
  let out = memo.get(word);
  if (out === undefined) {
    out = language === "nl" ? dutchStemmer(word) : englishStemmer(word);
    // A bounded memo: decks repeat their words, and Snowball stemming is the costliest step of indexing.
    if (memo.size >= 50_000) memo.clear();
    memo.set(word, out);
  }
  return out;
}

const STEMS: Record<Language, Map<string, string>> = { en: new Map(), nl: new Map() };

// Forms Snowball leaves apart that investors use interchangeably ('monthly burn' = burn per month).
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ["monthly", "month"],
  ["yearly", "year"],
  ["annually", "annual"],
  ["weekly", "week"],
  ["daily", "day"],
  ["quarterly", "quarter"],
  ["grew", "grow"],
  ["grown", "grow"],
  ["maandelijks", "maand"],
  ["jaarlijks", "jaar"],
]);

const ENGLISH_MARKERS = new Set([
  "the",
  "and",
  "of",
  "to",
  "is",
  "for",
  "with",
  "our",
  "we",
  "are",
  "in",
  "on",
  "by",
  "from",
]);
const DUTCH_MARKERS = new Set([
  "de",
  "het",
  "en",
  "van",
  "een",
  "is",
  "voor",
  "met",
  "onze",
  "wij",
  "zijn",
  "op",
  "naar",
  "bij",
  "niet",
]);

/** English or Dutch, by the function words a text uses most (English when undecided). */
export function detectLanguage(text: string): Language {
  let en = 0;
  let nl = 0;
  for (const w of splitWords(text.slice(0, 20_000))) {
    if (ENGLISH_MARKERS.has(w)) en++;
    if (DUTCH_MARKERS.has(w)) nl++;
  }
  return nl > en * 1.2 ? "nl" : "en";
}

/**
 * Words that shape a question but rarely its topic ("what is the *main* *strategy*…"): a
 * question keeps them at a small weight, so they can break ties but never decide whether
 * the deck covers the question.
 */
export const VAGUE_QUESTION_WORDS: ReadonlySet<string> = new Set(
  `strategy strategie approach plan plans details detail information info overview status situation figures numbers
   aspects aspect main key big bigger biggest large larger small exactly currently current today specifically
   overall important good best better biggest total kind type types example examples go going goes value values
   groot grote groter grootste klein kleine belangrijk belangrijkste goed goede beste totaal totale aanpak informatie
   overzicht situatie cijfers getallen soort voorbeeld precies waarde waarden`
    .split(/\s+/)
    .filter(Boolean),
);

/** A token worth indexing: not a stop word, at least two characters (digits too: '2026', '18'). */
export function isContentWord(word: string): boolean {
  return word.length >= 2 && !STOP_WORDS.has(word);
}

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  duizend: 1e3,
  m: 1e6,
  mn: 1e6,
  mln: 1e6,
  million: 1e6,
  millions: 1e6,
  miljoen: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  miljard: 1e9,
};
const AMOUNT_RE =
  /(?<![\p{L}\d.,_])(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3}){2,}|\d+(?:[.,]\d+)?)\s?(k|m|mn|mln|b|bn|thousand|duizend|millions?|miljoen|billions?|miljard)?(?![\p{L}\d])/giu;

/**
 * Numbers as one comparable term: '1,278' → '1278'; an amount with its scale → its value
 * ('€2M', '2 million', '2m' → '2000000'; '€1.5 billion' → '1500000000'); a Dutch decimal comma
 * read as a dot ('0,5' → '0.5'). Applied before splitting, so a question's '$4B' meets '4 billion'.
 */
export function normaliseNumbers(text: string): string {
  if (!/\d/.test(text)) return text;
  return text.replace(AMOUNT_RE, (whole, raw: string, unit: string | undefined) => {
    // '1,278' and (Dutch) '750.000' group thousands; '1.5' and (Dutch) '0,5' are decimals.
    const value = /^\d{1,3}(,\d{3})+$/.test(raw)
      ? Number(raw.replace(/,/g, ""))
      : /^\d{1,3}(\.\d{3})+$/.test(raw) && !unit
        ? Number(raw.replace(/\./g, ""))
        : Number(raw.replace(",", "."));
    if (!Number.isFinite(value)) return whole;
    const scale = unit ? (SCALE[unit.toLowerCase()] ?? 1) : 1;
    const n = value * scale;
    // Keep a year or a plain integer as written; write a scaled value without exponent.
    return ` ${Number.isInteger(n) ? String(n) : String(Math.round(n * 1000) / 1000).replace(".", "_")} `;
  });
}

export type ContentWord = {
  /** Lower case, diacritics removed; a hyphenated compound joined ('gotomarket'). */
  word: string;
  /** True for the joined form of a hyphenated compound ('go-to-market' → 'gotomarket'). */
  compound: boolean;
  /** The compound as written ('go-to-market'), or the word. */
  display: string;
};

const COMPOUND_RE = /[\p{L}\p{N}'_]+(?:-[\p{L}\p{N}'_]+)*/gu;

// Spelled-out investor metrics meet their acronyms (decks use either).
const PHRASES: readonly [RegExp, string][] = [
  [/\bannual(ised|ized)? recurring revenues?\b/g, "arr"],
  [/\bmonthly recurring revenues?\b/g, "mrr"],
  [/\bcustomer acquisition costs?\b/g, "cac"],
  [/\b(customer )?life ?time values?\b/g, "ltv"],
  [/\btotal addressable market\b/g, "tam"],
  [/\bserviceable (available|addressable) market\b/g, "sam"],
  [/\bserviceable obtainable market\b/g, "som"],
  [/\bgross merchandi[sz]e values?\b/g, "gmv"],
  [/\bnet (revenue|dollar) retention\b/g, "nrr"],
  [/\bcompound(ed)? annual growth( rate)?\b/g, "cagr"],
  [/\bgo to market\b/g, "go-to-market"],
  [/\b(business|revenue|earnings?) models?\b|\bverdienmodel(len)?\b/g, "businessmodel"],
  [/\bhead ?quarter(s|ed)?\b/g, "headquarters"],
  // "What is it made of / from?", "raw materials": the question and the slide meet on 'material'.
  [/\b(raw )?materials?\b|\bmade (of|from)\b/g, "material"],
];

function expandPhrases(text: string): string {
  let out = text;
  for (const [re, short] of PHRASES) out = out.replace(re, short);
  return out;
}

/**
 * Content words of a text: words split on punctuation (so 'e-commerce' gives 'commerce',
 * '€1.5' gives '1' and '5'), stop words dropped; a hyphenated compound also yields its
 * joined form ('go-to-market' → 'gotomarket', 'e-commerce' → 'ecommerce'), so a question
 * about the go-to-market finds that slide rather than every mention of 'market'.
 */
export function contentWords(text: string): ContentWord[] {
  const out: ContentWord[] = [];
  for (const m of expandPhrases(normaliseNumbers(normaliseText(text)))
    .replace(/[’‘`]/g, "'")
    .matchAll(COMPOUND_RE)) {
    const raw = m[0];
    if (!raw.includes("-") && !raw.includes("'")) {
      // The common case: a plain word.
      if (isContentWord(raw)) out.push({ word: raw, compound: false, display: raw });
      continue;
    }
    const parts = raw.split("-").map((p) => p.replace(/^'+|'+$/g, "").replace(/'s$/, ""));
    if (parts.length > 1) {
      const joined = parts.join("").replace(/'/g, "");
      if (joined.length >= 4) out.push({ word: joined, compound: true, display: parts.join("-") });
    }
    for (const part of parts)
      if (isContentWord(part)) out.push({ word: part, compound: false, display: part });
  }
  return out;
}

/** Index terms of a text: its content words, stemmed in `language`. */
export function tokenize(text: string, language: Language = "en"): string[] {
  return contentWords(text).map((w) => stem(w.word, language));
}

/**
 * Sentences of a text: split after '.', '!', '?' followed by white space and a capital,
 * digit or quote, and at line breaks (titles, bullet lines). Abbreviation-safe enough for
 * decks ("€1.5 million" stays whole: no space after the dot).
 */
export function splitSentences(text: string): string[] {
  return (
    text
      // A line that goes on in lower case continues the sentence above (a wrapped text box).
      .replace(/([\p{Ll}\p{N},%])[ \t]*\r?\n(?=[\p{Ll}])/gu, "$1 ")
      // …as does a line ending on a lower-case word followed by a figure ("estimated at USD 14.18 billion in\n2023").
      .replace(/(\b\p{Ll}+)[ \t]*\r?\n(?=[€$£]?\d[\d.,]*(?:\s|$))/gu, "$1 ")
      .split(/\r?\n+/)
      .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'“‘€$(])/u))
      .map((s) => s.trim())
      .filter((s) => s.length > 0)
  );
}
