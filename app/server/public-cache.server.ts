/**
 * A per-isolate read-through cache for the public pages' hot reads (the company behind a
 * slug, its timeline). Investors' page loads then cost no D1 round trip while an entry is
 * fresh; every write that changes what they show clears the cache of the isolate that wrote
 * it, and other isolates follow within TTL_MS (docs/decisions/008-public-read-cache.md).
 * Actions (unlocking, requests) never read through it: they see the database as it is.
 *
 * Only settled values are kept, never promises: workerd does not let one request wait on I/O
 * that another request started (it cancels the waiter with "Worker's code had hung"), so on a
 * miss every request does its own read.
 */
export const PUBLIC_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 500;

type Entry = { expires: number; value: unknown };
const entries = new Map<string, Entry>();
/** Bumped by every clear: a read that started before a clear must not store what it read. */
let generation = 0;

export async function readThrough<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as T;
  const startedIn = generation;
  // A failed read throws here and is not remembered.
  const value = await load();
  if (startedIn === generation) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { expires: now + PUBLIC_CACHE_TTL_MS, value });
  }
  return value;
}

/** After a write that public pages show (updates, company profile, access code). */
export function clearPublicCache() {
  generation++;
  entries.clear();
}
