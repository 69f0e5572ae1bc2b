import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { getLiveDocument } from "../../app/server/documents/document-versions.server";
import { loadVisitorActivity } from "../../app/server/investors/investors.server";
import { createDb } from "../../db";
import { createMember } from "../factories";
import { createLiveDeck, DECK_PAGES } from "../factories/documents";
import { Browser } from "./http";
import { INVESTORS_TAB, inviteInvestor } from "./investor-invites";
import { backdateVisits, eventsWhen } from "./visitor-events";

const CODE = "investor-code-history";

/** The viewer's beacon: seconds per page of deck `d`. */
const beacon = (investor: Browser, slug: string, d: string, pages: [number, number][]) =>
  investor.fetch(`/public/${slug}/beacon`, {
    method: "POST",
    body: JSON.stringify({ d, p: pages }),
    headers: { Origin: "http://localhost" },
  });

describe("reading history per deck version", { timeout: 30_000 }, () => {
  it("survives a new version: kept per version, matched pages count on the live deck, the score stays", async () => {
    const member = await createMember(env.DB, { accessCode: CODE, companyName: "History Co" });
    const db = createDb(env.DB);
    const v1 = await createLiveDeck(env, member.companyId, 3);
    const admin = new Browser();
    expect((await admin.login(member.email, member.password)).status).toBe(302);
    const { row, path } = await inviteInvestor(admin, member.companyId, { name: "Vera Versions" });
    const investor = new Browser();
    await investor.fetch(path);
    await investor.fetch(`/public/${member.slug}/pitch-deck`);
    // The investor reads all three pages of v1: 58 s.
    await backdateVisits(member.companyId, 120_000, (rows) => rows.some((e) => e.kind === "deck-page"));
    expect(
      (
        await beacon(investor, member.slug, v1.id, [
          [1, 20_000],
          [2, 20_000],
          [3, 18_000],
        ])
      ).status,
    ).toBeLessThan(300);
    await eventsWhen(member.companyId, (r) => r.filter((e) => e.source === "beacon").length === 3);
    const visitorOf = async () =>
      (await loadVisitorActivity(db, member.companyId)).visitors.find((v) => v.key === `i:${row.id}`)!;
    const before = await visitorOf();
    expect(before.deckVersions).toEqual([
      { number: 1, live: true, pagesSeen: 3, pageCount: 3, share: 1, seconds: 58 },
    ]);
    expect(before.deckShare).toBe(1);

    // v2 goes live: its page 1 and page 3 say what v1's pages 1 and 3 said; pages 2 and 4 are new.
    await new Promise((r) => setTimeout(r, 5));
    const v2 = await createLiveDeck(env, member.companyId, 4, [
      DECK_PAGES[0]!,
      ["The team", "Two founders with ten years of e-commerce data work."],
      DECK_PAGES[2]!,
      ["Roadmap", "Agency portal in 2027, more data sources every quarter."],
    ]);
    expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(v2.id);

    const after = await visitorOf();
    // History per version: v1 read in full, 58 s; nothing of v2 yet.
    expect(after.deckVersions).toEqual([
      { number: 1, live: false, pagesSeen: 3, pageCount: 3, share: 1, seconds: 58 },
    ]);
    // The interest score counts reading across versions: unchanged by the new version.
    expect(after.deckShare).toBe(1);
    expect(after.deckSeconds).toBe(58);
    expect(after.score.total).toBe(before.score.total);
    // v2's pages with the same text as v1's count as read, with their time.
    expect(after.pagesSeen).toEqual([1, 3]);
    expect(after.secondsPerPage).toEqual([20, 0, 18, 0]);
    const detail = await (await admin.fetch(`${INVESTORS_TAB}?visitor=i:${row.id}`)).text();
    expect(detail).toContain("read v1, 100%, 58s");

    // Reading v2's new page adds a line for v2.
    await investor.fetch(`/public/${member.slug}/pitch-deck`);
    await backdateVisits(
      member.companyId,
      60_000,
      (rows) => rows.filter((e) => e.kind === "deck-page" && e.source === "server").length >= 2,
    );
    await beacon(investor, member.slug, v2.id, [[2, 10_000]]);
    await eventsWhen(member.companyId, (r) =>
      r.some((e) => e.source === "beacon" && e.document_id === v2.id),
    );
    const later = await visitorOf();
    // (The beacon is credited up to the wall-clock time since the visitor's previous request: at most 10 s.)
    const [v2Reading, v1Reading] = later.deckVersions;
    expect(v2Reading).toMatchObject({ number: 2, live: true });
    expect(v2Reading!.seconds).toBeGreaterThan(0);
    expect(v2Reading!.seconds).toBeLessThanOrEqual(10);
    expect(v1Reading).toMatchObject({ number: 1, live: false, pagesSeen: 3, seconds: 58 });
    expect(later.pagesSeen).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(later.deckSeconds).toBe(58 + v2Reading!.seconds);
    const html = await (await admin.fetch(`${INVESTORS_TAB}?visitor=i:${row.id}`)).text();
    expect(html).toMatch(new RegExp(`read v2 \\(live\\), \\d+%, ${v2Reading!.seconds}s`));
    expect(html).toContain("read v1, 100%, 58s");
  });
});
