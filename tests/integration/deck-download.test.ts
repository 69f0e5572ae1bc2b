import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { DOCUMENT_LIST_TEXTS } from "../../app/copy/admin/documents-texts";
import { ROOM_PAGE_TEXTS } from "../../app/copy/dataroom/texts";
import { createStoredDocument, DECK_PAGES, makePdf } from "../factories/documents";
import { investor, pdfText } from "./data-room-fixtures";
import { html, signedIn, unlocked } from "./http";
import { runJobs } from "./queues";

const CODE = "deck-download-2026";
const TAB = "/admin/management/documents";
const today = () => new Date().toISOString().slice(0, 10);

/** A company with a live pitch deck (a readable PDF) and an investor with a personal link. */
async function deckCompany() {
  const { member, admin } = await signedIn({ accessCode: CODE });
  const bytes = await makePdf(DECK_PAGES);
  const deck = await createStoredDocument(env, member.companyId, {
    type: "pdf",
    name: "Deck.pdf",
    body: bytes,
    extractionStatus: "done",
    extractedText: DECK_PAGES.map((lines, i) => `--- Page ${i + 1} ---\n${lines.join("\n")}`).join("\n"),
  });
  const ann = await investor(member.companyId, member.slug, "Ann Angel", "ann.deck@fund.example");
  return { member, admin, bytes, deck, ann };
}

const setDownloads = (admin: Awaited<ReturnType<typeof signedIn>>["admin"], id: string, on: boolean) =>
  admin.post(TAB, { intent: "document.downloads", id, downloads: on ? "on" : "off" });

describe("the pitch deck's download", { timeout: 60_000 }, () => {
  it("off: investors are refused in plain English and see no download link; the team gets the original", async () => {
    const { member, admin, bytes, deck, ann } = await deckCompany();
    // On by default, as before the switch existed.
    expect(await (await admin.fetch(TAB)).text()).toContain(html(DOCUMENT_LIST_TEXTS.turnDownloadsOff));
    expect((await setDownloads(admin, deck.id, false)).status).toBe(302);
    expect(await (await admin.fetch(TAB)).text()).toContain(html(DOCUMENT_LIST_TEXTS.turnDownloadsOn));

    const refused = await ann.browser.fetch(`/documents/${deck.id}?download=1`);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(ROOM_PAGE_TEXTS.downloadOff);
    const page = await (await ann.browser.fetch(`/public/${member.slug}/pitch-deck`)).text();
    expect(page).not.toContain(`/documents/${deck.id}?download=1`);

    // The team downloads the file as uploaded, unstamped.
    const team = await admin.fetch(`/documents/${deck.id}?download=1`);
    expect(team.status).toBe(200);
    expect(new Uint8Array(await team.arrayBuffer())).toEqual(bytes);
    // Another company's admin cannot turn it on.
    const other = await signedIn();
    expect((await setDownloads(other.admin, deck.id, true)).status).toBe(404);
    expect((await ann.browser.fetch(`/documents/${deck.id}?download=1`)).status).toBe(403);
  });

  it("on: the investor's copy carries their watermark on every page and the download is in the audit trail", async () => {
    const { member, admin, bytes, deck, ann } = await deckCompany();
    const page = await (await ann.browser.fetch(`/public/${member.slug}/pitch-deck`)).text();
    expect(page).toContain(`/documents/${deck.id}?download=1`);

    const res = await ann.browser.fetch(`/documents/${deck.id}?download=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment;.*Deck\.pdf/);
    const stamped = new Uint8Array(await res.arrayBuffer());
    expect(stamped).not.toEqual(bytes);
    const text = await pdfText(stamped.buffer);
    const mark = `ann.deck@fund.example · ${today()}`;
    expect(text.split(mark).length - 1).toBe(DECK_PAGES.length * 2);
    expect(text).toContain(DECK_PAGES[0]![0]!);

    // An access-code visitor with no identity: 'Confidential' and the day.
    const visitor = await unlocked(`/public/${member.slug}/timeline`, CODE);
    const anonymous = await pdfText(
      await (await visitor.fetch(`/documents/${deck.id}?download=1`)).arrayBuffer(),
    );
    expect(anonymous).toContain(`Confidential · ${today()}`);

    const csv = await (await admin.fetch("/admin/audit.csv")).text();
    const line = csv.split("\n").find((l) => l.includes("ann.deck@fund.example"));
    expect(line).toBeDefined();
    const cells = line!.split(",");
    // viewed_at,investor,email,document,version,pages_viewed,seconds,downloaded,verified,nda_version
    expect(cells.slice(1, 5)).toEqual(["Ann Angel", "ann.deck@fund.example", "Deck.pdf", "v1"]);
    expect(cells[7]).toBe("true");
    expect(cells[8]).toBe("false");
  });

  it("another company's deck is a 404, with or without download", async () => {
    const { deck } = await deckCompany();
    const other = await signedIn({ accessCode: CODE });
    const stranger = await unlocked(`/public/${other.member.slug}/timeline`, CODE);
    expect((await stranger.fetch(`/documents/${deck.id}?download=1`)).status).toBe(404);
    expect((await other.admin.fetch(`/documents/${deck.id}?download=1`)).status).toBe(404);
    expect(await (await other.admin.fetch("/admin/audit.csv")).text()).not.toContain("Deck.pdf");
  });

  it("a large deck is stamped by the job queue while the download shows its progress", async () => {
    const { deck, ann } = await deckCompany();
    // Over the inline size: stamped in the queue (the file itself stays small in the test).
    await env.DB.prepare("UPDATE documents SET file_size = ?, page_count = ? WHERE id = ?")
      .bind(50 * 1024 * 1024, DECK_PAGES.length, deck.id)
      .run();
    const url = `/documents/${deck.id}?download=1`;
    const waiting = await ann.browser.fetch(url);
    expect(waiting.status).toBe(202);
    const body = await waiting.text();
    expect(body).toContain(html(ROOM_PAGE_TEXTS.stamping(0, DECK_PAGES.length)));
    expect(body).toContain('http-equiv="refresh"');
    const stamp = (await env.DB.prepare("SELECT id FROM stamped_copies WHERE deck_document_id = ?")
      .bind(deck.id)
      .first<{ id: string }>())!;
    await runJobs({ kind: "stamp-pdf", companyId: deck.companyId, stampId: stamp.id });
    const done = await ann.browser.fetch(url);
    expect(done.status).toBe(200);
    const text = await pdfText(await done.arrayBuffer());
    expect(text.split(`ann.deck@fund.example · ${today()}`).length - 1).toBe(DECK_PAGES.length * 2);
  });
});
