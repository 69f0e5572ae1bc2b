/**
 * The data room on the server (docs/decisions/056-data-room-audit-and-watermarks.md): the
 * admin's folders, documents and versions; what a viewer may open; the page images; the visits
 * that make the audit trail. Every function is scoped to one company.
 */
import { and, type AnyColumn, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/sqlite-core";

import type { Db } from "../../../db";
import {
  dataRoomDocuments,
  dataRoomFolders,
  dataRoomGrants,
  dataRoomPages,
  dataRoomVersions,
  dataRoomVisits,
  deckDownloads,
  documents,
  investors,
} from "../../../db/schema";
import { budgetDay } from "../../domain/budgets";
import { mayOpenRoomDocument, type RoomViewer, type Visibility } from "../../domain/dataroom/access";
import { MAX_PAGE_IMAGE_BYTES, MAX_RENDERED_PAGES } from "../../domain/deck/pages";
import {
  cleanFileName,
  detectFileKind,
  FILE_HEAD_BYTES,
  type FileKind,
  KIND_CONTENT_TYPE,
  MAX_PDF_BYTES,
  storedFileName,
} from "../../domain/documents";
import { putObject } from "../platform/storage.server";

export const ROOM_KINDS: readonly FileKind[] = ["pdf", "png", "jpeg", "webp", "zip"];
const EXTENSION: Partial<Record<FileKind, string>> = {
  pdf: "pdf",
  png: "png",
  jpeg: "jpg",
  webp: "webp",
  zip: "xlsx",
};
export const MAX_ROOM_FILE_BYTES = MAX_PDF_BYTES;
export const isImageType = (contentType: string) => contentType.startsWith("image/");
export const isPdfType = (contentType: string) => contentType === "application/pdf";

/* ------------------------------------------------------------------ admin */

export async function listFolders(db: Db, companyId: string) {
  return db
    .select({ id: dataRoomFolders.id, name: dataRoomFolders.name })
    .from(dataRoomFolders)
    .where(eq(dataRoomFolders.companyId, companyId))
    .orderBy(asc(dataRoomFolders.name));
}

export async function addFolder(db: Db, companyId: string, name: string) {
  const [row] = await db
    .insert(dataRoomFolders)
    .values({ companyId, name })
    .returning({ id: dataRoomFolders.id });
  return row!;
}

/** The newest version of each of the company's documents (one query). */
async function latestVersions(db: Db, companyId: string, documentIds?: string[]) {
  if (documentIds && documentIds.length === 0) return new Map<string, LatestVersion>();
  const rows = await db
    .select({
      id: dataRoomVersions.id,
      documentId: dataRoomVersions.documentId,
      number: dataRoomVersions.number,
      fileName: dataRoomVersions.fileName,
      contentType: dataRoomVersions.contentType,
      fileSize: dataRoomVersions.fileSize,
      pageCount: dataRoomVersions.pageCount,
      pages:
        sql<number>`(SELECT count(*) FROM data_room_pages p WHERE p.version_id = ${dataRoomVersions.id})`.mapWith(
          Number,
        ),
      versions:
        sql<number>`(SELECT count(*) FROM data_room_versions o WHERE o.document_id = ${dataRoomVersions.documentId})`.mapWith(
          Number,
        ),
    })
    .from(dataRoomVersions)
    .where(
      and(
        eq(dataRoomVersions.companyId, companyId),
        sql`${dataRoomVersions.number} = (SELECT max(o.number) FROM data_room_versions o WHERE o.document_id = ${dataRoomVersions.documentId})`,
        documentIds ? inArray(dataRoomVersions.documentId, documentIds) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.documentId, r]));
}
export type LatestVersion = {
  id: string;
  documentId: string;
  number: number;
  fileName: string;
  contentType: string;
  fileSize: number;
  pageCount: number;
  pages: number;
  versions: number;
};

