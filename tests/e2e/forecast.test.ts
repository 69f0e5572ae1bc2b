import { describe, expect } from "vitest";

import { browserIt, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();

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
    // The charts draw in the browser (lazy chunk): an SVG inside each labelled figure.
    await page
      .locator('[role="figure"][aria-label="Maandelijkse en cumulatieve omzet"] svg')
      .first()
      .waitFor();
    // Customers and euros each on their own axis: two charts, counts and euros (Dutch notation).
    const customers = page.locator('[role="figure"][aria-label="Actieve klanten"]');
    const investment = page.locator('[role="figure"][aria-label="Marketinginvestering"]');
    await customers.locator("svg").first().waitFor();
    await investment.locator("svg").first().waitFor();
    expect(await investment.locator(".recharts-yAxis").textContent()).toMatch(/€\d+K/);
    expect(await customers.locator(".recharts-yAxis").textContent()).not.toContain("€");
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
