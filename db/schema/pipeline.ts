/**
 * The investor pipeline (docs/decisions/054-investor-pipeline.md): funding rounds (one open at a
 * time, closed ones kept with what was committed), one entry per investor address with its
 * stage, ticket and follow-up, and the activity the founder logged. Invites, first opens,
 * requests and mails are not copied here: the pipeline reads them from their own rows. The
 * stored enums are the domain's lists (app/domain/pipeline/stages.ts).
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { ACTIVITY_KINDS, INSTRUMENTS, PASS_REASONS, STAGES } from "../../app/domain/pipeline/stages";
import { companies, users } from "./auth";
import { bool, createdAt, id, updatedAt } from "./columns";
import { investors } from "./investors";

const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

export const rounds = sqliteTable(
  "rounds",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    /** Whole euros. */
    targetAmount: integer("target_amount").notNull(),
    instrument: text("instrument", { enum: INSTRUMENTS }).notNull(),
    /** 'YYYY-MM-DD'. */
    targetClose: text("target_close"),
    /** Null while the round is open; at most one open round per company (partial unique index). */
    closedAt: text("closed_at"),
    /** What was committed when the round closed: a closed round stays readable as it ended. */
    committedAtClose: integer("committed_at_close"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("rounds_company_open_uq")
      .on(t.companyId)
      .where(sql`${t.closedAt} IS NULL`),
    index("rounds_company_created_idx").on(t.companyId, t.createdAt),
  ],
);

export const pipelineEntries = sqliteTable(
  "pipeline_entries",
  {
    id: id(),
    companyId: companyId(),
    /** Lowercased and trimmed: one entry per address (an invited investor, a verified visitor, an imported row). */
    email: text("email").notNull(),
    name: text("name").notNull(),
    firm: text("firm"),
    investorId: text("investor_id").references(() => investors.id, { onDelete: "set null" }),
    stage: text("stage", { enum: STAGES }).notNull().default("backlog"),
    /** Whole euros. */
    ticketIndicated: integer("ticket_indicated"),
    ticketCommitted: integer("ticket_committed"),
    lead: bool("lead").notNull().default(false),
    /** 'YYYY-MM-DD'. */
    nextFollowUp: text("next_follow_up"),
    reasonPassed: text("reason_passed", { enum: PASS_REASONS }),
    reasonPassedNote: text("reason_passed_note"),
    notes: text("notes"),
    /** The stage suggestion the founder dismissed (`signal>stage`): not offered again until the signal changes. */
    dismissedSuggestion: text("dismissed_suggestion"),
    /** When the founder dismissed "follow up now": it returns only with engagement after this. */
    followUpDismissedAt: text("follow_up_dismissed_at"),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("pipeline_entries_company_email_uq").on(t.companyId, t.email),
    index("pipeline_entries_company_investor_idx").on(t.companyId, t.investorId),
  ],
);

export const pipelineActivities = sqliteTable(
  "pipeline_activities",
  {
    id: id(),
    companyId: companyId(),
    entryId: text("entry_id")
      .notNull()
      .references(() => pipelineEntries.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ACTIVITY_KINDS }).notNull(),
    /** 'YYYY-MM-DD': the day it happened, as the founder entered it. */
    happenedOn: text("happened_on").notNull(),
    note: text("note"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("pipeline_activities_company_entry_idx").on(t.companyId, t.entryId, t.happenedOn)],
);

export type Round = typeof rounds.$inferSelect;
export type PipelineEntry = typeof pipelineEntries.$inferSelect;
export type PipelineActivity = typeof pipelineActivities.$inferSelect;
