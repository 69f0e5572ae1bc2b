/**
 * Repairs of text as PDF text layers deliver it, applied at extraction (before the text is
 * stored, indexed or quoted):
 *
 * - letter-spaced headings: "M A R K E T" → "MARKET" (designers track out capitals; the text
 *   layer keeps a space per letter). Words set apart by wider gaps stay apart: "O U R   T E A M"
 *   → "OUR TEAM". Only runs of 4+ single letters of one case, so "a b c" lists stay;
 * - doubled chart labels: "40%40%" → "40%", "€2M€2M" → "€2M" (a label drawn twice, for a
 *   shadow or an outline). Only figures carrying a %, currency sign or scale letter, so a
 *   year such as "2020" is never halved;
 * - a word cut by a line break before its last letter: "Solutio\nn" → "Solution",
 *   "Consumer\ns demand" → "Consumers demand".
 */

const SPACED_UPPER = /(?<![\p{L}\p{N}])\p{Lu}(?: \p{Lu}){3,}(?![\p{L}\p{N}])/gu;
const SPACED_LOWER = /(?<![\p{L}\p{N}])\p{Ll}(?: \p{Ll}){3,}(?![\p{L}\p{N}])/gu;

function joinLetterSpacing(line: string): string {
  if (!/\p{L} \p{L} \p{L} \p{L}/u.test(line)) return line;
  // Gaps of two or more spaces separate the words of a letter-spaced heading.
  return line
    .split(/ {2,}|\t/)
    .map((part) =>
      // Beside a letter-spaced run, a part of single letters is a letter-spaced word too ("O U R").
      /^\p{L}(?: \p{L})+$/u.test(part.trim())
        ? part.replace(/ /g, "")
        : part
            .replace(SPACED_UPPER, (m) => m.replace(/ /g, ""))
            .replace(SPACED_LOWER, (m) => m.replace(/ /g, "")),
    )
    .join(" ");
}

const DOUBLED_FIGURE =
  /(?<![\p{L}\p{N}.,])((?:[€$£]\s?\d[\d.,]*(?:[kmb]n?|[KMB]N?)?|\d[\d.,]*\s?%|\d[\d.,]*(?:[kmb]n?|[KMB]N?)))\1(?![\p{N}])/gu;

function undoubleFigures(line: string): string {
  return line.replace(DOUBLED_FIGURE, "$1");
}

// A lone letter that ends the word above ('n' of "Solutio n"); 'a', 'i', 'o', 'u' are words.
const CUT_LETTER = /^[bcdefghjklmnpqrstvwxyz](?=$| )/;

export function repairExtractedText(text: string): string {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => undoubleFigures(joinLetterSpacing(line)));
  const out: string[] = [];
  for (const line of lines) {
    const trimmed = line.trimStart();
    const prev = out.length > 0 ? out[out.length - 1] : "";
    if (CUT_LETTER.test(trimmed) && /\p{L}{3,}$/u.test(prev.trimEnd())) {
      out[out.length - 1] = prev.trimEnd() + trimmed;
      continue;
    }
    out.push(line);
  }
  return out.join("\n");
}
