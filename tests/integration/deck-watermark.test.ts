import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createLiveDeck } from "../factories/documents";
import { investor } from "./data-room-fixtures";
import { html, signedIn, unlocked } from "./http";

// The pitch deck's page viewer carries the viewer's watermark (e-mail, else name, else
// 'Confidential', and the day), as the data room's pages do; the team's own view has none.

const CODE = "deck-mark-code-31";
const today = () => new Date().toISOString().slice(0, 10);

describe("the pitch deck's watermark", { timeout: 30_000 }, () => {
  it("names a personal-link investor over the deck's page, not the signed-in team, and says 'Confidential' to an anonymous visitor", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    await createLiveDeck(env, member.companyId, 2);
    const deck = `/public/${member.slug}/pitch-deck`;
    const ann = await investor(member.companyId, member.slug, "Ann Marker", "ann@mark.example");

    const seen = await ann.browser.fetch(deck);
    expect(seen.status).toBe(200);
    const page = await seen.text();
    const mark = `ann@mark.example · ${today()}`;
    expect(page).toContain('data-testid="page-viewer"');
    expect(page).toContain(`data-watermark="${html(mark)}"`);
    expect(page).toContain('data-testid="deck-watermark"');
    expect(page).toContain(html(mark));
    // The page image is still the screen's first fetch.
    expect(page).toMatch(/<img[^>]*fetchpriority="high"/);

    const team = await (await admin.fetch(deck)).text();
    expect(team).toContain('data-testid="page-viewer"');
    expect(team).not.toContain("deck-watermark");
    expect(team).not.toContain("data-watermark");

    const anonymous = await (await (await unlocked(deck, CODE)).fetch(deck)).text();
    expect(anonymous).toContain(`data-watermark="${html(`Confidential · ${today()}`)}"`);
    expect(anonymous).not.toContain("ann@mark.example");
  });
});
