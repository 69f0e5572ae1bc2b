/**
 * The deck pages a stored chat answer cites. The answers name their sources in a closing
 * line ('_Sources: page 2, page 5._'); a model's answer may cite inline ('(page 3)'). An
 * answer that cites no page is one the deck did not cover.
 */
const SOURCES_LINE = /Sources?:\s*([^\n]*)/gi;
const PAGE_IN_SOURCES = /\b(?:page|slide|pagina)\s+(\d{1,3})\b/gi;
const INLINE = /[([]\s*(?:page|slide|pagina|p\.)\s*(\d{1,3})\s*[)\]]/gi;

export function citedPages(answer: string): number[] {
  const pages = new Set<number>();
  for (const line of answer.matchAll(SOURCES_LINE))
    for (const m of line[1]!.matchAll(PAGE_IN_SOURCES)) pages.add(Number(m[1]));
  if (pages.size === 0) for (const m of answer.matchAll(INLINE)) pages.add(Number(m[1]));
  pages.delete(0);
  return [...pages].sort((a, b) => a - b);
}
