/**
 * The meanings "what investors ask" groups by: each a set of key phrases in English and Dutch
 * (one word or several), matched on Snowball stems (@orama/stemmers, through the deck chat's
 * `stem`), so 'burn rate', 'runway' and 'hoeveel maanden runway' meet under one topic while
 * 'monthly churn' and 'monthly burn' do not meet on 'monthly'. The list is ordered from the
 * most specific meaning to the most general: a question naming two ('at what valuation are you
 * raising?') is asked about the first (valuation, not the round). Pure.
 */
import { storedObject } from "../deck/derived";
import { contentWords, type Language, stem } from "../deck/text";

export type MeaningTopic = {
  key: string;
  /** How the Investors tab names the topic. */
  label: string;
  phrases: readonly string[];
};

export const MEANING_TOPICS: readonly MeaningTopic[] = [
  {
    key: "valuation",
    label: "valuation",
    phrases: [
      "valuation",
      "valued",
      "pre-money",
      "post-money",
      "premoney",
      "postmoney",
      "price per share",
      "waardering",
      "gewaardeerd",
    ],
  },
  {
    key: "burn",
    label: "burn and runway",
    phrases: [
      "burn",
      "burn rate",
      "runway",
      "cash position",
      "cash in the bank",
      "months of cash",
      "verbranding",
      "kaspositie",
    ],
  },
  {
    key: "churn",
    label: "churn and retention",
    phrases: [
      "churn",
      "retention",
      "retain",
      "net retention",
      "nrr",
      "cancellations",
      "cancel",
      "opzeggingen",
      "opzeggen",
      "retentie",
      "klantbehoud",
    ],
  },
  {
    key: "round",
    label: "the round",
    phrases: [
      "raise",
      "raising",
      "round",
      "round size",
      "funding",
      "investment",
      "ticket",
      "use of funds",
      "financiering",
      "investering",
      "ophalen",
      "kapitaal",
    ],
  },
  {
    key: "market",
    label: "market",
    phrases: ["market", "market size", "tam", "addressable", "markt", "marktomvang", "marktgrootte"],
  },
  {
    key: "competition",
    label: "competition",
    phrases: [
      "competitor",
      "competitors",
      "competition",
      "compete",
      "rival",
      "rivals",
      "moat",
      "concurrent",
      "concurrenten",
      "concurrentie",
    ],
  },
  {
    key: "team",
    label: "team",
    phrases: [
      "team",
      "founder",
      "founders",
      "co-founder",
      "cofounder",
      "ceo",
      "cto",
      "coo",
      "cfo",
      "management",
      "hiring",
      "employees",
      "staff",
      "oprichter",
      "oprichters",
      "medeoprichter",
      "medewerkers",
      "personeel",
    ],
  },
  {
    key: "margins",
    label: "margins and profit",
    phrases: [
      "margin",
      "margins",
      "gross margin",
      "profit",
      "profitable",
      "profitability",
      "ebitda",
      "break even",
      "break-even",
      "winst",
      "winstgevend",
      "marge",
    ],
  },
  {
    key: "revenue",
    label: "revenue",
    phrases: ["revenue", "arr", "mrr", "turnover", "sales", "omzet", "inkomsten"],
  },
  {
    key: "pricing",
    label: "pricing",
    phrases: ["price", "prices", "pricing", "prijs", "prijzen", "prijsmodel"],
  },
  {
    key: "customers",
    label: "customers",
    phrases: ["customer", "customers", "client", "clients", "klant", "klanten", "gebruikers"],
  },
];

const LANGUAGES: readonly Language[] = ["en", "nl"];

/** A text's content-word stems in one language, as ' a b c ' so a phrase is a substring search. */
function stemLine(text: string, language: Language): string {
  return stemLines(text, [language])[language]!;
}

