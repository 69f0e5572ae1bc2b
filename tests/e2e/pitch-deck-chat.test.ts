import type { Page, Response } from "playwright-core";
import { describe, expect } from "vitest";

import { type ChatStreamEvent, createChatEventParser } from "../../app/domain/deck/chat-stream";
import { browserIt, DEMO, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const PUBLIC = `/public/${DEMO.slug}/pitch-deck`;

/** The next POST to a chat's stream route. */
const streamResponse = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === "POST");

/**
 * Passes the stream route's answers through, keeping a copy of each body (the browser keeps
 * no readable copy of a streamed body); `held` delays the questions until it resolves.
 */
async function recordStream(page: Page, path: string, held: Promise<void> = Promise.resolve()) {
  const bodies: string[] = [];
  await page.route(`**${path}`, async (route) => {
    await held;
    const upstream = await route.fetch();
    const body = await upstream.text();
    bodies.push(body);
    await route.fulfill({ response: upstream, body });
  });
  return bodies;
}

function expectEventStream(res: Response) {
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/event-stream");
}
const eventsOf = (body: string | undefined): ChatStreamEvent[] => createChatEventParser().push(body ?? "");
const replyOf = (events: ChatStreamEvent[]) => events.map((e) => (e.type === "chunk" ? e.text : "")).join("");

/** Opens the public pitch deck chat, passing its gate when it shows. */
async function openChat(page: Page) {
  await page.goto(PUBLIC);
  const gate = page.getByRole("heading", { name: "Pitch Deck Chat Access" });
  const chat = page.getByRole("heading", { name: "Pitch Deck Chat - Public Access" });
  // On a phone the chat is in a drawer: its button shows instead.
  const opener = page.locator('[data-testid="chat-drawer-open"]:visible');
  const ready = chat.or(opener);
  await gate.or(ready).first().waitFor();
  if (await gate.isVisible()) {
    expect(
      await page.getByText("Enter the access code to use our interactive pitch deck chat.").isVisible(),
    ).toBe(true);
    await page.getByLabel("Access code").fill(DEMO.accessCode);
    await page.getByRole("button", { name: "Unlock" }).click();
    await ready.first().waitFor();
  }
}

