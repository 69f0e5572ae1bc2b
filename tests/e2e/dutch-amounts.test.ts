import type { BrowserContext, Page } from "playwright-core";
import { describe, expect } from "vitest";

import { browserIt, login, screenshot, useBrowser } from "./fixtures";

/**
 * A Dutch founder types amounts as they write them (docs/decisions/044-amounts-revenue-and-valuations.md):
 * Chromium in nl-NL, JavaScript on and off, the wizard and monthly costs. `42.500` is stored as
 * 42500 and shown back as `42.500`; a negative salary is refused with nothing saved.
 */
const browser = useBrowser();
const NL = { locale: "nl-NL" };

async function register(context: BrowserContext, label: string): Promise<Page> {
  const page = await context.newPage();
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto("/admin?mode=register");
  await page.getByLabel("Volledige Naam").fill(`Bedragen ${label}`);
  await page.getByLabel("Bedrijfsnaam").fill(`Bedragen ${label} ${id}`);
  await page.getByLabel("Email").fill(`amounts-${label}-${id}@example.com`);
  await page.getByLabel("Wachtwoord").fill("a long enough password");
  await page.getByRole("button", { name: "Account Aanmaken" }).click();
  await page.waitForURL("**/admin/dashboard");
  return page;
}

async function wizardWithDutchAmounts(page: Page) {
  await page.goto("/numbers/wizard");
  await page.getByRole("tab", { name: "Bedrijf" }).waitFor();
  await page.getByLabel("Oprichtingsjaar").fill("2022");
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.waitForURL(/step=revenue/);
  const mrr = page.getByLabel("Huidige MRR (€ per maand)");
  expect(await mrr.getAttribute("inputmode")).toBe("decimal");
  await mrr.fill("42.500");
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.waitForURL(/step=costs/);
  // Back to the revenue tab: the stored 42500 shows as 42.500.
  await page.getByRole("tab", { name: /MRR/ }).click();
  await page.waitForURL(/step=revenue/);
  await expect.poll(() => page.getByLabel("Huidige MRR (€ per maand)").inputValue()).toBe("42.500");
  // An English thousands separator is refused, never read as 42,5.
  await page.getByLabel("Huidige MRR (€ per maand)").fill("42,500");
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByText("Onduidelijk bedrag", { exact: false }).first().waitFor();
  await page.getByLabel("Huidige MRR (€ per maand)").fill("42.500");
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.waitForURL(/step=costs/);
}

async function monthlyCostsWithDutchAmounts(page: Page, month: { month: number; year: number }) {
  const url = `/monthly-costs?month=${month.month}&year=${month.year}`;
  await page.goto(url);
  await page.getByRole("heading", { name: "Monthly Cost Items" }).waitFor();
  await page.getByLabel("CEO Salary", { exact: true }).fill("7.500");
  await page.getByLabel("Developers", { exact: true }).fill("1.234,56");
  await page.getByRole("button", { name: "Save monthly costs" }).click();
  await page.getByTestId("toast").filter({ hasText: "Kosten opgeslagen" }).first().waitFor();
  await expect.poll(() => page.getByTestId("month-total").textContent()).toBe("€\u00a08.734,56");
  await expect.poll(() => page.getByLabel("CEO Salary", { exact: true }).inputValue()).toBe("7.500");
  // A negative salary: refused on its field, nothing saved.
  await page.getByLabel("CEO Salary", { exact: true }).fill("-900");
  await page.getByRole("button", { name: "Save monthly costs" }).click();
  await page.getByText("Bedrag mag niet negatief zijn").waitFor();
  await page.getByText("Niet opgeslagen: controleer de gemarkeerde bedragen.").waitFor();
  await page.goto(url);
  await expect.poll(() => page.getByLabel("CEO Salary", { exact: true }).inputValue()).toBe("7.500");
}

describe("Dutch amounts (Chromium nl-NL)", () => {
  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";
    browserIt(`${label}: the wizard stores 42.500 as 42500 and the dashboard shows € 42.500`, async () => {
      const context = await browser.newContext({ ...NL, javaScriptEnabled });
      const page = await register(context, javaScriptEnabled ? "js" : "nojs");
      await wizardWithDutchAmounts(page);
      await page.goto("/numbers");
      await expect.poll(() => page.getByTestId("summary-mrr").textContent()).toContain("€\u00a042.500");
      await screenshot(page, `dutch-amounts-wizard-${javaScriptEnabled ? "js" : "nojs"}`);
      await context.close();
    });

    browserIt(
      `${label}: monthly costs store 7.500 and 1.234,56 as typed and refuse a negative salary`,
      async () => {
        const context = await browser.newContext({ ...NL, javaScriptEnabled });
        const page = await context.newPage();
        await login(page);
        // Months no other e2e file touches.
        await monthlyCostsWithDutchAmounts(page, { month: javaScriptEnabled ? 2 : 3, year: 2035 });
        await screenshot(page, `dutch-amounts-monthly-costs-${javaScriptEnabled ? "js" : "nojs"}`);
        await context.close();
      },
    );
  }
});