/** The Data room tab: folders, documents with their newest version, who each was given to, and the company's investors. */
export async function loadDataRoomAdmin(db: Db, companyId: string) {
  const [folders, docs, grants, people, versions, engagement] = await Promise.all([
    listFolders(db, companyId),
    db
      .select()
      .from(dataRoomDocuments)
      .where(eq(dataRoomDocuments.companyId, companyId))
      .orderBy(asc(dataRoomDocuments.name)),
    db
      .select({ documentId: dataRoomGrants.documentId, investorId: dataRoomGrants.investorId })
      .from(dataRoomGrants)
      .where(eq(dataRoomGrants.companyId, companyId)),
    db
      .select({ id: investors.id, name: investors.name, email: investors.email })
      .from(investors)
      .where(eq(investors.companyId, companyId))
      .orderBy(asc(investors.name)),
    latestVersions(db, companyId),
    roomEngagement(db, companyId),
  ]);
  return {
    folders,
    investors: people,
    documents: docs.map((d) => ({
      id: d.id,
      name: d.name,
      folderId: d.folderId,
      visibility: d.visibility,
      downloads: d.downloads,
      requestType: d.requestType,
      version: versions.get(d.id) ?? null,
      investorIds: grants.filter((g) => g.documentId === d.id).map((g) => g.investorId),
      engagement: engagement.filter((e) => e.documentId === d.id),
    })),
  };
}

export type UploadInput = { file: File; name: string; folderId: string | null; documentId: string | null };
export type UploadOutcome =
  | { ok: true; documentId: string; versionId: string; number: number; kind: FileKind }
  | { ok: false; status: 400 | 404 | 413; reason: "name" | "file" | "type" | "size" | "not-found" };

/**
 * Stores an upload as a new document, or as the next version of one: the bytes decide what it
 * is (PDF, XLSX, PNG, JPEG, WebP). An image is its own page 1; a PDF's pages are rendered in
 * the admin's browser afterwards (a Worker cannot rasterise).
 */
export async function uploadRoomDocument(
  db: Db,
  bucket: R2Bucket,
  companyId: string,
  input: UploadInput,
): Promise<UploadOutcome> {
  const { file } = input;
  if (!file || typeof file === "string" || file.size === 0) return { ok: false, status: 400, reason: "file" };
  if (file.size > MAX_ROOM_FILE_BYTES) return { ok: false, status: 413, reason: "size" };
  const kind = detectFileKind(new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer()));
  if (!kind || !ROOM_KINDS.includes(kind)) return { ok: false, status: 400, reason: "type" };
  const folderId = input.folderId
    ? ((
        await db.query.dataRoomFolders.findFirst({
          where: and(eq(dataRoomFolders.companyId, companyId), eq(dataRoomFolders.id, input.folderId)),
          columns: { id: true },
        })
      )?.id ?? null)
    : null;
  let documentId = input.documentId;
  let number = 1;
  if (documentId) {
    const doc = await db.query.dataRoomDocuments.findFirst({
      where: and(eq(dataRoomDocuments.companyId, companyId), eq(dataRoomDocuments.id, documentId)),
      columns: { id: true },
    });
    if (!doc) return { ok: false, status: 404, reason: "not-found" };
    const [last] = await db
      .select({ n: sql<number>`coalesce(max(${dataRoomVersions.number}), 0)`.mapWith(Number) })
      .from(dataRoomVersions)
      .where(eq(dataRoomVersions.documentId, documentId));
    number = (last?.n ?? 0) + 1;
  } else {
    const name = input.name.trim().slice(0, 200) || cleanFileName(file.name).replace(/\.[^.]+$/, "");
    if (!name) return { ok: false, status: 400, reason: "name" };
    documentId = crypto.randomUUID();
  }
  const contentType = KIND_CONTENT_TYPE[kind];
  const fileName = storedFileName(file.name || "document", EXTENSION[kind]!);
  const versionId = crypto.randomUUID();
  const key = `${companyId}/dataroom/${versionId}/${encodeURIComponent(fileName)}`;
  await putObject(bucket, key, file.stream(), contentType, fileName);
  const image = isImageType(contentType);
  const writes = [
    ...(input.documentId
      ? []
      : [
          db.insert(dataRoomDocuments).values({
            id: documentId,
            companyId,
            folderId,
            name: input.name.trim().slice(0, 200) || fileName.replace(/\.[^.]+$/, ""),
          }),
        ]),
    db.insert(dataRoomVersions).values({
      id: versionId,
      companyId,
      documentId,
      number,
      filePath: key,
      fileName,
      contentType,
      fileSize: file.size,
      pageCount: image ? 1 : 0,
    }),
    ...(image
      ? [
          db
            .insert(dataRoomPages)
            .values({ companyId, versionId, pageNumber: 1, imagePath: key, contentType }),
        ]
      : []),
  ];
  await db.batch(writes as [(typeof writes)[number], ...typeof writes]);
  return { ok: true, documentId, versionId, number, kind };
}

