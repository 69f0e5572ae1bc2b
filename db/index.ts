import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type RelationalSchemaConfig,
} from "drizzle-orm";
import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

import * as schema from "./schema";

/**
 * The relational view of the schema (`db.query.*`), derived once when this module loads: the
 * schema is a static import, so this is a constant like any other. drizzle() would derive it
 * again on every call (~0.13 ms), for every request.
 */
type Tables = ExtractTablesWithRelations<typeof schema>;
const tables = extractTablesRelationalConfig<Tables>(schema, createTableRelationsHelpers);
const relational: RelationalSchemaConfig<Tables> = {
  fullSchema: schema,
  schema: tables.tables,
  tableNamesMap: tables.tableNamesMap,
};

/**
 * A drizzle instance for this request's D1 binding: what `drizzle(d1, { schema })` builds
 * (drizzle-orm/d1's driver), around the relational view above. Nothing is kept between requests.
 */
export function createDb(d1: D1Database) {
  const dialect = new SQLiteAsyncDialect();
  const session = new SQLiteD1Session<typeof schema, Tables>(d1, dialect, relational, {});
  const db = new DrizzleD1Database<typeof schema>("async", dialect, session, relational);
  return Object.assign(db, { $client: d1 });
}

export type Db = ReturnType<typeof createDb>;

export { schema };
