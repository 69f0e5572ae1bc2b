import { describe, expect } from "vitest";

import { browserIt, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();

/** An amount as the page shows it: "€ 45.021", "€45K", "€2,5M" → euros. */
function euros(text: string): number {
  const match = /(-?[\d.]+(?:,\d+)?)\s*([KM]?)/.exec(text.replace(/\u00a0/g, " "));
  if (!match) throw new Error(`no amount in ${text}`);
  const value = Number(match[1]!.replace(/\./g, "").replace(",", "."));
  return value * (match[2] === "M" ? 1e6 : match[2] === "K" ? 1e3 : 1);
}

describe("/forecast: revenue forecast scenarios", () => {
  browserIt("creates a scenario (JS on) and shows its cards, charts and months", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await login(page);
    await page.goto("/forecast");
    // The demo seed's two scenarios are there from the start.
    const scenarios = page.getByRole("navigation", { name: "Scenarios" });
    await scenarios.getByRole("link", { name: /^Basisscenario: € 9\.000 per maand/ }).waitFor();
    await scenarios.getByRole("link", { name: /^Versnelde groei via agencies/ }).waitFor();
    await page.getByRole("link", { name: "Nieuw Scenario" }).click();
    const dialog = page.getByRole("dialog", { name: "Nieuw Scenario" });
    await dialog.waitFor();
    const create = dialog.getByRole("button", { name: "Scenario Aanmaken" });
    // Disabled until there is a name (the start date defaults to today).
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel("Scenario naam").fill("Groei met 5% per maand");
    expect(await create.isDisabled()).toBe(false);
    await dialog.getByLabel("Startdatum").fill("2027-01-01");
    await dialog.getByLabel("Maandelijks marketingbudget (€)").fill("9000");
    await dialog.getByLabel("Budgetgroei per maand (%)").fill("5");
    expect(await dialog.getByLabel("Projectieperiode").inputValue()).toBe("36");
    await create.click();
    await page.getByTestId("toast").filter({ hasText: "Scenario aangemaakt" }).waitFor();
    await page.getByRole("heading", { name: "Groei met 5% per maand" }).waitFor();
    expect(await page.getByTestId("projection-row").count()).toBe(36);
    // Demo profile: CAC € 450 → the first month buys floor(9000 / 450) = 20 customers.
    expect(await page.getByTestId("projection-row").first().textContent()).toContain("01-2027");
    const cards = await page.getByTestId("forecast-summary").textContent();
    expect(cards).toContain("Cumulatieve omzet");
    expect(cards).toContain("ROI");
    // The charts draw in the browser (lazy chunk). Each series has a chart and an axis of its own:
    // MRR (thousands) beside cumulative revenue (millions) on one axis would lie flat.
    const figure = (name: string) => page.locator(`[role="figure"][aria-label="${name}"]`);
    const mrr = figure("Maandomzet");
    const cumulative = figure("Cumulatieve omzet");
    const customers = figure("Actieve klanten");
    const investment = figure("Marketinginvestering");
    for (const chart of [mrr, cumulative, customers, investment]) {
      await chart.locator(".recharts-line").first().waitFor();
      expect(await chart.locator(".recharts-line").count()).toBe(1);
    }
    // The MRR axis ends near the highest MRR in the table, far below the cumulative axis.
    const topTick = async (chart: typeof mrr) =>
      euros(
        (await chart.locator(".recharts-yAxis .recharts-cartesian-axis-tick-value").allTextContents()).at(
          -1,
        )!,
      );
    const mrrCells = await page.getByTestId("projection-row").locator("td:nth-of-type(4)").allTextContents();
    const maxMrr = Math.max(...mrrCells.map(euros));
    const mrrTop = await topTick(mrr);
    expect(mrrTop).toBeGreaterThanOrEqual(maxMrr);
    expect(mrrTop).toBeLessThan(2 * maxMrr);
    expect(await topTick(cumulative)).toBeGreaterThan(5 * mrrTop);
    // Counts and euros (Dutch notation) on their own axes.
    expect(await investment.locator(".recharts-yAxis").textContent()).toMatch(/€\d+K/);
    expect(await customers.locator(".recharts-yAxis").textContent()).not.toContain("€");
    // On a phone every chart keeps a readable plot: at least 150 px between the axis' ends. The
    // charts redraw after the resize is observed, so read each plot once it has settled.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const chart of [mrr, cumulative, customers, investment]) {
      await expect
        .poll(async () => (await chart.locator(".recharts-cartesian-grid").boundingBox())?.height ?? 0)
        .toBeGreaterThanOrEqual(150);
    }
    await screenshot(page, "forecast-scenario");
    await context.close();
  });

  browserIt("works without JavaScript: refused empty name, create, delete", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page);
    await page.goto("/forecast");
    await page.getByRole("link", { name: /^(Nieuw Scenario|Eerste Scenario Aanmaken)$/ }).click();
    const dialog = page.getByRole("dialog", { name: "Nieuw Scenario" });
    await dialog.getByRole("button", { name: "Scenario Aanmaken" }).click();
    await page.getByText("Scenario naam is verplicht").waitFor();
    await page.getByLabel("Scenario naam").fill("Zonder JavaScript");
    await page.getByLabel("Projectieperiode").selectOption("12");
    await page.getByLabel("Maandelijks marketingbudget (€)").fill("4500");
    await page.getByRole("button", { name: "Scenario Aanmaken" }).click();
    await page.getByRole("heading", { name: "Zonder JavaScript" }).waitFor();
    expect(await page.getByTestId("projection-row").count()).toBe(12);
    await screenshot(page, "forecast-nojs");
    // Without confirm() the delete asks first, on the page: cancel keeps it, confirm deletes.
    await page.getByRole("link", { name: "Verwijderen Zonder JavaScript" }).click();
    const confirmStep = page.getByRole("alertdialog");
    await confirmStep.getByText("Dit scenario en zijn projecties verwijderen? (Zonder JavaScript)").waitFor();
    await confirmStep.getByRole("link", { name: "Annuleren" }).click();
    await page.getByRole("heading", { name: "Zonder JavaScript" }).waitFor();
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    await page.getByRole("link", { name: "Verwijderen Zonder JavaScript" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
    await page.getByText("Scenario verwijderd").waitFor();
    expect(await page.getByRole("link", { name: "Zonder JavaScript" }).count()).toBe(0);
    await context.close();
  });
});
