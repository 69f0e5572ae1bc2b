/**
 * Which version of the pitch deck PDF and of the Excel forecast is live (the rule is
 * app/domain/deck/versions.ts). Every reader — the public and admin pitch deck pages, both
 * chats, downloads, the status panel, the forecast chat — goes through `getLiveDocument`, so
 * they always read the same version. Scoped to one company.
 */
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { documentPages, documents } from "../../../db/schema";
import { DOCUMENT_OUTCOMES } from "../../copy/admin/documents-texts";
import { mergeOcrPages } from "../../domain/deck/pages";
import {
  canMakeLive,
  canPublishTextOnly,
  liveVersion,
  pagesHoldBack,
  type PublicDeckState,
  publicDeckState,
  summariseVersions,
  versionComplete,
  type VersionedType,
  type VersionFacts,
} from "../../domain/deck/versions";

export type DocumentVersion = VersionFacts & {
  name: string;
  /** Where the file is in R2 (the forecast's parsed tables are stored beside it). */
  filePath: string;
  /** Counts the changes of the version's text, state and pages (app/server/documents/deck-derived.server.ts). */
  derivedGen: number;
};

const trimmedLength = (column: typeof documents.extractedText) =>
  sql<number>`length(trim(coalesce(${column}, ''), char(32, 9, 10, 13)))`;

/** The text layer's length plus the OCR pages' text (table-qualified by hand: drizzle writes bare column names in a one-table select). */
const textChars = () =>
  sql<number>`${trimmedLength(documents.extractedText)} + coalesce((select sum(length(trim(p.ocr_text))) from document_pages p where p.document_id = documents.id), 0)`;

/** The facts of a version that the version rule reads. */
const versionColumns = {
  id: documents.id,
  name: documents.name,
  filePath: documents.filePath,
  extractionStatus: documents.extractionStatus,
  pagesStatus: documents.pagesStatus,
  pagesUpdatedAt: documents.pagesUpdatedAt,
  pagesBlocking: documents.pagesBlocking,
  textOnlyAt: documents.textOnlyAt,
  uploadDate: documents.uploadDate,
  createdAt: documents.createdAt,
  selectedAt: documents.selectedAt,
  derivedGen: documents.derivedGen,
  textChars: textChars().mapWith(Number),
};

/** Every version of one document type, with the facts the version rule reads. */
const versionsQuery = (db: Db) =>
  db
    .select(versionColumns)
    .from(documents)
    .where(
      and(eq(documents.companyId, sql.placeholder("companyId")), eq(documents.type, sql.placeholder("type"))),
    )
    .prepare();

/** listVersions' statement for one company and type, for a page's own D1 batch (read with versionsFrom). */
export const versionsOfQuery = (db: Db, companyId: string, type: VersionedType) =>
  db
    .select(versionColumns)
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.type, type)));

export const versionsFrom = (rows: Awaited<ReturnType<typeof versionsOfQuery>>, type: VersionedType) =>
  toVersions(rows, type, new Date());

export async function listVersions(
  db: Db,
  companyId: string,
  type: VersionedType,
): Promise<DocumentVersion[]> {
  return toVersions(await versionsQuery(db).all({ companyId, type }), type, new Date());
}

type VersionRow = Omit<DocumentVersion, "type" | "complete"> &
  Pick<typeof documents.$inferSelect, "pagesUpdatedAt" | "pagesBlocking" | "textOnlyAt">;

/**
 * Version rows as the version rule reads them: a page rendering that stopped no longer holds a
 * version back, and a PDF version is complete once its pages are in (or the admin chose text only).
 */
export function toVersions(rows: readonly VersionRow[], type: VersionedType, now: Date): DocumentVersion[] {
  return rows.map(({ pagesUpdatedAt, pagesBlocking, textOnlyAt, ...r }) => ({
    ...r,
    type,
    pagesStatus: pagesHoldBack({ pagesStatus: r.pagesStatus, pagesUpdatedAt, pagesBlocking }, now),
    complete: type !== "pdf" || versionComplete({ pagesStatus: r.pagesStatus, pagesBlocking, textOnlyAt }),
  }));
}

