import { describe, expect } from "vitest";

import { browserIt, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const YEAR = new Date().getUTCFullYear();

describe("/sales-metrics: weekly sales metrics", () => {
  browserIt(
    "enters a week with live totals (JS on) and sees it in the trends and conversion tables",
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
      const page = await context.newPage();
      await login(page);
      await page.goto("/sales-metrics");
      await page.getByLabel("Week", { exact: true }).selectOption("5");
      await page.getByLabel("Year", { exact: true }).selectOption(String(YEAR));
      await page.getByRole("button", { name: "Load week" }).click();
      await page.getByRole("heading", { name: new RegExp(`^W5 ${YEAR}`) }).waitFor();
      await page.getByLabel("Marketing investment – direct (€)").fill("1200");
      await page.getByLabel("Marketing investment – agency (€)").fill("300");
      expect(await page.getByTestId("total-marketingInvestment").textContent()).toMatch(/^€\s1\.500$/);
      await page.getByLabel("Marketing MQLs – direct").fill("30");
      await page.getByLabel("Marketing MQLs – agency").fill("10");
      expect(await page.getByTestId("total-mqlsMarketing").textContent()).toBe("40");
      await page.getByLabel("Registered").fill("12");
      await page.getByLabel("First chat").fill("4");
      expect(await page.getByTestId("total-sqlsTotal").textContent()).toBe("16");
      await page.getByLabel("€249 tier").fill("2");
      await page.getByLabel("Notes").fill("Launch week");
      await page.getByRole("button", { name: "Save Metrics" }).click();
      await page.getByTestId("toast").filter({ hasText: "Sales metrics saved successfully!" }).waitFor();
      const trends = page.getByTestId("direct-trends");
      await trends.getByRole("rowheader", { name: `W5 ${YEAR}` }).waitFor();
      // MQL → SQL: 16 / 40 = 40,0% (green: ≥ 20%).
      const conversion = page.getByTestId("conversion-rates");
      expect(
        await conversion
          .getByRole("row")
          .filter({ hasText: `W5 ${YEAR}` })
          .textContent(),
      ).toContain("40,0%");
      expect(await conversion.getByRole("link", { name: `W5 ${YEAR}` }).getAttribute("title")).toBe(
        "Launch week",
      );
      // The week overview's selector (submits on change): W5 alone.
      await page.getByLabel("Overview week").selectOption(`${YEAR}-W5`);
      await page.waitForURL(new RegExp(`period=${YEAR}-W5`));
      await page.getByTestId("week-overview").waitFor();
      await page.getByRole("heading", { name: "SQL Funnel Status" }).waitFor();
      await screenshot(page, "sales-metrics");
      // Drill-down from another week: the heading and the Week select both show the clicked week.
      await page.goto(`/sales-metrics?week=1&year=${YEAR}`);
      await page
        .getByTestId("conversion-rates")
        .getByRole("link", { name: `W5 ${YEAR}` })
        .click();
      await page.getByRole("heading", { name: new RegExp(`^W5 ${YEAR}`) }).waitFor();
      expect(await page.getByLabel("Week", { exact: true }).inputValue()).toBe("5");
      expect(await page.getByLabel("Year", { exact: true }).inputValue()).toBe(String(YEAR));
      await context.close();
    },
  );

  browserIt("saves a week without JavaScript and drills down from the conversion table", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page);
    await page.goto(`/sales-metrics?week=6&year=${YEAR}`);
    await page.getByLabel("Marketing MQLs – direct").fill("20");
    await page.getByLabel("Registered").fill("5");
    await page.getByRole("button", { name: "Save Metrics" }).click();
    await page.getByText("Sales metrics saved successfully!").waitFor();
    // Totals are computed on save.
    expect(await page.getByTestId("total-mqlsMarketing").textContent()).toBe("20");
    await page.goto("/sales-metrics?week=1&year=" + YEAR);
    await page
      .getByTestId("conversion-rates")
      .getByRole("link", { name: `W6 ${YEAR}` })
      .click();
    await page.getByRole("heading", { name: new RegExp(`^W6 ${YEAR}`) }).waitFor();
    expect(await page.getByLabel("Registered").inputValue()).toBe("5");
    expect(await page.getByLabel("Week", { exact: true }).inputValue()).toBe("6");
    await context.close();
  });
});
