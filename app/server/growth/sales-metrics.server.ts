/**
 * Weekly sales metrics (docs/product.md#weekly-sales-metrics): one record per company, week and year, saved
 * as an upsert; listed newest first. Every query is filtered by the company.
 */
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";

import type { Db } from "../../../db";
import { weeklySalesMetrics } from "../../../db/schema";
import { SALES_FIELD_LABELS as L, SALES_TEXTS as T } from "../../copy/growth/sales-texts";
import {
  deriveWeek,
  emptyWeek,
  NOTES_MAX,
  outOfRangeWeekFields,
  overLongTextFields,
  periodOptions,
  totalOfWeeks,
  type WeekDerived,
  type WeekRecord,
  withTotals,
} from "../../domain/growth/sales-metrics";
import { ownValue } from "../../domain/own-keys";
import { readWeekPost } from "../../schemas/sales-metrics";
import { redirectWithToast } from "../platform/toast.server";
import { readWholeRows, wholeRowsRead } from "../platform/whole-rows.server";

export type StoredWeek = typeof weeklySalesMetrics.$inferSelect;

/** The company's weeks, newest first (whole rows: drizzle's select() of ~35 columns cost more to build than to read). */
export const weeksRead = (db: Db, companyId: string) =>
  wholeRowsRead(
    db,
    weeklySalesMetrics,
    "WHERE company_id = ?1 ORDER BY year DESC, week_number DESC",
    companyId,
  );

export async function listWeeks(db: Db, companyId: string): Promise<StoredWeek[]> {
  const [rows] = await readWholeRows(db, [weeksRead(db, companyId)]);
  return rows;
}

export async function upsertWeek(
  db: Db,
  companyId: string,
  period: { week: number; year: number },
  record: WeekRecord,
  asOf: Date,
) {
  const now = asOf.toISOString();
  const [row] = await db
    .insert(weeklySalesMetrics)
    .values({
      companyId,
      weekNumber: period.week,
      year: period.year,
      ...record,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [weeklySalesMetrics.companyId, weeklySalesMetrics.year, weeklySalesMetrics.weekNumber],
      set: { ...record, updatedAt: now },
    })
    .returning({ id: weeklySalesMetrics.id });
  return row!;
}

/** False when the record is not the company's (or gone). */
export async function deleteWeek(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(weeklySalesMetrics)
    .where(and(eq(weeklySalesMetrics.companyId, companyId), eq(weeklySalesMetrics.id, id)))
    .returning({ id: weeklySalesMetrics.id });
  return rows.length > 0;
}

/* ------------------------------------------------- the pages over the weeks */

/** A stored week as the pages show it: its record, derived figures and notes. */
export type WeekRow = {
  id: string;
  week: number;
  year: number;
  notes: string | null;
  record: WeekRecord;
  derived: WeekDerived;
};

export const toRecord = (row: StoredWeek): WeekRecord => {
  const { id: _id, companyId: _c, weekNumber: _w, year: _y, createdAt: _ca, updatedAt: _ua, ...record } = row;
  return record;
};

/** The company's weeks, newest first ("the previous week is the next older record in the list"). */
export async function listWeekRows(db: Db, companyId: string): Promise<WeekRow[]> {
  return weekRowsFrom(await listWeeks(db, companyId));
}

/** The weeks as the pages show them, from weeksRead's rows. */
export function weekRowsFrom(rows: readonly StoredWeek[]): WeekRow[] {
  return rows.map((row) => {
    const record = toRecord(row);
    return {
      id: row.id,
      week: row.weekNumber,
      year: row.year,
      notes: row.notes,
      record,
      derived: deriveWeek(record),
    };
  });
}

/** `week` / `year` within the picker's range (weeks 1-52, years current-2 to current+1), else this week. */
export function readPeriod(params: URLSearchParams | FormData, asOf: Date) {
  const options = periodOptions(asOf);
  const week = Number(params.get("week"));
  const year = Number(params.get("year"));
  const valid = options.weeks.includes(week) && options.years.includes(year);
  return { options, valid, period: valid ? { week, year } : options.current };
}

