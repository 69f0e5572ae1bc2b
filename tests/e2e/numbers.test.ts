import { readFileSync } from "node:fs";

import type { BrowserContext, Page } from "playwright-core";
import { describe, expect } from "vitest";

import { browserIt, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const YEAR = Number(
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", year: "numeric" }).format(new Date()),
);

/** A fresh founder: their company has no startup data yet. */
async function register(context: BrowserContext, label: string): Promise<Page> {
  const page = await context.newPage();
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto("/admin?mode=register");
  await page.getByLabel("Volledige Naam").fill(`Numbers ${label}`);
  await page.getByLabel("Bedrijfsnaam").fill(`Numbers ${label} ${id}`);
  await page.getByLabel("Email").fill(`numbers-${label}-${id}@example.com`);
  await page.getByLabel("Wachtwoord").fill("a long enough password");
  await page.getByRole("button", { name: "Account Aanmaken" }).click();
  await page.waitForURL("**/admin/dashboard");
  return page;
}

async function expectToast(page: Page, text: string) {
  await page.getByTestId("toast").filter({ hasText: text }).first().waitFor();
}

describe("/numbers: financial data wizard and dashboard", () => {
  browserIt("a new company lands on the wizard, completes it (JS on) and uses the dashboard", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await register(context, "js");
    await page.goto("/numbers");
    await page.waitForURL(/\/numbers\/wizard/);
    await page.getByRole("tab", { name: "Bedrijf" }).waitFor();

    // Tab 1 — Bedrijf.
    await page.getByLabel("Oprichtingsjaar").fill("1800");
    await page.getByLabel("Bedrijfsnaam").click();
    await page.getByText("Oprichtingsjaar moet 1900 of later zijn").waitFor();
    await page.getByLabel("Oprichtingsjaar").fill("2022");
    await page.getByLabel("Sector").selectOption("SaaS/Software");
    await page.getByLabel("Stadium").selectOption("Seed");
    await page.getByLabel("Land").selectOption("Nederland");
    await screenshot(page, "numbers-wizard-company");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.waitForURL(/step=revenue/);
    await expectToast(page, "Gegevens opgeslagen");
    expect(await page.getByRole("tab", { name: /Bedrijf/ }).textContent()).toContain("✓");
    // The auto-save toast lives 2 s (docs/product.md#finance-constants), not the default 4 s.
    await page
      .getByTestId("toast")
      .filter({ hasText: "Gegevens opgeslagen" })
      .waitFor({ state: "detached", timeout: 3500 });

    // Tab 2 — MRR.
    await page.getByLabel("Huidige MRR (€ per maand)").fill("12500");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.waitForURL(/step=costs/);

    // Tab 3 — Kosten; 'Vorige' goes back without saving.
    await page.getByLabel(`Vaste kosten – Dit jaar (${YEAR})`).fill("60000");
    await page.getByLabel(`Variabele kosten – Dit jaar (${YEAR})`).fill("-10");
    await page.getByLabel(`Vaste kosten – Volgend jaar (${YEAR + 1})`).click();
    await page.getByText("Bedrag mag niet negatief zijn").waitFor();
    await page.getByLabel(`Variabele kosten – Dit jaar (${YEAR})`).fill("15000");
    await screenshot(page, "numbers-wizard-costs");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.waitForURL(/step=capital/);

    // Tab 4 — Kapitaal.
    await page.getByLabel("Eigen vermogen (€)").fill("400000");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.waitForURL(/step=wacc/);
    // The URL changes before the new tab renders: wait for the bar rather than read it once.
    await expect.poll(() => page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    await page.getByRole("link", { name: "Vorige" }).click();
    await page.waitForURL(/step=capital/);
    await expect.poll(() => page.getByLabel("Eigen vermogen (€)").inputValue()).toBe("400.000");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.waitForURL(/step=wacc/);

    // Tab 5 — wacc, final save: the green panel counts down to /numbers.
    await page.getByRole("button", { name: "Definitief Opslaan & Naar Dashboard" }).click();
    await page.getByTestId("saved-panel").waitFor();
    await expectToast(page, "✅ Alle gegevens succesvol opgeslagen!");
    await page.getByRole("link", { name: "Ga nu naar Dashboard" }).waitFor();
    await page.getByRole("link", { name: "Nog meer bewerken" }).waitFor();
    await screenshot(page, "numbers-wizard-saved");
    await page.waitForURL(/\/numbers$/, { timeout: 10_000 });

    // The dashboard.
    await page.getByRole("heading", { name: "Financial Dashboard" }).waitFor();
    await page.getByRole("heading", { name: "AI-Enhanced Company Valuation" }).waitFor();
    await page.getByText("AI Valuation Advisor").waitFor();
    await page.getByRole("button", { name: "Apply AI Smart Defaults" }).click();
    await page.getByText("AI Defaults", { exact: true }).waitFor();
    await expect.poll(() => page.getByLabel("Revenue Multiple (x)").inputValue()).toBe("10");
    await page.getByRole("button", { name: "Bereken Bedrijfswaarde" }).click();
    await page.waitForURL(/valuation=1/);
    await expectToast(page, "✅ Bedrijfswaarde berekend");
    await expect.poll(() => page.getByTestId("valuation-card").count()).toBe(4);
    await page.getByText("Berekend", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Free Cash Flow Projecties" }).waitFor();
    await page.getByRole("heading", { name: "Waardering Vergelijking" }).waitFor();
    // The charts draw on the client (recharts SVG).
    await page.locator('[aria-label="Free Cash Flow Projecties"] svg.recharts-surface').first().waitFor();
    await page.locator("#valuation").scrollIntoViewIfNeeded();
    await screenshot(page, "numbers-dashboard-valuation");

    // The breakdown opens and closes.
    await page.getByRole("link", { name: "Toon Breakdown" }).click();
    await page.getByRole("heading", { name: "Auto Revenue Breakdown & Direct Sales Editor" }).waitFor();
    expect(await page.getByTestId("breakdown-month").count()).toBe(12);
    await page.getByRole("link", { name: "Verberg" }).click();
    await page.getByText("Auto Revenue Details").waitFor();

    // The yearly overview and its CSV.
    await page.getByRole("heading", { name: `Financieel Overzicht ${YEAR} - Excel Format` }).waitFor();
    await page.getByLabel("Kostendetails").check();
    await page.waitForURL(/details=1/);
    // This year's costs were entered by hand (€ 60.000 fixed, € 15.000 variable): the overview
    // spreads them over the months, so its total costs are the ones the report shows.
    await page.getByRole("rowheader", { name: "Vaste kosten" }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "CSV Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Financieel_Overzicht_${YEAR}.csv`);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain("Metric,Jan,Feb,Mrt,Apr,Mei,Jun,Jul,Aug,Sep,Okt,Nov,Dec,Totaal");
    expect(csv).toContain(`Omzet,${Array(12).fill("12500").join(",")},150000`);
    expect(csv).toContain(`Totaal Kosten,${Array(12).fill("6250").join(",")},75000`);
    expect(csv).toContain(`RESULTAAT,${Array(12).fill("6250").join(",")},75000`);
    await expectToast(page, "CSV Geëxporteerd");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Kopieer" }).click();
    await expectToast(page, "Gekopieerd");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Metric\tJan\tFeb");
    await page.locator("#overview").scrollIntoViewIfNeeded();
    await screenshot(page, "numbers-dashboard-overview");
    await context.close();
  });

  browserIt("a wizard tab posts and moves on without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await register(context, "nojs");
    await page.goto("/numbers");
    await page.waitForURL(/\/numbers\/wizard/);
    await page.getByLabel("Bedrijfsnaam").fill("");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.getByText("Bedrijfsnaam is verplicht").waitFor();
    await page.getByLabel("Bedrijfsnaam").fill("No Script BV");
    await page.getByLabel("Oprichtingsjaar").fill("2020");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.waitForURL(/step=revenue/);
    await expectToast(page, "Gegevens opgeslagen");
    await page.getByLabel("Huidige MRR (€ per maand)").fill("abc");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.getByText("Gebruik 1.234,56 of 1234,56").waitFor();
    await screenshot(page, "numbers-wizard-nojs");
    await page.getByLabel("Huidige MRR (€ per maand)").fill("900");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.waitForURL(/step=costs/);
    // Jump to the last tab and save for good: the panel's meta refresh takes over from the countdown.
    await page.getByRole("tab", { name: "wacc" }).click();
    await page.waitForURL(/step=wacc/);
    await page.getByRole("button", { name: "Definitief Opslaan & Naar Dashboard" }).click();
    await page.getByText("Land is verplicht").waitFor();
    await page.getByRole("tab", { name: "Bedrijf" }).click();
    await page.getByLabel("Sector").selectOption("FinTech");
    await page.getByLabel("Stadium").selectOption("MVP");
    await page.getByLabel("Land").selectOption("België");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.waitForURL(/step=revenue/);
    await page.getByRole("tab", { name: "wacc" }).click();
    await page.getByRole("button", { name: "Definitief Opslaan & Naar Dashboard" }).click();
    await page.getByTestId("saved-panel").waitFor();
    await page.getByRole("link", { name: "Ga nu naar Dashboard" }).waitFor();
    await page.waitForURL(/\/numbers$/, { timeout: 10_000 });
    await page.getByRole("heading", { name: "Financial Dashboard" }).waitFor();
    await page.getByText("Kapitaalstructuur gegevens ontbreken").waitFor();
    await screenshot(page, "numbers-dashboard-nojs");
    await context.close();
  });
});