/**
 * Every document a deck page decides from, in one statement: the PDF's versions (with the
 * facts of the version rule), the slide images and the slides' combined text. The text length
 * is only counted for PDF versions.
 */
export const deckDocumentsQuery = (db: Db, companyId: string) =>
  db
    .select({
      ...versionColumns,
      type: documents.type,
      displayOrder: documents.displayOrder,
      textChars: sql<number>`case when documents.type = 'pdf' then ${textChars()} else 0 end`.mapWith(Number),
      // The derived record (deck-derived.server.ts) and the downloads switch come along, so the
      // page reads nothing more for the version it shows.
      derived: sql<
        string | null
      >`case when documents.type = 'pitch-images' then null else documents.derived end`,
      downloads: documents.downloads,
      pageCount: documents.pageCount,
    })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        inArray(documents.type, ["pdf", "pitch-images", "pitch-combined"]),
      ),
    );

export type DeckDocuments = {
  /** The PDF's versions, as listVersions gives them. */
  pdfVersions: DocumentVersion[];
  /** The slide images (unsorted). */
  slides: {
    id: string;
    name: string;
    type: string;
    uploadDate: string;
    createdAt: string;
    displayOrder: number | null;
  }[];
  /** The slides' combined text document, if analysed. */
  combined: {
    id: string;
    name: string;
    type: string;
    uploadDate: string;
    derivedGen: number;
    derived: string | null;
  } | null;
  /**
   * Per PDF version id: its stored derived record (JSON, null before it is made), whether
   * investors may download it, and the page count its file reported.
   */
  pdfStored: Map<string, { derived: string | null; downloads: boolean; pageCount: number | null }>;
};

export async function readDeckDocuments(db: Db, companyId: string, now = new Date()): Promise<DeckDocuments> {
  return deckDocumentsFrom(await deckDocumentsQuery(db, companyId), now);
}

/** The deck's documents from deckDocumentsQuery's rows (a page may read them in its own D1 batch). */
export function deckDocumentsFrom(
  rows: Awaited<ReturnType<typeof deckDocumentsQuery>>,
  now = new Date(),
): DeckDocuments {
  const pdfRows: VersionRow[] = [];
  const slides: DeckDocuments["slides"] = [];
  let combined: DeckDocuments["combined"] = null;
  const pdfStored: DeckDocuments["pdfStored"] = new Map();
  for (const { type, displayOrder, derived, downloads, pageCount, ...row } of rows) {
    if (type === "pdf") {
      pdfRows.push(row);
      pdfStored.set(row.id, { derived, downloads, pageCount });
    } else if (type === "pitch-images")
      slides.push({
        id: row.id,
        name: row.name,
        type,
        uploadDate: row.uploadDate,
        createdAt: row.createdAt,
        displayOrder,
      });
    else
      combined ??= {
        id: row.id,
        name: row.name,
        type,
        uploadDate: row.uploadDate,
        derivedGen: row.derivedGen,
        derived,
      };
  }
  return { pdfVersions: toVersions(pdfRows, "pdf", now), slides, combined, pdfStored };
}

/** Both versioned documents' versions in one statement (the Admin Panel's Documents tab). */
export const pdfAndExcelVersionsQuery = (db: Db, companyId: string) =>
  db
    .select({ ...versionColumns, type: documents.type })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), inArray(documents.type, ["pdf", "excel"])));

/** The versions of the PDF and of the Excel forecast with status and live flag (admin), and what investors are told of each. */
export async function getPdfAndExcelVersions(db: Db, companyId: string) {
  return pdfAndExcelVersionsFrom(await pdfAndExcelVersionsQuery(db, companyId));
}