export type DocumentSettings = {
  visibility: Visibility;
  downloads: boolean;
  requestType: "captable" | "finance-deck" | null;
  folderId: string | null;
  investorIds: string[];
};

/** Who may open a document, downloads, the requests it answers, its folder and the investors it is given to. */
export async function updateRoomDocument(db: Db, companyId: string, id: string, s: DocumentSettings) {
  const doc = await db.query.dataRoomDocuments.findFirst({
    where: and(eq(dataRoomDocuments.companyId, companyId), eq(dataRoomDocuments.id, id)),
    columns: { id: true },
  });
  if (!doc) return false;
  const known = s.investorIds.length
    ? await db
        .select({ id: investors.id })
        .from(investors)
        .where(and(eq(investors.companyId, companyId), inArray(investors.id, s.investorIds.slice(0, 500))))
    : [];
  const folder = s.folderId
    ? await db.query.dataRoomFolders.findFirst({
        where: and(eq(dataRoomFolders.companyId, companyId), eq(dataRoomFolders.id, s.folderId)),
        columns: { id: true },
      })
    : null;
  const writes = [
    db
      .update(dataRoomDocuments)
      .set({
        visibility: s.visibility,
        downloads: s.downloads,
        requestType: s.requestType,
        folderId: folder?.id ?? null,
      })
      .where(and(eq(dataRoomDocuments.companyId, companyId), eq(dataRoomDocuments.id, id))),
    db
      .delete(dataRoomGrants)
      .where(and(eq(dataRoomGrants.companyId, companyId), eq(dataRoomGrants.documentId, id))),
    ...(known.length
      ? [
          db
            .insert(dataRoomGrants)
            .values(known.map((k) => ({ companyId, documentId: id, investorId: k.id }))),
        ]
      : []),
  ];
  await db.batch(writes as [(typeof writes)[number], ...typeof writes]);
  return true;
}

/** Gives one document to one investor (kept when given before); a document shown to nobody becomes one for chosen investors. */
export async function giveDocument(db: Db, companyId: string, documentId: string, investorId: string) {
  await db.batch([
    db.insert(dataRoomGrants).values({ companyId, documentId, investorId }).onConflictDoNothing(),
    db
      .update(dataRoomDocuments)
      .set({ visibility: "chosen" })
      .where(
        and(
          eq(dataRoomDocuments.companyId, companyId),
          eq(dataRoomDocuments.id, documentId),
          eq(dataRoomDocuments.visibility, "nobody"),
        ),
      ),
  ]);
}

/* ----------------------------------------------------------------- public */

async function givenTo(db: Db, companyId: string, investorId: string | null) {
  if (!investorId) return new Set<string>();
  const rows = await db
    .select({ documentId: dataRoomGrants.documentId })
    .from(dataRoomGrants)
    .where(and(eq(dataRoomGrants.companyId, companyId), eq(dataRoomGrants.investorId, investorId)));
  return new Set(rows.map((r) => r.documentId));
}

