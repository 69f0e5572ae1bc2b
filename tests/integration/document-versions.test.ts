import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createLocalProvider } from "../../app/server/ai/local";
import { askQuestion } from "../../app/server/chat/chat.server";
import { loadDeck, loadForecast } from "../../app/server/chat/chat-source.server";
import { memberScope } from "../../app/server/chat/chat-state.server";
import { getLiveDocument } from "../../app/server/documents/document-versions.server";
import { createDb } from "../../db";
import { createMember } from "../factories";
import { createStoredDocument, DECK_PAGES, makePdf, webpFile } from "../factories/documents";
import { BASE, Browser, signedIn, unlocked } from "./http";
import { runJobs } from "./queues";

const UPLOAD = "/admin/documents/upload";
const PAGES = "/admin/documents/pages";
const TAB = "/admin/management/documents";
const CODE = "investor-code-versions";

const statusOf = async (id: string) =>
  (
    await env.DB.prepare("SELECT extraction_status FROM documents WHERE id = ?")
      .bind(id)
      .first<{ extraction_status: string }>()
  )?.extraction_status;

async function setUp() {
  const { member, admin } = await signedIn({ accessCode: CODE });
  const visitor = await unlocked(`/public/${member.slug}`, CODE);
  return { member, admin, visitor, db: createDb(env.DB) };
}

/** Uploads a PDF through the JavaScript route and runs its extraction job; the document id. */
async function uploadPdf(admin: Browser, companyId: string, file: File) {
  const res = await admin.postForm(UPLOAD, { intent: "document.upload-pdf", file });
  expect(res.status).toBe(200);
  const id = ((await res.json()) as { documentIds: string[] }).documentIds[0]!;
  await runJobs({ kind: "extract-pdf", companyId, documentId: id });
  await expect.poll(() => statusOf(id), { timeout: 10_000, interval: 100 }).toMatch(/^(done|failed)$/);
  return id;
}

async function storePages(admin: Browser, id: string, pageCount: number, ocr: Record<number, string> = {}) {
  const begin = await admin.postForm(PAGES, { step: "begin", id, pageCount: String(pageCount) });
  expect(begin.status).toBe(200);
  for (let n = 1; n <= pageCount; n++) {
    const res = await admin.postForm(PAGES, {
      step: "page",
      id,
      page: String(n),
      image: webpFile(64 + n),
      ...(ocr[n] ? { ocrText: ocr[n]! } : {}),
    });
    expect(res.status).toBe(200);
  }
  return admin.postForm(PAGES, { step: "complete", id });
}

