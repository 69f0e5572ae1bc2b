import type { Db } from "../../db";

/**
 * Queries built once per database binding and isolate. drizzle turns a query builder into SQL
 * text on every call; on the deck pages that was about a fifth of the Worker's CPU in the bench
 * profile. A prepared query keeps the SQL and binds its `sql.placeholder` values per call.
 * `build` must be a module-level function: it is the cache key.
 */
const byDb = new WeakMap<Db, Map<(db: Db) => unknown, unknown>>();

export function prepared<T>(db: Db, build: (db: Db) => T): T {
  let queries = byDb.get(db);
  if (!queries) {
    queries = new Map();
    byDb.set(db, queries);
  }
  let query = queries.get(build) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(build, query);
  }
  return query;
}
