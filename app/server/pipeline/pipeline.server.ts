/**
 * The investor pipeline (docs/decisions/054-investor-pipeline.md): its entries (the invited
 * investors and the verified visitors, written where they appear: pipeline-entries.server.ts),
 * each with their engagement and the suggestions that follows from it; the activity log (logged by hand, plus what other rows
 * already record: invites, first opens, requests, mails); the round; the CSV import. Every
 * query is scoped to one company.
 */
import { and, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import {
  callRequests,
  documentRequests,
  investors,
  outboxEmails,
  pipelineActivities,
  pipelineEntries,
  type PipelineEntry,
  type Round,
  rounds,
} from "../../../db/schema";
import type { VisitorDetail } from "../../domain/investors/activity";
import type { ImportRow } from "../../domain/pipeline/csv";
import {
  type ActivityKind,
  type AutoActivityKind,
  committedTotal,
  type RoundProgress,
  roundProgress,
  type Stage,
  type StageTotal,
  stageTotals,
} from "../../domain/pipeline/stages";
import {
  type Engagement,
  followUpNow,
  type StageSuggestion,
  suggestStage,
} from "../../domain/pipeline/suggestions";
import type { CardInput, RoundInput } from "../../schemas/pipeline";
import { type RoomEngagement, roomEngagementFrom, roomVisitsQuery } from "../dataroom/dataroom.server";
import { loadVisitorActivity } from "../investors/investors.server";
import { columnsRead, readWholeRows, wholeRowsRead } from "../platform/whole-rows.server";
import { replyCountsFrom, replyCountsQuery } from "../site/update-replies.server";

export type CardEngagement = Engagement & {
  score: number | null;
  deckSeconds: number;
  visitorKey: string | null;
};

export type PipelineCard = Pick<
  PipelineEntry,
  | "id"
  | "email"
  | "name"
  | "firm"
  | "investorId"
  | "stage"
  | "ticketIndicated"
  | "ticketCommitted"
  | "lead"
  | "nextFollowUp"
  | "reasonPassed"
  | "reasonPassedNote"
  | "notes"
> & {
  engagement: CardEngagement;
  suggestion: StageSuggestion | null;
  followUpNow: boolean;
};

export type LoggedActivity = {
  id: string;
  kind: ActivityKind | AutoActivityKind;
  /** ISO timestamp or 'YYYY-MM-DD'. */
  at: string;
  note: string | null;
  auto: boolean;
};

const NO_ENGAGEMENT: CardEngagement = {
  visits: 0,
  deckPagesSeen: 0,
  deckShare: 0,
  questions: 0,
  requests: 0,
  lastEngagedAt: null,
  score: null,
  deckSeconds: 0,
  visitorKey: null,
};

function engagementOf(v: VisitorDetail): CardEngagement {
  return {
    visits: v.visits,
    deckPagesSeen: v.deckPagesSeen,
    deckShare: v.deckShare,
    questions: v.questions,
    requests: v.requests,
    lastEngagedAt: v.lastVisit,
    score: v.score.total,
    deckSeconds: v.deckSeconds,
    visitorKey: v.key,
  };
}

function withReplies(e: CardEngagement, replies: { count: number; last: string | null } | undefined) {
  if (!replies?.count) return e;
  const last =
    replies.last && (!e.lastEngagedAt || replies.last > e.lastEngagedAt) ? replies.last : e.lastEngagedAt;
  return { ...e, questions: e.questions + replies.count, lastEngagedAt: last };
}

/** Per investor: the data-room documents they opened and when they last did. */
function roomByInvestor(rows: readonly RoomEngagement[]) {
  const out = new Map<string, { documents: number; last: string }>();
  for (const r of rows) {
    if (!r.investorId) continue;
    const before = out.get(r.investorId);
    out.set(r.investorId, {
      documents: (before?.documents ?? 0) + 1,
      last: before && before.last > r.lastViewedAt ? before.last : r.lastViewedAt,
    });
  }
  return out;
}

function withRoom(e: CardEngagement, room: { documents: number; last: string } | undefined): CardEngagement {
  if (!room) return e;
  return {
    ...e,
    roomDocuments: room.documents,
    lastEngagedAt: e.lastEngagedAt && e.lastEngagedAt > room.last ? e.lastEngagedAt : room.last,
  };
}

/** The reads of the latest outreach per entry (lastOutreachFrom folds them), for the page's D1 batch. */
const outreachQueries = (db: Db, companyId: string) =>
  [
    db
      .select({ entryId: pipelineActivities.entryId, at: max(pipelineActivities.happenedOn) })
      .from(pipelineActivities)
      .where(eq(pipelineActivities.companyId, companyId))
      .groupBy(pipelineActivities.entryId),
    db
      .select({ entryId: pipelineEntries.id, at: max(outboxEmails.createdAt) })
      .from(outboxEmails)
      .innerJoin(
        pipelineEntries,
        and(eq(pipelineEntries.companyId, companyId), eq(pipelineEntries.email, outboxEmails.toAddress)),
      )
      .where(and(eq(outboxEmails.companyId, companyId), eq(outboxEmails.status, "sent")))
      .groupBy(pipelineEntries.id),
  ] as const;

/** The latest outreach per entry: an activity logged by hand, or a mail sent to the address from here. */
function lastOutreachFrom(rows: readonly { entryId: string; at: string | null }[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of rows) {
    if (!r.at) continue;
    // A day ('YYYY-MM-DD') counts to its end, as followUpNow reads it.
    const at = r.at.length === 10 ? `${r.at}T23:59:59.999Z` : r.at;
    const before = out.get(r.entryId);
    if (!before || at > before) out.set(r.entryId, at);
  }
  return out;
}

export type PipelineData = {
  cards: PipelineCard[];
  totals: StageTotal[];
  round: (Round & { progress: RoundProgress }) | null;
  closedRounds: Round[];
};

/**
 * The pipeline of one company as the board, the table, the CSV and the digest read it. A read
 * only: the entries are written where investors and verified addresses appear
 * (ensurePipelineEntry), and the engagement is read for the entries' investors and addresses alone.
 */
export async function loadPipeline(db: Db, companyId: string, now = new Date()): Promise<PipelineData> {
  const ofEntries = (column: typeof pipelineEntries.investorId | typeof pipelineEntries.email) =>
    sql`SELECT ${column} FROM ${pipelineEntries} WHERE ${pipelineEntries.companyId} = ${companyId} AND ${column} IS NOT NULL`;
  // The entries' visitor activity and the board's own reads, in one D1 batch.
  const {
    visitors,
    extra: [entries, logged, mailed, roundRows, replyRows, roomRows],
  } = await loadVisitorActivity(
    db,
    companyId,
    now,
    { investorIds: ofEntries(pipelineEntries.investorId), emails: ofEntries(pipelineEntries.email) },
    [
      db
        .select()
        .from(pipelineEntries)
        .where(eq(pipelineEntries.companyId, companyId))
        .orderBy(pipelineEntries.name, pipelineEntries.id),
      ...outreachQueries(db, companyId),
      db.select().from(rounds).where(eq(rounds.companyId, companyId)).orderBy(desc(rounds.createdAt)),
      replyCountsQuery(db, companyId),
      roomVisitsQuery(db, companyId),
    ],
  );
  const outreach = lastOutreachFrom([...logged, ...mailed]);
  const replies = replyCountsFrom(replyRows);
  const byInvestor = new Map<string, VisitorDetail>();
  const byEmail = new Map<string, VisitorDetail>();
  for (const v of visitors) {
    if (v.investor) byInvestor.set(v.investor.id, v);
    else if (v.contact?.verified) {
      const email = v.contact.email.toLowerCase();
      const before = byEmail.get(email);
      // One address seen in two browsers: the one who engaged last speaks for it.
      if (!before || (v.lastVisit ?? "") > (before.lastVisit ?? "")) byEmail.set(email, v);
    }
  }
  const room = roomByInvestor(roomEngagementFrom(roomRows));
  const cards = entries.map((e): PipelineCard => {
    const visitor = (e.investorId ? byInvestor.get(e.investorId) : undefined) ?? byEmail.get(e.email);
    // A reply to an update ('Reageer') is engagement like a question to the founder (ADR 058).
    const engagement = withRoom(
      withReplies(visitor ? engagementOf(visitor) : NO_ENGAGEMENT, replies.get(e.email)),
      e.investorId ? room.get(e.investorId) : undefined,
    );
    return {
      id: e.id,
      email: e.email,
      name: e.name,
      firm: e.firm,
      investorId: e.investorId,
      stage: e.stage,
      ticketIndicated: e.ticketIndicated,
      ticketCommitted: e.ticketCommitted,
      lead: e.lead,
      nextFollowUp: e.nextFollowUp,
      reasonPassed: e.reasonPassed,
      reasonPassedNote: e.reasonPassedNote,
      notes: e.notes,
      engagement,
      suggestion: suggestStage({ stage: e.stage, engagement, dismissed: e.dismissedSuggestion }),
      followUpNow: followUpNow({
        stage: e.stage,
        lastEngagedAt: engagement.lastEngagedAt,
        lastOutreachAt: outreach.get(e.id) ?? null,
        dismissedAt: e.followUpDismissedAt,
        now,
      }),
    };
  });
  const open = roundRows.find((r) => r.closedAt === null) ?? null;
  return {
    cards,
    totals: stageTotals(cards),
    round: open ? { ...open, progress: roundProgress(open.targetAmount, committedTotal(cards)) } : null,
    closedRounds: roundRows.filter((r) => r.closedAt !== null),
  };
}

/**
 * The open round and the committed tickets it counts, as two reads for one D1 batch (a page
 * may add its other reads): no engagement needed, so no visitor events read.
 */
export const openRoundReads = (db: Db, companyId: string) =>
  [
    wholeRowsRead(db, rounds, "WHERE company_id = ?1 AND closed_at IS NULL LIMIT 1", companyId),
    columnsRead<Pick<PipelineEntry, "stage" | "ticketIndicated" | "ticketCommitted">>(
      db,
      `SELECT stage, ticket_indicated AS ticketIndicated, ticket_committed AS ticketCommitted
       FROM pipeline_entries WHERE company_id = ?1 AND ticket_committed IS NOT NULL`,
      [companyId],
    ),
  ] as const;

export function openRoundFrom(
  [open]: Round[],
  entries: Pick<PipelineEntry, "stage" | "ticketIndicated" | "ticketCommitted">[],
) {
  if (!open) return null;
  return { ...open, progress: roundProgress(open.targetAmount, committedTotal(entries)) };
}

/** The open round and its progress, for the dashboard and the monthly update: one D1 batch. */
export async function loadOpenRound(db: Db, companyId: string) {
  const [open, entries] = await readWholeRows(db, openRoundReads(db, companyId));
  return openRoundFrom(open, entries);
}

/** One entry's activity: logged by hand, plus the invite, first open, requests and mails other rows record. Newest first. */
export async function loadActivity(
  db: Db,
  companyId: string,
  entry: PipelineCard,
): Promise<LoggedActivity[]> {
  const byInvestor = (col: typeof documentRequests.investorId | typeof callRequests.investorId) =>
    entry.investorId ? eq(col, entry.investorId) : sql`0`;
  const [logged, investor, documents, calls, mails] = await Promise.all([
    db
      .select()
      .from(pipelineActivities)
      .where(and(eq(pipelineActivities.companyId, companyId), eq(pipelineActivities.entryId, entry.id))),
    entry.investorId
      ? db.query.investors.findFirst({
          where: and(eq(investors.companyId, companyId), eq(investors.id, entry.investorId)),
          columns: { createdAt: true, firstOpenedAt: true },
        })
      : undefined,
    db
      .select({ id: documentRequests.id, type: documentRequests.type, createdAt: documentRequests.createdAt })
      .from(documentRequests)
      .where(
        and(
          eq(documentRequests.companyId, companyId),
          sql`(${byInvestor(documentRequests.investorId)} OR lower(${documentRequests.email}) = ${entry.email})`,
        ),
      ),
    db
      .select({ id: callRequests.id, createdAt: callRequests.createdAt })
      .from(callRequests)
      .where(
        and(
          eq(callRequests.companyId, companyId),
          sql`(${byInvestor(callRequests.investorId)} OR lower(${callRequests.email}) = ${entry.email})`,
        ),
      ),
    db
      .select({ id: outboxEmails.id, subject: outboxEmails.subject, createdAt: outboxEmails.createdAt })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.companyId, companyId),
          eq(outboxEmails.toAddress, entry.email),
          eq(outboxEmails.status, "sent"),
        ),
      )
      .orderBy(desc(outboxEmails.createdAt))
      .limit(50),
  ]);
  const out: LoggedActivity[] = logged.map((a) => ({
    id: a.id,
    kind: a.kind,
    at: a.happenedOn,
    note: a.note,
    auto: false,
  }));
  if (investor) {
    out.push({ id: "invite", kind: "invite", at: investor.createdAt, note: null, auto: true });
    if (investor.firstOpenedAt)
      out.push({ id: "first-open", kind: "first-open", at: investor.firstOpenedAt, note: null, auto: true });
  }
  for (const d of documents)
    out.push({ id: `document:${d.id}`, kind: "request", at: d.createdAt, note: d.type, auto: true });
  for (const c of calls)
    out.push({ id: `call:${c.id}`, kind: "request", at: c.createdAt, note: "call", auto: true });
  for (const m of mails)
    out.push({ id: `mail:${m.id}`, kind: "mail-sent", at: m.createdAt, note: m.subject, auto: true });
  // A day logged by hand sorts at its start; ties keep logged entries before the automatic ones.
  return out.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

