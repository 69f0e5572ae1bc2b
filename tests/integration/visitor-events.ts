import { env } from "cloudflare:test";
import { vi } from "vitest";

/** A company's visitor events, oldest first. */
export const eventRows = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM visitor_events WHERE company_id = ? ORDER BY created_at, rowid")
      .bind(companyId)
      .all<Record<string, string | number | null>>()
  ).results;

/** Waits until the events written after the response (`ctx.waitUntil`) are there. */
export const eventsWhen = (companyId: string, ok: (rows: Awaited<ReturnType<typeof eventRows>>) => boolean) =>
  vi.waitFor(
    async () => {
      const rows = await eventRows(companyId);
      if (!ok(rows)) throw new Error("events not recorded yet");
      return rows;
    },
    { timeout: 10_000, interval: 100 },
  );

/**
 * Moves a company's recorded visits `ms` into the past (once its events are written): what a
 * visitor recorded then reads as that long ago, so the viewer's beacons get that much
 * wall-clock time to credit (ADR 034) without the test waiting for it.
 */
export async function backdateVisits(
  companyId: string,
  ms: number,
  ready: Parameters<typeof eventsWhen>[1] = (rows) => rows.length > 0,
) {
  await eventsWhen(companyId, ready);
  const shift = `${-ms / 1000} seconds`;
  await env.DB.batch([
    env.DB.prepare(
      "UPDATE visitor_events SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, ?) WHERE company_id = ?",
    ).bind(shift, companyId),
    env.DB.prepare("UPDATE visitor_clocks SET last_at = last_at - ? WHERE company_id = ?").bind(
      ms,
      companyId,
    ),
  ]);
}
