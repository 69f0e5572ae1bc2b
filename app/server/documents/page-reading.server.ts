/**
 * Per PDF version of a company, how each page got its text (the Documents tab): the pages
 * whose text layer was usable (stored when the text was published) and who read the others.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { documentPages, documents } from "../../../db/schema";
import { pageReading, type PageReadingGroup, parsePageRanges } from "../../domain/deck/page-reading";

/** The two reads behind pageReadingFrom, as queries a page may batch with its other reads. */
export const pageReadingQueries = (db: Db, companyId: string) =>
  [
    db
      .select({ id: documents.id, pageCount: documents.pageCount, textLayerPages: documents.textLayerPages })
      .from(documents)
      .where(
        and(
          eq(documents.companyId, companyId),
          eq(documents.type, "pdf"),
          // Once its text and OCR steps are over: while pages are read they would show as 'geen tekst'.
          eq(documents.extractionStatus, "done"),
          isNotNull(documents.textLayerPages),
        ),
      ),
    db
      .select({
        documentId: documentPages.documentId,
        pageNumber: documentPages.pageNumber,
        source: documentPages.ocrSource,
      })
      .from(documentPages)
      .where(
        and(
          eq(documentPages.companyId, companyId),
          sql`length(trim(coalesce(${documentPages.ocrText}, ''))) > 0`,
        ),
      ),
  ] as const;

type ReadingRows = {
  [K in keyof ReturnType<typeof pageReadingQueries>]: Awaited<ReturnType<typeof pageReadingQueries>[K]>;
};

/** Version id → its pages by method; versions published before this was stored are left out. */
export function pageReadingFrom(
  versions: ReadingRows[0],
  ocr: ReadingRows[1],
): Map<string, PageReadingGroup[]> {
  const byVersion = new Map<string, Array<{ pageNumber: number; source: (typeof ocr)[number]["source"] }>>();
  for (const row of ocr) {
    const list = byVersion.get(row.documentId) ?? [];
    list.push({ pageNumber: row.pageNumber, source: row.source });
    byVersion.set(row.documentId, list);
  }
  return new Map(
    versions
      .filter((v) => (v.pageCount ?? 0) > 0)
      .map((v) => [
        v.id,
        pageReading(v.pageCount!, parsePageRanges(v.textLayerPages, v.pageCount!), byVersion.get(v.id) ?? []),
      ]),
  );
}

export async function pageReadingByVersion(db: Db, companyId: string) {
  const [versions, ocr] = await db.batch(pageReadingQueries(db, companyId));
  return pageReadingFrom(versions, ocr);
}