/** The documents a viewer may open (with a version), by folder. */
export async function listRoomForViewer(db: Db, companyId: string, viewer: RoomViewer) {
  const [docs, given, folders] = await Promise.all([
    db
      .select({
        id: dataRoomDocuments.id,
        name: dataRoomDocuments.name,
        folderId: dataRoomDocuments.folderId,
        visibility: dataRoomDocuments.visibility,
      })
      .from(dataRoomDocuments)
      .where(eq(dataRoomDocuments.companyId, companyId))
      .orderBy(asc(dataRoomDocuments.name)),
    givenTo(db, companyId, viewer.investorId),
    listFolders(db, companyId),
  ]);
  const open = docs.filter((d) => mayOpenRoomDocument(d, viewer, given.has(d.id)));
  const versions = await latestVersions(
    db,
    companyId,
    open.map((d) => d.id),
  );
  const names = new Map(folders.map((f) => [f.id, f.name]));
  return open
    .filter((d) => versions.has(d.id))
    .map((d) => {
      const v = versions.get(d.id)!;
      return {
        id: d.id,
        name: d.name,
        folder: d.folderId ? (names.get(d.folderId) ?? null) : null,
        version: v.number,
        contentType: v.contentType,
        pages: v.pages,
      };
    });
}

/** One document the viewer may open, with its newest version and its page numbers; null otherwise. */
export async function openRoomDocument(db: Db, companyId: string, viewer: RoomViewer, documentId: string) {
  if (!documentId || documentId.length > 100) return null;
  const doc = await db.query.dataRoomDocuments.findFirst({
    where: and(eq(dataRoomDocuments.companyId, companyId), eq(dataRoomDocuments.id, documentId)),
  });
  if (!doc) return null;
  const given = viewer.investorId ? (await givenTo(db, companyId, viewer.investorId)).has(doc.id) : false;
  if (!mayOpenRoomDocument(doc, viewer, given)) return null;
  const version = await db.query.dataRoomVersions.findFirst({
    where: and(eq(dataRoomVersions.companyId, companyId), eq(dataRoomVersions.documentId, doc.id)),
    orderBy: desc(dataRoomVersions.number),
  });
  if (!version) return null;
  const pages = await db
    .select({ pageNumber: dataRoomPages.pageNumber })
    .from(dataRoomPages)
    .where(eq(dataRoomPages.versionId, version.id))
    .orderBy(asc(dataRoomPages.pageNumber));
  return { document: doc, version, pageNumbers: pages.map((p) => p.pageNumber) };
}

export async function roomPageImage(db: Db, companyId: string, versionId: string, pageNumber: number) {
  if (!Number.isInteger(pageNumber) || pageNumber < 1) return null;
  return (
    (await db.query.dataRoomPages.findFirst({
      where: and(
        eq(dataRoomPages.companyId, companyId),
        eq(dataRoomPages.versionId, versionId),
        eq(dataRoomPages.pageNumber, pageNumber),
      ),
      columns: { imagePath: true, contentType: true },
    })) ?? null
  );
}

/**
 * Notes a visit of a visitor to a document version today (one row per visitor, version and UTC
 * day), who they were (dataRoomViewer) and, once they download it, that they did.
 */
export async function noteRoomVisit(
  db: Db,
  companyId: string,
  visit: {
    visitorId: string;
    investorId: string | null;
    email: string | null;
    verified: boolean;
    /** The agreement version accepted at the visit (the gate's), as text. */
    ndaVersion: string | null;
    documentId: string;
    versionId: string;
    downloaded?: boolean;
  },
  now = new Date(),
) {
  await db
    .insert(dataRoomVisits)
    .values({
      companyId,
      ...visit,
      downloaded: !!visit.downloaded,
      day: budgetDay(now),
      viewedAt: now.toISOString(),
    })
    .onConflictDoUpdate({
      target: [
        dataRoomVisits.companyId,
        dataRoomVisits.visitorId,
        dataRoomVisits.versionId,
        dataRoomVisits.day,
      ],
      set: {
        downloaded: sql`${dataRoomVisits.downloaded} OR excluded.downloaded`,
        investorId: sql`coalesce(excluded.investor_id, ${dataRoomVisits.investorId})`,
        email: sql`coalesce(excluded.email, ${dataRoomVisits.email})`,
        verified: sql`${dataRoomVisits.verified} OR excluded.verified`,
        ndaVersion: sql`coalesce(excluded.nda_version, ${dataRoomVisits.ndaVersion})`,
      },
    });
}

