/**
 * Is an extracted PDF text meaningful? (docs/product.md#admin-panel-documents) and the
 * five outcomes of a PDF extraction with their toasts (docs/product.md#admin-panel-documents).
 *
 * The heuristic, exactly as specified — all five must hold:
 *   1. at least 50 words;
 *   2. at least 15% of the words are from the keyword list;
 *   3. at least 30% of the words are unique;
 *   4. at least 80% of the characters are plain;
 *   5. at least 3 of the first 30 keywords occur.
 *
 * Readings where the spec is silent (documented, tested):
 *   - a word is a run of letters/digits, inner hyphens, apostrophes and dots allowed
 *     ('e-commerce', "founder's", '1.5'), compared in lower case without diacritics;
 *   - a word is "from the keyword list" when it is a keyword or a keyword plus a plain
 *     inflection (customer → customers, klant → klanten, market → marketing); a two-word
 *     keyword ('business model') counts both its words where it occurs;
 *   - the keyword share (check 2) is taken over content words — words that are not English or
 *     Dutch function words ('the', 'and', 'de', 'het'): a slide's wording is terse, yet a
 *     clean, text-rich deck still spends most of its words on function words and names, and
 *     over all words real decks score 10–15% and were called limited;
 *   - a clean text (≥ 95% plain characters) naming ≥ 6 of the 30 strongest keywords passes
 *     check 2 whatever its share: a science-heavy deck ('nanocoating', 'fruit') is still a
 *     deck, and the heuristic exists to catch broken extractions, not specialist vocabulary;
 *   - clean text of TEXT_RICH_WORDS words or more passes check 2 too: a text-rich deck in its
 *     own field's words is read well, it only uses fewer of our keywords;
 *   - "unique words" = distinct words / all words, measured per stretch of UNIQUE_WINDOW words
 *     (the median stretch counts): a long deck repeats its own vocabulary page after page, so
 *     over a whole 36-page deck a clean text fell under 30% and was called limited, while a
 *     broken extraction (the same few tokens over and over) fails in every stretch;
 *   - "plain characters" = letters of the Latin script (accents included), digits, white
 *     space and ordinary punctuation and currency signs; the rest (control characters,
 *     U+FFFD, private-use glyphs, other scripts from broken font encodings) is not plain;
 *   - "3 matches among the first 30 keywords" = 3 *distinct* keywords of the first 30 occur.
 */
import { normaliseText, STOP_WORDS } from "./text";

export const MIN_WORDS = 50;
export const MIN_KEYWORD_SHARE = 0.15;
export const MIN_UNIQUE_SHARE = 0.3;
export const MIN_PLAIN_CHAR_SHARE = 0.8;
export const MIN_STRONG_KEYWORD_MATCHES = 3;
export const STRONG_KEYWORD_COUNT = 30;
/** Clean text (this share of plain characters) that names this many strong keywords is a deck, whatever its keyword share. */
export const CLEAN_TEXT_PLAIN_SHARE = 0.95;
export const CLEAN_TEXT_STRONG_KEYWORDS = 6;
/** A clean text this long is a text-rich deck, whatever its keyword share. */
export const TEXT_RICH_WORDS = 500;
/** Words per stretch over which the unique-word share is measured. */
export const UNIQUE_WINDOW = 300;

/** Distinct / all words, per stretch of UNIQUE_WINDOW words; the median stretch (a short text: all of it). */
function uniqueShareOf(words: readonly string[]): number {
  if (words.length === 0) return 0;
  if (words.length <= UNIQUE_WINDOW * 1.5) return new Set(words).size / words.length;
  const shares: number[] = [];
  for (let i = 0; i + UNIQUE_WINDOW <= words.length; i += UNIQUE_WINDOW)
    shares.push(new Set(words.slice(i, i + UNIQUE_WINDOW)).size / UNIQUE_WINDOW);
  shares.sort((a, b) => a - b);
  return shares[Math.floor(shares.length / 2)];
}

/**
 * Investor / pitch vocabulary, English and Dutch. The first 30 are the strongest signals
 * that a text is a pitch deck; the rest are common business words of decks.
 */