export function pdfAndExcelVersionsFrom(
  rows: Awaited<ReturnType<typeof pdfAndExcelVersionsQuery>>,
  now = new Date(),
) {
  const of = (type: VersionedType) => {
    const versions = toVersions(
      rows.filter((r) => r.type === type).map(({ type: _type, ...r }) => r),
      type,
      now,
    );
    return { versions: summariseVersions(versions), state: publicDeckState(versions) };
  };
  return { pdf: of("pdf"), excel: of("excel") };
}

export type LivePage = { pageNumber: number; hasImage: boolean };

export type LiveDocument = {
  id: string;
  name: string;
  type: VersionedType;
  filePath: string;
  contentType: string;
  uploadDate: string;
  selectedAt: string | null;
  /** The text to answer from: the text layer, with OCR text for pages that had none. */
  extractedText: string;
  extractionMethod: string | null;
  pageCount: number | null;
  /** The version's page images (PDF only), in page order; empty when they were never rendered. */
  pages: LivePage[];
};

/**
 * The live version of a document type for a company, or null when none is ready. The one
 * function every reader uses.
 */
export async function getLiveDocument(
  db: Db,
  companyId: string,
  type: VersionedType,
): Promise<LiveDocument | null> {
  return (await getLiveDocumentState(db, companyId, type)).live;
}

/** The live version and what investors are told ('live', 'updating' while a version is processing, or 'none'). */
export async function getLiveDocumentState(
  db: Db,
  companyId: string,
  type: VersionedType,
): Promise<{ live: LiveDocument | null; state: PublicDeckState }> {
  const versions = await listVersions(db, companyId, type);
  const live = liveVersion(versions);
  return {
    live: live ? await getVersion(db, companyId, live.id, type) : null,
    state: publicDeckState(versions),
  };
}

/** One version of the company's with its text (OCR pages merged in) and page images. */
export async function getVersion(
  db: Db,
  companyId: string,
  id: string,
  type: VersionedType,
): Promise<LiveDocument | null> {
  // The row and its pages in one D1 batch: a version that is not there has no pages either.
  const [row, pages] = await db.batch(versionReads(db, companyId, id, type));
  return versionFrom(row, pages, type);
}

const pageColumns = {
  pageNumber: documentPages.pageNumber,
  imagePath: documentPages.imagePath,
  imageSize: documentPages.imageSize,
  ocrText: documentPages.ocrText,
};

/**
 * getVersion's two reads (its row, its pages: a PDF's only) for a D1 batch, where a page reads
 * several versions at once; `versionFrom` makes the version of what they answer.
 */
export const versionReads = (db: Db, companyId: string, id: string, type: VersionedType) =>
  [
    db.query.documents.findFirst({
      where: and(eq(documents.id, id), eq(documents.companyId, companyId), eq(documents.type, type)),
    }),
    db
      .select(pageColumns)
      .from(documentPages)
      .where(
        and(
          eq(documentPages.companyId, companyId),
          eq(documentPages.documentId, id),
          type === "pdf" ? undefined : sql`0`,
        ),
      )
      .orderBy(asc(documentPages.pageNumber)),
  ] as const;

type PageRow = { pageNumber: number; imagePath: string | null; ocrText: string | null };

export function versionFrom(
  row: typeof documents.$inferSelect | undefined,
  pages: readonly PageRow[],
  type: VersionedType,
): LiveDocument | null {
  if (!row) return null;
  const ocr = pages.filter((p) => p.ocrText).map((p) => ({ pageNumber: p.pageNumber, text: p.ocrText! }));
  return {
    id: row.id,
    name: row.name,
    type,
    filePath: row.filePath,
    contentType: row.contentType,
    uploadDate: row.uploadDate,
    selectedAt: row.selectedAt,
    extractedText: mergeOcrPages(row.extractedText, ocr),
    extractionMethod:
      ocr.length > 0 ? (row.extractedText?.trim() ? "text+ocr" : "ocr") : row.extractionMethod,
    pageCount: row.pageCount,
    pages:
      row.pagesStatus === "done"
        ? pages.filter((p) => p.imagePath).map((p) => ({ pageNumber: p.pageNumber, hasImage: true }))
        : [],
  };
}

