import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { loadDeck, loadDeckView } from "../../app/server/chat/chat-source.server";
import type { JobMessage } from "../../app/server/queues/messages";
import { createDb } from "../../db";
import { createStoredDocument, DECK_PAGES, demoDeck, makePdf, webpFile } from "../factories/documents";
import { type Browser, html as escaped, signedIn, unlocked } from "./http";
import { deliver } from "./queues";

const UPLOAD = "/admin/documents/upload";
const PAGES = "/admin/documents/pages";
const CODE = "investor-code-derived";

async function runJob(job: JobMessage) {
  expect(
    (await deliver("investor-relations-jobs", [{ id: `job-${crypto.randomUUID()}`, body: job }]))
      .retryMessages,
  ).toEqual([]);
}

beforeAll(() => demoDeck(), 30_000);

type Stored = { derived: string | null; derived_gen: number };
const stored = async (id: string) =>
  (await env.DB.prepare("SELECT derived, derived_gen FROM documents WHERE id = ?").bind(id).first<Stored>())!;

async function setUp() {
  const { member, admin } = await signedIn({ accessCode: CODE });
  const visitor = await unlocked(`/public/${member.slug}`, CODE);
  return { member, admin, visitor, db: createDb(env.DB) };
}

async function uploadPdf(admin: Browser, companyId: string, name: string, pages = DECK_PAGES) {
  const res = await admin.postForm(UPLOAD, {
    intent: "document.upload-pdf",
    file: new File([await makePdf(pages)], name, { type: "application/pdf" }),
  });
  expect(res.status).toBe(200);
  const id = ((await res.json()) as { documentIds: string[] }).documentIds[0]!;
  await runJob({ kind: "extract-pdf", companyId, documentId: id });
  await expect
    .poll(
      async () =>
        (
          await env.DB.prepare("SELECT extraction_status AS s FROM documents WHERE id = ?")
            .bind(id)
            .first<{ s: string }>()
        )?.s,
      { timeout: 10_000, interval: 100 },
    )
    .toBe("done");
  return id;
}

async function storePages(admin: Browser, id: string, pageCount: number) {
  expect((await admin.postForm(PAGES, { step: "begin", id, pageCount: String(pageCount) })).status).toBe(200);
  for (let n = 1; n <= pageCount; n++)
    expect(
      (await admin.postForm(PAGES, { step: "page", id, page: String(n), image: webpFile(64 + n) })).status,
    ).toBe(200);
  expect((await admin.postForm(PAGES, { step: "complete", id })).status).toBe(200);
}

/** What the page viewer shows: its page count ('1 / 3') and the page image it opens with. */
function viewer(html: string, id: string) {
  const total = html.match(/data-testid="slide-counter"[^>]*>\d+(?:<!-- -->)? \/ (?:<!-- -->)?(\d+)</);
  const first = html.match(new RegExp(`/documents/${id}/pages/(\\d+)`));
  return { total: total ? Number(total[1]) : 0, first: first ? Number(first[1]) : null };
}

