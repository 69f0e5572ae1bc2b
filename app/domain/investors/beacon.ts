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
  if (typeof d !== "string" || !ID.test(d) || !Array.isArray(p) || p.length === 0 || p.length > MAX_BEACON_ENTRIES) return null;
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
