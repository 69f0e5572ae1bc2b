import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** Primary key: a random UUID generated in the Worker (not guessable, unlike autoincrement ids). */
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** ISO-8601 timestamp text, set by SQLite when the row is written. */
export const writtenAt = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const createdAt = () => writtenAt("created_at");

export const updatedAt = () => writtenAt("updated_at");

export const bool = (name: string) => integer(name, { mode: "boolean" });