/** How many page images and OCR pages each of the company's PDFs has (the admin list). */
export const pageCountsQuery = (db: Db, companyId: string) =>
  db
    .select({
      documentId: documentPages.documentId,
      images: sql<number>`count(${documentPages.imagePath})`.mapWith(Number),
      ocr: sql<number>`sum(case when length(trim(coalesce(${documentPages.ocrText}, ''))) > 0 then 1 else 0 end)`.mapWith(
        Number,
      ),
    })
    .from(documentPages)
    .where(and(eq(documentPages.companyId, companyId), isNotNull(documentPages.documentId)))
    .groupBy(documentPages.documentId);

export const pageCountsFrom = (
  rows: Awaited<ReturnType<typeof pageCountsQuery>>,
): Map<string, { images: number; ocr: number }> =>
  new Map(rows.map((r) => [r.documentId, { images: r.images, ocr: r.ocr ?? 0 }]));

export async function pageCounts(db: Db, companyId: string) {
  return pageCountsFrom(await pageCountsQuery(db, companyId));
}

export type MakeLiveOutcome = { ok: true; name: string } | { ok: false; status: 400 | 404; message: string };

const VERSION_NOT_FOUND: MakeLiveOutcome = { ok: false, status: 404, message: DOCUMENT_OUTCOMES.notFound };

/** One of the company's documents by id (none for an empty id). */
async function findVersion(db: Db, companyId: string, id: string) {
  if (!id) return undefined;
  return db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.companyId, companyId)),
    columns: { id: true, type: true, name: true },
  });
}

function versionRefusal(
  reason: "unknown" | "not-ready" | "already-live" | "needs-pages",
  name: string,
): MakeLiveOutcome {
  const message =
    reason === "already-live"
      ? DOCUMENT_OUTCOMES.alreadyLive(name)
      : reason === "needs-pages"
        ? DOCUMENT_OUTCOMES.needsPages(name)
        : DOCUMENT_OUTCOMES.notReady(name);
  return { ok: false, status: 400, message };
}

/** Makes a version the live one (its `selectedAt`, and `textOnlyAt` when published without pages). */
async function setLive(
  db: Db,
  companyId: string,
  row: { id: string; name: string },
  set: { selectedAt: string; textOnlyAt?: string },
): Promise<MakeLiveOutcome> {
  await db
    .update(documents)
    .set(set)
    .where(and(eq(documents.id, row.id), eq(documents.companyId, companyId)));
  return { ok: true, name: row.name };
}

/** 'Maak live': the admin makes an earlier ready version live again (switch back). */
export async function makeLive(
  db: Db,
  companyId: string,
  id: string,
  now: () => Date = () => new Date(),
): Promise<MakeLiveOutcome> {
  const row = await findVersion(db, companyId, id);
  if (!row || (row.type !== "pdf" && row.type !== "excel")) return VERSION_NOT_FOUND;
  const check = canMakeLive(await listVersions(db, companyId, row.type), row.id);
  if (!check.ok) return versionRefusal(check.reason, row.name);
  return setLive(db, companyId, row, { selectedAt: now().toISOString() });
}

/**
 * 'Live zetten zonder pagina's': the admin publishes a ready PDF version without its page images
 * (investors get the chat and the download, no viewer). It becomes complete and live.
 */
export async function publishTextOnly(
  db: Db,
  companyId: string,
  id: string,
  now: () => Date = () => new Date(),
): Promise<MakeLiveOutcome> {
  const row = await findVersion(db, companyId, id);
  if (!row || row.type !== "pdf") return VERSION_NOT_FOUND;
  const check = canPublishTextOnly(await listVersions(db, companyId, "pdf"), row.id);
  if (!check.ok) return versionRefusal(check.reason, row.name);
  const at = now().toISOString();
  return setLive(db, companyId, row, { textOnlyAt: at, selectedAt: at });
}
