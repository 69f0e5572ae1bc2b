/**
 * OCR debris in quoted deck text. Text read from a slide's pixels keeps stray marks: a logo
 * read as "&®", an illustration read as "[BPR pan)EBNS ERS", a frame read as "|". An answer
 * quotes the deck, so it quotes only what reads as words and figures: such marks are left
 * out of a line, and a line that is mostly debris is left out whole. Pure; the stored text is
 * not changed (retrieval still sees it all).
 */

/** Marks that words and figures never carry, alone or in runs ("&®", "||", "©", "{"). */
const STRAY_MARKS = /[®©™|\\{}[\]<>=~^_`¦§¬]/u;

const LETTERS = /\p{L}/gu;

/** A token (white-space separated) that is no word, figure or ordinary punctuation. */
export function isDebrisToken(token: string): boolean {
  const t = token.trim();
  if (!t) return false;
  const letters = (t.match(LETTERS) ?? []).length;
  const digits = (t.match(/\p{N}/gu) ?? []).length;
  // Only marks: '&®', '|', '©', '~~' — but a lone '&', '-', '–', '•', '/', '+' joins words.
  // A lone '|' separates a text layer's columns ("$3.1bn | $7.4bn").
  // Marks mixed into a run ('."', '>)') are debris; a run of one mark ('...', '--') is not.
  if (letters + digits === 0)
    return (
      t !== "|" && (STRAY_MARKS.test(t) || (t.length >= 2 && new Set(t).size > 1 && !/^[.…]+$/u.test(t)))
    );
  // A word glued to a stray mark ("®Acme").
  if (/[®©™|\\{}<>=~^`¦§¬]/u.test(t)) return true;
  // Square brackets come in pairs around a word ("[beta]"); one alone was read from a picture.
  if ((t.match(/\[/gu) ?? []).length !== (t.match(/\]/gu) ?? []).length) return true;
  // A closing bracket inside a word ("pan)EBNS"); an opening one may lack its space ("GWh(north").
  if (/[)\]]\p{L}/u.test(t)) return true;
  // Case flipping inside a word ("pan)EBNS", "aBcDe"): a capital after lower case is a name
  // only at the start of a part ("iPhone", "McKinsey", "SaaS", "eCommerce").
  const parts = t
    .split(/[^\p{L}\p{N}'’-]+/u)
    .flatMap((w) => w.split(/[-'’]/u))
    .filter(Boolean);
  return parts.some(
    (p) => /^\p{L}+$/u.test(p) && p.length >= 4 && (p.match(/\p{Ll}\p{Lu}/gu) ?? []).length >= 2,
  );
}

/** Short capital runs ("ETE", "ISN") in a line read from an image, beside lower-case words. */
function shoutingRuns(tokens: readonly string[]): number {
  return tokens.filter((t) => /^\p{Lu}{2,4}[.,…]*$/u.test(t) && !/^[AIVXLCDM]+$/u.test(t)).length;
}

/** Share of a line's tokens that are debris at or above which the line is left out whole. */
export const DEBRIS_LINE_SHARE = 0.34;

/**
 * Is a line mostly debris: two or more tokens and a third of them are debris, nothing but debris reads, or its letters stand in words of one or two
 * characters only ("a e ER ly"), or it is only marks?
 */
export function isDebrisLine(line: string): boolean {
  const tokens = line.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return false;
  const debris = tokens.filter(isDebrisToken).length;
  if (debris >= 2 && debris / tokens.length >= DEBRIS_LINE_SHARE) return true;
  // Nothing left that reads: no word of three letters, no figure.
  const rest = tokens.filter((t) => !isDebrisToken(t));
  if (debris >= 1 && !rest.some((t) => /\p{L}{3,}|\p{N}/u.test(t))) return true;
  const words = tokens.map((t) => t.replace(/[^\p{L}]/gu, "")).filter(Boolean);
  const digits = /\p{N}/u.test(line);
  // Scattered letters: no word longer than two letters and no figure ("a e ER ly ;").
  if (words.length >= 3 && !digits && words.every((w) => w.length <= 2)) return true;
  // Debris beside more than one stray capital run ("Plan to enter 5 markets ETE ISN |").
  if (debris >= 1 && shoutingRuns(tokens) >= 2 && tokens.some((t) => /\p{Ll}{3,}/u.test(t))) return true;
  return false;
}

/**
 * A line without its debris: debris tokens left out, and then stray capital runs at its end
 * that only debris stood beside ("Soldera &®" → "Soldera"). A line that is mostly debris gives "".
 */
export function cleanLine(line: string): string {
  if (isDebrisLine(line)) return "";
  const tokens = line.split(/\s+/).filter(Boolean);
  const kept = tokens.filter((t) => !isDebrisToken(t));
  let out = kept.join(" ");
  // A joining mark left at either end once its neighbour went ("Soldera &", "— Acme").
  out = out.replace(/(?:\s+[&+/•·–—|-])+$/u, "").replace(/^(?:[&+/•·–—|-]\s+)+/u, "");
  return out.trim();
}

/** A text without OCR debris, line by line (lines that were debris are dropped). */
export function cleanDebris(text: string): string {
  return text
    .split(/\r?\n/)
    .map(cleanLine)
    .filter((l) => l.length > 0)
    .join("\n");
}
