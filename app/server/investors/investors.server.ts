/**
 * Personal investor links: invite (the token only ever in the mail; its SHA-256 stored),
 * open, revoke and extend — every query scoped to one company.
 */
import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";

import type { Db } from "../../../db";
import { callRequests, documentRequests, type Investor, investors } from "../../../db/schema";
import { INVESTOR_INVITE_MAIL_TEXTS } from "../../copy/mail/investor-invite-texts";
import { parseDeckText } from "../../domain/deck/chunks";
import { parseDerived } from "../../domain/deck/derived";
import { matchPages } from "../../domain/deck/page-match";
import { liveVersion } from "../../domain/deck/versions";
import {
  type Deck,
  type DeckVersion,
  summarizeVisitors,
  type VisitorDetail,
} from "../../domain/investors/activity";
import {
  base64Url,
  expiryDay,
  investorLinkPath,
  type LinkState,
  linkState,
  toHex,
  TOKEN_BYTES,
} from "../../domain/investors/links";
import { renderInvestorInviteMail } from "../../domain/mail/investor-invite";
import type { InviteInvestorInput } from "../../schemas/investors";
import type { DeckRead } from "../chat/chat-source.server";
import {
  type DeckDocuments,
  deckDocumentsFrom,
  deckDocumentsQuery,
  type LiveDocument,
  versionFrom,
  versionReads,
} from "../documents/document-versions.server";
import { enqueueMails, type NotificationQueue } from "../mail/queue.server";
import { ensurePipelineEntry } from "../pipeline/pipeline-entries.server";
import type { MailMessage } from "../queues/messages";
import { readFairEvents } from "./visitor-event-columns.server";
import { questionsFrom, visitorQuestionsQuery } from "./visitor-questions.server";

export function newLinkToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

export async function hashLinkToken(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
}

export type InviteOutcome = { ok: true; investor: Investor } | { ok: false; reason: "duplicate" };

/**
 * Stores the investor with the hash of a fresh token (and their pipeline entry, in the same
 * batch) and queues the invite mail with the link. The rows are written first: should the
 * queue fail, the admin sees the investor and the error, and nothing else changes.
 */
export async function inviteInvestor(
  db: Db,
  queue: NotificationQueue,
  opts: {
    company: { id: string; name: string; slug: string };
    input: Omit<InviteInvestorInput, "expires">;
    expiresAt: string | null;
    baseUrl: string;
  },
): Promise<InviteOutcome> {
  const { company, input } = opts;
  const existing = await db.query.investors.findFirst({
    where: and(eq(investors.companyId, company.id), eq(investors.email, input.email)),
    columns: { id: true },
  });
  if (existing) return { ok: false, reason: "duplicate" };
  const token = newLinkToken();
  const id = crypto.randomUUID();
  const [[row]] = await db.batch([
    db
      .insert(investors)
      .values({
        id,
        companyId: company.id,
        name: input.name,
        email: input.email,
        firm: input.firm,
        tokenHash: await hashLinkToken(token),
        expiresAt: opts.expiresAt,
      })
      // A parallel invite of the same address got in first: the unique index keeps one, this one is the duplicate.
      .onConflictDoNothing()
      .returning(),
    ensurePipelineEntry(db, company.id, {
      email: input.email,
      name: input.name,
      firm: input.firm,
      investorId: id,
    }),
  ]);
  if (!row) return { ok: false, reason: "duplicate" };
  const link = new URL(investorLinkPath(company.slug, token), opts.baseUrl).toString();
  const mail = renderInvestorInviteMail({
    companyName: company.name,
    investorName: input.name,
    link,
    expiresOn: opts.expiresAt ? expiryDay(opts.expiresAt) : null,
    texts: INVESTOR_INVITE_MAIL_TEXTS,
  });
  const message: MailMessage = {
    kind: "mail",
    companyId: company.id,
    to: input.email,
    ...mail,
    idempotencyKey: `investor-invite:${row.id}`,
    mailKind: "investor-invite",
  };
  await enqueueMails(queue, [message]);
  return { ok: true, investor: row };
}

/** An investor's name, or null when the company has no such investor. */
export async function investorName(db: Db, companyId: string, investorId: string): Promise<string | null> {
  const row = await db.query.investors.findFirst({
    where: and(eq(investors.companyId, companyId), eq(investors.id, investorId)),
    columns: { name: true },
  });
  return row?.name ?? null;
}

export async function listInvestors(db: Db, companyId: string): Promise<Investor[]> {
  return db
    .select()
    .from(investors)
    .where(eq(investors.companyId, companyId))
    .orderBy(desc(investors.createdAt), desc(investors.id));
}