/* ------------------------------------------------------------- engagement */

/**
 * The pages and milliseconds a visitor spent on one document on one day: their page events of
 * that kind. A data-room visit counts its version's 'room-page' events, a deck download the
 * deck's 'deck-page' events.
 */
function pagesAndTime(
  kind: "room-page" | "deck-page",
  at: { companyId: AnyColumn; visitorId: AnyColumn; documentId: AnyColumn; day: AnyColumn },
) {
  const events = sql`visitor_events e WHERE e.company_id = ${at.companyId} AND e.visitor_id = ${at.visitorId} AND e.kind = ${sql.raw(`'${kind}'`)} AND e.document_id = ${at.documentId} AND coalesce(e.day, substr(e.created_at, 1, 10)) = ${at.day}`;
  return {
    pages: sql<number>`(SELECT count(DISTINCT e.page_number) FROM ${events})`,
    ms: sql<number>`(SELECT coalesce(sum(e.duration_ms), 0) FROM ${events})`,
  };
}

const roomVisit = pagesAndTime("room-page", {
  companyId: dataRoomVisits.companyId,
  visitorId: dataRoomVisits.visitorId,
  documentId: dataRoomVisits.versionId,
  day: dataRoomVisits.day,
});

/** A pitch-deck download of a visitor on a day, for the audit trail, as the viewer was then. */
export async function noteDeckDownload(
  db: Db,
  companyId: string,
  download: {
    visitorId: string;
    investorId: string | null;
    email: string | null;
    verified: boolean;
    ndaVersion: string | null;
    documentId: string;
  },
  now = new Date(),
) {
  await db
    .insert(deckDownloads)
    .values({ companyId, ...download, day: budgetDay(now), downloadedAt: now.toISOString() })
    .onConflictDoUpdate({
      target: [deckDownloads.companyId, deckDownloads.visitorId, deckDownloads.documentId, deckDownloads.day],
      set: {
        investorId: sql`coalesce(excluded.investor_id, ${deckDownloads.investorId})`,
        email: sql`coalesce(excluded.email, ${deckDownloads.email})`,
        verified: sql`${deckDownloads.verified} OR excluded.verified`,
        ndaVersion: sql`coalesce(excluded.nda_version, ${deckDownloads.ndaVersion})`,
      },
    });
}

const deckVisit = pagesAndTime("deck-page", {
  companyId: deckDownloads.companyId,
  visitorId: deckDownloads.visitorId,
  documentId: deckDownloads.documentId,
  day: deckDownloads.day,
});
// The deck has no version numbers of its own: its PDFs in upload order.
const deckVersion = sql<number>`(SELECT count(*) FROM documents d WHERE d.company_id = ${documents.companyId} AND d.type = 'pdf' AND (d.upload_date < ${documents.uploadDate} OR (d.upload_date = ${documents.uploadDate} AND d.id <= ${documents.id})))`;

/**
 * One page of the audit trail: data-room visits and pitch-deck downloads in time order, with
 * the investor, document and version.
 */
