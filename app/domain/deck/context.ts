/**
 * The chat's context (docs/product.md#deck-readiness): which stored
 * document the pitch or forecast chat answers from, and the notice it gives when there is
 * none or its extraction was poor.
 */
import type { ChatMode } from "./answer";
import { type DeckPage, formatDeckPages, parseDeckText } from "./chunks";
import { type DeckDocumentLike, type DeckReadiness, PDF_READY_MIN_CHARS } from "./slides";

export const NO_DECK_NOTICE = "No pitch deck available. Please upload pitch deck images or PDF first.";
export const POOR_PDF_NOTICE =
  "PDF uploaded but extraction was not fully successful. Upload pitch deck images for better results.";
export const NO_FORECAST_NOTICE =
  "No Excel forecast uploaded. Upload the Excel forecast in the admin panel first.";
export const UNPROCESSED_FORECAST_NOTICE =
  "The Excel forecast has not been processed yet. Reprocess it in the admin panel.";

export type ChatContext = {
  mode: ChatMode;
  /** The document answered from ('Document: {name}'), null when none. */
  documentName: string | null;
  pages: DeckPage[];
  /** Said instead of answering when there is nothing (good enough) to answer from. */
  notice: string | null;
};

type NamedDocument = DeckDocumentLike & { name: string };

const text = (d: NamedDocument) => (d.extractedText ?? "").trim();

/**
 * Pitch chat: the pitch-combined document (slides described by vision, tagged per slide)
 * when it has text, else the PDF (tagged per page). A PDF with 50 characters or less gets
 * the spec's poor-extraction notice; no document gets the no-deck notice.
 */
export function buildPitchChatContext(documents: readonly NamedDocument[]): ChatContext {
  const combined = documents.find((d) => d.type === "pitch-combined" && text(d).length > 0);
  if (combined)
    return {
      mode: "pitch",
      documentName: combined.name,
      pages: parseDeckText(text(combined), "slide"),
      notice: null,
    };
  const pdf = documents.find((d) => d.type === "pdf");
  if (pdf) {
    const t = text(pdf);
    if (t.length <= PDF_READY_MIN_CHARS)
      return { mode: "pitch", documentName: pdf.name, pages: [], notice: POOR_PDF_NOTICE };
    return { mode: "pitch", documentName: pdf.name, pages: parseDeckText(t, "page"), notice: null };
  }
  return { mode: "pitch", documentName: null, pages: [], notice: NO_DECK_NOTICE };
}

/** Forecast chat: the Excel document's stored text form (app/domain/workbook/text.ts). */
export function buildForecastChatContext(documents: readonly NamedDocument[]): ChatContext {
  const excel = documents.find((d) => d.type === "excel");
  if (!excel) return { mode: "forecast", documentName: null, pages: [], notice: NO_FORECAST_NOTICE };
  const t = text(excel);
  if (!t)
    return { mode: "forecast", documentName: excel.name, pages: [], notice: UNPROCESSED_FORECAST_NOTICE };
  return { mode: "forecast", documentName: excel.name, pages: parseDeckText(t, "sheet"), notice: null };
}

/**
 * The forecast chat's state in the deck chat's terms: usable with an Excel file, answerable
 * once its sheets are parsed; the starter questions always show (up to 4, docs/product.md#forecast-chat).
 */
export function getForecastReadiness(hasFile: boolean, hasText: boolean): DeckReadiness {
  return {
    hasImages: false,
    hasPdf: false,
    hasCombinedText: hasText,
    imagesAnalysed: false,
    imagesNeedProcessing: false,
    pdfReady: false,
    pdfExtractionIncomplete: false,
    chatUsable: hasFile,
    inputDisabled: !hasText,
    answerable: hasText,
    showSuggestedQuestions: true,
  };
}

/** The context string a model reads: 'Document: {name}' and the tagged text. */
export function contextString(context: Pick<ChatContext, "documentName" | "pages">): string {
  const name = context.documentName ?? "(unnamed)";
  return `Document: ${name}\n\n${formatDeckPages(context.pages)}`;
}