export const PITCH_KEYWORDS: readonly string[] = [
  // — the first 30: unmistakably pitch-deck terms
  "market",
  "revenue",
  "customer",
  "team",
  "funding",
  "growth",
  "product",
  "competition",
  "traction",
  "business model",
  "investment",
  "investor",
  "pricing",
  "sales",
  "valuation",
  "seed",
  "roadmap",
  "churn",
  "recurring",
  "subscription",
  "margin",
  "go-to-market",
  "runway",
  "burn",
  "acquisition",
  "omzet",
  "klant",
  "markt",
  "financiering",
  "concurrentie",
  // — the rest
  "business",
  "model",
  "company",
  "startup",
  "founder",
  "ceo",
  "cto",
  "coo",
  "strategy",
  "solution",
  "problem",
  "platform",
  "price",
  "cost",
  "profit",
  "loss",
  "break-even",
  "ebitda",
  "gross",
  "net",
  "cash",
  "capital",
  "equity",
  "round",
  "raise",
  "raising",
  "fund",
  "invest",
  "arr",
  "mrr",
  "ltv",
  "cac",
  "arpa",
  "arpu",
  "kpi",
  "retention",
  "conversion",
  "forecast",
  "projection",
  "budget",
  "expense",
  "income",
  "scale",
  "scaling",
  "expansion",
  "international",
  "partner",
  "partnership",
  "agency",
  "channel",
  "distribution",
  "lead",
  "pipeline",
  "funnel",
  "contract",
  "client",
  "user",
  "segment",
  "tam",
  "sam",
  "som",
  "addressable",
  "competitor",
  "advantage",
  "moat",
  "differentiation",
  "technology",
  "data",
  "analytics",
  "ai",
  "saas",
  "b2b",
  "b2c",
  "e-commerce",
  "launch",
  "pilot",
  "milestone",
  "vision",
  "mission",
  "opportunity",
  "demand",
  "adoption",
  "retail",
  "shop",
  "store",
  "brand",
  "percent",
  "million",
  "billion",
  "annual",
  "monthly",
  "quarter",
  "year",
  "euro",
  "eur",
  "ask",
  "use",
  "hire",
  "employee",
  "advisor",
  "board",
  "shareholder",
  "exit",
  "ipo",
  "patent",
  "license",
  "tier",
  "plan",
  "premium",
  "free",
  "trial",
  "upsell",
  "onboarding",
  "support",
  "success",
  "nps",
  "bedrijf",
  "bedrijfsmodel",
  "klanten",
  "groei",
  "investering",
  "investeerder",
  "winst",
  "marge",
  "kosten",
  "prijs",
  "abonnement",
  "concurrent",
  "oprichter",
  "strategie",
  "verkoop",
  "kanaal",
  "doelgroep",
  "waardering",
  "aandelen",
  "kapitaal",
  "oplossing",
  "probleem",
  "gebruiker",
  "jaar",
  "maand",
  "procent",
  "miljoen",
];

// Plain inflections a keyword may carry and still count (customer-s, klant-en, market-ing).
const INFLECTION = /^(?:s|es|en|e|n|ing|ings|ed|er|ers|ies|ment|ments|ors|or|ity|ly|d)?$/;

type Keyword = { words: string[]; index: number };
const KEYWORDS: readonly Keyword[] = PITCH_KEYWORDS.map((k, index) => ({
  words: normaliseText(k).split(/\s+/),
  index,
}));
const SINGLE = KEYWORDS.filter((k) => k.words.length === 1);
const PHRASES = KEYWORDS.filter((k) => k.words.length > 1);
// Single-word keywords by first letter, longest first, for a quick prefix check.
const BY_LETTER = new Map<string, Keyword[]>();
for (const k of [...SINGLE].sort((a, b) => b.words[0].length - a.words[0].length)) {
  const letter = k.words[0][0];
  BY_LETTER.set(letter, [...(BY_LETTER.get(letter) ?? []), k]);
}