/** The weekly form of the chosen period: its saved record, or an empty form. */
export function weekFormData(rows: readonly WeekRow[], params: URLSearchParams, asOf: Date) {
  const { options, period } = readPeriod(params, asOf);
  const current = rows.find((r) => r.week === period.week && r.year === period.year) ?? null;
  return { options, period, currentId: current?.id ?? null, record: current ? current.record : emptyWeek() };
}

/** The TOTAAL of all weeks (null without weeks). */
export const totalOfRows = (rows: readonly WeekRow[]) =>
  rows.length ? deriveWeek(totalOfWeeks(rows.map((w) => w.record))) : null;

type IntentContext = { request: Request; context: AppLoadContext; companyId: string };

/** The page that posted (the weekly page, the dashboard's Input Data view, an Admin Panel tab). */
function backTo(request: Request, period: { week: number; year: number } | null) {
  const back = new URL(request.url);
  back.searchParams.delete("index");
  back.searchParams.delete("week");
  back.searchParams.delete("year");
  if (period) {
    back.searchParams.set("week", String(period.week));
    back.searchParams.set("year", String(period.year));
  }
  return `${back.pathname}${back.search}`;
}

/** 'Save Metrics': an upsert of the week, then back to the page that posted, on that week. */
export async function saveWeekIntent(form: FormData, { request, context, companyId }: IntentContext) {
  const { valid, period } = readPeriod(form, new Date());
  if (!valid) return data({ intent: "sales.save", error: T.badPeriod }, { status: 400 });
  const read = readWeekPost((name) => form.get(name));
  if (!read.ok) {
    const fields = Object.entries(read.fieldErrors).map(
      ([f, messages]) => `${ownValue<string>(L, f) ?? f} (${messages[0]})`,
    );
    return data(
      { intent: "sales.save", error: T.unreadable(fields), fieldErrors: read.fieldErrors },
      { status: 400 },
    );
  }
  const input = read.value;
  const overLong = overLongTextFields(input);
  if (overLong.length > 0)
    return data(
      {
        intent: "sales.save",
        error: T.textTooLong(
          overLong.map((f) => ownValue<string>(L, f) ?? f),
          NOTES_MAX,
        ),
      },
      { status: 400 },
    );
  const outOfRange = outOfRangeWeekFields(input);
  if (outOfRange.length > 0)
    return data(
      { intent: "sales.save", error: T.outOfRange(outOfRange.map((f) => ownValue<string>(L, f) ?? f)) },
      { status: 400 },
    );
  const record = withTotals(input);
  try {
    await upsertWeek(context.db, companyId, period, record, new Date());
  } catch (error) {
    console.error("sales metrics save failed", error);
    return data({ intent: "sales.save", error: T.saveFailed }, { status: 500 });
  }
  return redirectWithToast(context.toasts, request, backTo(request, period), {
    title: T.savedTitle,
    description: T.saved,
  });
}

/** Delete a week of the company (404 for another company's or a missing week). */
export async function deleteWeekIntent(form: FormData, { request, context, companyId }: IntentContext) {
  const id = String(form.get("id") ?? "").slice(0, 100);
  let removed = false;
  try {
    removed = id ? await deleteWeek(context.db, companyId, id) : false;
  } catch (error) {
    console.error("sales metrics delete failed", error);
    return data({ intent: "sales.delete", error: T.deleteFailed }, { status: 500 });
  }
  if (!removed) return data({ intent: "sales.delete", error: T.deleteFailed }, { status: 404 });
  return redirectWithToast(context.toasts, request, backTo(request, null), {
    title: T.deletedTitle,
    description: T.deleted,
  });
}

/** The weekly form's intents, by own name only; null for any other intent. */
export function handleWeekIntent(intent: string, form: FormData, ctx: IntentContext) {
  if (intent === "sales.save") return saveWeekIntent(form, ctx);
  if (intent === "sales.delete") return deleteWeekIntent(form, ctx);
  return null;
}