export async function findEntry(db: Db, companyId: string, id: string) {
  return db.query.pipelineEntries.findFirst({
    where: and(eq(pipelineEntries.companyId, companyId), eq(pipelineEntries.id, id)),
  });
}

/** The entry of an invited investor (the first-open mail links to it), or undefined. */
export async function entryOfInvestor(db: Db, companyId: string, investorId: string) {
  return db.query.pipelineEntries.findFirst({
    where: and(eq(pipelineEntries.companyId, companyId), eq(pipelineEntries.investorId, investorId)),
    columns: { id: true },
  });
}

const touched = () => sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Moves an entry to a stage; null when the company has no such entry. */
export async function setStage(db: Db, companyId: string, id: string, stage: Stage) {
  const [row] = await db
    .update(pipelineEntries)
    .set({ stage, updatedAt: touched() })
    .where(and(eq(pipelineEntries.companyId, companyId), eq(pipelineEntries.id, id)))
    .returning({ id: pipelineEntries.id, name: pipelineEntries.name });
  return row ?? null;
}

export async function saveCard(db: Db, companyId: string, input: CardInput) {
  const { id, ...fields } = input;
  const [row] = await db
    .update(pipelineEntries)
    .set({ ...fields, updatedAt: touched() })
    .where(and(eq(pipelineEntries.companyId, companyId), eq(pipelineEntries.id, id)))
    .returning({ id: pipelineEntries.id });
  return row ?? null;
}

