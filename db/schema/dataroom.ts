/**
 * The data room (not in the spec; docs/decisions/056-data-room-audit-and-watermarks.md): folders,
 * documents with versions and page images, who may open each document, one row per visit per
 * document (the audit trail), the stamped copies of a PDF for downloads (the pitch deck's too)
 * and the pitch deck's downloads for the same audit trail.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { companies } from "./auth";
import { bool, createdAt, id, writtenAt } from "./columns";
import { investors } from "./investors";
import { documents } from "./site";

const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/**
 * Who a visitor was at the moment of a visit or download, as the gate knew them
 * (app/server/dataroom/viewer.server.ts): the audit trail's columns for room visits and deck downloads.
 */
const viewerColumns = () => ({
  visitorId: text("visitor_id").notNull(),
  investorId: text("investor_id").references(() => investors.id, { onDelete: "set null" }),
  email: text("email"),
  verified: bool("verified").notNull().default(false),
  ndaVersion: text("nda_version"),
});

/** Who may open a document: nobody, everyone past the gate, or the investors it was given to. */
export const dataRoomVisibilities = ["nobody", "everyone", "chosen"] as const;
/** The request buttons' document types a data-room document answers ('Toegang geven'). */
export const dataRoomRequestTypes = ["captable", "finance-deck"] as const;
export const dataRoomStampStatuses = ["pending", "running", "done", "failed"] as const;

export const dataRoomFolders = sqliteTable(
  "data_room_folders",
  { id: id(), companyId: companyId(), name: text("name").notNull(), createdAt: createdAt() },
  (t) => [index("data_room_folders_company_idx").on(t.companyId)],
);

export const dataRoomDocuments = sqliteTable(
  "data_room_documents",
  {
    id: id(),
    companyId: companyId(),
    folderId: text("folder_id").references(() => dataRoomFolders.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    visibility: text("visibility", { enum: dataRoomVisibilities }).notNull().default("nobody"),
    /** Downloads are off until the admin turns them on; a download is stamped with the watermark. */
    downloads: bool("downloads").notNull().default(false),
    requestType: text("request_type", { enum: dataRoomRequestTypes }),
    createdAt: createdAt(),
  },
  (t) => [index("data_room_documents_company_idx").on(t.companyId, t.folderId)],
);

export const dataRoomVersions = sqliteTable(
  "data_room_versions",
  {
    id: id(),
    companyId: companyId(),
    documentId: text("document_id")
      .notNull()
      .references(() => dataRoomDocuments.id, { onDelete: "cascade" }),
    /** v1, v2 … in upload order; the highest is the one investors see. */
    number: integer("number").notNull(),
    filePath: text("file_path").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    fileSize: integer("file_size").notNull(),
    pageCount: integer("page_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("data_room_versions_document_number_uq").on(t.documentId, t.number),
    index("data_room_versions_company_idx").on(t.companyId),
  ],
);

/** A version's page images (a PDF's pages rendered in the admin's browser; an image is its own page 1). */
export const dataRoomPages = sqliteTable(
  "data_room_pages",
  {
    companyId: companyId(),
    versionId: text("version_id")
      .notNull()
      .references(() => dataRoomVersions.id, { onDelete: "cascade" }),
    pageNumber: integer("page_number").notNull(),
    imagePath: text("image_path").notNull(),
    contentType: text("content_type").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.pageNumber] }),
    index("data_room_pages_company_idx").on(t.companyId),
  ],
);

export const dataRoomGrants = sqliteTable(
  "data_room_grants",
  {
    companyId: companyId(),
    documentId: text("document_id")
      .notNull()
      .references(() => dataRoomDocuments.id, { onDelete: "cascade" }),
    investorId: text("investor_id")
      .notNull()
      .references(() => investors.id, { onDelete: "cascade" }),
    grantedAt: writtenAt("granted_at"),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.investorId] }),
    index("data_room_grants_company_investor_idx").on(t.companyId, t.investorId),
  ],
);

/**
 * One visit of one visitor to one document version on one day (UTC): who they were then
 * (app/server/dataroom/viewer.server.ts) and whether they downloaded it. Pages and seconds are
 * the visitor's 'room-page' events of that version and day (visitor_events).
 */
export const dataRoomVisits = sqliteTable(
  "data_room_visits",
  {
    id: id(),
    companyId: companyId(),
    ...viewerColumns(),
    documentId: text("document_id")
      .notNull()
      .references(() => dataRoomDocuments.id, { onDelete: "cascade" }),
    versionId: text("version_id")
      .notNull()
      .references(() => dataRoomVersions.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    downloaded: bool("downloaded").notNull().default(false),
    viewedAt: writtenAt("viewed_at"),
  },
  (t) => [
    uniqueIndex("data_room_visits_visit_uq").on(t.companyId, t.visitorId, t.versionId, t.day),
    index("data_room_visits_company_viewed_idx").on(t.companyId, t.viewedAt),
    index("data_room_visits_company_investor_idx").on(t.companyId, t.investorId),
  ],
);

/**
 * A PDF stamped with one watermark, for downloads: of a data-room version or of a pitch-deck
 * document (exactly one of the two). Large files are stamped in the job queue.
 */
export const stampedCopies = sqliteTable(
  "stamped_copies",
  {
    id: id(),
    companyId: companyId(),
    versionId: text("version_id").references(() => dataRoomVersions.id, { onDelete: "cascade" }),
    deckDocumentId: text("deck_document_id").references(() => documents.id, { onDelete: "cascade" }),
    watermark: text("watermark").notNull(),
    status: text("status", { enum: dataRoomStampStatuses }).notNull().default("pending"),
    pagesDone: integer("pages_done").notNull().default(0),
    pageCount: integer("page_count").notNull().default(0),
    filePath: text("file_path"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("stamped_copies_version_watermark_uq").on(t.versionId, t.watermark),
    uniqueIndex("stamped_copies_deck_watermark_uq").on(t.deckDocumentId, t.watermark),
    check("stamped_copies_one_source", sql`(${t.versionId} IS NULL) <> (${t.deckDocumentId} IS NULL)`),
  ],
);

/**
 * A pitch-deck download by one visitor on one day (UTC), for the audit trail beside the data
 * room's visits: who they were at that moment, as the gate knew them.
 */
export const deckDownloads = sqliteTable(
  "deck_downloads",
  {
    id: id(),
    companyId: companyId(),
    ...viewerColumns(),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    downloadedAt: writtenAt("downloaded_at"),
  },
  (t) => [
    uniqueIndex("deck_downloads_visit_uq").on(t.companyId, t.visitorId, t.documentId, t.day),
    index("deck_downloads_company_at_idx").on(t.companyId, t.downloadedAt),
  ],
);

export type DataRoomVisibility = (typeof dataRoomVisibilities)[number];
