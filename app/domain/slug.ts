const MAX_SLUG_LENGTH = 48;

/** URL slug of a company name: lower case, ASCII letters and digits, single dashes. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, "");
  return slug || "company";
}

/** The first of `base`, `base-2`, `base-3`, … that is not taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  return slugCandidate(base, taken, 0, 0);
}

/** How many free slugs a retry chooses among, at most. */
const MAX_SPREAD = 8;

/**
 * The slug to try on the `attempt`-th insert (0 = the first): the first free one of `base`,
 * `base-2`, `base-3`, …; after a clash with a parallel insert of the same name, one of the
 * first `attempt + 1` (at most 8) free ones, chosen by `pick` in [0, 1), so parallel retries
 * spread out instead of clashing on the same suffix again.
 */
export function slugCandidate(
  base: string,
  taken: ReadonlySet<string>,
  attempt: number,
  pick: number,
): string {
  const spread = Math.min(Math.max(1, Math.floor(attempt) + 1), MAX_SPREAD);
  let skip = Math.min(spread - 1, Math.max(0, Math.floor(pick * spread)));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (taken.has(candidate)) continue;
    if (skip === 0) return candidate;
    skip--;
  }
}

/** Paths under /public/{slug} and the like must never collide with a real route. */
export const RESERVED_SLUGS = new Set([
  "admin",
  "public",
  "dev",
  "api",
  "assets",
  "unsubscribe",
  "interview",
]);
