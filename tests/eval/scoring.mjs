// Scoring rules of `npm run eval` (documented in README.md, "Measuring answers").
// Pure functions: the deck and sheet runners share them, and tests/eval/scoring.test.mjs
// is not needed — the rules are small enough to read.

const SCALE = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mln: 1e6,
  million: 1e6,
  miljoen: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  miljard: 1e9,
};

/**
 * Numbers in a text, normalised: thousands separators dropped ('4,701' → 4701), a scale word
 * or suffix applied ('€2M' → 2e6, '1.3m' → 1.3e6, '14.18 billion' → 1.418e10), ranges
 * ('90-110') kept as ranges with `ranges` (else two numbers). Years and percentages are numbers.
 */
export function numbersIn(text, { ranges = false } = {}) {
  const out = [];
  // Not inside a word ('B2B', 'Q3' are names, not figures).
  const re =
    /(?<![\p{L}\d])(\d+(?:[.,]\d+)*)\s*(?:[-–]|to)\s*(\d+(?:[.,]\d+)*)\s*(k|m|mn|mln|b|bn|thousand|million|miljoen|billion|miljard)?(?![\p{L}\d])|(?<![\p{L}\d])(\d+(?:[.,]\d+)*)\s*(k|m|mn|mln|b|bn|thousand|million|miljoen|billion|miljard)?(?![\p{L}\d])/giu;
  for (const m of text.matchAll(re)) {
    if (m[1] !== undefined) {
      const years = /^(19|20)\d\d$/.test(m[1]) && /^(19|20)\d\d$/.test(m[2]);
      // '2023-2025 m.' is a span of years (a trailing abbreviation is no scale).
      const scale = years ? 1 : (SCALE[(m[3] ?? "").toLowerCase()] ?? 1);
      const lo = parseNumber(m[1]) * scale;
      const hi = parseNumber(m[2]) * scale;
      // '2023-2032' is two years, not a range to accept any value in.
      if (ranges && hi > lo && !(lo >= 1900 && hi <= 2100)) out.push({ lo, hi, range: true });
      else out.push({ lo, hi: lo }, { lo: hi, hi });
    } else {
      const scale = SCALE[(m[5] ?? "").toLowerCase()] ?? 1;
      const v = parseNumber(m[4]) * scale;
      out.push({ lo: v, hi: v });
    }
  }
  return out.filter((n) => Number.isFinite(n.lo));
}

function parseNumber(raw) {
  // '4,701' and '1,278' are thousands; '1,5' (Dutch decimal) is 1.5; '14.18' is a decimal.
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw)) return Number(raw.replace(/,/g, ""));
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(raw)) return Number(raw.replace(/\./g, "").replace(",", "."));
  return Number(raw.replace(",", "."));
}

const close = (a, b) => Math.abs(a - b) <= Math.max(1e-9, Math.abs(b) * 0.01);

/** Does the reply state this expected number (1% tolerance; a range accepts any value in it)? */
function replyHas(replyNumbers, expected) {
  return replyNumbers.some((r) =>
    expected.range ? r.lo >= expected.lo && r.lo <= expected.hi : close(r.lo, expected.lo),
  );
}

const STOP = new Set(
  "about also already and are based chart current currently does from have into more most number only other over per plus reading roughly same some such than that their them then they this today total very what when which with would acceptable approximately given printed value shown image text layer not deck".split(
    " ",
  ),
);

/** The expected answer without remarks in parentheses ("(chart reading; …)"), and the ranges those remarks accept. */
function keyPart(answer) {
  const accepted = [];
  const main = answer.replace(/\(([^)]*)\)/g, (_, inner) => {
    for (const r of numbersIn(inner, { ranges: true })) if (r.range) accepted.push(r);
    return " ";
  });
  return { main, accepted };
}

function words(text) {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .match(/\p{L}{4,}/gu) ?? []
  ).filter((w) => !STOP.has(w));
}

/**
 * Key figures and key words of an expected answer: the numbers outside parenthesised remarks
 * (a range in a remark counts, as the accepted range) and, when it has no numbers, its words of
 * four letters or more (stop words dropped).
 */
export function keysOf(answer) {
  const { main, accepted } = keyPart(answer);
  // An accepted range replaces the single value it qualifies ('About 100 GWh (… 90-110 GWh …)').
  const figures = [
    ...accepted,
    ...numbersIn(main).filter((f) => !accepted.some((r) => f.lo >= r.lo && f.lo <= r.hi)),
  ];
  return { figures, words: figures.length > 0 ? [] : [...new Set(words(main))] };
}

/** Opening statements of a refusal ("The pitch deck doesn't seem to cover that", "… is not in the deck"). */
const REFUSAL =
  /\b(?:doesn't|does not|don't|do not|cannot|can't|isn't|is not|aren't|are not)\b[^.\n]{0,60}\b(?:cover|answer|say|mention|give|state|contain|include|find|covered|mentioned|stated|given|included|listed)|\bnot (?:covered|in the (?:pitch )?deck|mentioned|stated|given|included)|\bno (?:information|mention|figure)\b|\bnothing (?:about|on)\b/i;

/** A reply is a refusal when its first paragraph says the document does not cover the question. */
export function isRefusal(reply) {
  const first = reply.trim().split(/\n\s*\n/)[0] ?? "";
  return REFUSAL.test(first);
}

/**
 * Correct: not a refusal, and at least half of the key figures (rounded up; ≥ 1) appear in the
 * reply — or, for an answer without figures, at least half of its key words (a word matches a
 * reply word with the same first five letters, so 'licensing' meets 'license').
 */
export function isCorrect(reply, expected) {
  if (isRefusal(reply)) return false;
  const { figures, words: keyWords } = keysOf(expected);
  if (figures.length > 0) {
    const replyNumbers = numbersIn(reply);
    const hits = figures.filter((f) => replyHas(replyNumbers, f)).length;
    return hits >= Math.max(1, Math.ceil(figures.length / 2));
  }
  if (keyWords.length === 0) return false;
  const replyStems = new Set(words(reply).map((w) => w.slice(0, 5)));
  const hits = keyWords.filter((w) => replyStems.has(w.slice(0, 5))).length;
  return hits >= Math.max(1, Math.ceil(keyWords.length / 2));
}

/** Pages a reply cites: 'page 5', 'pages 5 and 7', 'p. 5', 'pagina 5', 'slide 5', '[p5]'. */
export function citedPages(reply) {
  const pages = new Set();
  for (const m of reply.matchAll(
    /\b(?:pages?|pagina'?s?|slides?|dia'?s?|p\.?)\s*(\d+(?:\s*(?:,|and|en|&|–|-)\s*\d+)*)/gi,
  )) {
    for (const n of m[1].match(/\d+/g) ?? []) pages.add(Number(n));
  }
  return [...pages];
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}