describe("one live version of the pitch deck", () => {
  it("a failed upload never replaces the live deck: download, chat and status read the old one", async () => {
    const { member, admin, visitor, db } = await setUp();
    const good = await uploadPdf(
      admin,
      member.companyId,
      new File([await makePdf(DECK_PAGES)], "Deck v1.pdf", { type: "application/pdf" }),
    );
    expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(good);

    // A corrupt PDF: the signature passes the upload check, the extraction fails.
    const broken = await uploadPdf(
      admin,
      member.companyId,
      new File(["%PDF-1.7\nthis is not a pdf at all"], "Deck v2.pdf", { type: "application/pdf" }),
    );
    expect(await statusOf(broken)).toBe("failed");
    expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(good);

    // Investors download the live deck; the failed upload is not theirs to open.
    const download = await visitor.fetch(`/documents/${good}?download=1`);
    expect(download.status).toBe(200);
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect((await visitor.fetch(`/documents/${broken}?download=1`)).status).toBe(404);
    const page = await visitor.fetch(`/public/${member.slug}/pitch-deck`);
    const html = await page.text();
    expect(html).toContain(`/documents/${good}?download=1`);
    expect(html).not.toContain(broken);
    expect(html).not.toContain("Upload pitch deck images");

    // Both chats answer from the live deck.
    const deck = await loadDeck(db, member.companyId);
    expect(deck.pdf?.id).toBe(good);
    const answer = await askQuestion(
      db,
      createLocalProvider(),
      memberScope(member.companyId, member.userId),
      { vid: "v", cur: {} },
      "How many paying customers do they have?",
    );
    expect(answer.ok).toBe(true);
    if (answer.ok) expect(answer.reply).toMatch(/40 paying customers/);

    // The admin sees which version is live, and that the failed one is not.
    const tab = await (await admin.fetch(TAB)).text();
    expect(tab).toMatch(new RegExp(`data-id="${good}"[\\s\\S]*?data-live="true"`));
    expect(tab).toMatch(new RegExp(`data-id="${broken}"[\\s\\S]*?data-status="failed" data-live="false"`));
  });

  it("investors see 'being updated' while the first deck is processed, never an admin message", async () => {
    const { member, admin, visitor } = await setUp();
    const res = await admin.postForm(UPLOAD, {
      intent: "document.upload-pdf",
      file: new File([await makePdf(DECK_PAGES)], "Deck.pdf", { type: "application/pdf" }),
    });
    expect(res.status).toBe(200);
    const html = await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text();
    if (html.includes('data-testid="deck-state"')) expect(html).toContain("The pitch deck is being updated");
    expect(html).not.toMatch(/Upload pitch deck images|extraction was not fully successful/);
  });

  it("the admin can switch back to an earlier ready version, and a newer upload goes live again", async () => {
    const { member, admin, db } = await setUp();
    const v1 = await uploadPdf(
      admin,
      member.companyId,
      new File([await makePdf(DECK_PAGES)], "Deck v1.pdf", { type: "application/pdf" }),
    );
    const v2 = await uploadPdf(
      admin,
      member.companyId,
      new File([await makePdf([...DECK_PAGES].reverse())], "Deck v2.pdf", { type: "application/pdf" }),
    );
    expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(v2);
    // Without JavaScript: a form post, then the tab again.
    const back = await admin.post(TAB, { intent: "document.make-live", id: v1 });
    expect(back.status).toBe(302);
    expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(v1);
    // Making the live version live again, or a missing id, is refused with a message.
    expect((await admin.post(TAB, { intent: "document.make-live", id: v1 })).status).toBe(400);
    expect((await admin.post(TAB, { intent: "document.make-live", id: "nope" })).status).toBe(404);
    await new Promise((r) => setTimeout(r, 5));
    const v3 = await uploadPdf(
      admin,
      member.companyId,
      new File([await makePdf(DECK_PAGES)], "Deck v3.pdf", { type: "application/pdf" }),
    );
    expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(v3);
  });

  it("a failed workbook never replaces the working forecast", async () => {
    const { member, admin, db } = await setUp();
    const XLSX = await import("@e965/xlsx");
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ["Month", "Revenue"],
        ["2026-01", 12000],
      ]),
      "Revenue",
    );
    const bytes = XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer;
    const upload = async (file: File) => {
      const res = await admin.postForm(UPLOAD, { intent: "document.upload-excel", file });
      expect(res.status).toBe(200);
      const id = ((await res.json()) as { documentIds: string[] }).documentIds[0]!;
      await runJobs({ kind: "parse-excel", companyId: member.companyId, documentId: id });
      await expect.poll(() => statusOf(id), { timeout: 10_000, interval: 100 }).toMatch(/^(done|failed)$/);
      return id;
    };
    const good = await upload(new File([bytes], "Forecast.xlsx", { type: "" }));
    // A zip signature with a broken body: accepted by the upload check, fails to parse.
    const broken = await upload(
      new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8])], "Broken.xlsx", {
        type: "",
      }),
    );
    expect(await statusOf(broken)).toBe("failed");
    expect((await getLiveDocument(db, member.companyId, "excel"))?.id).toBe(good);
    const forecast = await loadForecast(db, member.companyId);
    expect(forecast.forecastFile?.id).toBe(good);
    expect(forecast.answerable).toBe(true);
  });
});

