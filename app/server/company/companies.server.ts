import { eq, like, or } from "drizzle-orm";

import type { Db } from "../../../db";
import { companies } from "../../../db/schema";
import { RESERVED_SLUGS, slugCandidate, slugify } from "../../domain/slug";

/** Tries before giving up; retries spread over several free suffixes, so a burst settles quickly. */
const MAX_SLUG_ATTEMPTS = 12;

/** Every insert with a free-looking slug lost to parallel inserts of the same name. */
export class SlugUnavailable extends Error {
  constructor() {
    super("no free slug after retries");
  }
}

async function takenSlugs(db: Db, base: string) {
  const rows = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(or(eq(companies.slug, base), like(companies.slug, `${base}-%`)));
  return new Set([...rows.map((r) => r.slug), ...RESERVED_SLUGS]);
}

/** The text of an error and of its causes (drizzle wraps the D1 error). */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    parts.push(String((e as Error).message ?? e));
  return parts.join(" | ");
}

const isSlugClash = (error: unknown) => /UNIQUE constraint failed: companies\.slug/.test(errorText(error));

/**
 * Runs `write(slug)` — the statement(s) that insert a new company — with a slug derived
 * from its name and free among companies. When a parallel insert took that slug first (the
 * unique index refuses it, nothing is written), it reads again and retries with another.
 */
export async function withCompanySlug<T>(
  db: Db,
  name: string,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  const base = slugify(name);
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt++) {
    const slug = slugCandidate(base, await takenSlugs(db, base), attempt, Math.random());
    try {
      return await write(slug);
    } catch (error) {
      if (!isSlugClash(error)) throw error;
    }
  }
  throw new SlugUnavailable();
}
