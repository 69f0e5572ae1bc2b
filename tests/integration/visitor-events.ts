import { env } from "cloudflare:test";
import { vi } from "vitest";

/** A company's visitor events, oldest first. */
export const eventRows = async (companyId: string) =>
  (await env.DB.prepare("SELECT * FROM visitor_events WHERE company_id = ? ORDER BY created_at, rowid").bind(companyId).all<Record<string, string | number | null>>()).results;

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
