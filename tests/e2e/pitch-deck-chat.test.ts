import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { browserIt, DEMO, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const PUBLIC = `/public/${DEMO.slug}/pitch-deck`;

/** Opens the public pitch deck chat, passing its gate when it shows. */
async function openChat(page: Page) {
  await page.goto(PUBLIC);
  const gate = page.getByRole("heading", { name: "Pitch Deck Chat Access" });
  const chat = page.getByRole("heading", { name: "Pitch Deck Chat - Public Access" });
  await gate.or(chat).first().waitFor();
  if (await gate.isVisible()) {
    expect(await page.getByText("Enter the access code to use our interactive pitch deck chat.").isVisible()).toBe(true);
    await page.getByLabel("Toegangscode").fill(DEMO.accessCode);
    await page.getByRole("button", { name: "Toegang" }).click();
    await chat.waitFor();
  }
}

describe("pitch deck chat", () => {
  browserIt("public chat with JavaScript: Enter sends, 'AI is thinking...', an answer that cites a page, copy, reset", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openChat(page);
    await expect.poll(() => page.getByText("Suggested Questions").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Download PDF" }).first().isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Reset Chat" }).count()).toBe(0);
    const input = page.getByPlaceholder("Ask your question about the pitch deck...");
    await input.fill("How much are you raising in the seed round?");
    await input.press("Enter");
    await page.getByText("AI is thinking...").or(page.getByTestId("assistant-message").nth(1)).first().waitFor();
    const reply = page.getByTestId("assistant-message").nth(1);
    await reply.waitFor();
    await expect.poll(() => reply.innerText()).toMatch(/page 13/i);
    expect(await reply.innerText()).toContain("€1.5 million");
    expect(await page.getByTestId("user-message").first().innerText()).toContain("How much are you raising in the seed round?");
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
    await suggestion.click();
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
  });

  browserIt("public chat on a small screen: collapsible menu, one suggested question with 'More Questions (n)'", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openChat(page);
    const more = page.getByText(/More Questions \(3\)/);
    await more.waitFor();
    await more.click();
    await page.getByText("Show Less").waitFor();
    await page.getByText("☰ Menu").click();
    await page.getByRole("navigation", { name: "Pitch deck chat menu" }).getByRole("link", { name: "Timeline" }).waitFor();
    await screenshot(page, "pitch-deck-chat-mobile");
    await context.close();
  });

  browserIt("public chat without JavaScript: a plain form post returns the page with the answer", async () => {
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
  });

  browserIt("the admin reads the conversation in the chat-messages tab, and uses /pitch-deck-chat", async () => {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await openChat(visitor);
    const question = "What is the monthly churn rate of the customers?";
    const input = visitor.getByPlaceholder("Ask your question about the pitch deck...");
    await input.fill(question);
    await visitor.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => visitor.getByTestId("assistant-message").count()).toBe(2);
    await visitorContext.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page);
    await page.goto("/admin/management?tab=chat-messages");
    const row = page.getByTestId("conversation-row").filter({ hasText: question });
    await row.waitFor();
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
    const adminInput = page.getByPlaceholder("Ask your question about the pitch deck...");
    await adminInput.fill("What is the business model?");
    await adminInput.press("Enter");
    const reply = page.getByTestId("assistant-message").nth(1);
    await reply.waitFor();
    await expect.poll(() => reply.innerText()).toMatch(/page 6/i);
    await screenshot(page, "pitch-deck-chat-admin");
    // The same page under /admin/pitch-deck-chat, with the member's conversation.
    await page.goto("/admin/pitch-deck-chat");
    await page.getByRole("heading", { name: "VC Investment Analysis Chat" }).waitFor();
    await expect.poll(() => page.getByTestId("user-message").filter({ hasText: "What is the business model?" }).count()).toBe(1);
    await page.getByRole("button", { name: "Reset Chat" }).click();
    await expect.poll(() => page.getByTestId("user-message").count()).toBe(0);
    await context.close();
  });
});
