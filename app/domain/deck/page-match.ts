/**
 * Pages of two versions of a deck that say the same: a page of an earlier version is matched to
 * the page of the live version whose text is the same (case, spacing and punctuation aside), so
 * an investor's reading of that page still counts after a new version goes live. Pages without
 * text are never matched (two blank pages say nothing alike), and each live page takes at most
 * one page of the other version: the one at the same number if it matches, else the first.
 */

/** The text of a page as compared: lower case, letters and digits only, single spaces. */
export function pageKey(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * For each page (1..`fromCount`) of the earlier version, the live page with the same text, or
 * null. `from` and `to` give the text per page number (pages missing from them have no text).
 */
export function matchPages(
  from: ReadonlyArray<{ number: number; text: string }>,
  fromCount: number,
  to: ReadonlyArray<{ number: number; text: string }>,
): (number | null)[] {
  const result: (number | null)[] = Array.from({ length: Math.max(0, fromCount) }, () => null);
  const byKey = new Map<string, number[]>();
  for (const p of to) {
    const key = pageKey(p.text);
    if (!key || p.number < 1) continue;
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(p.number);
  }
  const taken = new Set<number>();
  const fromKeys = from
    .filter((p) => p.number >= 1 && p.number <= fromCount)
    .map((p) => ({ ...p, key: pageKey(p.text) }));
  // Same number first, so a deck with a repeated page keeps its pages in place.
  for (const pass of ["same", "any"] as const)
    for (const p of fromKeys) {
      if (!p.key || result[p.number - 1] !== null) continue;
      const candidates = byKey.get(p.key) ?? [];
      const live =
        pass === "same"
          ? candidates.find((n) => n === p.number && !taken.has(n))
          : candidates.find((n) => !taken.has(n));
      if (live === undefined) continue;
      result[p.number - 1] = live;
      taken.add(live);
    }
  return result;
}
