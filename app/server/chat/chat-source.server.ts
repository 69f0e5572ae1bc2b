/**
 * What a chat answers from: the company's pitch deck (the live PDF or the slides, whichever is
 * newer) or its live Excel forecast, with the deck's suggested questions.
 */
import { and, eq, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { documents } from "../../../db/schema";
import type { ChatMode } from "../../domain/deck/answer";
import { formatDeckPages } from "../../domain/deck/chunks";
import {
  buildForecastChatContext,
  buildPitchChatContext,
  type ChatContext,
  getForecastReadiness,
} from "../../domain/deck/context";
import { type DeckDerived, parseDerived, suggestionKey } from "../../domain/deck/derived";
import { type DeckReadiness, getDeckReadiness, sortSlides } from "../../domain/deck/slides";
import { rotateShown } from "../../domain/deck/suggestions";
import type { Language } from "../../domain/deck/text";
import { deckSource, liveVersion, publicDeckState } from "../../domain/deck/versions";
import type { WorkbookIndex } from "../../domain/workbook/answer";
import { suggestWorkbookQuestions } from "../../domain/workbook/suggest";
import { type AiProvider, getAiProvider } from "../ai";
import type { SuggestedQuestions } from "../ai/types";
import { type DerivedSource, versionDerived } from "../documents/deck-derived.server";
import {
  type DeckDocuments,
  type DocumentVersion,
  getVersion,
  listVersions,
  type LiveDocument,
  readDeckDocuments,
} from "../documents/document-versions.server";
import { loadWorkbookIndex, loadWorkbookSummary } from "../documents/workbook.server";
import type { ChatScope } from "./chat-state.server";

export type DeckState = {
  /** Which material the chat answers from: the pitch deck, or the Excel forecast. */
  mode: ChatMode;
  /** A question can be answered: there is text to answer from (else 409, docs/product.md#chat-answers-and-errors). */
  answerable: boolean;
  readiness: DeckReadiness;
  context: ChatContext;
  /** The live pitch deck PDF to download, if the deck is a PDF. */
  pdf: { id: string; name: string } | null;
  /** The live PDF's page images, in page order (empty when the deck is slides or its pages were never rendered). */
  pages: { pageNumber: number }[];
  slides: { id: string; name: string; slideNumber: number }[];
  /** No live deck yet, but a new version is being processed: investors see 'being updated'. */
  updating: boolean;
  /** Combined slide text length and PDF text length (the admin status panel). */
  combinedChars: number;
  pdfChars: number;
  /** The live Excel forecast (forecast chat only). */
  forecastFile: { id: string; name: string } | null;
  /** Its table blocks, indexed: answers cite cells (forecast chat only; null before parsing). */
  workbook: WorkbookIndex | null;
  /** Read for a page instead of the tables: the workbook's suggested questions (its stored summary). */
  workbookSuggestions?: string[];
};

/** What a deck page shows, read without the deck's text (app/server/documents/deck-derived.server.ts). */
export type DeckView = Omit<DeckState, "context" | "answerable" | "workbook"> & {
  /** The document the chat answers from: the live PDF, the slides' combined text, or none. */
  shown: DerivedSource | null;
  /** Its derived record as read here: the suggested questions start from it instead of reading it again. */
  shownDerived: DeckDerived | null;
  /** The admin left the shown PDF's downloads on (its switch on the Documents tab). */
  pdfDownloads: boolean;
};

/**
 * The company's pitch deck: the live PDF version (app/server/documents/document-versions.server.ts) or
 * the slide images, whichever is newer (`deckSource`); readiness (docs/product.md#deck-readiness),
 * what the viewer shows and the chat's source all come from that one choice. Text lengths and
 * page lists come from each version's derived record, so no text is read here.
 */
export async function loadDeckView(db: Db, companyId: string, read?: DeckDocuments): Promise<DeckView> {
  // One statement for the PDF's versions, the slide images and the slides' combined text
  // (or its rows as the page's own D1 batch read them).
  const {
    pdfVersions,
    slides: slideRows,
    combined: combinedRow,
    pdfStored,
  } = read ?? (await readDeckDocuments(db, companyId));
  const live = liveVersion(pdfVersions);
  const state = publicDeckState(pdfVersions);
  const slides = sortSlides(slideRows);
  const pdf: DerivedSource | null = live
    ? { id: live.id, name: live.name, type: "pdf", derivedGen: live.derivedGen }
    : null;
  const combined: DerivedSource | null = combinedRow
    ? {
        id: combinedRow.id,
        name: combinedRow.name,
        type: "pitch-combined",
        derivedGen: combinedRow.derivedGen,
      }
    : null;
  // The records came with the documents' rows: only one not made yet is read (and made) here.
  const [pdfDerived, combinedDerived] = await Promise.all([
    pdf ? versionDerived(db, companyId, pdf, null, parseDerived(pdfStored.get(pdf.id)?.derived)) : null,
    combined ? versionDerived(db, companyId, combined, null, parseDerived(combinedRow?.derived)) : null,
  ]);
  const combinedChars = combinedDerived?.chars ?? 0;
  // The slide deck's time: its newest image, or its analysed text (kept when the images are gone).
  const slideTimes = [
    ...slides.map((s) => s.uploadDate),
    ...(combinedRow && combinedChars > 0 ? [combinedRow.uploadDate] : []),
  ];
  const newestSlide = slideTimes.reduce<string | null>((max, t) => (max === null || t > max ? t : max), null);
  const source = deckSource(pdfDerived ? live : null, newestSlide);
  const shown = source === "pdf" ? pdf : source === "slides" ? combined : null;
  const rows =
    source === "pdf"
      ? [{ type: "pdf", textChars: pdfDerived?.chars ?? 0 }]
      : source === "slides" && combined
        ? [{ type: "pitch-combined", textChars: combinedChars }]
        : [];
  const shownSlides = source === "slides" ? slides : [];
  return {
    mode: "pitch",
    readiness: getDeckReadiness([...rows, ...shownSlides.map((s) => ({ type: s.type }))]),
    pdf: source === "pdf" && pdf ? { id: pdf.id, name: pdf.name } : null,
    pdfDownloads: source === "pdf" && pdf ? (pdfStored.get(pdf.id)?.downloads ?? false) : false,
    pages: source === "pdf" && pdfDerived ? pdfDerived.pages.map((pageNumber) => ({ pageNumber })) : [],
    slides: shownSlides.map((s, i) => ({ id: s.id, name: s.name, slideNumber: i + 1 })),
    updating: source === "none" && state.kind === "updating",
    combinedChars: source === "slides" ? combinedChars : 0,
    pdfChars: source === "pdf" ? (pdfDerived?.chars ?? 0) : 0,
    forecastFile: null,
    shown,
    shownDerived: source === "pdf" ? pdfDerived : source === "slides" ? combinedDerived : null,
  };
}

const deckTextQuery = (db: Db) =>
  db.query.documents
    .findFirst({
      where: and(
        eq(documents.id, sql.placeholder("id")),
        eq(documents.companyId, sql.placeholder("companyId")),
      ),
      columns: { extractedText: true },
    })
    .prepare();

/**
 * What a page read already of the deck: its documents, and the live PDF version with its text
 * (loadDeck reads neither again).
 */
export type DeckRead = { documents: DeckDocuments; live: LiveDocument | null };

/** The deck with the text its chat answers from (asking a question, the founder interview). */
export async function loadDeck(db: Db, companyId: string, read?: DeckRead): Promise<DeckState> {
  const {
    shown,
    shownDerived: _,
    pdfDownloads: __,
    ...view
  } = await loadDeckView(db, companyId, read?.documents);
  // The PDF's text with its OCR pages merged in; the slides' combined text as stored.
  const text =
    shown?.type === "pdf"
      ? (read?.live?.id === shown.id ? read.live : await getVersion(db, companyId, shown.id, "pdf"))
          ?.extractedText
      : shown
        ? (await deckTextQuery(db).execute({ id: shown.id, companyId }))?.extractedText
        : null;
  const rows = shown
    ? [{ id: shown.id, name: shown.name, type: shown.type, extractedText: text ?? null }]
    : [];
  return {
    ...view,
    answerable: view.readiness.chatUsable && (view.readiness.hasCombinedText || view.readiness.hasPdf),
    context: buildPitchChatContext(rows),
    workbook: null,
  };
}

/** The deck's suggested questions (docs/product.md#suggested-questions), stored with the version the chat answers from. */
export async function deckSuggestions(
  db: Db,
  companyId: string,
  provider: AiProvider,
  view: DeckView,
  refresh: number,
  language: Language = "en",
): Promise<SuggestedQuestions> {
  const derived = view.shown
    ? await versionDerived(
        db,
        companyId,
        view.shown,
        { provider, mode: "pitch", language },
        view.shownDerived,
      )
    : null;
  const stored = derived?.suggestions[suggestionKey(provider.name, "pitch", language)];
  if (!stored) return provider.suggestQuestions("", { mode: "pitch", refresh, language });
  return {
    questions: [...stored.questions],
    shown: rotateShown(stored.questions, refresh),
    source: stored.source,
  };
}

/**
 * The company's live Excel forecast: its parsed table blocks (from R2, when `files` is given)
 * and its text form are the forecast chat's context. A failed upload never replaces it.
 */
export async function loadForecast(
  db: Db,
  companyId: string,
  files?: R2Bucket,
  opts: { page?: boolean; question?: string } = {},
  read?: DocumentVersion[],
): Promise<DeckState> {
  const versions = read ?? (await listVersions(db, companyId, "excel"));
  const live = liveVersion(versions);
  const state = publicDeckState(versions);
  // A page shows the workbook's suggested questions only: its summary, not its tables.
  const summary = opts.page && live && files ? await loadWorkbookSummary(files, live.filePath) : null;
  // A question reads the tables that can answer it (the tables index decides), not all of them.
  const workbook =
    !opts.page && live && files ? await loadWorkbookIndex(files, live.filePath, opts.question) : null;
  const tables = workbook !== null || summary !== null;
  // With its tables the chat answers from cells; the text form is read only without them.
  const text =
    live && !tables ? ((await getVersion(db, companyId, live.id, "excel"))?.extractedText ?? "") : null;
  const context: ChatContext = tables
    ? { mode: "forecast", documentName: live!.name, pages: [], notice: null }
    : buildForecastChatContext(
        live ? [{ name: live.name, type: "excel" as const, extractedText: text }] : [],
      );
  const answerable = tables || context.pages.length > 0;
  return {
    mode: "forecast",
    answerable,
    readiness: getForecastReadiness(live !== null, answerable),
    context,
    pdf: null,
    pages: [],
    slides: [],
    updating: !live && state.kind === "updating",
    combinedChars: 0,
    pdfChars: 0,
    forecastFile: live ? { id: live.id, name: live.name } : null,
    workbook,
    ...(summary ? { workbookSuggestions: summary.suggestions } : {}),
  };
}

/**
 * The material a scope's chat answers from: the forecast chat reads the Excel (for `question`,
 * the tables that can answer it), the others the deck.
 */
export function loadChatSource(
  db: Db,
  scope: ChatScope,
  files?: R2Bucket,
  question?: string,
): Promise<DeckState> {
  return scope.type === "forecast"
    ? loadForecast(db, scope.companyId, files, { question })
    : loadDeck(db, scope.companyId);
}

/** Suggested questions (docs/product.md#suggested-questions): 6 from the deck text (4 shown, rotated by `refresh`), or the starters. */
export async function suggestedQuestions(
  provider: AiProvider,
  deck: DeckState,
  refresh: number,
  language: Language = "en",
): Promise<SuggestedQuestions> {
  if (deck.workbook || deck.workbookSuggestions) {
    // From the workbook's own row labels and periods, each one answerable (any provider).
    const questions = deck.workbookSuggestions ?? suggestWorkbookQuestions(deck.workbook!);
    if (questions.length > 0)
      return { questions, shown: rotateShown(questions, refresh), source: "document" };
  }
  const text = deck.context.pages.length > 0 ? formatDeckPages(deck.context.pages) : "";
  try {
    return await provider.suggestQuestions(text, { mode: deck.mode, refresh, language });
  } catch (error) {
    // Suggested-question failures are only logged (the starters show instead;
    // docs/product.md#suggested-questions).
    console.error("suggested questions failed", error);
    return getAiProvider({ AI_PROVIDER: "local" }).suggestQuestions("", {
      mode: deck.mode,
      refresh,
      language,
    });
  }
}