export async function logActivity(
  db: Db,
  companyId: string,
  userId: string,
  input: { id: string; kind: ActivityKind; day: string; note: string | null },
) {
  if (!(await findEntry(db, companyId, input.id))) return false;
  await db.insert(pipelineActivities).values({
    companyId,
    entryId: input.id,
    kind: input.kind,
    happenedOn: input.day,
    note: input.note,
    createdBy: userId,
  });
  return true;
}

/** Dismisses a stage suggestion (by its key) or the "follow up now" flag. */
export async function dismiss(
  db: Db,
  companyId: string,
  id: string,
  what: { suggestion: string } | { followUpAt: string },
) {
  const [row] = await db
    .update(pipelineEntries)
    .set(
      "suggestion" in what
        ? { dismissedSuggestion: what.suggestion }
        : { followUpDismissedAt: what.followUpAt },
    )
    .where(and(eq(pipelineEntries.companyId, companyId), eq(pipelineEntries.id, id)))
    .returning({ id: pipelineEntries.id });
  return row ?? null;
}

export type RoundOutcome = { ok: true } | { ok: false; reason: "already-open" | "not-found" };

export async function createRound(db: Db, companyId: string, input: RoundInput): Promise<RoundOutcome> {
  const rows = await db
    .insert(rounds)
    .values({
      companyId,
      name: input.name,
      targetAmount: input.target,
      instrument: input.instrument,
      targetClose: input.targetClose,
    })
    // The partial unique index keeps one open round: a second (or a parallel first) is refused.
    .onConflictDoNothing()
    .returning({ id: rounds.id });
  return rows.length ? { ok: true } : { ok: false, reason: "already-open" };
}

