import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { createLocalProvider } from "../../app/server/ai/local";
import type { AiProvider } from "../../app/server/ai/types";
import { askQuestion } from "../../app/server/chat/chat.server";
import { type ChatState, memberScope } from "../../app/server/chat/chat-state.server";
import { createDb } from "../../db";
import { createMember } from "../factories";
import { createStoredDocument, deckCompany, demoDeck } from "../factories/documents";
import { conversationsOf, messagesOf } from "./chat-rows";
import { Browser, html as escaped, loggedIn, unlocked } from "./http";
import { runJobs } from "./queues";

const CODE = "chat-code-2026";

// Building and extracting the demo PDF takes seconds on a busy machine: once, outside any test's time limit.
beforeAll(() => demoDeck(), 30_000);

const company = (options: { deck?: boolean } = {}) => deckCompany(env, CODE, options);

const investor = (page: string) => unlocked(page, CODE);

describe("public pitch deck chat: the gate", () => {
  it("shows no chat, no answers and no messages without the grant (HTML and JSON); a question is refused", async () => {
    const { member, page } = await company();
    const investorBrowser = await investor(page);
    expect(
      (await investorBrowser.post(page, { intent: "ask", question: "What is the pricing?" })).status,
    ).toBe(302);
    const stored = await messagesOf(member.companyId);
    expect(stored).toHaveLength(2);

    const anonymous = new Browser();
    const html = await (await anonymous.fetch(page)).text();
    expect(html).toContain("Pitch Deck Chat Access");
    expect(html).toContain("Enter the access code to use our interactive pitch deck chat.");
    expect(html).not.toContain("Pitch Deck Chat - Public Access");
    expect(html).not.toContain("Starter costs");
    expect(html).not.toContain("What is the pricing?");

    // The data request (single fetch: `{path}.data`) carries nothing of the chat either.
    const dataRes = await anonymous.fetch(`${page}.data`);
    expect(dataRes.status).toBe(200);
    const dataText = await dataRes.text();
    expect(dataText).toContain("locked");
    for (const text of ["Starter", "What is the pricing?", "messages", "suggestions", "Deck.pdf"])
      expect(dataText).not.toContain(text);

    const post = await anonymous.post(page, { intent: "ask", question: "What is the team?" });
    expect(post.status).toBe(403);
    expect(await messagesOf(member.companyId)).toHaveLength(2);
  });
});

