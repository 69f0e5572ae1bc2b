/**
 * Verified sessions per isolate, for a few seconds: a signed-in page would otherwise read its
 * session (and member) from D1 on every request. Deleting or rewriting a session (logout,
 * a new sign-in) forgets it here at once; another isolate may still accept a deleted session
 * until its entry expires (at most SESSION_CACHE_MS).
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 1_000;

type Entry<T> = { value: T; until: number };
const entries = new Map<string, Entry<unknown>>();

export function recallSession<T>(id: string, now = Date.now()): T | undefined {
  const entry = entries.get(id);
  if (!entry) return undefined;
  if (entry.until <= now) {
    entries.delete(id);
    return undefined;
  }
  return entry.value as T;
}

/** Remembers what a session id resolved to, never past the session's own expiry. */
export function rememberSession<T>(id: string, value: T, expiresAt: string | null, now = Date.now()) {
  const until = Math.min(now + SESSION_CACHE_MS, expiresAt ? Date.parse(expiresAt) : Infinity);
  if (!(until > now)) return;
  entries.delete(id);
  entries.set(id, { value, until });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
}

export function forgetSession(id: string) {
  entries.delete(id);
}