describe("pitch deck chat", () => {
  browserIt(
    "public chat with JavaScript: Enter sends, 'AI is thinking...', the answer streams in and cites a page, copy, reset",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openChat(page);
      await expect.poll(() => page.getByText("Suggested Questions").isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Download PDF" }).first().isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Reset Chat" }).count()).toBe(0);
      // Hold the question back a moment, so the pending state can be seen.
      let release: () => void = () => undefined;
      const sent = await recordStream(
        page,
        `${PUBLIC}/stream`,
        new Promise<void>((resolve) => (release = resolve)),
      );
      const input = page.getByPlaceholder("Ask your question about the pitch deck...");
      await input.fill("How much are you raising in the seed round?");
      const streamed = streamResponse(page, `${PUBLIC}/stream`);
      await input.press("Enter");
      // The question shows at once, with 'AI is thinking...' until the reply's first piece.
      await page.getByText("AI is thinking...").waitFor();
      expect(await page.getByTestId("user-message").first().innerText()).toContain(
        "How much are you raising in the seed round?",
      );
      expect(await input.inputValue()).toBe("");
      release();
      expectEventStream(await streamed);
      const events = eventsOf(sent[0]);
      expect(events.at(-1)).toEqual({ type: "done" });
      expect(replyOf(events)).toContain("€1.5 million");
      const reply = page.getByTestId("assistant-message").nth(1);
      await reply.waitFor();
      await expect.poll(() => reply.innerText()).toMatch(/page 13/i);
      expect(await reply.innerText()).toContain("€1.5 million");
      // The stored messages replaced the streamed ones (one of each), without a page post.
      await page.getByRole("button", { name: "Reset Chat" }).waitFor();
      expect(await page.getByTestId("user-message").count()).toBe(1);
      expect(await page.getByTestId("assistant-message").count()).toBe(2);
      expect(new URL(page.url()).hash).toBe("");
      // Shift+Enter adds a line instead of sending.
      await input.fill("first line");
      await input.press("Shift+Enter");
      await input.type("second line");
      expect(await input.inputValue()).toBe("first line\nsecond line");
      expect(await page.getByTestId("user-message").count()).toBe(1);
      await input.fill("");
      // A suggested question is sent with one click.
      const suggestion = page.getByTestId("suggested-questions").getByRole("button").first();
      const asked = await suggestion.innerText();
      const suggested = streamResponse(page, `${PUBLIC}/stream`);
      await suggestion.click();
      expectEventStream(await suggested);
      expect(eventsOf(sent[1]).at(-1)).toEqual({ type: "done" });
      await expect.poll(() => page.getByTestId("user-message").count()).toBe(2);
      expect(await page.getByTestId("user-message").nth(1).innerText()).toContain(asked);
      await expect.poll(() => page.getByTestId("assistant-message").count()).toBe(3);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await reply.getByRole("button", { name: "Copy" }).click();
      await reply.getByText("Copied").waitFor();
      await screenshot(page, "pitch-deck-chat-public");
      await page.getByRole("button", { name: "Reset Chat" }).click();
      await expect.poll(() => page.getByTestId("user-message").count()).toBe(0);
      await context.close();
    },
  );

  browserIt(
    "public chat with JavaScript: a reply that fails mid-stream shows the error toast, keeps the question and stores nothing",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openChat(page);
      // The stream route's answer when the model breaks off: a first piece, then the error event.
      await page.route(`**${PUBLIC}/stream`, (route) =>
        route.fulfill({
          status: 200,
          headers: { "Content-Type": "text/event-stream; charset=utf-8" },
          body: 'data: {"text":"The seed round is"}\n\nevent: error\ndata: {"title":"Error","description":"Could not get AI response. Please try again."}\n\n',
        }),
      );
      const before = await page.getByTestId("user-message").count();
      const question = "Which investors have committed so far?";
      const input = page.getByPlaceholder("Ask your question about the pitch deck...");
      await input.fill(question);
      await page.getByRole("button", { name: "Send" }).click();
      const toast = page.getByTestId("toast");
      await toast.waitFor();
      expect(await toast.innerText()).toContain("Error");
      expect(await toast.innerText()).toContain("Could not get AI response. Please try again.");
      expect(await input.inputValue()).toBe(question);
      expect(await page.getByTestId("user-message").count()).toBe(before);
      expect(await page.getByText("The seed round is").count()).toBe(0);
      await screenshot(page, "pitch-deck-chat-stream-error");
      await context.close();
    },
  );

  browserIt(
    "public chat with JavaScript: the reply grows as its pieces arrive, formatted, and the bubble follows it",
    async () => {
      const context = await browser.newContext();
      // The page's fetch of the stream route gets a stream this test feeds piece by piece
      // (the local provider sends its answer in one piece).
      await context.addInitScript((path: string) => {
        const real = window.fetch.bind(window);
        const w = window as unknown as { __feed?: (text: string) => void; __close?: () => void };
        window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
          const url = new URL(
            typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
            location.href,
          );
          if (url.pathname !== path) return real(input, init);
          const encoder = new TextEncoder();
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              w.__feed = (text) => controller.enqueue(encoder.encode(text));
              w.__close = () => controller.close();
            },
          });
          return Promise.resolve(
            new Response(body, {
              status: 200,
              headers: { "Content-Type": "text/event-stream; charset=utf-8" },
            }),
          );
        };
      }, `${PUBLIC}/stream`);
      const page = await context.newPage();
      await openChat(page);
      const feed = (text: string) =>
        page.evaluate((t) => (window as unknown as { __feed: (text: string) => void }).__feed(t), text);
      const input = page.getByPlaceholder("Ask your question about the pitch deck...");
      await input.fill("How much are you raising?");
      await input.press("Enter");
      await page.getByText("AI is thinking...").waitFor();
      await page.waitForFunction(
        () => typeof (window as unknown as { __feed?: unknown }).__feed === "function",
      );
      const bubble = page.getByTestId("assistant-message").nth(1);
      await feed('data: {"text":"## Funding\\n\\nWe raise **€1.5"}\n\n');
      await expect.poll(() => bubble.innerText()).toContain("We raise €1.5");
      expect(await page.getByText("AI is thinking...").count()).toBe(0);
      expect(await bubble.locator("strong").innerText()).toBe("€1.5");
      await feed('data: {"text":" million** (page 13)."}\n\n');
      await expect.poll(() => bubble.innerText()).toContain("We raise €1.5 million (page 13).");
      expect(await bubble.getByRole("heading", { name: "Funding" }).count()).toBe(1);
      expect(await bubble.locator("strong").innerText()).toBe("€1.5 million");
      expect(await input.isDisabled()).toBe(true);
      await screenshot(page, "pitch-deck-chat-streaming");
      await feed(
        'event: error\ndata: {"title":"Error","description":"Could not get AI response. Please try again."}\n\n',
      );
      await page.getByTestId("toast").waitFor();
      expect(await page.getByTestId("assistant-message").count()).toBe(1);
      expect(await input.inputValue()).toBe("How much are you raising?");
      await context.close();
    },
  );

  browserIt(
    "public chat on a small screen: collapsible menu, one suggested question with 'More Questions (n)'",
    async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await openChat(page);
      // The chat is a drawer on a phone: its button opens it.
      const panel = page.getByTestId("chat-panel");
      await expect.poll(() => panel.getAttribute("data-drawer")).toBe("closed");
      await page.getByTestId("chat-drawer-open").click();
      await expect.poll(() => panel.getAttribute("data-drawer")).toBe("open");
      const more = page.getByText(/More Questions \(3\)/);
      await more.waitFor();
      await more.click();
      await page.getByText("Show Less").waitFor();
      await page.getByTestId("chat-drawer-close").click();
      await page.getByText("☰ Menu").click();
      await page
        .getByRole("navigation", { name: "Pitch deck chat menu" })
        .getByRole("link", { name: "Timeline" })
        .waitFor();
      await screenshot(page, "pitch-deck-chat-mobile");
      await context.close();
    },
  );

  for (const javaScriptEnabled of [true, false]) {
    browserIt(
      `a reply is an answer sentence, page chips and the passages folded below (JavaScript ${javaScriptEnabled ? "on" : "off"})`,
      async () => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await openChat(page);
        await page
          .getByPlaceholder("Ask your question about the pitch deck...")
          .fill("How much are you raising?");
        await page.getByRole("button", { name: "Send" }).click();
        const reply = page
          .getByTestId("assistant-message")
          .filter({ has: page.getByTestId("reply-sources") });
        await reply.first().waitFor();
        // With JavaScript the streamed reply gives way to the stored one once the conversation is
        // read again (a new element, its passages closed): the checks below are on the stored one.
        await page.locator("[data-streaming]").waitFor({ state: "detached" });
        // The answer: one or two sentences with the figure, cited.
        const answer = await reply.getByTestId("reply-answer").innerText();
        expect(answer).toContain("€1.5 million");
        expect(answer.trim()).toMatch(/\(page 13\)\.$/);
        expect(answer.trim().split(/(?<=[.!?])\s+(?=\p{Lu})/u).length).toBeLessThanOrEqual(2);
        // The sources as chips: a page opens in the viewer.
        const chip = reply.getByTestId("reply-sources").getByRole("link", { name: "page 13" });
        expect(await chip.getAttribute("href")).toBe("?slide=13");
        // The passages, folded: closed until the investor opens them (a details element).
        const passages = reply.getByTestId("reply-passages");
        const quoted = passages.getByText(/Page 13 ·/);
        expect(await quoted.isVisible()).toBe(false);
        await passages.getByText("What the deck says").click();
        await quoted.waitFor();
        expect(await passages.getAttribute("open")).not.toBeNull();
        await screenshot(page, `pitch-deck-chat-answer-shape-${javaScriptEnabled ? "js" : "nojs"}`);
        await context.close();
      },
    );
  }

  browserIt(
    "passages opened while the reply is on screen stay open when the stored reply takes its place",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openChat(page);
      // The conversation's reload after the reply (a `.data` request) waits until the fold is opened.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.data(\?|$)/, async (route) => {
        await held;
        await route.continue();
      });
      await page
        .getByPlaceholder("Ask your question about the pitch deck...")
        .fill("How much are you raising?");
      await page.getByRole("button", { name: "Send" }).click();
      const streamed = page.locator('[data-streaming="done"]');
      await streamed.getByText("What the deck says").click();
      expect(await streamed.getByTestId("reply-passages").getAttribute("open")).not.toBeNull();
      release();
      await page.locator("[data-streaming]").waitFor({ state: "detached" });
      const stored = page
        .getByTestId("assistant-message")
        .filter({ has: page.getByTestId("reply-sources") })
        .last();
      expect(await stored.getByTestId("reply-passages").getAttribute("open")).not.toBeNull();
      expect(await stored.getByText(/Page 13 ·/).isVisible()).toBe(true);
      await context.close();
    },
  );

  browserIt(
    "public chat without JavaScript: a plain form post returns the page with the answer",
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await openChat(page);
      await page.getByPlaceholder("Ask your question about the pitch deck...").fill("Who is on the team?");
      await page.getByRole("button", { name: "Send" }).click();
      await page.waitForURL(`**${PUBLIC}#latest`);
      const reply = page.getByTestId("assistant-message").filter({ hasText: "Lisa de Vries" });
      await reply.waitFor();
      expect(await reply.innerText()).toMatch(/page 10/i);
      await screenshot(page, "pitch-deck-chat-public-nojs");
      await context.close();
    },
  );

  browserIt(
    "the admin reads the conversation in the chat-messages tab, and uses /pitch-deck-chat",
    async () => {
      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await openChat(visitor);
      const question = "What is the monthly churn rate of the customers?";
      const input = visitor.getByPlaceholder("Ask your question about the pitch deck...");
      await input.fill(question);
      await visitor.getByRole("button", { name: "Send" }).click();
      await expect.poll(() => visitor.getByTestId("assistant-message").count(), { timeout: 15_000 }).toBe(2);
      await visitorContext.close();

      const context = await browser.newContext();
      const page = await context.newPage();
      await login(page);
      // The conversation is stored under waitUntil when the answer's stream ends: reopen the tab until it is listed.
      const row = page.getByTestId("conversation-row").filter({ hasText: question });
      await expect
        .poll(
          async () => {
            await page.goto("/admin/management/chat-messages");
            return row.count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      expect(await row.innerText()).toContain("Pitch Deck Chat");
      await screenshot(page, "chat-messages-tab");
      await row.getByRole("link", { name: "Bekijk berichten" }).click();
      await page.getByRole("link", { name: "← Terug naar overzicht" }).waitFor();
      const messages = page.getByTestId("conversation-messages");
      expect(await messages.getByTestId("user-message").innerText()).toContain(question);
      expect(await messages.getByTestId("assistant-message").innerText()).toMatch(/churn/i);
      await screenshot(page, "chat-messages-detail");

      await page.goto("/pitch-deck-chat");
      await page.getByRole("heading", { name: "VC Investment Analysis Chat" }).waitFor();
      expect(await page.getByRole("button", { name: "Reprocess PDF" }).isVisible()).toBe(true);
      const adminInput = page.getByPlaceholder("Stel je vraag over de pitch deck...");
      await adminInput.fill("What is the business model?");
      const adminSent = await recordStream(page, "/pitch-deck-chat/stream");
      const adminStream = streamResponse(page, "/pitch-deck-chat/stream");
      await adminInput.press("Enter");
      expectEventStream(await adminStream);
      const adminEvents = eventsOf(adminSent[0]);
      expect(adminEvents.at(-1)).toEqual({ type: "done" });
      expect(replyOf(adminEvents)).toMatch(/page 6/i);
      const reply = page.getByTestId("assistant-message").nth(1);
      await reply.waitFor();
      await expect.poll(() => reply.innerText()).toMatch(/page 6/i);
      // Stored and reloaded: the page's own messages (with their copy button) replace the streamed one.
      await page.getByRole("button", { name: "Reset Chat" }).waitFor();
      await reply.getByRole("button", { name: "Kopieer" }).waitFor();
      await screenshot(page, "pitch-deck-chat-admin");
      // The same page under /admin/pitch-deck-chat, with the member's conversation.
      await page.goto("/admin/pitch-deck-chat");
      await page.getByRole("heading", { name: "VC Investment Analysis Chat" }).waitFor();
      await expect
        .poll(() =>
          page.getByTestId("user-message").filter({ hasText: "What is the business model?" }).count(),
        )
        .toBe(1);
      await page.getByRole("button", { name: "Reset Chat" }).click();
      await expect.poll(() => page.getByTestId("user-message").count(), { timeout: 15_000 }).toBe(0);
      await context.close();
    },
  );
});