const WORD_RE = /[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu;

function wordMatches(word: string, keyword: string): boolean {
  if (word === keyword) return true;
  if (keyword.length < 3 || !word.startsWith(keyword)) return false;
  return INFLECTION.test(word.slice(keyword.length));
}

/** The keywords (indices in PITCH_KEYWORDS) a word matches; a word may match several. */
function keywordsOf(word: string): number[] {
  const out: number[] = [];
  for (const k of BY_LETTER.get(word[0]) ?? []) if (wordMatches(word, k.words[0])) out.push(k.index);
  return out;
}

const PLAIN_CHAR = /[\p{Script=Latin}\p{N}\s.,;:!?'"“”‘’()[\]{}\-–—/\\%€$£&+=@#*•…·°<>|_~^]/u;

export type ExtractionQuality = {
  wordCount: number;
  /** Words that are (inflected) keywords or part of a keyword phrase. */
  keywordWordCount: number;
  /** Keyword words / content words (words that are not function words). */
  keywordShare: number;
  uniqueWordCount: number;
  uniqueShare: number;
  characterCount: number;
  plainCharacterCount: number;
  plainCharShare: number;
  /** Distinct keywords of the first 30 that occur, in list order. */
  strongKeywordsFound: string[];
  checks: {
    enoughWords: boolean;
    enoughKeywords: boolean;
    enoughUniqueWords: boolean;
    enoughPlainCharacters: boolean;
    enoughStrongKeywords: boolean;
  };
  /** All five checks hold. */
  meaningful: boolean;
};

/** Every measurement of the heuristic, so the admin screen can explain a verdict. */
export function measureExtractionQuality(text: string): ExtractionQuality {
  const words = normaliseText(text).match(WORD_RE) ?? [];
  const isKeywordWord = new Uint8Array(words.length);
  const found = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    for (const k of keywordsOf(words[i])) {
      isKeywordWord[i] = 1;
      found.add(k);
    }
    for (const p of PHRASES) {
      if (i + p.words.length > words.length) continue;
      if (p.words.every((w, j) => wordMatches(words[i + j], w))) {
        found.add(p.index);
        for (let j = 0; j < p.words.length; j++) isKeywordWord[i + j] = 1;
      }
    }
  }
  const keywordWordCount = isKeywordWord.reduce((a, b) => a + b, 0);
  const contentWordCount = words.reduce((n, w, i) => n + (isKeywordWord[i] || !STOP_WORDS.has(w) ? 1 : 0), 0);
  const uniqueWordCount = new Set(words).size;
  const chars = [...text];
  const plainCharacterCount = chars.reduce((n, c) => n + (PLAIN_CHAR.test(c) ? 1 : 0), 0);
  const wordCount = words.length;
  const keywordShare = contentWordCount ? keywordWordCount / contentWordCount : 0;
  const uniqueShare = uniqueShareOf(words);
  const plainCharShare = chars.length ? plainCharacterCount / chars.length : 0;
  const strongKeywordsFound = [...found]
    .filter((i) => i < STRONG_KEYWORD_COUNT)
    .sort((a, b) => a - b)
    .map((i) => PITCH_KEYWORDS[i]);
  const checks = {
    enoughWords: wordCount >= MIN_WORDS,
    enoughKeywords:
      keywordShare >= MIN_KEYWORD_SHARE ||
      (plainCharShare >= CLEAN_TEXT_PLAIN_SHARE &&
        (strongKeywordsFound.length >= CLEAN_TEXT_STRONG_KEYWORDS || wordCount >= TEXT_RICH_WORDS)),
    enoughUniqueWords: uniqueShare >= MIN_UNIQUE_SHARE,
    enoughPlainCharacters: plainCharShare >= MIN_PLAIN_CHAR_SHARE,
    enoughStrongKeywords: strongKeywordsFound.length >= MIN_STRONG_KEYWORD_MATCHES,
  };
  return {
    wordCount,
    keywordWordCount,
    keywordShare,
    uniqueWordCount,
    uniqueShare,
    characterCount: chars.length,
    plainCharacterCount,
    plainCharShare,
    strongKeywordsFound,
    checks,
    meaningful: Object.values(checks).every(Boolean),
  };
}

export function isTextMeaningful(text: string): boolean {
  return measureExtractionQuality(text).meaningful;
}

/* ---------------------------------------------------------------- outcomes */

export type ExtractionMethod = "text" | "vision";

/** What the extraction step reports (spec: extract-pdf-text's response). */
export type PdfExtractionResult = {
  success: boolean;
  extractionMethod?: ExtractionMethod | string | null;
  isTextMeaningful?: boolean;
  textLength?: number;
  hasContent?: boolean;
  /** Set when the step failed with a message. */
  error?: string | null;
};

/** The response of a finished extraction, computed from its text. */
export function summarisePdfExtraction(text: string, method: ExtractionMethod): PdfExtractionResult {
  const trimmed = text.trim();
  return {
    success: true,
    extractionMethod: method,
    isTextMeaningful: trimmed.length > 0 && isTextMeaningful(trimmed),
    textLength: trimmed.length,
    hasContent: trimmed.length > 0,
  };
}

export type PdfExtractionOutcome =
  "success-text" | "success-vision" | "limited-quality" | "no-content" | "failure";

/**
 * The five outcomes of a PDF extraction (docs/product.md#admin-panel-documents): failed (or errored) → failure; succeeded without content →
 * no usable content; content that fails the heuristic → limited quality; otherwise success
 * by vision or by text, per the method used.
 */
export function classifyPdfExtraction(result: PdfExtractionResult): PdfExtractionOutcome {
  if (!result.success || result.error) return "failure";
  const hasContent = result.hasContent ?? (result.textLength ?? 0) > 0;
  if (!hasContent) return "no-content";
  if (!result.isTextMeaningful) return "limited-quality";
  return result.extractionMethod === "vision" ? "success-vision" : "success-text";
}

export type PdfToast = {
  outcome: PdfExtractionOutcome;
  title: string;
  description: string;
  variant: "default" | "destructive";
};

/**
 * The toast per outcome. Titles are those of docs/product.md#admin-panel-documents, verbatim:
 *   success by text / by vision → 'PDF succesvol verwerkt'
 *   limited quality             → 'PDF verwerkt met beperkingen'
 *   no usable content           → 'PDF verwerkt'
 *   failure                     → 'PDF geüpload' (the file is stored; extraction failed or errored)
 * The product lists 'PDF geüpload' with "(extraction failed, no usable content or error)": we read
 * that as the failure case's description, because 'PDF verwerkt' is separately listed for
 * "no usable content". Descriptions are ours (Dutch, like the titles).
 */
export function pdfExtractionToast(result: PdfExtractionResult): PdfToast {
  const outcome = classifyPdfExtraction(result);
  const chars = (result.textLength ?? 0).toLocaleString("nl-NL");
  switch (outcome) {
    case "success-text":
      return {
        outcome,
        title: "PDF succesvol verwerkt",
        description: `Tekst geëxtraheerd (${chars} tekens). De pitch deck chat is klaar voor gebruik.`,
        variant: "default",
      };
    case "success-vision":
      return {
        outcome,
        title: "PDF succesvol verwerkt",
        description: `Tekst via AI vision herkend (${chars} tekens). De pitch deck chat is klaar voor gebruik.`,
        variant: "default",
      };
    case "limited-quality":
      return {
        outcome,
        title: "PDF verwerkt met beperkingen",
        description: `Er is tekst gevonden (${chars} tekens), maar de kwaliteit is beperkt. Upload pitch deck afbeeldingen voor betere resultaten.`,
        variant: "default",
      };
    case "no-content":
      return {
        outcome,
        title: "PDF verwerkt",
        description:
          "Er is geen bruikbare tekst in de PDF gevonden. Upload pitch deck afbeeldingen voor betere resultaten.",
        variant: "default",
      };
    case "failure":
      return {
        outcome,
        title: "PDF geüpload",
        description: `De PDF is opgeslagen, maar tekstextractie is mislukt${result.error ? `: ${result.error}` : ""}. Probeer 'Reprocess PDF' of upload pitch deck afbeeldingen.`,
        variant: "destructive",
      };
  }
}

/** The error a reprocess call throws (docs/product.md#admin-panel-documents): with the step's message, or without one. */
export function extractionFailureMessage(error?: string | null): string {
  return error ? `Text extraction failed: ${error}` : "Text extraction was not successful";
}
