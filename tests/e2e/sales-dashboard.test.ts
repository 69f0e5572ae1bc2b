import { readFileSync } from "node:fs";

import type { BrowserContext, Page } from "playwright-core";
import { describe, expect } from "vitest";

import { browserIt, holdChunk, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const YEAR = new Date().getUTCFullYear();
const TODAY = new Date().toISOString().slice(0, 10);

/** A fresh founder: their own company, so the figures are only the weeks entered here. */
async function register(context: BrowserContext): Promise<{ page: Page; email: string; password: string }> {
  const page = await context.newPage();
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `sales-${id}@example.com`;
  const password = "a long enough password";
  await page.goto("/admin?mode=register");
  await page.getByLabel("Volledige Naam").fill("Sales Founder");
  await page.getByLabel("Bedrijfsnaam").fill(`Sales Co ${id}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Account Aanmaken" }).click();
  await page.waitForURL("**/admin/dashboard");
  return { page, email, password };
}

/** Enters one week in the Input Data view (the period picker, then the form). */
async function enterWeek(page: Page, week: number, fields: Record<string, string>) {
  await page.getByLabel("Week", { exact: true }).selectOption(String(week));
  await page.getByLabel("Year", { exact: true }).selectOption(String(YEAR));
  await page.getByRole("button", { name: "Load week" }).click();
  await page.getByRole("heading", { name: new RegExp(`^W${week} ${YEAR}`) }).waitFor();
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Save Metrics" }).click();
  await page.getByText("Sales metrics saved successfully!").first().waitFor();
}

const W11 = {
  "Marketing investment – direct (€)": "1000",
  "Marketing MQLs – direct": "20",
  "Influencer MQLs": "20",
  Leads: "10",
  Outreach: "5",
  "Deal (won)": "1",
  "Agency marketing investment (€)": "200",
  "Agency €150 tier": "2",
};
const W12 = {
  "Marketing investment – direct (€)": "1500",
  "Marketing investment – agency (€)": "500",
  "Marketing MQLs – direct": "30",
  "Marketing MQLs – agency": "10",
  "Influencer MQLs": "10",
  Registered: "10",
  Integrated: "5",
  Leads: "20",
  Outreach: "10",
  "In contact": "5",
  Meeting: "4",
  "Proposal sent": "4",
  "Deal (won)": "2",
  "No deal (lost)": "2",
  "Agency marketing investment (€)": "800",
  "Agency €150 tier": "4",
  "Agency €750 tier": "1",
};

const menu = (page: Page) => page.getByRole("navigation", { name: "Sales metrics views" });

describe("/admin/sales-metrics: the admin Sales Metrics Dashboard", () => {
  browserIt("enters weeks, opens all nine views with their charts and exports (JS on)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page } = await register(context);
    await page.getByRole("link", { name: "Sales Metrics" }).first().click();
    await page.waitForURL("**/admin/sales-metrics");
    expect(await menu(page).getByRole("link", { name: "Input Data" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await enterWeek(page, 11, W11);
    await enterWeek(page, 12, W12);
    expect(page.url()).toContain(`/admin/sales-metrics?view=input&week=12&year=${YEAR}`);

    await menu(page).getByRole("link", { name: "Overview" }).click();
    await page.getByTestId("card-total-deals").filter({ hasText: "60,0% win rate" }).waitFor();
    expect(await page.getByTestId("card-roi").textContent()).toContain("200,0%");
    // The week selector submits on change (JS): W11 alone.
    await page.getByLabel("Week", { exact: true }).selectOption(`${YEAR}-W11`);
    await page.getByTestId("card-total-deals").filter({ hasText: "100,0% win rate" }).waitFor();
    await page.getByLabel("Week", { exact: true }).selectOption("all");
    await page.getByTestId("card-total-deals").filter({ hasText: "60,0% win rate" }).waitFor();
    await screenshot(page, "sales-dashboard-overview");

    await menu(page).getByRole("link", { name: "Funnel Status" }).click();
    await page.getByRole("heading", { name: "SQL Funnel Status" }).waitFor();

    await menu(page).getByRole("link", { name: "Direct Trends" }).click();
    await page
      .getByTestId("direct-trends")
      .getByRole("rowheader", { name: `W12 ${YEAR}` })
      .waitFor();
    await page
      .getByRole("figure", { name: "Direct MQLs, SQLs and customers per week" })
      .locator("svg.recharts-surface")
      .first()
      .waitFor();

    await menu(page).getByRole("link", { name: "Agency Trends" }).click();
    await page.getByTestId("agency-trends").waitFor();

    await menu(page).getByRole("link", { name: "Conversion Rates" }).click();
    await page.getByTestId("conversion-rates").getByRole("rowheader", { name: "TOTAAL" }).waitFor();
    // Drill-down: the week's figures in Input Data, with the Week select on that week.
    await page
      .getByTestId("conversion-rates")
      .getByRole("link", { name: `W11 ${YEAR}` })
      .click();
    await page.getByRole("heading", { name: new RegExp(`^W11 ${YEAR}`) }).waitFor();
    expect(await page.getByLabel("Week", { exact: true }).inputValue()).toBe("11");
    expect(await page.getByLabel("Influencer MQLs").inputValue()).toBe("20");

    await menu(page).getByRole("link", { name: "Marketing Funnel" }).click();
    expect(await page.getByTestId("card-marketing-cac").textContent()).toContain("€\u00a050");
    await page
      .getByRole("figure", { name: "Marketing vs influencer MQLs per week" })
      .locator("svg.recharts-surface")
      .first()
      .waitFor();

    await menu(page).getByRole("link", { name: "Agency Funnel" }).click();
    await page.getByTestId("card-activity").filter({ hasText: "63" }).waitFor();
    await page
      .getByRole("figure", { name: `Current week funnel (W12 ${YEAR})` })
      .locator("svg")
      .first()
      .waitFor();
    await page
      .getByRole("figure", { name: "Win rate trend" })
      .locator("svg.recharts-surface")
      .first()
      .waitFor();
    // The ROI bars stand on zero: the y-axis' lowest tick is 0%, so bar length compares the weeks.
    const roiBars = page.getByRole("figure", { name: "Agency ROI per week" });
    await roiBars.locator(".recharts-bar-rectangle").first().waitFor();
    const roiTicks = await roiBars
      .locator(".recharts-yAxis .recharts-cartesian-axis-tick-value")
      .allTextContents();
    expect(roiTicks[0]).toBe("0,0%");
    await screenshot(page, "sales-dashboard-agencies");

    await menu(page).getByRole("link", { name: "Enhanced Analytics" }).click();
    await page.getByTestId("insights").getByText("Consider upselling €150 → €750 tier").waitFor();
    expect(await page.getByTestId("lowest-stage").textContent()).toBe(
      "Lowest conversion: Outreach → Contact (33,3%). Focus here first.",
    );
    expect(
      await page.getByTestId("funnel-analysis").locator("[data-tone]").first().getAttribute("data-tone"),
    ).toBe("yellow");
    await page.getByRole("figure", { name: "Revenue by tier" }).locator("svg").first().waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, "sales-dashboard-enhanced");

    // Export Data: the download and the toast.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export Data", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sales-metrics-${TODAY}.json`);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
      weeks: Array<{ week_number: number }>;
    };
    expect(exported.weeks.map((w) => w.week_number)).toEqual([12, 11]);
    await page
      .getByTestId("toast")
      .filter({ hasText: "Sales metrics have been exported successfully." })
      .waitFor();
    expect(await page.getByTestId("toast").textContent()).toContain("Export Successful");

    // A phone: the menu and cards stack.
    await page.setViewportSize({ width: 390, height: 844 });
    await menu(page).getByRole("link", { name: "Overview" }).click();
    await page.getByTestId("card-total-leads").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "sales-dashboard-overview-phone");
    await menu(page).getByRole("link", { name: "Enhanced Analytics" }).click();
    await page.getByTestId("insights").waitFor();
    await page.getByRole("figure", { name: "Revenue by tier" }).locator("svg").first().waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, "sales-dashboard-enhanced-phone");
    await context.close();
  });

  browserIt("draws ROI bars from zero when every week loses money", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page } = await register(context);
    await page.getByRole("link", { name: "Sales Metrics" }).first().click();
    await page.waitForURL("**/admin/sales-metrics");
    // ROI = (deals × €1.000 − spend) / spend: −75% in W11, −50% (the better week) in W12.
    await enterWeek(page, 11, { Leads: "4", "Deal (won)": "1", "Agency marketing investment (€)": "4000" });
    await enterWeek(page, 12, { Leads: "4", "Deal (won)": "1", "Agency marketing investment (€)": "2000" });
    await menu(page).getByRole("link", { name: "Agency Funnel" }).click();
    const roiBars = page.getByRole("figure", { name: "Agency ROI per week" });
    await roiBars.locator(".recharts-bar-rectangle").first().waitFor();
    // The axis runs up to 0% (not to −50%), so each week has a bar hanging from zero ...
    const ticks = await roiBars
      .locator(".recharts-yAxis .recharts-cartesian-axis-tick-value")
      .allTextContents();
    expect(ticks.at(-1)).toBe("0,0%");
    expect(ticks[0]).toMatch(/^-/);
    const bars = roiBars.locator(".recharts-bar-rectangle rect");
    const heights = [(await bars.nth(0).boundingBox())!.height, (await bars.nth(1).boundingBox())!.height];
    // ... and the worse week's bar is the longer one (75 against 50).
    expect(heights[1]).toBeGreaterThan(0);
    expect(heights[0]! / heights[1]!).toBeCloseTo(1.5, 1);
    await context.close();
  });

  browserIt(
    "works without JavaScript: views are links, the week selector a form, export a download",
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const { page } = await register(context);
      await page.goto("/admin/sales-metrics");
      await enterWeek(page, 11, W11);
      await enterWeek(page, 12, W12);
      for (const [view, check] of [
        ["Overview", "60,0% win rate"],
        ["Funnel Status", "Agency Funnel Status"],
        ["Direct Trends", "Weekly Trends - Direct Clients"],
        ["Agency Trends", "Agency Weekly Trends"],
        ["Conversion Rates", "TOTAAL"],
        ["Marketing Funnel", "vs 30 influencer MQLs"],
        ["Agency Funnel", "Total Activity"],
        ["Enhanced Analytics", "Premium tier adoption"],
        ["Input Data", "Save Metrics"],
      ] as const) {
        await menu(page).getByRole("link", { name: view }).click();
        await page.waitForURL(/view=/);
        expect(await menu(page).getByRole("link", { name: view }).getAttribute("aria-current"), view).toBe(
          "page",
        );
        await page.getByText(check, { exact: true }).first().waitFor();
      }
      // The Overview's week selector is a GET form: W12 alone has 2 won of 4 closed.
      await menu(page).getByRole("link", { name: "Overview" }).click();
      await page.getByLabel("Week", { exact: true }).selectOption(`${YEAR}-W12`);
      await page.getByRole("button", { name: "Show" }).click();
      await page.waitForURL(new RegExp(`period=${YEAR}-W12`));
      await page.getByText("50,0% win rate", { exact: true }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export Data", exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`sales-metrics-${TODAY}.json`);
      const [csv] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export Data CSV" }).click(),
      ]);
      expect(csv.suggestedFilename()).toBe(`sales-metrics-${TODAY}.csv`);
      expect(readFileSync((await csv.path())!, "utf8").split("\r\n")[1]).toMatch(
        new RegExp(`^12,${YEAR},2000,`),
      );
      await context.close();
    },
  );

  browserIt("embeds the views in the Admin Panel's sales tabs", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page);
    await page.goto("/admin/management/sales-dashboard");
    await menu(page).getByRole("link", { name: "Funnel Status" }).click();
    await page.waitForURL(/management\/sales-dashboard\?view=funnel-status/);
    await page.getByRole("heading", { name: "Funnel Status", exact: true }).waitFor();
    await page.getByRole("tab", { name: "Sales Input" }).click();
    await page.getByRole("button", { name: "Save Metrics" }).waitFor();
    expect(await menu(page).count()).toBe(0);
    await context.close();
  });

  browserIt(
    "figures typed before the Sales Input tab's script has arrived count in the live totals",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await login(page);
      // Hold the sales tabs' chunk back until the figures have been typed.
      const release = await holdChunk(page, /\/assets\/sales-tabs-[^/]+\.js$/);
      await page.goto(`/admin/management/sales-input?week=30&year=${YEAR}`, {
        waitUntil: "domcontentloaded",
      });
      await page.getByLabel("Marketing investment – direct (€)").fill("1234");
      await page.getByLabel("Marketing investment – agency (€)").fill("300");
      await page.getByLabel("Marketing MQLs – direct").fill("17");
      await page.getByLabel("Marketing MQLs – agency").fill("4");
      release();
      await expect
        .poll(() => page.getByTestId("total-marketingInvestment").textContent(), { timeout: 15_000 })
        .toMatch(/^€\s1\.534$/);
      expect(await page.getByTestId("total-mqlsMarketing").textContent()).toBe("21");
      await context.close();
    },
  );
});
