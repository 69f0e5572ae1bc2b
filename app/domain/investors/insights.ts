/**
 * Deck insights per page, from every visitor's detail: how many visitors saw the page, the
 * median time they spent on it, the share of deck readers who reached it (drop-off), and the
 * questions whose answers cited it; plus the questions the deck did not cover. Pure.
 */
import type { VisitorDetail } from "./activity";

export type PageInsight = {
  page: number;
  viewers: number;
  /** Median seconds over the visitors who spent time on the page; null when nobody did. */
  medianSeconds: number | null;
  /** Share of the visitors who saw any deck page that reached this one, 0–1. */
  reach: number;
  questions: string[];
};

export type DeckInsights = {
  readers: number;
  pages: PageInsight[];
  notCovered: { question: string; askedBy: string; askedAt: string }[];
};

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

export function deckInsights(
  visitors: readonly Pick<VisitorDetail, "label" | "secondsPerPage" | "pagesSeen" | "asked">[],
  pageCount: number,
): DeckInsights {
  const readers = visitors.filter((v) => v.pagesSeen.length > 0);
  const pages: PageInsight[] = [];
  for (let page = 1; page <= pageCount; page++) {
    const viewers = readers.filter((v) => v.pagesSeen.includes(page));
    const times = viewers.map((v) => v.secondsPerPage[page - 1] ?? 0).filter((s) => s > 0);
    pages.push({
      page,
      viewers: viewers.length,
      medianSeconds: median(times),
      reach: readers.length ? viewers.length / readers.length : 0,
      questions: visitors.flatMap((v) =>
        v.asked.filter((q) => q.pages.includes(page)).map((q) => q.question),
      ),
    });
  }
  const notCovered = visitors
    .flatMap((v) =>
      v.asked
        .filter((q) => !q.covered)
        .map((q) => ({ question: q.question, askedBy: v.label, askedAt: q.askedAt })),
    )
    .sort((a, b) => (a.askedAt < b.askedAt ? 1 : -1));
  return { readers: readers.length, pages, notCovered };
}
