// Tuning and held-out decks of `npm run eval` (README "Measuring answers"): rules are tuned on
// one part of a development set and judged on the other. The split is deterministic and does
// not depend on what a deck contains: decks are grouped (a deck whose questions are another's,
// such as a scan of a text deck, goes with that deck), the groups are ordered by a hash of
// their first deck's file name, and dealt over the folds in turn. `--fold n` names the
// held-out fold; rotating n over 0..folds-1 holds every deck out once.
import { basename } from "node:path";

/** FNV-1a, 32 bits: a small stable hash of a string. */
export function fnv1a(text) {
  let h = 0x811c9dc5;
  for (const ch of Buffer.from(text, "utf8")) {
    h ^= ch;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const questionKey = (deck) => (deck.questions ?? []).map((q) => q.q.trim().toLowerCase()).join("\n");

/**
 * `Map<file name, { fold, part, group }>` for the decks of a questions.json: `fold` is the
 * deck's fold (0..folds-1), `part` 'held-out' when it is `heldOut`, else 'tuning'.
 */
export function assignFolds(decks, { folds = 2, heldOut = 0 } = {}) {
  const groups = new Map();
  for (const deck of decks) {
    const key = questionKey(deck) || basename(deck.file);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(basename(deck.file));
  }
  const ordered = [...groups.values()].sort((a, b) => fnv1a(a[0]) - fnv1a(b[0]) || a[0].localeCompare(b[0]));
  const out = new Map();
  ordered.forEach((files, i) => {
    const fold = i % folds;
    for (const file of files)
      out.set(file, { fold, part: fold === heldOut ? "held-out" : "tuning", group: files[0] });
  });
  return out;
}