/** A text's stem lines in each language, its words found once (the costly part on a whole deck). */
function stemLines(text: string, languages: readonly Language[]): Partial<Record<Language, string>> {
  const words: string[] = [];
  // A hyphenated word ('go-to-market') stands for its joined form only, not its parts (which follow it).
  let parts = new Set<string>();
  for (const w of contentWords(text)) {
    if (w.compound) parts = new Set(w.display.split("-"));
    else if (parts.has(w.word)) continue;
    else parts = new Set();
    words.push(w.word);
  }
  const lines: Partial<Record<Language, string>> = {};
  for (const language of languages) lines[language] = ` ${words.map((w) => stem(w, language)).join(" ")} `;
  return lines;
}

type CompiledTopic = MeaningTopic & { lines: Record<Language, string[]> };
let compiled: CompiledTopic[] | null = null;

function compiledTopics(): CompiledTopic[] {
  compiled ??= MEANING_TOPICS.map((t) => ({
    ...t,
    lines: {
      en: [...new Set(t.phrases.map((p) => stemLine(p, "en")).filter((l) => l.trim()))],
      nl: [...new Set(t.phrases.map((p) => stemLine(p, "nl")).filter((l) => l.trim()))],
    },
  }));
  return compiled;
}

/** A text prepared for topic look-ups: its stems in both languages (a question may mix them). */
export type StemmedText = Record<Language, string>;

export const stemmedText = (text: string): StemmedText => stemLines(text, LANGUAGES) as StemmedText;

/** A deck page prepared for topic look-ups (pagesNaming). */
export type StemmedPage = { number: number; stems: StemmedText };

export const stemPages = (pages: readonly { number: number; text: string }[]): StemmedPage[] =>
  pages.map((p) => ({ number: p.number, stems: stemmedText(p.text) }));

/** A deck's stemmed pages as stored with the generation of the text they were made from. */
export const serializeStemmedPages = (gen: number, pages: readonly StemmedPage[]) =>
  JSON.stringify({ gen, pages: pages.map((p) => [p.number, p.stems.en, p.stems.nl]) });

/** The stored pages when they were made for generation `gen`; null otherwise (or unreadable). */
export function parseStemmedPages(json: string | null | undefined, gen: number): StemmedPage[] | null {
  const stored = storedObject(json);
  if (!stored || stored.gen !== gen || !Array.isArray(stored.pages)) return null;
  const pages: StemmedPage[] = [];
  for (const entry of stored.pages) {
    if (!Array.isArray(entry)) return null;
    const [number, en, nl] = entry as unknown[];
    if (typeof number !== "number" || typeof en !== "string" || typeof nl !== "string") return null;
    pages.push({ number, stems: { en, nl } });
  }
  return pages;
}

/** The meaning topics a text names, most specific first. */
export function meaningTopicsOf(text: string | StemmedText): MeaningTopic[] {
  const s = typeof text === "string" ? stemmedText(text) : text;
  return compiledTopics().filter((t) =>
    LANGUAGES.some((l) => t.lines[l].some((line) => s[l].includes(line))),
  );
}

/** The meaning topic of a key, or undefined for a topic that is a plain stem. */
export const meaningTopic = (key: string): MeaningTopic | undefined =>
  MEANING_TOPICS.find((t) => t.key === key);

/**
 * Pages of the deck that name a topic: a meaning topic by any of its key phrases, another
 * topic (a stem) by that stem. What answers should have cited: a topic is a to-do for the next
 * deck version only when no page names it.
 */
export function pagesNaming(
  topic: string,
  pages: readonly { number: number; stems: StemmedText }[],
): number[] {
  const meaning = compiledTopics().find((t) => t.key === topic);
  return pages
    .filter((p) =>
      meaning
        ? LANGUAGES.some((l) => meaning.lines[l].some((line) => p.stems[l].includes(line)))
        : LANGUAGES.some((l) => p.stems[l].includes(` ${topic} `)),
    )
    .map((p) => p.number);
}