export async function saveRound(
  db: Db,
  companyId: string,
  id: string,
  input: RoundInput,
): Promise<RoundOutcome> {
  const rows = await db
    .update(rounds)
    .set({
      name: input.name,
      targetAmount: input.target,
      instrument: input.instrument,
      targetClose: input.targetClose,
    })
    .where(and(eq(rounds.companyId, companyId), eq(rounds.id, id), isNull(rounds.closedAt)))
    .returning({ id: rounds.id });
  return rows.length ? { ok: true } : { ok: false, reason: "not-found" };
}

/** Closes the open round, keeping what was committed at that moment. */
export async function closeRound(
  db: Db,
  companyId: string,
  id: string,
  now = new Date(),
): Promise<RoundOutcome> {
  const open = await loadOpenRound(db, companyId);
  if (!open || open.id !== id) return { ok: false, reason: "not-found" };
  await db
    .update(rounds)
    .set({ closedAt: now.toISOString(), committedAtClose: open.progress.committed })
    .where(and(eq(rounds.companyId, companyId), eq(rounds.id, id), isNull(rounds.closedAt)));
  return { ok: true };
}

export type ImportPlan = { row: ImportRow; existing: boolean }[];

/** Which of the rows update an entry already there (same address), and which are new. */
export async function planImport(db: Db, companyId: string, rows: readonly ImportRow[]): Promise<ImportPlan> {
  const emails = rows.map((r) => r.email);
  const known = new Set<string>();
  // In slices: D1 allows at most 100 bound parameters per statement.
  for (let i = 0; i < emails.length; i += 90) {
    const found = await db
      .select({ email: pipelineEntries.email })
      .from(pipelineEntries)
      .where(
        and(
          eq(pipelineEntries.companyId, companyId),
          inArray(pipelineEntries.email, emails.slice(i, i + 90)),
        ),
      );
    for (const f of found) known.add(f.email);
  }
  return rows.map((row) => ({ row, existing: known.has(row.email) }));
}

