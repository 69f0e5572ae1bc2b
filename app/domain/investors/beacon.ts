/**
 * The deck viewer's beacon: time spent on deck pages, batched. Body (JSON, at most
 * MAX_BEACON_BYTES): `{"d": documentId, "p": [[page, milliseconds], …]}`. Anything else is
 * refused whole (a 400): nothing of a malformed beacon is recorded.
 */
export const MAX_BEACON_BYTES = 2048;
export const MAX_BEACON_ENTRIES = 50;
/** One entry counts at most half an hour (a tab left open is not reading). */
export const MAX_ENTRY_MS = 30 * 60 * 1000;
const ID = /^[0-9A-Za-z-]{1,64}$/;

export type BeaconEntry = { page: number; ms: number };
export type Beacon = { documentId: string; entries: BeaconEntry[] };

export function parseBeacon(body: string): Beacon | null {
  if (body.length === 0 || body.length > MAX_BEACON_BYTES) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const { d, p } = raw as { d?: unknown; p?: unknown };
  if (
    typeof d !== "string" ||
    !ID.test(d) ||
    !Array.isArray(p) ||
    p.length === 0 ||
    p.length > MAX_BEACON_ENTRIES
  )
    return null;
  const entries: BeaconEntry[] = [];
  for (const item of p) {
    if (!Array.isArray(item) || item.length !== 2) return null;
    const [page, ms] = item as unknown[];
    if (!Number.isInteger(page) || (page as number) < 1 || (page as number) > 1000) return null;
    if (!Number.isInteger(ms) || (ms as number) < 0) return null;
    entries.push({ page: page as number, ms: Math.min(ms as number, MAX_ENTRY_MS) });
  }
  return { documentId: d, entries };
}

/**
 * What a beacon may add (docs/decisions/034-budgets-and-throttles.md): at most the wall-clock
 * time since the visitor's previous beacon or page view plus this slack (timers and network
 * jitter), at most DECK_MS_PER_DAY a day, only the live deck's pages. Entries cut below
 * MIN_CREDITED_MS are dropped: a glance is not reading (the viewer sends none shorter).
 */
export const BEACON_SLACK_MS = 5_000;
export const DECK_MS_PER_DAY = 4 * 60 * 60 * 1000;
export const MIN_CREDITED_MS = 500;

/** True when every entry names a page of a deck of `pageCount` pages. */
export const pagesWithin = (entries: readonly BeaconEntry[], pageCount: number) =>
  entries.every((e) => e.page <= pageCount);

/** The time a beacon asks for in all. */
export const requestedMs = (entries: readonly BeaconEntry[]) => entries.reduce((sum, e) => sum + e.ms, 0);

/**
 * The credited time per page, pages in order: the entries added up per page and scaled down
 * together to `grantedMs` when they ask for more; pages left with less than MIN_CREDITED_MS
 * are dropped.
 */
export function creditEntries(entries: readonly BeaconEntry[], grantedMs: number): BeaconEntry[] {
  const asked = requestedMs(entries);
  if (asked <= 0 || grantedMs <= 0) return [];
  const share = Math.min(1, grantedMs / asked);
  const perPage = new Map<number, number>();
  for (const e of entries) perPage.set(e.page, (perPage.get(e.page) ?? 0) + e.ms);
  return [...perPage]
    .sort(([a], [b]) => a - b)
    .map(([page, ms]) => ({ page, ms: Math.floor(ms * share) }))
    .filter((e) => e.ms >= MIN_CREDITED_MS);
}
