/**
 * A PDF page's text in reading order: pdf.js's positioned text runs through the pure layout
 * rule (app/domain/deck/layout.ts).
 */
import { layoutPageText, type TextRun } from "../domain/deck/layout";

type PdfDocument = Awaited<ReturnType<typeof import("unpdf").getDocumentProxy>>;

type PdfTextItem = { str: string; transform: number[]; width: number; height: number; hasEOL?: boolean };

const isTextItem = (item: unknown): item is PdfTextItem =>
  typeof item === "object" && item !== null && typeof (item as PdfTextItem).str === "string" && Array.isArray((item as PdfTextItem).transform);

export async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    const items = (content.items as unknown[]).filter(isTextItem);
    // Rotated text (a vertical axis label) has no row on the page: it follows, in pdf.js's order.
    const rotated = (item: PdfTextItem) => Math.abs(item.transform[1]) > 1e-3 || Math.abs(item.transform[2]) > 1e-3;
    const runs: TextRun[] = items
      .filter((item) => !rotated(item))
      .map((item) => ({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height || Math.abs(item.transform[3]) }));
    const aside = items.filter(rotated).map((item) => item.str.trim()).filter(Boolean).join(" ");
    return [layoutPageText(runs), aside].filter(Boolean).join("\n");
  } finally {
    page.cleanup();
  }
}

/** Every page's text, in page order. */
export async function pdfPageTexts(pdf: PdfDocument): Promise<string[]> {
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) texts.push(await pageText(pdf, n));
  return texts;
}