/**
 * Writes the rows in one batch (all or nothing): a new address becomes an entry, an address
 * already there gets the row's non-empty fields (notes added to its notes). An amount is the
 * committed ticket in Committed or Closed, else the indicated one.
 */
export async function importRows(db: Db, companyId: string, rows: readonly ImportRow[]) {
  if (rows.length === 0) return;
  const writes = rows.map((r) => {
    const committed = r.stage === "committed" || r.stage === "closed";
    const amount = r.amount;
    return db
      .insert(pipelineEntries)
      .values({
        companyId,
        email: r.email,
        name: r.name,
        firm: r.firm,
        stage: r.stage ?? "backlog",
        ticketIndicated: committed ? null : amount,
        ticketCommitted: committed ? amount : null,
        notes: r.notes,
      })
      .onConflictDoUpdate({
        target: [pipelineEntries.companyId, pipelineEntries.email],
        set: {
          name: r.name,
          firm: sql`coalesce(${r.firm}, ${pipelineEntries.firm})`,
          stage: sql`coalesce(${r.stage}, ${pipelineEntries.stage})`,
          ...(amount === null ? {} : committed ? { ticketCommitted: amount } : { ticketIndicated: amount }),
          notes: r.notes
            ? sql`CASE WHEN ${pipelineEntries.notes} IS NULL OR ${pipelineEntries.notes} = '' THEN ${r.notes} ELSE ${pipelineEntries.notes} || char(10) || ${r.notes} END`
            : sql`${pipelineEntries.notes}`,
          updatedAt: touched(),
        },
      });
  });
  await db.batch(writes as [(typeof writes)[number], ...typeof writes]);
}
