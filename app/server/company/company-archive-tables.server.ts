/**
 * What a company export holds, read from the drizzle schema itself: every table with a
 * `company_id` column is exported unless it is listed in `LEFT_OUT` (with the reason), and
 * every column unless it is listed in `SECRET_COLUMNS`. A table added later is exported (and
 * restored) without a change here. Rows travel as SQLite stores them (booleans 0/1, JSON
 * columns as their text); each is checked on import by a zod schema built from its columns.
 * See docs/decisions/040-company-export-and-import.md.
 */
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { z } from "zod";

import * as schema from "../../../db/schema";
import type { ExportColumn, ExportTable, SecretFill } from "../../domain/company-export/remap";

/** Company-scoped tables left out of the archive, and why. */
export const LEFT_OUT: Record<string, string> = {
  companies: "written as company.json (without the access code's hash)",
  memberships: "accounts are people, not company data: the team is listed in team.json but not restored",
  sessions: "sign-in sessions are secrets of one browser",
  team_invites: "open invitations are single-use tokens (kept hashed); invite again after a restore",
  outbox_emails: "the mail log holds live links (investor links, unsubscribe links) in its bodies",
  gate_email_codes: "one-time gate codes live 10 minutes (kept hashed); a visitor asks for a new one",
};

/**
 * Columns never exported: secrets, or bearer tokens that open something. On import each gets
 * a fresh value nobody holds (`fresh`): old investor links, interview links and unsubscribe
 * links stop working at the restored company.
 */
export const SECRET_COLUMNS: Record<string, Record<string, SecretFill>> = {
  investors: { token_hash: "token-hash" },
  founder_interviews: { token: "token" },
  email_subscriptions: { unsubscribe_token: "token", verification_token: "null" },
};

/** Columns of `companies` restored from company.json (the slug and the access code stay the new company's). */
export const COMPANY_COLUMNS = [
  "name",
  "about",
  "tagline",
  "website_url",
  "settings",
  "notify_first_open",
  "notify_daily_digest",
  "retention_months",
  "ai_daily_questions",
  "require_two_factor",
] as const;

/** Tables kept by triggers on page_views (migrations/0007): restored after it, overwriting what the triggers counted. */
export const TRIGGER_KEPT = new Set(["page_view_daily", "page_view_visitors"]);

/** One-per-company rows a fresh company may already have (the empty row made on a first visit); replaced on import. */
export const REPLACEABLE = new Set(["startup_data", "ai_status"]);

type Kind = ExportColumn["kind"];

function kindOf(columnType: string): Kind {
  if (columnType === "SQLiteInteger" || columnType === "SQLiteBoolean" || columnType === "SQLiteTimestamp")
    return "integer";
  if (columnType === "SQLiteReal") return "real";
  if (columnType === "SQLiteText" || columnType === "SQLiteTextJson") return "text";
  throw new Error(`company export: no rule for column type ${columnType}`);
}

const isTable = (value: unknown): value is SQLiteTable => {
  if (typeof value !== "object" || value === null) return false;
  try {
    return typeof getTableConfig(value as SQLiteTable).name === "string";
  } catch {
    return false;
  }
};

function describe(table: SQLiteTable): ExportTable {
  const config = getTableConfig(table);
  const secret = SECRET_COLUMNS[config.name] ?? {};
  const columns = config.columns.map((c) => ({
    name: c.name,
    kind: kindOf(c.columnType),
    notNull: c.notNull,
    enumValues: c.enumValues?.length ? c.enumValues : null,
  }));
  const references: Record<string, string> = {};
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    if (ref.columns.length !== 1) continue;
    const column = ref.columns[0]!.name;
    if (column === "company_id") continue;
    references[column] = getTableConfig(ref.foreignTable).name;
  }
  const primary = config.columns.filter((c) => c.primary).map((c) => c.name);
  const primaryKey = primary.length ? primary : (config.primaryKeys[0]?.columns.map((c) => c.name) ?? []);
  return {
    name: config.name,
    secret,
    columns,
    exported: columns.filter((c) => !(c.name in secret)),
    hasId: primaryKey.length === 1 && primaryKey[0] === "id",
    primaryKey,
    references,
  };
}

/** Referenced tables first, so restored rows find what they point at. */
function dependencyOrder(tables: ExportTable[]): ExportTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const out: ExportTable[] = [];
  const seen = new Set<string>();
  const visit = (t: ExportTable) => {
    if (seen.has(t.name)) return;
    seen.add(t.name);
    for (const ref of Object.values(t.references)) {
      const target = byName.get(ref);
      if (target && target !== t) visit(target);
    }
    out.push(t);
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(t);
  // Trigger-kept counts go after the rows they count.
  return [...out.filter((t) => !TRIGGER_KEPT.has(t.name)), ...out.filter((t) => TRIGGER_KEPT.has(t.name))];
}

let cached: ExportTable[] | null = null;

/** The exported tables, in the order they are restored. */
export function exportTables(): ExportTable[] {
  if (cached) return cached;
  const all = (Object.values(schema) as unknown[]).filter(isTable).map(describe);
  cached = dependencyOrder(
    all.filter((t) => t.columns.some((c) => c.name === "company_id") && !(t.name in LEFT_OUT)),
  );
  return cached;
}

/** Every table name of the schema, exported or not (for the tests' accounting). */
export function schemaTableNames(): string[] {
  return (Object.values(schema) as unknown[]).filter(isTable).map((t) => getTableConfig(t).name);
}

/** The longest text a cell may hold in an archive (D1 keeps rows under 2 MB). */
export const MAX_CELL_CHARS = 2_000_000;

function cellSchema(column: ExportColumn) {
  const base =
    column.kind === "text"
      ? column.enumValues
        ? z.enum(column.enumValues as [string, ...string[]])
        : z.string().max(MAX_CELL_CHARS)
      : column.kind === "integer"
        ? z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER)
        : z.number();
  return column.notNull ? base : base.nullable();
}

const rowSchemas = new Map<string, z.ZodType<Record<string, string | number | null>>>();

/** A row of `table` as the archive holds it: exactly its exported columns, each of its type. */
export function rowSchema(table: ExportTable): z.ZodType<Record<string, string | number | null>> {
  let s = rowSchemas.get(table.name);
  if (!s) {
    s = z.strictObject(
      Object.fromEntries(table.exported.map((c) => [c.name, cellSchema(c)])),
    ) as unknown as z.ZodType<Record<string, string | number | null>>;
    rowSchemas.set(table.name, s);
  }
  return s;
}

const companiesTable = () => describe(schema.companies);

/** company.json: the company's id and the columns restored. */
export function companySchema() {
  const columns = new Map(companiesTable().columns.map((c) => [c.name, c]));
  return z.strictObject({
    id: z.string().min(1).max(100),
    slug: z.string().max(200),
    ...Object.fromEntries(COMPANY_COLUMNS.map((name) => [name, cellSchema(columns.get(name)!)])),
  }) as unknown as z.ZodType<
    { id: string; slug: string } & Record<(typeof COMPANY_COLUMNS)[number], string | number | null>
  >;
}
