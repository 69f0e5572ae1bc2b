/**
 * A PDF page's text in reading order: pdf.js's positioned text runs through the pure layout
 * rule (app/domain/deck/layout.ts).
 *
 * Each page's extraction has a budget (workers/pdfjs-budgets.mjs adds it to pdf.js): at most
 * `MAX_PAGE_OPERATORS` operators, graphics states nested at most 2,000 deep, decoded streams at
 * most 32 MB. A page over it is skipped — its text is empty and the outcome names it — and the
 * document goes on; a Worker's clock stands still while code runs, so a count is the only
 * budget that holds.
 */
import { layoutPageText, type TextRun } from "../../domain/deck/layout";

/**
 * Operators one page's text may cost: pdf.js reads them at about 2 µs each, so ~0.2 s a page;
 * the densest deck page measured has about 5,000.
 */
export const MAX_PAGE_OPERATORS = 100_000;

/** A page's text, or why it was skipped. */
export type PageText = { text: string; skipped?: "budget" };

/** The error pdf.js (with the budgets) raises when a page goes over one. */
const isBudgetError = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return (
    typeof message === "string" &&
    /\b(operator|graphics state|decoded stream) budget exceeded\b/.test(message)
  );
};

type PdfDocument = Awaited<ReturnType<typeof import("unpdf").getDocumentProxy>>;

type PdfTextItem = { str: string; transform: number[]; width: number; height: number; hasEOL?: boolean };

const isTextItem = (item: unknown): item is PdfTextItem =>
  typeof item === "object" &&
  item !== null &&
  typeof (item as PdfTextItem).str === "string" &&
  Array.isArray((item as PdfTextItem).transform);

type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;

/**
 * The page's text items as pdf.js streams them (what `getTextContent` collects), read here so
 * that the stream's `closed` promise is handled: workerd reports it as an unhandled rejection
 * when the page's extraction fails.
 */
async function textItems(page: PdfPage, maxOperators: number): Promise<unknown[]> {
  // `maxOperators` is the budgets' own parameter (not in pdf.js's types).
  const stream = page.streamTextContent({ maxOperators } as Parameters<
    PdfPage["streamTextContent"]
  >[0]) as ReadableStream<{ items: unknown[] }>;
  const reader = stream.getReader();
  reader.closed.catch(() => undefined);
  const items: unknown[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return items;
    for (const item of value.items) items.push(item);
  }
}

/** The page's text; a page over the budget comes back empty and marked `skipped`; other errors (a damaged page) throw. */
export async function pageText(
  pdf: PdfDocument,
  pageNumber: number,
  maxOperators = MAX_PAGE_OPERATORS,
): Promise<PageText> {
  const page = await pdf.getPage(pageNumber);
  try {
    let items: PdfTextItem[];
    try {
      items = (await textItems(page, maxOperators)).filter(isTextItem);
    } catch (error) {
      if (isBudgetError(error)) return { text: "", skipped: "budget" };
      throw error;
    }
    // Rotated text (a vertical axis label) has no row on the page: it follows, in pdf.js's order.
    const rotated = (item: PdfTextItem) =>
      Math.abs(item.transform[1]) > 1e-3 || Math.abs(item.transform[2]) > 1e-3;
    const runs: TextRun[] = items
      .filter((item) => !rotated(item))
      .map((item) => ({
        text: item.str,
        x: item.transform[4],
        y: item.transform[5],
        width: item.width,
        height: item.height || Math.abs(item.transform[3]),
      }));
    const aside = items
      .filter(rotated)
      .map((item) => item.str.trim())
      .filter(Boolean)
      .join(" ");
    return { text: [layoutPageText(runs), aside].filter(Boolean).join("\n") };
  } finally {
    page.cleanup();
  }
}

/** "Pagina 7 is overgeslagen: …" for the pages skipped over the budget ('' when none). */
export function skippedPagesNotice(pages: readonly number[]): string {
  if (pages.length === 0) return "";
  const list =
    pages.length === 1
      ? `Pagina ${pages[0]} is`
      : `Pagina's ${pages.slice(0, 20).join(", ")}${pages.length > 20 ? ` en ${pages.length - 20} meer` : ""} zijn`;
  return `${list} overgeslagen: de tekst lezen kost meer dan een pagina mag (te veel opdrachten in de pagina).`;
}
