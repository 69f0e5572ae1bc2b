import { getTableColumns, getTableName, type InferSelectModel } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

import type { Db } from "../../../db";

/**
 * Whole rows of a wide table (startup_data ~90 columns, monthly_costs ~55) read with a plain
 * `SELECT *` and mapped to the schema's model as drizzle's `select()` maps them. drizzle builds a
 * `select()` column by column: for these tables that took ~0.3-0.5 ms a query, more than the
 * page's own rules. The statements are D1's own, so several go to D1 in one batch (readWholeRows).
 */
export interface WholeRowsRead<Row> {
  statement: D1PreparedStatement;
  rows(result: D1Result): Row[];
}

/** A stored value as drizzle decodes it for `column` (JSON, booleans, dates); null stays null. */
export const decoded = <T>(column: { mapFromDriverValue(value: unknown): T }, value: unknown): T | null =>
  value === null || value === undefined ? null : column.mapFromDriverValue(value);

/** A row as drizzle maps it: each schema column from its SQL name, null kept, the rest decoded. */
export function toModelRows<T extends SQLiteTable>(
  table: T,
  rows: readonly Record<string, unknown>[],
): InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table));
  return rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      row[key] = decoded(column, raw[column.name]);
    }
    return row as InferSelectModel<T>;
  });
}

/** `SELECT * FROM table {clause}` with its parameters (`?1`, `?2` … in `clause`). */
export function wholeRowsRead<T extends SQLiteTable>(
  db: Db,
  table: T,
  clause: string,
  ...params: unknown[]
): WholeRowsRead<InferSelectModel<T>> {
  return {
    statement: db.$client.prepare(`SELECT * FROM "${getTableName(table)}" ${clause}`).bind(...params),
    rows: (result) => toModelRows(table, result.results as Record<string, unknown>[]),
  };
}

/**
 * A read of chosen or computed columns (aliased to the model's names), its rows as D1 answers
 * them: for a page's small reads that would otherwise cost a drizzle `select()` built per request.
 * Nothing is decoded: `map` turns a raw row into the model where a column needs it (JSON, booleans).
 */
export function columnsRead<Raw, Row = Raw>(
  db: Db,
  sql: string,
  params: readonly unknown[],
  map?: (raw: Raw) => Row,
): WholeRowsRead<Row> {
  return {
    statement: db.$client.prepare(sql).bind(...params),
    rows: (result) => {
      const raw = result.results as Raw[];
      return map ? raw.map(map) : (raw as unknown as Row[]);
    },
  };
}

/**
 * The company a read is about: its id, or its public slug, named in a subquery so the read can
 * share one batch with the company's own (a gated public page reads all at once).
 */
export type CompanyKey = string | { slug: string };

/** `company_id = …` for a read's WHERE clause, the key bound as `?1`. */
export const companyIs = (company: CompanyKey): [clause: string, param: string] =>
  typeof company === "string"
    ? ["company_id = ?1", company]
    : ["company_id = (SELECT id FROM companies WHERE slug = ?1)", company.slug];

/** What a list of reads answers: each read's rows, in order. */
export type RowsOf<Reads extends readonly WholeRowsRead<unknown>[]> = {
  [K in keyof Reads]: Reads[K] extends WholeRowsRead<infer Row> ? Row[] : never;
};

/** The reads in one D1 batch (one round trip), each answered with its rows. */
export async function readWholeRows<const Reads extends readonly WholeRowsRead<unknown>[]>(
  db: Db,
  reads: Reads,
): Promise<RowsOf<Reads>> {
  const results = await db.$client.batch(reads.map((read) => read.statement));
  return reads.map((read, i) => read.rows(results[i]!)) as RowsOf<Reads>;
}
