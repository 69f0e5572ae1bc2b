import { beforeAll, describe, expect } from "vitest";

import { browserIt, hasChromium, login, registerFounder, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const stamp = Date.now().toString(36);
// A company of its own: rotating its code leaves the demo company's alone.
const FOUNDER = {
  email: `codes-${stamp}@example.com`,
  password: "codes-e2e-2026",
  company: `Codes ${stamp}`,
};
const SETTINGS = "/admin/management/settings";

describe("Settings: a generated access code, and the AI budget", () => {
  beforeAll(async () => {
    if (!hasChromium) return;
    await registerFounder("Cora Codes", FOUNDER);
  });

  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";

    browserIt(
      `generates a code into the field, saves it, and an investor gets in with it (${label})`,
      async () => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await login(page, FOUNDER.email, FOUNDER.password);
        await page.goto(SETTINGS);
        // A code that is too short is refused with the rule.
        await page.getByLabel("Toegangscode").fill("short-1");
        await page.getByRole("button", { name: /Set access code|Rotate access code/ }).click();
        await page.getByText("De toegangscode moet minstens 10 tekens bevatten").waitFor();

        await page.getByRole("button", { name: "Generate a code" }).click();
        await page.getByTestId("generated-code").waitFor();
        const code = await page.getByLabel("Toegangscode").inputValue();
        expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
        await screenshot(page, `settings-generated-code-${javaScriptEnabled ? "js" : "nojs"}`);
        await page.getByRole("button", { name: /Set access code|Rotate access code/ }).click();
        await page.getByText("Toegangscode opgeslagen").waitFor();
        const slug = (await page.locator("code").filter({ hasText: "/public/" }).first().innerText())
          .replace("/public/", "")
          .trim();

        const investor = await (await browser.newContext({ javaScriptEnabled })).newPage();
        await investor.goto(`/public/${slug}`);
        await investor.getByLabel("Toegangscode").fill(code);
        await investor.getByRole("button", { name: "Toegang" }).click();
        await investor.getByText(`Welcome to ${FOUNDER.company}`).waitFor();
        await investor.context().close();
        await context.close();
      },
    );

    browserIt(`saves the AI budget, refusing a value out of range (${label})`, async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto(SETTINGS);
      await page.getByTestId("ai-budget-today").waitFor();
      const field = page.getByLabel("Questions per day");
      // The browser's own check would stop 0 before the server; the server's message is what JS-off and forged posts get.
      await field.evaluate((input: HTMLInputElement) => input.removeAttribute("min"));
      await field.fill("0");
      await page.getByRole("button", { name: "Save AI budget" }).click();
      await page.getByText("Kies een geheel getal van 1 tot 100.000.").waitFor();
      await field.fill(javaScriptEnabled ? "250" : "300");
      await page.getByRole("button", { name: "Save AI budget" }).click();
      await page.getByText("AI-budget opgeslagen").waitFor();
      await expect
        .poll(() => page.getByTestId("ai-budget-today").innerText())
        .toBe(`Today: 0 of ${javaScriptEnabled ? 250 : 300} questions answered.`);
      await context.close();
    });
  }
});
