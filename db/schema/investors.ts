/**
 * Personal investor links and what each visitor of the investor site did: the pages they
 * opened, the time on each deck page. Questions are the chat's own rows (chat_conversations
 * by visitor id); requests carry the investor whose personal link filed them.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { companies } from "./auth";
import { createdAt, id } from "./columns";

const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

export const investors = sqliteTable(
  "investors",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    /** Lowercased and trimmed. */
    email: text("email").notNull(),
    firm: text("firm"),
    /** SHA-256 (hex) of the link's token: the token itself is only in the invite mail. */
    tokenHash: text("token_hash").notNull().unique(),
    /** ISO timestamp after which the link no longer opens; null: no expiry. */
    expiresAt: text("expires_at"),
    revokedAt: text("revoked_at"),
    /** When the investor first opened the deck; set once, the marker of the first-open mail. */
    firstOpenedAt: text("first_opened_at"),
    /** The link asks for a verified e-mail (the investor's own) before it opens the site. */
    requireVerifiedEmail: integer("require_verified_email", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("investors_company_created_idx").on(t.companyId, t.createdAt),
    uniqueIndex("investors_company_email_uq").on(t.companyId, t.email),
  ],
);

/**
 * 'page' and 'deck-page': what a visitor read; 'download': the deck file saved; 'request': a
 * document or call request; 'subscribe': a subscription to updates; 'mail-click': a click
 * from an update mail's link; 'gate-email': the address given at the gate (unverified); 'email-verified': the address verified
 * with a code at the gate; 'room-page': a data-room document's page (document_id: its version),
 * like 'deck-page'.
 */
export const visitorEventKinds = [
  "page",
  "deck-page",
  "download",
  "request",
  "subscribe",
  "mail-click",
  "gate-email",
  "email-verified",
  "room-page",
] as const;
export const visitorEventSources = ["server", "beacon"] as const;

export const visitorEvents = sqliteTable(
  "visitor_events",
  {
    id: id(),
    companyId: companyId(),
    /** The visitor cookie's id (the chat's visitor id): anonymous visitors are told apart by it. */
    visitorId: text("visitor_id").notNull(),
    investorId: text("investor_id").references(() => investors.id, { onDelete: "set null" }),
    kind: text("kind", { enum: visitorEventKinds }).notNull(),
    /** 'page': the public path opened. */
    path: text("path"),
    /** 'deck-page': the PDF version and its page. */
    documentId: text("document_id"),
    pageNumber: integer("page_number"),
    /** 'deck-page' from the viewer's beacon: time on the page; null when the server recorded the page. */
    durationMs: integer("duration_ms"),
    source: text("source", { enum: visitorEventSources }).notNull(),
    /** 'gate-email', 'subscribe', 'request', 'mail-click': the address the visitor gave or was mailed at (lowercased). */
    email: text("email"),
    /** 'request': `document:{id}` / `call:{id}`; 'mail-click': the subscription's id. */
    ref: text("ref"),
    /** Beacon rows: the day (UTC, 'YYYY-MM-DD') the row adds up; one row per visitor, deck page and day. */
    day: text("day"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("visitor_events_beacon_day_uq")
      .on(t.companyId, t.visitorId, t.documentId, t.pageNumber, t.day)
      .where(sql`${t.source} = 'beacon'`),
    index("visitor_events_company_created_idx").on(t.companyId, t.createdAt),
    index("visitor_events_company_investor_idx").on(t.companyId, t.investorId),
    index("visitor_events_company_visitor_idx").on(t.companyId, t.visitorId),
  ],
);

/**
 * The deck viewer's clock per visitor (docs/decisions/034-budgets-and-throttles.md): deck time
 * is credited up to `last_at` (ms since the epoch), so a beacon never gets more than the
 * wall-clock time since the visitor's previous beacon or page view; `deck_ms` is what `day`
 * (UTC) has been credited, `granted_ms` what the latest beacon got.
 */
export const visitorClocks = sqliteTable(
  "visitor_clocks",
  {
    companyId: companyId(),
    visitorId: text("visitor_id").notNull(),
    lastAt: integer("last_at").notNull(),
    day: text("day").notNull(),
    deckMs: integer("deck_ms").notNull().default(0),
    grantedMs: integer("granted_ms").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.visitorId] })],
);

export type Investor = typeof investors.$inferSelect;
export type VisitorEvent = typeof visitorEvents.$inferSelect;