export async function auditRows(db: Db, companyId: string, page: number, pageSize: number) {
  const visits = db
    .select({
      viewedAt: dataRoomVisits.viewedAt,
      investor: investors.name,
      // Who the viewer was at the visit, as recorded then (never the investor's address of today).
      email: dataRoomVisits.email,
      document: dataRoomDocuments.name,
      version: dataRoomVersions.number,
      pagesViewed: roomVisit.pages.mapWith(Number),
      ms: roomVisit.ms.mapWith(Number),
      downloaded: dataRoomVisits.downloaded,
      verified: dataRoomVisits.verified,
      ndaVersion: dataRoomVisits.ndaVersion,
      rowId: dataRoomVisits.id,
    })
    .from(dataRoomVisits)
    .innerJoin(dataRoomDocuments, eq(dataRoomDocuments.id, dataRoomVisits.documentId))
    .innerJoin(dataRoomVersions, eq(dataRoomVersions.id, dataRoomVisits.versionId))
    .leftJoin(investors, eq(investors.id, dataRoomVisits.investorId))
    .where(eq(dataRoomVisits.companyId, companyId));
  const deck = db
    .select({
      viewedAt: deckDownloads.downloadedAt,
      investor: investors.name,
      email: deckDownloads.email,
      document: documents.name,
      version: deckVersion.mapWith(Number),
      pagesViewed: deckVisit.pages.mapWith(Number),
      ms: deckVisit.ms.mapWith(Number),
      downloaded: sql<boolean>`1`.mapWith(Boolean),
      verified: deckDownloads.verified,
      ndaVersion: deckDownloads.ndaVersion,
      rowId: deckDownloads.id,
    })
    .from(deckDownloads)
    .innerJoin(documents, eq(documents.id, deckDownloads.documentId))
    .leftJoin(investors, eq(investors.id, deckDownloads.investorId))
    .where(eq(deckDownloads.companyId, companyId));
  // Ordered by the result's columns: viewed_at (1st), then the row's id (11th).
  return unionAll(visits, deck)
    .orderBy(sql`1`, sql`11`)
    .limit(pageSize)
    .offset(page * pageSize);
}

export type RoomEngagement = {
  documentId: string;
  document: string;
  investorId: string | null;
  visits: number;
  pages: number;
  seconds: number;
  downloaded: boolean;
  lastViewedAt: string;
};

/** Per document and investor (null: anonymous visitors): visits, pages read, seconds, downloads. */
export async function roomEngagement(
  db: Db,
  companyId: string,
  investorId?: string,
): Promise<RoomEngagement[]> {
  return roomEngagementFrom(await roomVisitsQuery(db, companyId, investorId));
}

/** roomEngagement's statement, for a page's own D1 batch (folded with roomEngagementFrom). */
export function roomVisitsQuery(db: Db, companyId: string, investorId?: string) {
  return db
    .select({
      documentId: dataRoomVisits.documentId,
      document: dataRoomDocuments.name,
      investorId: dataRoomVisits.investorId,
      pages: roomVisit.pages.mapWith(Number),
      ms: roomVisit.ms.mapWith(Number),
      downloaded: dataRoomVisits.downloaded,
      viewedAt: dataRoomVisits.viewedAt,
    })
    .from(dataRoomVisits)
    .innerJoin(dataRoomDocuments, eq(dataRoomDocuments.id, dataRoomVisits.documentId))
    .where(
      and(
        eq(dataRoomVisits.companyId, companyId),
        investorId ? eq(dataRoomVisits.investorId, investorId) : undefined,
      ),
    )
    .orderBy(desc(dataRoomVisits.viewedAt))
    .limit(2000);
}

export function roomEngagementFrom(rows: Awaited<ReturnType<typeof roomVisitsQuery>>): RoomEngagement[] {
  const out = new Map<string, RoomEngagement>();
  for (const r of rows) {
    const key = `${r.documentId}:${r.investorId ?? ""}`;
    const e = out.get(key);
    if (!e) {
      out.set(key, {
        documentId: r.documentId,
        document: r.document,
        investorId: r.investorId,
        visits: 1,
        pages: r.pages,
        seconds: Math.round(r.ms / 1000),
        downloaded: r.downloaded,
        lastViewedAt: r.viewedAt,
      });
    } else {
      e.visits += 1;
      e.pages = Math.max(e.pages, r.pages);
      e.seconds += Math.round(r.ms / 1000);
      e.downloaded ||= r.downloaded;
    }
  }
  return [...out.values()];
}

