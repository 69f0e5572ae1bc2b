import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { pageViewsLast30Days } from "../../app/server/investors/page-views.server";
import { createDb } from "../../db";
import { createMember } from "../factories";
import { unlocked } from "./http";

const ASOF = new Date("2026-03-31T12:00:00Z");

async function insertView(companyId: string, path: string, session: string, day: string) {
  await env.DB.prepare(
    "INSERT INTO page_views (id, company_id, page_path, session_id, is_unique_visitor, device_type, viewed_on) VALUES (?, ?, ?, ?, 0, 'desktop', ?)",
  )
    .bind(crypto.randomUUID(), companyId, path, session, day)
    .run();
}

/** The summary as it was computed before the counts existed: every view of the window read. */
async function scanned(companyId: string, since: string) {
  const { results } = await env.DB.prepare(
    "SELECT page_path AS path, count(*) AS views, count(DISTINCT session_id) AS uniqueVisitors FROM page_views WHERE company_id = ? AND viewed_on >= ? GROUP BY page_path",
  )
    .bind(companyId, since)
    .all<{ path: string; views: number; uniqueVisitors: number }>();
  return results.sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
}

describe("page views counted at write time", () => {
  it("gives the dashboard the same views and unique visitors as reading every view, across days and after views are deleted", async () => {
    const { companyId } = await createMember(env.DB);
    const other = await createMember(env.DB);
    const views: [string, string, string][] = [
      ["/public/a", "s1", "2026-03-31"],
      ["/public/a", "s1", "2026-03-31"],
      ["/public/a", "s1", "2026-03-20"], // the same visitor on another day: still one visitor
      ["/public/a", "s2", "2026-03-02"], // the first day of the window
      ["/public/a", "s3", "2026-03-01"], // one day before it
      ["/public/a/timeline", "s1", "2026-03-31"],
      ["/public/a/timeline", "s4", "2026-02-10"], // only before the window
      ["/public/a/videos", "s5", "2026-01-01"],
    ];
    for (const [path, session, day] of views) await insertView(companyId, path, session, day);
    await insertView(other.companyId, "/public/a", "s9", "2026-03-31");

    const db = createDb(env.DB);
    const expected = await scanned(companyId, "2026-03-02");
    expect(expected).toEqual([
      { path: "/public/a", views: 4, uniqueVisitors: 2 },
      { path: "/public/a/timeline", views: 1, uniqueVisitors: 1 },
    ]);
    expect(await pageViewsLast30Days(db, companyId, ASOF)).toEqual(expected);

    // Forgetting a visitor (or pruning old views) deletes views: the counts follow.
    await env.DB.prepare(
      "DELETE FROM page_views WHERE company_id = ? AND session_id = 's1' AND viewed_on = '2026-03-31'",
    )
      .bind(companyId)
      .run();
    expect(await pageViewsLast30Days(db, companyId, ASOF)).toEqual(await scanned(companyId, "2026-03-02"));
    expect(await pageViewsLast30Days(db, companyId, ASOF)).toEqual([
      { path: "/public/a", views: 2, uniqueVisitors: 2 },
    ]);
    // s1's last view of /public/a is now the 20th; none of /public/a/timeline is left.
    const s1 = await env.DB.prepare(
      "SELECT page_path, last_viewed_on FROM page_view_visitors WHERE company_id = ? AND session_id = 's1'",
    )
      .bind(companyId)
      .all();
    expect(s1.results).toEqual([{ page_path: "/public/a", last_viewed_on: "2026-03-20" }]);

    const counted = await env.DB.prepare("SELECT sum(views) AS n FROM page_view_daily WHERE company_id = ?")
      .bind(companyId)
      .first<{ n: number }>();
    const recorded = await env.DB.prepare("SELECT count(*) AS n FROM page_views WHERE company_id = ?")
      .bind(companyId)
      .first<{ n: number }>();
    expect(counted!.n).toBe(recorded!.n);
    // The other company's view is its own.
    expect(await pageViewsLast30Days(db, other.companyId, ASOF)).toEqual([
      { path: "/public/a", views: 1, uniqueVisitors: 1 },
    ]);
  });

  it("counts the views the public pages record, as the dashboard shows them", async () => {
    const member = await createMember(env.DB, { accessCode: "code-1234" });
    const visitors = [
      await unlocked(`/public/${member.slug}`, "code-1234"),
      await unlocked(`/public/${member.slug}`, "code-1234"),
    ];
    for (const [i, visitor] of visitors.entries())
      for (const path of i === 0 ? ["", "/timeline", "/timeline"] : ["/timeline"])
        await visitor.fetch(`/public/${member.slug}${path}`);
    await vi.waitFor(
      async () => {
        const row = await env.DB.prepare("SELECT count(*) AS n FROM page_views WHERE company_id = ?")
          .bind(member.companyId)
          .first<{ n: number }>();
        expect(row!.n).toBe(4);
      },
      { timeout: 3000, interval: 50 },
    );
    const today = new Date();
    const since = new Date(today.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
    const summary = await pageViewsLast30Days(createDb(env.DB), member.companyId, today);
    expect(summary).toEqual(await scanned(member.companyId, since));
    expect(summary).toEqual([
      { path: `/public/${member.slug}/timeline`, views: 3, uniqueVisitors: 2 },
      { path: `/public/${member.slug}`, views: 1, uniqueVisitors: 1 },
    ]);
  });
});
