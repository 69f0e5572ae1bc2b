import { describe, expect } from "vitest";

import { DEMO_PROFILE, demoForecastSheets } from "../../app/domain/growth/demo-data";
import { browserIt, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
/** The seed's workbook is the forecast of next year. */
const FORECAST_YEAR = new Date().getUTCFullYear() + 1;

describe("demo data: the seeded company opens on populated sales, forecast and investor pages", () => {
  browserIt("the Investors tab shows who read the deck and what they asked", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await login(page);
    await page.goto("/admin/management/investors");
    const sanne = page.getByTestId("investor-row").filter({ hasText: "Sanne Bakker" });
    await sanne.waitFor();
    // Invited, and not opened yet: a row without visits.
    expect(await page.getByTestId("investor-row").filter({ hasText: "Lotte de Graaf" }).count()).toBe(1);
    await sanne.getByRole("link", { name: "Sanne Bakker" }).click();
    const churn = page.getByTestId("asked-question").filter({ hasText: "What is your monthly churn?" });
    await churn.waitFor();
    expect(await churn.getByTestId("cited-pages").innerText()).toBe("Cited: page 7, page 11");
    expect(
      await page
        .getByTestId("asked-question")
        .filter({ hasText: "What is the valuation?" })
        .getByTestId("cited-pages")
        .innerText(),
    ).toBe("Not covered by the deck");
    await screenshot(page, "demo-investor-detail");
    await context.close();
  });

  browserIt("twelve weeks of sales metrics on the weekly page and in the admin dashboard", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await login(page);
    await page.goto("/sales-metrics");
    // Other e2e files add their own weeks to the demo company: at least the seeded twelve.
    expect(await page.getByTestId("direct-trends").getByRole("row").count()).toBeGreaterThanOrEqual(13);
    expect(await page.getByTestId("agency-trends").getByRole("row").count()).toBeGreaterThanOrEqual(13);
    await page.getByTestId("week-overview").waitFor();
    // A week's notes are its tooltip in the conversion table.
    expect(
      await page
        .getByTestId("conversion-rates")
        .locator('a[title="Webinar with six Shopify agencies"]')
        .count(),
    ).toBe(1);

    await page.goto("/admin/sales-metrics?view=overview");
    expect(await page.getByText("No Data Available").count()).toBe(0);
    expect(await page.getByTestId("card-total-deals").textContent()).toMatch(/\d+,\d% win rate/);
    await page.goto("/admin/sales-metrics?view=enhanced");
    await page.getByText("Premium tier adoption").waitFor();
    await screenshot(page, "demo-sales-enhanced");
    await context.close();
  });

  browserIt("the forecast chat answers from the seeded Excel forecast out of the box", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await login(page);
    await page.goto("/forecast-chat");
    expect(await page.getByTestId("forecast-file").textContent()).toContain(
      `Adup Data Agent - Forecast ${FORECAST_YEAR}.xlsx`,
    );
    const revenue = demoForecastSheets(DEMO_PROFILE, FORECAST_YEAR)
      .find((s) => s.name === "Revenue")!
      .rows.find((r) => r[0] === "Revenue")!;
    await page
      .getByPlaceholder("Ask a question about the forecast...")
      .fill(`What is revenue in March ${FORECAST_YEAR}?`);
    await page.getByRole("button", { name: "Send" }).click();
    const answer = page.getByTestId("assistant-message").last();
    await answer
      .getByText(`${revenue[3]} — 'Revenue'!D5 (Revenue × Mar ${FORECAST_YEAR})`, { exact: false })
      .waitFor();
    await screenshot(page, "demo-forecast-chat");
    await context.close();
  });
});
