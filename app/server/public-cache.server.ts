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
const STORE = Symbol.for("investor-relations.public-cache");
const MAX_ENTRIES = 500;

type Entry = { expires: number; value: unknown };
/**
 * One store per isolate, kept on globalThis: the Worker's entry (workers/app.ts: posts and
 * queue jobs clear it) and the Remix server build (the loaders read it) each bundle their own
 * copy of this module, and both must see the same entries.
 */
const store = ((globalThis as { [STORE]?: { entries: Map<string, Entry>; generation: number } })[STORE] ??= { entries: new Map(), generation: 0 });
const entries = store.entries;

export async function readThrough<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as T;
  // Bumped by every clear: a read that started before a clear must not store what it read.
  const startedIn = store.generation;
  // A failed read throws here and is not remembered.
  const value = await load();
  if (startedIn === store.generation) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { expires: now + PUBLIC_CACHE_TTL_MS, value });
  }
  return value;
}

/**
 * Whether a request may change what the cached public pages show: a post by the team (Admin
 * Panel, documents, settings…). Investors' own posts under /public/ (unlocking, the deck
 * viewer's beacons, questions, requests, subscribing) change none of it, and the beacons come
 * several times a minute per reader: clearing on them would empty the cache for every reader.
 */
export function mayChangePublicPages(method: string, pathname: string): boolean {
  return method !== "GET" && method !== "HEAD" && !pathname.startsWith("/public/");
}

/** After a write that public pages show (updates, company profile, access code). */
export function clearPublicCache() {
  store.generation++;
  entries.clear();
}
