import type { Page } from "playwright-core";
import { describe, expect } from "vitest";

import { browserIt, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const TAB = "/admin/management/interviews";

/** The demo founder makes a new interview link in the admin panel and reads it from the dialog. */
async function createLink(admin: Page): Promise<string> {
  await admin.goto(TAB);
  await admin.getByRole("button", { name: "Start Interview" }).click();
  const dialog = admin.getByRole("dialog", { name: "Interview Link Gegenereerd" });
  await dialog.waitFor();
  return admin.getByLabel("Link voor de founder").inputValue();
}

describe("founder interview", () => {
  browserIt(
    "an admin sends a link; the founder answers every question (JS on) and the admin reads the answers",
    async () => {
      const adminContext = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
      const admin = await adminContext.newPage();
      await login(admin);
      const link = await createLink(admin);
      expect(link).toMatch(/\/interview\/[A-Za-z0-9_-]{43}$/);
      await admin.getByRole("button", { name: "Kopiëren" }).click();
      await admin.getByTestId("toast").filter({ hasText: "Link Gekopieerd" }).waitFor();
      expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(link);
      expect(await admin.getByRole("link", { name: "Openen" }).getAttribute("href")).toBe(link);
      await screenshot(admin, "interviews-admin-link");

      // The founder: no account, only the link.
      const founderContext = await browser.newContext();
      const founder = await founderContext.newPage();
      await founder.goto(link);
      await founder.getByRole("heading", { name: "What to Expect" }).waitFor();
      await founder.getByRole("heading", { name: "Adup Data Agent" }).waitFor();
      await screenshot(founder, "interviews-welcome");
      await founder.getByRole("button", { name: "Start Interview" }).click();
      await founder.getByTestId("toast").filter({ hasText: "Interview Started" }).waitFor();
      const counter = founder.getByTestId("question-counter");
      await counter.filter({ hasText: /^Question 1 of \d+$/ }).waitFor();
      const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
      // The demo company has a pitch deck: 8-10 tailored questions.
      expect(total).toBeGreaterThanOrEqual(8);
      expect(total).toBeLessThanOrEqual(10);

      const box = founder.getByLabel("Your answer");
      const next = founder.getByRole("button", { name: "Save & Next" });
      expect(await next.isDisabled()).toBe(true);
      await box.fill("   ");
      expect(await next.isDisabled()).toBe(true);
      await box.fill("Partnerships with Shopify agencies; CAC €1,200 and LTV €14,000.");
      await screenshot(founder, "interviews-question");
      await next.click();
      await founder.getByTestId("toast").filter({ hasText: "Answer Saved" }).waitFor();
      await counter.filter({ hasText: `Question 2 of ${total}` }).waitFor();
      expect(await box.inputValue()).toBe("");
      // Previous shows the saved answer again.
      await founder.getByRole("link", { name: "Previous" }).click();
      await counter.filter({ hasText: `Question 1 of ${total}` }).waitFor();
      expect(await box.inputValue()).toBe("Partnerships with Shopify agencies; CAC €1,200 and LTV €14,000.");
      await founder.goto(link); // resume: straight to the first open question
      await counter.filter({ hasText: `Question 2 of ${total}` }).waitFor();

      for (let n = 2; n < total; n++) {
        await counter.filter({ hasText: `Question ${n} of ${total}` }).waitFor();
        await box.fill(`Answer number ${n}.`);
        await founder.getByRole("button", { name: "Save & Next" }).click();
      }
      await counter.filter({ hasText: `Question ${total} of ${total}` }).waitFor();
      await box.fill("Last answer.");
      await founder.getByRole("button", { name: "Complete Interview" }).click();
      await founder.getByRole("heading", { name: "Interview Completed" }).waitFor();
      await founder.getByTestId("toast").filter({ hasText: "Interview Completed!" }).waitFor();
      await screenshot(founder, "interviews-completed");
      // After 3 s on to the company's thank-you page (the home route would be the investors' gate).
      await founder.waitForURL((url) => url.pathname === "/public/demo/thank-you", { timeout: 10_000 });
      await founder.getByRole("heading", { name: "Thank you!" }).waitFor();
      expect(await founder.getByText("Toegang Vereist").count()).toBe(0);
      await screenshot(founder, "interviews-thank-you");

      await admin.goto(TAB);
      const row = admin.getByTestId("interview-row").filter({ hasText: link.slice(-43, -35) });
      await row.getByText("Voltooid").waitFor();
      expect(await row.textContent()).toContain(`${total} / ${total}`);
      await row.getByRole("link", { name: "Bekijk" }).click();
      await admin.getByTestId("interview-responses").getByText("Last answer.").waitFor();
      await screenshot(admin, "interviews-admin-detail");
      await adminContext.close();
      await founderContext.close();
    },
  );

  browserIt("works without JavaScript: start, a refused empty answer, save, previous", async () => {
    const adminContext = await browser.newContext({ javaScriptEnabled: false });
    const admin = await adminContext.newPage();
    await login(admin);
    const link = await createLink(admin);
    const founderContext = await browser.newContext({ javaScriptEnabled: false });
    const founder = await founderContext.newPage();
    await founder.goto(link);
    await founder.getByRole("button", { name: "Start Interview" }).click();
    const counter = founder.getByTestId("question-counter");
    await counter.filter({ hasText: /^Question 1 of / }).waitFor();
    // No voice input without JavaScript.
    expect(await founder.getByRole("button", { name: "Voice Input" }).count()).toBe(0);
    await founder.getByRole("button", { name: "Save & Next" }).click();
    await founder.getByText("Please enter an answer before continuing.").waitFor();
    await screenshot(founder, "interviews-nojs-error");
    await founder.getByLabel("Your answer").fill("Mostly inbound from content.");
    await founder.getByRole("button", { name: "Save & Next" }).click();
    await counter.filter({ hasText: /^Question 2 of / }).waitFor();
    await founder.getByText("Answer Saved").waitFor();
    await founder.getByRole("link", { name: "Previous" }).click();
    await counter.filter({ hasText: /^Question 1 of / }).waitFor();
    expect(await founder.getByLabel("Your answer").inputValue()).toBe("Mostly inbound from content.");
    await adminContext.close();
    await founderContext.close();
  });
});