describe("public pitch deck chat: asking", () => {
  it("answers from the deck with a page citation, stores question and reply, and shows them (PRG)", async () => {
    const { member, page, pdfId } = await company();
    const visitor = await investor(page);
    const before = await (await visitor.fetch(page)).text();
    expect(before).toContain("Pitch Deck Chat - Public Access");
    expect(before).toContain("Ask your question about the pitch deck...");
    expect(before).toContain("Suggested Questions");
    expect(before).toContain("Chat Info");
    expect(before).toContain(`/documents/${pdfId}`);
    expect(before).not.toContain("Reset Chat");

    const res = await visitor.post(page, { intent: "ask", question: "  What is the pricing?  " });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${page}#latest`);
    const [conversation] = await conversationsOf(member.companyId);
    expect(conversation).toMatchObject({
      type: "pitch-deck",
      title: "What is the pricing?",
      created_by: null,
    });
    expect(conversation!.visitor_id).toMatch(/^[0-9a-f-]{36}$/);
    const messages = await messagesOf(member.companyId);
    expect(messages.map((m) => [m.is_user, m.conversation_id])).toEqual([
      [1, conversation!.id],
      [0, conversation!.id],
    ]);
    expect(messages[0]!.content).toBe("What is the pricing?");
    expect(messages[1]!.content).toContain("Starter costs €99 per month");
    expect(messages[1]!.content).toMatch(/Source: page 6\./);

    const after = await (await visitor.fetch(page)).text();
    expect(after).toContain(escaped("What is the pricing?"));
    expect(after).toContain("Starter costs €99 per month");
    expect(after).toContain("Reset Chat");
    // Formatted: the bold lead is an element, not literal asterisks.
    expect(after).toContain("<strong");
    expect(after).not.toContain("**From the pitch deck:**</");

    // A follow-up continues the same conversation (JS path: no #latest).
    const again = await visitor.post(page, { intent: "ask", question: "And the churn?", js: "1" });
    expect(again.headers.get("Location")).toBe(page);
    expect(await conversationsOf(member.companyId)).toHaveLength(1);
    const all = await messagesOf(member.companyId);
    expect(all).toHaveLength(4);
    expect(all[3]!.content).toMatch(/page 7/);

    const dataText = await (await visitor.fetch(`${page}.data`)).text();
    for (const text of [
      "What is the pricing?",
      "Starter costs €99 per month",
      "And the churn?",
      "Logo churn is 2.1 percent",
    ])
      expect(dataText).toContain(text);
  });

  it("refuses an empty, a blank and a 10,000-character question with 400, storing nothing", async () => {
    const { member, page } = await company();
    const visitor = await investor(page);
    for (const question of ["", "   \n\t ", "x".repeat(10_000), "y".repeat(2001)]) {
      const res = await visitor.post(page, { intent: "ask", question });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(question.trim() ? "at most 2000 characters" : "Please enter a question.");
    }
    const missing = await visitor.post(page, { intent: "ask" });
    expect(missing.status).toBe(400);
    expect(await conversationsOf(member.companyId)).toHaveLength(0);
    expect(await messagesOf(member.companyId)).toHaveLength(0);
    // Exactly 2000 characters is accepted.
    expect(
      (await visitor.post(page, { intent: "ask", question: `pricing ${"z".repeat(1992)}` })).status,
    ).toBe(302);
  });

  it("Reset Chat empties the chat; the next question starts a new conversation and the old one stays", async () => {
    const { member, page } = await company();
    const visitor = await investor(page);
    await visitor.post(page, { intent: "ask", question: "Who is on the team?" });
    const reset = await visitor.post(page, { intent: "reset" });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("Location")).toBe(page);
    const html = await (await visitor.fetch(page)).text();
    expect(html).not.toContain("Lisa de Vries");
    expect(html).not.toContain("Reset Chat");
    await visitor.post(page, { intent: "ask", question: "How much are you raising?" });
    const conversations = await conversationsOf(member.companyId);
    expect(conversations.map((c) => c.title).sort()).toEqual([
      "How much are you raising?",
      "Who is on the team?",
    ]);
    expect(new Set(conversations.map((c) => c.visitor_id)).size).toBe(1);
    const now = await (await visitor.fetch(page)).text();
    expect(now).toContain("€1.5 million");
    expect(now).not.toContain("Lisa de Vries");
  });

  it("two visitors do not see each other's conversation", async () => {
    const { page } = await company();
    const a = await investor(page);
    const b = await investor(page);
    await a.post(page, { intent: "ask", question: "Who is on the team?" });
    expect(await (await a.fetch(page)).text()).toContain("Lisa de Vries");
    expect(await (await b.fetch(page)).text()).not.toContain("Lisa de Vries");
  });

  it("without a deck: the unavailable screen, and a question is refused (409) with nothing stored", async () => {
    const { member, page } = await company({ deck: false });
    const visitor = await investor(page);
    const html = await (await visitor.fetch(page)).text();
    expect(html).toContain("Pitch Deck Chat");
    expect(html).toContain("View Timeline Updates");
    expect(html).not.toContain("Pitch Deck Chat - Public Access");
    expect(html).not.toContain("Download PDF");
    const res = await visitor.post(page, { intent: "ask", question: "What is the pricing?" });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Please upload pitch deck images or a PDF in the admin panel first.");
    expect(await messagesOf(member.companyId)).toHaveLength(0);
  });

  it("an AI failure stores no reply and gives the spec's error; the question is logged as not answered", async () => {
    const { member } = await company();
    const failing: AiProvider = {
      ...createLocalProvider(),
      async answer() {
        throw new Error("model down");
      },
    };
    const state: ChatState = { vid: crypto.randomUUID(), cur: {} };
    const outcome = await askQuestion(
      createDb(env.DB),
      failing,
      memberScope(member.companyId, member.userId),
      state,
      "What is the pricing?",
    );
    const [conversation] = await conversationsOf(member.companyId);
    expect(outcome).toEqual({
      ok: false,
      status: 502,
      reason: "ai-failed",
      message: "Could not get AI response. Please try again.",
      conversationId: conversation!.id,
    });
    expect((await messagesOf(member.companyId)).map((m) => [m.content, m.is_user, m.failure])).toEqual([
      ["What is the pricing?", 1, "provider"],
    ]);
  });
});