/* ------------------------------------------------------------ page images */

export type RoomPagesAnswer =
  | { ok: true; message: string; pageCount: number; stored?: number[]; done?: boolean }
  | { ok: false; status: 400 | 404 | 413; message: string };

async function companyPdfVersion(db: Db, companyId: string, versionId: string) {
  if (!versionId || versionId.length > 100) return null;
  const row = await db.query.dataRoomVersions.findFirst({
    where: and(eq(dataRoomVersions.companyId, companyId), eq(dataRoomVersions.id, versionId)),
    columns: { id: true, contentType: true, pageCount: true, filePath: true, fileName: true },
  });
  return row && isPdfType(row.contentType) ? row : null;
}

/** The stored PDF of a version, for the admin's browser to render (members only, their company's). */
export async function roomVersionFile(db: Db, companyId: string, versionId: string) {
  return companyPdfVersion(db, companyId, versionId);
}

/**
 * A data-room PDF's page images, posted by the admin's browser after rendering each page with
 * pdf.js (as the deck's): `begin` (the page count; earlier images are replaced), one `page` per
 * page (a WebP image), `complete`. Dutch messages; nothing is written on bad input.
 */
export async function storeRoomPages(
  db: Db,
  bucket: R2Bucket,
  companyId: string,
  form: FormData,
): Promise<RoomPagesAnswer> {
  const version = await companyPdfVersion(db, companyId, String(form.get("id") ?? ""));
  if (!version) return { ok: false, status: 404, message: "Document niet gevonden." };
  const step = String(form.get("step") ?? "");
  if (step === "begin") {
    const count = Number(form.get("pageCount"));
    if (!Number.isInteger(count) || count < 1)
      return { ok: false, status: 400, message: "Ongeldig aantal pagina's." };
    const pageCount = Math.min(count, MAX_RENDERED_PAGES);
    await db.batch([
      db.delete(dataRoomPages).where(eq(dataRoomPages.versionId, version.id)),
      db.update(dataRoomVersions).set({ pageCount }).where(eq(dataRoomVersions.id, version.id)),
    ]);
    return { ok: true, message: "Pagina's worden weergegeven.", pageCount, stored: [] };
  }
  if (step === "page") {
    const n = Number(form.get("page"));
    const image = form.get("image");
    if (!Number.isInteger(n) || n < 1 || n > version.pageCount)
      return { ok: false, status: 400, message: "Ongeldig paginanummer." };
    if (!(image instanceof File) || image.size === 0)
      return { ok: false, status: 400, message: "Geen afbeelding ontvangen." };
    if (image.size > MAX_PAGE_IMAGE_BYTES)
      return { ok: false, status: 413, message: "De afbeelding is te groot." };
    if (detectFileKind(new Uint8Array(await image.slice(0, FILE_HEAD_BYTES).arrayBuffer())) !== "webp")
      return { ok: false, status: 400, message: "De pagina is geen WebP-afbeelding." };
    const key = `${companyId}/dataroom/${version.id}/pages/${n}.webp`;
    await putObject(bucket, key, image.stream(), "image/webp");
    await db
      .insert(dataRoomPages)
      .values({ companyId, versionId: version.id, pageNumber: n, imagePath: key, contentType: "image/webp" })
      .onConflictDoUpdate({
        target: [dataRoomPages.versionId, dataRoomPages.pageNumber],
        set: { imagePath: key, contentType: "image/webp" },
      });
    return { ok: true, message: `Pagina ${n} opgeslagen.`, pageCount: version.pageCount };
  }
  if (step === "complete")
    return { ok: true, message: "Pagina's weergegeven.", pageCount: version.pageCount, done: true };
  return { ok: false, status: 400, message: "Onbekende stap." };
}