/** Revokes a link of this company; false when there is no such investor. */
export async function revokeInvestor(
  db: Db,
  companyId: string,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(investors)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(investors.companyId, companyId), eq(investors.id, id)))
    .returning({ id: investors.id });
  return rows.length > 0;
}

/** Sets a link's expiry (null: none); a revoked link stays revoked. False when there is no such investor. */
export async function extendInvestor(
  db: Db,
  companyId: string,
  id: string,
  expiresAt: string | null,
): Promise<boolean> {
  const rows = await db
    .update(investors)
    .set({ expiresAt })
    .where(and(eq(investors.companyId, companyId), eq(investors.id, id)))
    .returning({ id: investors.id });
  return rows.length > 0;
}

export type LinkLookup = { state: LinkState | "unknown"; investorId: string | null };

/** Who a personal link of this company belongs to, and whether it opens now. */
export async function lookUpLink(
  db: Db,
  companyId: string,
  token: string,
  now = new Date(),
): Promise<LinkLookup> {
  const row = await db.query.investors.findFirst({
    where: and(eq(investors.companyId, companyId), eq(investors.tokenHash, await hashLinkToken(token))),
    columns: { id: true, expiresAt: true, revokedAt: true },
  });
  if (!row) return { state: "unknown", investorId: null };
  return { state: linkState(row, now), investorId: row.id };
}

/** True while an investor's link of this company opens: what an investor's grant rests on. */
export async function investorLinkOpens(
  db: Db,
  companyId: string,
  investorId: string,
  now = new Date(),
): Promise<boolean> {
  const row = await db.query.investors.findFirst({
    where: and(eq(investors.companyId, companyId), eq(investors.id, investorId)),
    columns: { expiresAt: true, revokedAt: true },
  });
  return !!row && linkState(row, now) === "active";
}

/** At most this many events are read for the tab, at most EVENTS_PER_VISITOR of each visitor (readFairEvents). */
const EVENT_LIMIT = 20_000;
const EVENTS_PER_VISITOR = 2_000;

/**
 * Narrows the activity read to some investors and addresses: subqueries selecting investor ids
 * and lowercased addresses of the company. Read are then only those investors and the visitors
 * whose events came through their links or carry one of the addresses.
 */
export type VisitorScope = { investorIds: SQL; emails: SQL };

/**
 * Every investor and anonymous visitor of the company (or of `scope`) with what they did: the
 * events, their pitch-deck chat questions (by visitor id) with the answers, and their requests
 * (recorded per visitor, and an investor's also those their personal link filed).
 */
export async function loadVisitorActivity<const Extra extends readonly BatchItem<"sqlite">[] = []>(
  db: Db,
  companyId: string,
  now = new Date(),
  scope?: VisitorScope,
  /** A page's own reads, sent in the same D1 batch: their rows come back as `extra`. */
  extra?: Extra,
): Promise<{ visitors: VisitorDetail[]; deck: Deck; deckRead: DeckRead; extra: BatchResponse<Extra> }> {
  const visitorsIn = scope
    ? sql`SELECT visitor_id FROM visitor_events WHERE company_id = ${companyId}
        AND (investor_id IN (${scope.investorIds}) OR email IN (${scope.emails}))`
    : undefined;
  // An investor's requests are those their personal link's grant filed, never those naming their address.
  const requestsOf = (table: typeof documentRequests | typeof callRequests) =>
    db
      .select({ investorId: table.investorId, id: table.id })
      .from(table)
      .where(
        and(
          eq(table.companyId, companyId),
          scope ? sql`${table.investorId} IN (${scope.investorIds})` : isNotNull(table.investorId),
        ),
      );
  // The events (read in D1's array form, readFairEvents), and beside them one D1 batch: the
  // investors, their questions and requests, the deck's documents.
  const [events, [investorRows, questionRows, documentRefs, callRefs, documentRows, ...extraRows]] =
    await Promise.all([
      readFairEvents(db, companyId, { perVisitor: EVENTS_PER_VISITOR, limit: EVENT_LIMIT, visitorsIn }),
      db.batch([
        // Never the token's hash: these rows reach the admin's browser.
        db
          .select({
            id: investors.id,
            name: investors.name,
            email: investors.email,
            firm: investors.firm,
            expiresAt: investors.expiresAt,
            revokedAt: investors.revokedAt,
            createdAt: investors.createdAt,
          })
          .from(investors)
          .where(
            and(
              eq(investors.companyId, companyId),
              scope ? sql`${investors.id} IN (${scope.investorIds})` : undefined,
            ),
          )
          .orderBy(desc(investors.createdAt), desc(investors.id)),
        visitorQuestionsQuery(db, companyId, { pitchDeckOnly: true, visitorsIn }),
        requestsOf(documentRequests),
        requestsOf(callRequests),
        deckDocumentsQuery(db, companyId),
        ...((extra ?? []) as Extra),
      ]),
    ]);
  const seen = new Set(events.map((e) => e.visitorId));
  const requestsByInvestor = new Map<string, string[]>();
  for (const [prefix, rows] of [
    ["document", documentRefs],
    ["call", callRefs],
  ] as const) {
    for (const r of rows) {
      let refs = requestsByInvestor.get(r.investorId!);
      if (!refs) requestsByInvestor.set(r.investorId!, (refs = []));
      refs.push(`${prefix}:${r.id}`);
    }
  }
  const documents = deckDocumentsFrom(documentRows, now);
  const { deck, live } = await deckWithVersions(db, companyId, documents, events);
  const visitors = summarizeVisitors({
    events,
    investors: investorRows,
    questions: questionsFrom(questionRows).filter((q) => seen.has(q.visitorId)),
    requestsByInvestor,
    deck,
    now,
  });
  return {
    visitors,
    deck,
    deckRead: { documents, live },
    extra: extraRows as unknown as BatchResponse<Extra>,
  };
}

