import { eq, like, or } from "drizzle-orm";
import type { Db } from "../../db";
import { companies } from "../../db/schema";
import { RESERVED_SLUGS, slugify, uniqueSlug } from "../domain/slug";

/** A slug for a new company: derived from its name, unique among companies. */
export async function pickCompanySlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const rows = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(or(eq(companies.slug, base), like(companies.slug, `${base}-%`)));
  const taken = new Set([...rows.map((r) => r.slug), ...RESERVED_SLUGS]);
  return uniqueSlug(base, taken);
}

export async function getCompanyBySlug(db: Db, slug: string) {
  return db.query.companies.findFirst({ where: eq(companies.slug, slug) });
}