describe("slides", () => {
  const SLIDES = `--- Slide 1 ---
Adup pitch: an AI agent for web shops
Adup watches shop, ads and analytics data around the clock and explains every change in plain language.

--- Slide 2 ---
Pricing tiers for every shop size
Starter costs 99 euro per month, Growth 249 euro and Scale 599 euro. Agencies resell at a wholesale discount.`;

  async function withSlides() {
    const member = await createMember(env.DB, { accessCode: CODE });
    const first = await createStoredDocument(env, member.companyId, {
      type: "pitch-images",
      name: "slide-1.png",
      displayOrder: 1,
    });
    const second = await createStoredDocument(env, member.companyId, {
      type: "pitch-images",
      name: "slide-2.png",
      displayOrder: 2,
    });
    await createStoredDocument(env, member.companyId, {
      type: "pitch-combined",
      name: "slides.txt",
      contentType: "text/plain",
      body: SLIDES,
      extractedText: SLIDES,
      extractionStatus: "done",
    });
    return { member, first, second, page: `/public/${member.slug}/pitch-deck` };
  }

  it("the public slider shows the slides through /documents/{id}; 'ask about slide n' answers from that slide", async () => {
    const { member, first, second, page } = await withSlides();
    const visitor = await investor(page);
    const html = await (await visitor.fetch(page)).text();
    expect(html).toContain("Visual Pitch Deck");
    expect(html).toContain(`src="/documents/${first.id}"`);
    expect(html).toMatch(/data-testid="slide-counter">1(<!-- -->)? \/ (<!-- -->)?2</);
    expect(html).toContain("Ask about slide 1");
    expect(html).not.toContain("Download PDF");
    // Without JavaScript: ?slide=2 opens the second slide, ?slides=hidden hides the slider.
    const second2 = await (await visitor.fetch(`${page}?slide=2`)).text();
    expect(second2).toContain(`src="/documents/${second.id}"`);
    expect(second2).toContain("Ask about slide 2");
    expect(await (await visitor.fetch(`${page}?slides=hidden`)).text()).not.toContain(
      `src="/documents/${first.id}"`,
    );
    // The slide image itself is served to the visitor with the grant.
    expect((await visitor.fetch(`/documents/${second.id}`)).status).toBe(200);

    const res = await visitor.post(`${page}?slide=2`, {
      intent: "ask",
      question: "What does slide 2 of the pitch deck say?",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${page}?slide=2#latest`);
    const [, reply] = await messagesOf(member.companyId);
    expect(reply!.content).toContain("Pricing tiers for every shop size");
    expect(reply!.content).toContain("Source: slide 2.");
  });

  it("the admin page offers 'Reprocess Images' once the slides are analysed; suggestions rotate with ?refresh", async () => {
    const { member } = await withSlides();
    const admin = await loggedIn(member.email, member.password);
    const html = await (await admin.fetch("/pitch-deck-chat")).text();
    expect(html).toContain("Reprocess Images");
    expect(html).not.toContain("Process Images Now");
    expect(html).not.toContain("Reprocess PDF");
    expect(html).toContain("geanalyseerd (");
    expect(html).toContain("Vraag over slide 1");

    const deck = await company();
    const visitor = await investor(deck.page);
    const shown = async (refresh: number) => {
      const page = await (await visitor.fetch(`${deck.page}?refresh=${refresh}`)).text();
      const block = page.slice(
        page.indexOf('data-testid="suggested-questions"'),
        page.indexOf("</section>", page.indexOf('data-testid="suggested-questions"')),
      );
      return [...new Set([...block.matchAll(/name="question" value="([^"]+)"/g)].map((m) => m[1]))];
    };
    const a = await shown(0);
    const b = await shown(1);
    expect(a).toHaveLength(4);
    expect(b).toHaveLength(4);
    expect(b).not.toEqual(a);
    expect(await shown(0)).toEqual(a);
  });
});

describe("admin pitch deck chat", () => {
  it("is members only, under both URLs", async () => {
    for (const path of ["/pitch-deck-chat", "/admin/pitch-deck-chat"]) {
      const first = await new Browser().fetch(path);
      const res =
        path === "/pitch-deck-chat" ? first : await new Browser().fetch(first.headers.get("Location")!);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    }
    const res = await new Browser().post("/pitch-deck-chat", {
      intent: "ask",
      question: "What is the pricing?",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/admin\/login/);
  });

  it("answers a member's question, keyed by the user; both URLs show the same conversation", async () => {
    const { member, pdfId } = await company();
    const admin = await loggedIn(member.email, member.password);
    const page = await (await admin.fetch("/pitch-deck-chat")).text();
    expect(page).toContain("VC Investment Analysis Chat");
    expect(page).toContain("Reprocess PDF");
    expect(page).toContain(`/documents/${pdfId}`);
    expect(page).toContain("Admin Panel");
    expect(page).toContain("klaar (");
    const res = await admin.post("/pitch-deck-chat", {
      intent: "ask",
      question: "What does slide 10 of the pitch deck say?",
    });
    expect(res.status).toBe(302);
    const [conversation] = await conversationsOf(member.companyId);
    expect(conversation).toMatchObject({ created_by: member.userId, visitor_id: null });
    const html = await (await admin.fetch("/pitch-deck-chat")).text();
    expect(html).toContain("Lisa de Vries");
    expect(html).toContain("Source: page 10.");
  });

  it("suggests questions in Dutch, like the rest of the page, and a suggested question is answered from the deck", async () => {
    const { member } = await company();
    const admin = await loggedIn(member.email, member.password);
    const html = await (await admin.fetch("/pitch-deck-chat")).text();
    const block = html.slice(
      html.indexOf('data-testid="suggested-questions"'),
      html.indexOf("</section>", html.indexOf('data-testid="suggested-questions"')),
    );
    expect(block).toContain("Voorgestelde vragen");
    const questions = [...new Set([...block.matchAll(/name="question" value="([^"]+)"/g)].map((m) => m[1]))];
    expect(questions.length).toBeGreaterThanOrEqual(2);
    for (const q of questions) expect(q).toMatch(/^(Wat|Hoe|Hoeveel|Wie|Welk|Welke|Waaraan|Wanneer)\b/);

    // The visitor's public page (English) keeps English suggestions.
    const visitor = await investor(`/public/${member.slug}/pitch-deck`);
    const publicHtml = await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text();
    const publicBlock = publicHtml.slice(publicHtml.indexOf('data-testid="suggested-questions"'));
    expect(publicBlock).toMatch(/name="question" value="(What|How|Who|Which)\b/);

    const asked = questions[0]!.replace(/&#x27;/g, "'");
    expect((await admin.post("/pitch-deck-chat", { intent: "ask", question: asked })).status).toBe(302);
    const [, reply] = await messagesOf(member.companyId);
    expect(reply!.content).toMatch(/Sources?: page \d+/);
  });

  it("without a deck shows the Dutch warning with the admin link", async () => {
    const { member } = await company({ deck: false });
    const admin = await loggedIn(member.email, member.password);
    const html = await (await admin.fetch("/pitch-deck-chat")).text();
    expect(html).toContain(
      escaped(
        "Geen pitch deck beschikbaar - Upload eerst pitch deck afbeeldingen of een PDF in het admin panel.",
      ),
    );
    expect(html).toContain("/admin/management/documents");
    expect(html).toContain("De pitch deck wordt verwerkt...");
  });
});

describe("admin panel: chat-messages tab", () => {
  it("lists only the company's conversations; another company's id is a 404", async () => {
    const mine = await company();
    const other = await company();
    const visitor = await investor(mine.page);
    await visitor.post(mine.page, { intent: "ask", question: "What is the pricing?" });
    const stranger = await investor(other.page);
    await stranger.post(other.page, { intent: "ask", question: "Who are the competitors?" });
    const [theirs] = await conversationsOf(other.member.companyId);
    const [own] = await conversationsOf(mine.member.companyId);

    const admin = await loggedIn(mine.member.email, mine.member.password);
    const list = await (await admin.fetch("/admin/management/chat-messages")).text();
    expect(list).toMatch(/Chat gesprekken \((<!-- -->)?1(<!-- -->)?\)/);
    expect(list).toContain(escaped("What is the pricing?"));
    expect(list).not.toContain("Who are the competitors?");
    expect(list).toContain("Pitch Deck Chat");
    expect(list).toContain(`${own!.visitor_id!.slice(0, 8)}…`);
    expect(list).toContain("Bekijk berichten");
    expect(list).toContain(`/admin/management/chat-messages?conversation=${own!.id}`);

    const detail = await admin.fetch(`/admin/management/chat-messages?conversation=${own!.id}`);
    expect(detail.status).toBe(200);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain("Terug naar overzicht");
    expect(detailHtml).toContain("Starter costs €99 per month");
    expect(detailHtml).toContain("max-h-96");

    const forged = await admin.fetch(`/admin/management/chat-messages?conversation=${theirs!.id}`);
    expect(forged.status).toBe(404);
    expect(await forged.text()).not.toContain("Who are the competitors?");
  });

  it("empty: 'Nog geen chat gesprekken gevonden'", async () => {
    const { member } = await company({ deck: false });
    const admin = await loggedIn(member.email, member.password);
    expect(await (await admin.fetch("/admin/management/chat-messages")).text()).toContain(
      "Nog geen chat gesprekken gevonden",
    );
  });
});

describe("demo deck", () => {
  it("the seeded text is exactly what the extract-pdf job stores for the demo PDF", async () => {
    const member = await createMember(env.DB);
    const deck = await demoDeck();
    expect(deck.pages).toBe(13);
    const row = await createStoredDocument(env, member.companyId, {
      type: "pdf",
      name: "demo.pdf",
      body: deck.bytes,
      extractionStatus: "pending",
    });
    await runJobs({ kind: "extract-pdf", companyId: member.companyId, documentId: row.id });
    const stored = await env.DB.prepare(
      "SELECT extracted_text, extraction_status FROM documents WHERE id = ?",
    )
      .bind(row.id)
      .first<{ extracted_text: string; extraction_status: string }>();
    expect(stored!.extraction_status).toBe("done");
    expect(stored!.extracted_text).toBe(deck.text);
    expect(deck.text).toMatch(/^--- Page 1 ---\nAdup — Your AI Data & E-commerce Agent\n/);
  });
});
