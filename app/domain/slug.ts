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
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Paths under /public/{slug} and the like must never collide with a real route. */
export const RESERVED_SLUGS = new Set(["admin", "public", "dev", "api", "assets", "unsubscribe", "interview"]);
