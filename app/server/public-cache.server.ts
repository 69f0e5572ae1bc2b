/**
 * A per-isolate read-through cache for the public pages' hot reads (the company behind a
 * slug, its timeline). Investors' page loads then cost no D1 round trip while an entry is
 * fresh; every write that changes what they show clears the cache of the isolate that wrote
 * it, and other isolates follow within TTL_MS (docs/decisions/008-public-read-cache.md).
 * Actions (unlocking, requests) never read through it: they see the database as it is.
 */
export const PUBLIC_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 500;

type Entry = { expires: number; value: Promise<unknown> };
const entries = new Map<string, Entry>();

export function readThrough<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = load();
  entries.set(key, { expires: now + PUBLIC_CACHE_TTL_MS, value });
  // A failed read is not remembered.
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  return value;
}

/** After a write that public pages show (updates, company profile, access code). */
export function clearPublicCache() {
  entries.clear();
}
