/**
 * Text utilities shared by the deck rules: normalising, word splitting, stop words (English
 * and Dutch), a light stemmer and sentence splitting. Pure and allocation-light: the chat
 * tokenises every question and every deck page with these.
 */

/** Lower case, diacritics removed ('geüpload' → 'geupload'), ligatures unfolded. */
export function normaliseText(text: string): string {
  // Most deck text is ASCII: skip the Unicode work then.
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(text)) return text.toLowerCase();
  return text.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();
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
`;

export const STOP_WORDS: ReadonlySet<string> = new Set(STOP_WORD_LIST.split(/\s+/).filter(Boolean).map((w) => w.replace(/’/g, "'")));

// Words the stemmer must leave alone: stripping would merge them with a different topic.
const NO_STEM = new Set(["marketing", "business", "analysis", "news", "series", "saas", "sales", "less", "across", "process", "success", "always"]);

/**
 * A light suffix stripper (English plurals and -ing/-ed, Dutch -en plurals, final -e), so
 * that 'price', 'prices', 'pricing' and 'priced' meet, as do 'klant' and 'klanten'. It is
 * applied to deck text and questions alike, so its stems never need to be real words.
 */
export function stem(word: string): string {
  if (word.length <= 3 || NO_STEM.has(word) || /\d/.test(word)) return word;
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith("ly")) w = w.slice(0, -2);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith("en")) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/**
 * Words that shape a question but rarely its topic ("what is the *main* *strategy*…"): a
 * question keeps them at a small weight, so they can break ties but never decide whether
 * the deck covers the question.
 */
export const VAGUE_QUESTION_WORDS: ReadonlySet<string> = new Set(
  `strategy strategie approach plan plans details detail information info overview status situation figures numbers
   aspects aspect main key big bigger biggest large larger small exactly currently current today specifically
   general overall important good best better biggest total kind type types example examples go going goes`.split(/\s+/).filter(Boolean),
);

/** A token worth indexing: not a stop word, at least two characters (digits too: '2026', '18'). */
export function isContentWord(word: string): boolean {
  return word.length >= 2 && !STOP_WORDS.has(word);
}

export type ContentWord = {
  /** Lower case, diacritics removed; a hyphenated compound joined ('gotomarket'). */
  word: string;
  /** True for the joined form of a hyphenated compound ('go-to-market' → 'gotomarket'). */
  compound: boolean;
  /** The compound as written ('go-to-market'), or the word. */
  display: string;
};

const COMPOUND_RE = /[\p{L}\p{N}']+(?:-[\p{L}\p{N}']+)*/gu;

/**
 * Content words of a text: words split on punctuation (so 'e-commerce' gives 'commerce',
 * '€1.5' gives '1' and '5'), stop words dropped; a hyphenated compound also yields its
 * joined form ('go-to-market' → 'gotomarket', 'e-commerce' → 'ecommerce'), so a question
 * about the go-to-market finds that slide rather than every mention of 'market'.
 */
export function contentWords(text: string): ContentWord[] {
  const out: ContentWord[] = [];
  for (const m of normaliseText(text).replace(/[’‘`]/g, "'").matchAll(COMPOUND_RE)) {
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
    for (const part of parts) if (isContentWord(part)) out.push({ word: part, compound: false, display: part });
  }
  return out;
}

/** Index terms of a text: its content words, stemmed. */
export function tokenize(text: string): string[] {
  return contentWords(text).map((w) => stem(w.word));
}

/**
 * Sentences of a text: split after '.', '!', '?' followed by white space and a capital,
 * digit or quote, and at line breaks (titles, bullet lines). Abbreviation-safe enough for
 * decks ("€1.5 million" stays whole: no space after the dot).
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\r?\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'“‘€$(])/u))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