describe("a deck version's derived data, stored once per version", () => {
  it("is computed at the first view and stored; later views read the stored record instead of the text", async () => {
    const { member, admin, visitor, db } = await setUp();
    const deck = await demoDeck();
    const v1 = (
      await createStoredDocument(env, member.companyId, {
        type: "pdf",
        name: "Deck.pdf",
        body: deck.bytes,
        extractedText: deck.text,
        extractionStatus: "done",
      })
    ).id;
    await storePages(admin, v1, 3);
    expect((await stored(v1)).derived).toBeNull();

    const first = await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text();
    expect(viewer(first, v1)).toEqual({ total: 3, first: 1 });
    const record = JSON.parse((await stored(v1)).derived!) as {
      chars: number;
      pages: number[];
      suggestions: Record<string, { questions: string[]; source: string }>;
    };
    expect(record.pages).toEqual([1, 2, 3]);
    // The same figures as reading the whole text.
    const full = await loadDeck(db, member.companyId);
    expect(record.chars).toBe(full.pdfChars);
    expect(record.chars).toBeGreaterThan(100);
    const questions = record.suggestions["local:pitch:en"]!.questions;
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions.slice(0, 4)) expect(first).toContain(`value="${escaped(question)}"`);

    // A record stored for a newer generation (as another isolate would leave it) is what the
    // page shows: the text is not read again.
    const planted = {
      chars: record.chars,
      pages: [2],
      suggestions: {
        "local:pitch:en": { questions: ["What does the stored record say?"], source: "document" },
        "local:pitch:nl": { questions: ["Wat zegt het bewaarde record?"], source: "document" },
      },
    };
    await env.DB.prepare("UPDATE documents SET derived = ?, derived_gen = derived_gen + 1 WHERE id = ?")
      .bind(JSON.stringify(planted), v1)
      .run();
    const second = await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text();
    expect(second).toContain("What does the stored record say?");
    expect(viewer(second, v1)).toEqual({ total: 1, first: 2 });
    // The members' chat page (Dutch) reads the same record, its Dutch questions.
    expect(await (await admin.fetch("/pitch-deck-chat")).text()).toContain("Wat zegt het bewaarde record?");
  });

  it("is cleared when the pages are rendered again, and the next view shows the new pages", async () => {
    const { member, admin, visitor, db } = await setUp();
    const v1 = await uploadPdf(admin, member.companyId, "Deck v1.pdf");
    await storePages(admin, v1, 3);
    await visitor.fetch(`/public/${member.slug}/pitch-deck`);
    const before = await stored(v1);
    expect(before.derived).not.toBeNull();

    // Re-rendering with two pages: the begin step removes the old pages.
    expect((await admin.postForm(PAGES, { step: "begin", id: v1, pageCount: "2" })).status).toBe(200);
    const during = await stored(v1);
    expect(during.derived).toBeNull();
    expect(during.derived_gen).toBeGreaterThan(before.derived_gen);
    for (const n of [1, 2])
      expect(
        (await admin.postForm(PAGES, { step: "page", id: v1, page: String(n), image: webpFile() })).status,
      ).toBe(200);
    expect((await admin.postForm(PAGES, { step: "complete", id: v1 })).status).toBe(200);

    const html = await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text();
    expect(viewer(html, v1)).toEqual({ total: 2, first: 1 });
    expect(JSON.parse((await stored(v1)).derived!).pages).toEqual([1, 2]);
    expect((await loadDeckView(db, member.companyId)).pages.map((p) => p.pageNumber)).toEqual([1, 2]);
  });

  it("follows a new version that goes live: its own pages and questions, the earlier version's record kept", async () => {
    const { member, admin, visitor, db } = await setUp();
    const v1 = await uploadPdf(admin, member.companyId, "Deck v1.pdf");
    await storePages(admin, v1, 3);
    await visitor.fetch(`/public/${member.slug}/pitch-deck`);
    const v1Record = (await stored(v1)).derived;
    expect(v1Record).not.toBeNull();

    const v2Pages = [
      [
        "Second deck: our new pricing model charges per seat",
        "and grows with every customer team that joins the platform.",
      ],
      [
        "Traction: forty paying customers after launch,",
        "with monthly recurring revenue growing ten percent each month.",
      ],
    ];
    const v2 = await uploadPdf(admin, member.companyId, "Deck v2.pdf", v2Pages);
    // v1 has pages, v2 none: v2 goes live only as the admin's explicit text-only choice.
    expect(
      (await admin.post("/admin/management/documents", { intent: "document.publish-text-only", id: v2 }))
        .status,
    ).toBe(302);
    const view = await loadDeckView(db, member.companyId);
    expect(view.pdf?.id).toBe(v2);
    expect(view.pages).toEqual([]);
    const html = await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text();
    expect(viewer(html, v1)).toEqual({ total: 0, first: null });
    const v2Record = JSON.parse((await stored(v2)).derived!) as {
      chars: number;
      suggestions: Record<string, { questions: string[] }>;
    };
    expect(v2Record.chars).toBe((await loadDeck(db, member.companyId)).pdfChars);
    // Its questions are stored too (this short deck may have none the deck answers).
    expect(v2Record.suggestions["local:pitch:en"]).toBeDefined();
    for (const question of v2Record.suggestions["local:pitch:en"]!.questions.slice(0, 4))
      expect(html).toContain(`value="${escaped(question)}"`);
    expect((await stored(v1)).derived).toBe(v1Record);

    // Switching back to v1 ('Maak live') shows v1's stored pages again.
    expect(
      (await admin.post("/admin/management/documents", { intent: "document.make-live", id: v1 })).status,
    ).toBe(302);
    expect(viewer(await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text(), v1)).toEqual({
      total: 3,
      first: 1,
    });
  });

  it("is cleared when a version's text changes", async () => {
    const { member, admin, visitor } = await setUp();
    const v1 = await uploadPdf(admin, member.companyId, "Deck v1.pdf");
    await visitor.fetch(`/public/${member.slug}/pitch-deck`);
    const before = await stored(v1);
    expect(before.derived).not.toBeNull();
    await env.DB.prepare(
      "UPDATE documents SET extracted_text = 'A different text of the same version, long enough to count as ready.' WHERE id = ?",
    )
      .bind(v1)
      .run();
    const after = await stored(v1);
    expect(after.derived).toBeNull();
    expect(after.derived_gen).toBe(before.derived_gen + 1);
    await visitor.fetch(`/public/${member.slug}/pitch-deck`);
    expect(JSON.parse((await stored(v1)).derived!).chars).toBe(
      "A different text of the same version, long enough to count as ready.".length,
    );
  });
});
