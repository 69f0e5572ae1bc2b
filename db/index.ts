import { drizzle } from "drizzle-orm/d1";

import * as schema from "./schema";

function connect(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof connect>;

// drizzle() derives the relational config from the whole schema on every call (~5% of a
// page's CPU in the bench profile); the instance holds no per-request state, so it is made
// once per D1 binding and isolate.
const instances = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = connect(d1);
    instances.set(d1, db);
  }
  return db;
}

export { schema };