/**
 * The live deck with its number among the PDF versions (v1, v2 … in upload order) and every
 * other version the visitors read, each page matched to the live page with the same text: the
 * reading history is kept per version and counts across versions (app/domain/investors/activity.ts).
 * The live deck's page count comes from its derived record (kept at write time); the versions'
 * rows are read, in one D1 batch, only to match other versions' pages to the live text, or when
 * no record is stored yet. `deck` is null without a live deck with pages; `live` is the live
 * version with its text when it was read.
 */
async function deckWithVersions(
  db: Db,
  companyId: string,
  { pdfVersions, pdfStored }: DeckDocuments,
  events: ReadonlyArray<{ kind: string; documentId: string | null }>,
): Promise<{ deck: Deck; live: LiveDocument | null }> {
  const liveFacts = liveVersion(pdfVersions);
  if (!liveFacts) return { deck: null, live: null };
  const numbers = versionNumbers(pdfVersions);
  const number = numbers.get(liveFacts.id) ?? 0;
  const others = [
    ...new Set(events.filter((e) => e.kind === "deck-page" && e.documentId).map((e) => e.documentId!)),
  ].filter((id) => id !== liveFacts.id && numbers.has(id));
  const stored = pdfStored.get(liveFacts.id);
  const derived = parseDerived(stored?.derived);
  if (derived && others.length === 0) {
    const pageCount = derived.pages.length || stored?.pageCount || 0;
    return {
      deck: pageCount > 0 ? { documentId: liveFacts.id, pageCount, number, versions: [] } : null,
      live: null,
    };
  }
  const [first, ...rest] = [liveFacts.id, ...others].flatMap((id) => versionReads(db, companyId, id, "pdf"));
  const answers = await db.batch([first!, ...rest]);
  const versionAt = (k: number) =>
    versionFrom(
      answers[2 * k] as Parameters<typeof versionFrom>[0],
      answers[2 * k + 1] as Parameters<typeof versionFrom>[1],
      "pdf",
    );
  const live = versionAt(0);
  const pageCount = live ? live.pages.length || live.pageCount || 0 : 0;
  if (!live || pageCount <= 0) return { deck: null, live };
  const livePages = others.length > 0 ? parseDeckText(live.extractedText) : [];
  const versions: DeckVersion[] = [];
  others.forEach((id, k) => {
    const version = versionAt(k + 1);
    if (!version) return;
    const pages = parseDeckText(version.extractedText).filter((p) => !p.untagged);
    const count = version.pages.length || version.pageCount || Math.max(0, ...pages.map((p) => p.number));
    if (count <= 0) return;
    versions.push({
      documentId: id,
      number: numbers.get(id)!,
      pageCount: count,
      toLive: matchPages(pages, count, livePages),
    });
  });
  return { deck: { documentId: live.id, pageCount, number, versions }, live };
}

/** v1, v2 …: each PDF version's number in upload order. */
function versionNumbers(versions: ReadonlyArray<{ id: string; uploadDate: string; createdAt: string }>) {
  const sorted = [...versions].sort((a, b) =>
    a.uploadDate !== b.uploadDate
      ? a.uploadDate < b.uploadDate
        ? -1
        : 1
      : a.createdAt !== b.createdAt
        ? a.createdAt < b.createdAt
          ? -1
          : 1
        : a.id < b.id
          ? -1
          : 1,
  );
  return new Map(sorted.map((v, i) => [v.id, i + 1]));
}

/**
 * The pitch-deck chat questions of these visitors, each with the reply that followed it: one
 * query for the company's visitor conversations (not one per 90 visitors; only those of
 * `visitorsIn` when given), kept for the visitors shown.
 */