describe("page images per version", () => {
  it("stores one image per page under its own version; a new PDF never shows the previous deck's pages", async () => {
    const { member, admin, visitor, db } = await setUp();
    const v1 = await uploadPdf(
      admin,
      member.companyId,
      new File([await makePdf(DECK_PAGES)], "Deck v1.pdf", { type: "application/pdf" }),
    );
    expect((await storePages(admin, v1, 3)).status).toBe(200);
    expect((await loadDeck(db, member.companyId)).pages.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    const keys = (await env.FILES.list({ prefix: `${member.companyId}/pages/` })).objects
      .map((o) => o.key)
      .sort();
    expect(keys).toEqual([1, 2, 3].map((n) => `${member.companyId}/pages/${v1}/${n}.webp`));

    // The public viewer shows them, from the live version only.
    const html = await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text();
    expect(html).toContain(`/documents/${v1}/pages/1`);
    const image = await visitor.fetch(`/documents/${v1}/pages/2`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
    expect((await image.arrayBuffer()).byteLength).toBe(66);

    // A new version without pages (uploaded without JavaScript) waits: v1 and its viewer stay live.
    const v2 = await uploadPdf(
      admin,
      member.companyId,
      new File([await makePdf(DECK_PAGES)], "Deck v2.pdf", { type: "application/pdf" }),
    );
    expect((await loadDeck(db, member.companyId)).pdf?.id).toBe(v1);
    const tab = await (await admin.fetch(TAB)).text();
    expect(tab).toContain('data-testid="version-awaiting-pages"');
    expect(tab).toContain("Live zetten zonder pagina&#x27;s");
    // 'Maak live' is refused for it (its pages are missing); the admin chooses text only instead.
    const refused = await admin.post(TAB, { intent: "document.make-live", id: v2 });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("heeft nog geen pagina-afbeeldingen");
    expect((await admin.post(TAB, { intent: "document.publish-text-only", id: v2 })).status).toBe(302);
    // Published as text only: no images of v1 under it.
    const deck = await loadDeck(db, member.companyId);
    expect(deck.pdf?.id).toBe(v2);
    expect(deck.pages).toEqual([]);
    expect((await visitor.fetch(`/documents/${v2}/pages/1`)).status).toBe(404);
    // v1 is no longer live: investors cannot open its pages, the admin still can.
    expect((await visitor.fetch(`/documents/${v1}/pages/1`)).status).toBe(404);
    expect((await admin.fetch(`/documents/${v1}/pages/1`)).status).toBe(200);

    // Deleting a version removes its page images.
    expect((await admin.post(TAB, { intent: "document.delete", id: v1 })).status).toBe(302);
    expect((await env.FILES.list({ prefix: `${member.companyId}/pages/${v1}/` })).objects).toEqual([]);
  });

  it("an interrupted rendering keeps the old version live; resuming skips the stored pages and then goes live", async () => {
    const { member, admin, visitor, db } = await setUp();
    const v1 = await uploadPdf(
      admin,
      member.companyId,
      new File([await makePdf(DECK_PAGES)], "Deck v1.pdf", { type: "application/pdf" }),
    );
    // The browser begins v2's pages right after the upload, stores one, then goes away.
    const res = await admin.postForm(UPLOAD, {
      intent: "document.upload-pdf",
      file: new File([await makePdf([...DECK_PAGES].reverse())], "Deck v2.pdf", { type: "application/pdf" }),
    });
    const v2 = ((await res.json()) as { documentIds: string[] }).documentIds[0]!;
    expect((await admin.postForm(PAGES, { step: "begin", id: v2, pageCount: "3" })).status).toBe(200);
    expect((await admin.postForm(PAGES, { step: "page", id: v2, page: "1", image: webpFile() })).status).toBe(
      200,
    );
    await runJobs({ kind: "extract-pdf", companyId: member.companyId, documentId: v2 });
    await expect.poll(() => statusOf(v2), { timeout: 10_000, interval: 100 }).toBe("done");
    expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(v1);
    // Three minutes without progress: the rendering stopped. v1 had no pages either (no viewer
    // to lose), so v2 is judged by its text and goes live.
    const stalled = new Date(Date.now() - 3 * 60_000).toISOString();
    await env.DB.prepare("UPDATE documents SET pages_updated_at = ? WHERE id = ?").bind(stalled, v2).run();
    expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(v2);
    const html = await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text();
    expect(html).not.toContain("The pitch deck is being updated");
    expect(html).not.toContain(`/documents/${v2}/pages/1`);

    // With a viewer to lose it is different: v1 is live again with its pages; v3's rendering stops.
    expect((await admin.post(TAB, { intent: "document.make-live", id: v1 })).status).toBe(302);
    expect((await storePages(admin, v1, 3)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    const v3 = await uploadPdf(
      admin,
      member.companyId,
      new File([await makePdf(DECK_PAGES)], "Deck v3.pdf", { type: "application/pdf" }),
    );
    expect((await admin.postForm(PAGES, { step: "begin", id: v3, pageCount: "3" })).status).toBe(200);
    expect((await admin.postForm(PAGES, { step: "page", id: v3, page: "1", image: webpFile() })).status).toBe(
      200,
    );
    await env.DB.prepare("UPDATE documents SET pages_updated_at = ? WHERE id = ?").bind(stalled, v3).run();
    // The interrupted v3 never replaces v1: investors keep v1 and its pages.
    expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(v1);
    const kept = await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text();
    expect(kept).toContain(`/documents/${v1}/pages/1`);

    // Opening the tab again resumes: the stored page stays and is skipped, the rest follow.
    const resumed = await admin.postForm(PAGES, { step: "begin", id: v3, pageCount: "3", resume: "1" });
    expect(resumed.status).toBe(200);
    expect(((await resumed.json()) as { stored: number[] }).stored).toEqual([1]);
    expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(v1);
    for (const n of [2, 3])
      expect(
        (await admin.postForm(PAGES, { step: "page", id: v3, page: String(n), image: webpFile() })).status,
      ).toBe(200);
    expect((await admin.postForm(PAGES, { step: "complete", id: v3 })).status).toBe(200);
    const deck = await loadDeck(db, member.companyId);
    expect(deck.pdf?.id).toBe(v3);
    // A resume asked from a tab loaded before the rendering finished changes nothing.
    const late = await admin.postForm(PAGES, { step: "begin", id: v3, pageCount: "3", resume: "1" });
    expect(late.status).toBe(200);
    expect(((await late.json()) as { done?: boolean }).done).toBe(true);
    expect((await loadDeck(db, member.companyId)).pages.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(deck.pages.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
  });

  it("a scanned PDF (no text layer) goes live once its pages are read by OCR, citing their page numbers", async () => {
    const { member, admin, visitor, db } = await setUp();
    const scanned = await uploadPdf(
      admin,
      member.companyId,
      new File([await makePdf([[""], [""]])], "Scanned.pdf", { type: "application/pdf" }),
    );
    expect(await getLiveDocument(db, member.companyId, "pdf")).toBeNull();
    const tab = await (await admin.fetch(TAB)).text();
    expect(tab).toContain("pages-need-js");

    const done = await storePages(admin, scanned, 2, {
      1: "Northwind Freight digitises cargo paperwork for small carriers",
      2: "We are raising a seed round of 2 million euro to hire engineers",
    });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { message: string }).message).toBe(
      "2 pagina's, 2 gelezen uit afbeeldingen (OCR)",
    );
    const live = await getLiveDocument(db, member.companyId, "pdf");
    expect(live?.id).toBe(scanned);
    expect(live?.extractionMethod).toBe("ocr");
    const row = await env.DB.prepare("SELECT extraction_message FROM documents WHERE id = ?")
      .bind(scanned)
      .first<{ extraction_message: string }>();
    expect(row?.extraction_message).toContain("2 gelezen uit afbeeldingen (OCR)");

    const answer = await askQuestion(
      db,
      createLocalProvider(),
      memberScope(member.companyId, member.userId),
      { vid: "v", cur: {} },
      "What seed round are they raising?",
    );
    expect(answer.ok).toBe(true);
    if (answer.ok) expect(answer.reply).toMatch(/2 million euro[\s\S]*page 2/i);
    expect((await visitor.fetch(`/documents/${scanned}/pages/1`)).status).toBe(200);
  });

  it("refuses bad page posts with a 4xx and a message, writing nothing", async () => {
    const { member, admin } = await setUp();
    const id = await uploadPdf(
      admin,
      member.companyId,
      new File([await makePdf(DECK_PAGES)], "Deck.pdf", { type: "application/pdf" }),
    );
    // Not started yet.
    expect((await admin.postForm(PAGES, { step: "page", id, page: "1", image: webpFile() })).status).toBe(
      409,
    );
    expect((await admin.postForm(PAGES, { step: "begin", id, pageCount: "0" })).status).toBe(400);
    expect((await admin.postForm(PAGES, { step: "begin", id, pageCount: "3" })).status).toBe(200);
    expect((await admin.postForm(PAGES, { step: "page", id, page: "4", image: webpFile() })).status).toBe(
      400,
    );
    const notImage = await admin.postForm(PAGES, {
      step: "page",
      id,
      page: "1",
      image: new File(["<svg/>"], "x.webp", { type: "image/webp" }),
    });
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as { message: string }).message).toMatch(/geen WebP/);
    // Missing pages: not complete.
    expect((await admin.postForm(PAGES, { step: "complete", id })).status).toBe(409);
    // Another company's member cannot touch it; anonymous gets 401.
    const other = await createMember(env.DB);
    const stranger = new Browser();
    await stranger.login(other.email, other.password);
    expect((await stranger.postForm(PAGES, { step: "begin", id, pageCount: "3" })).status).toBe(404);
    expect((await new Browser().postForm(PAGES, { step: "begin", id, pageCount: "3" })).status).toBe(401);
    expect((await env.FILES.list({ prefix: `${member.companyId}/pages/` })).objects).toEqual([]);
  });
});

describe("slide images read by OCR in the browser", () => {
  const postSlides = (admin: Browser, entries: [string, string][]) => {
    const form = new FormData();
    form.append("step", "slides");
    for (const [id, text] of entries) {
      form.append("slide", id);
      form.append("text", text);
    }
    return admin.fetch(PAGES, { method: "POST", body: form, headers: { Origin: BASE } });
  };

  it("stores the slides' text in slide order as the deck's slide text; nothing read keeps the earlier analysis", async () => {
    const { member, admin, db } = await setUp();
    const one = await createStoredDocument(env, member.companyId, {
      type: "pitch-images",
      name: "a.png",
      displayOrder: 2,
    });
    const two = await createStoredDocument(env, member.companyId, {
      type: "pitch-images",
      name: "b.png",
      displayOrder: 1,
    });
    const listed = (await (await admin.fetch(PAGES)).json()) as { slides: { id: string }[] };
    expect(listed.slides.map((s) => s.id)).toEqual([two.id, one.id]);

    const res = await postSlides(admin, [
      [one.id, "Traction: 300 paying schools and 1.2 million euro yearly revenue"],
      [two.id, "Brightboard makes lesson planning software for teachers"],
    ]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe("2/2 afbeeldingen gelezen (OCR)");
    const deck = await loadDeck(db, member.companyId);
    expect(deck.context.pages.map((p) => [p.source, p.number])).toEqual([
      ["slide", 1],
      ["slide", 2],
    ]);
    expect(deck.context.pages[1]!.text).toContain("300 paying schools");
    const row = await env.DB.prepare(
      "SELECT extraction_method, extraction_status FROM documents WHERE type = 'pitch-combined' AND company_id = ?",
    )
      .bind(member.companyId)
      .first();
    expect(row).toEqual({ extraction_method: "ocr", extraction_status: "done" });

    // Nothing legible: a 400 with the reason, and the earlier text stays.
    const empty = await postSlides(admin, [[one.id, "  "]]);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toMatch(/geen tekst/);
    expect((await loadDeck(db, member.companyId)).context.pages).toHaveLength(2);

    // Another company's slide, or a malformed post, is refused.
    const other = await createMember(env.DB);
    const foreign = await createStoredDocument(env, other.companyId, { type: "pitch-images" });
    expect((await postSlides(admin, [[foreign.id, "text"]])).status).toBe(400);
    const form = new FormData();
    form.append("step", "slides");
    form.append("slide", one.id);
    expect((await admin.fetch(PAGES, { method: "POST", body: form, headers: { Origin: BASE } })).status).toBe(
      400,
    );
    expect((await loadDeck(db, member.companyId)).context.pages[1]!.text).toContain("300 paying schools");
  });
});
