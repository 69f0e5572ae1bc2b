import type { Page } from "playwright-core";
import { describe, expect } from "vitest";

import { browserIt, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const MONTHS = ["Jan", "Feb", "Mrt", "Apr", "Mei", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dec"];

/** How far the page itself scrolls sideways (0 = everything fits the viewport's width). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Each month's and the total's header: where it is and whether it is the element seen there. */
function headerBoxes(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('[data-testid="overview-table"]')!;
    return [...table.querySelectorAll("thead th")].map((th) => {
      const r = th.getBoundingClientRect();
      const seen = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        text: th.textContent!.trim(),
        left: r.left,
        right: r.right,
        width: r.width,
        seen: seen === th,
      };
    });
  });
}

describe("yearly overview ('Excel Format'): readable on a phone, on screen and in print", () => {
  for (const javaScriptEnabled of [true, false])
    browserIt(
      `a 390 px phone (JS ${javaScriptEnabled ? "on" : "off"}): no sideways page scroll, one card per month and the total`,
      async () => {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          locale: "nl-NL",
          javaScriptEnabled,
        });
        const page = await context.newPage();
        await login(page);
        await page.goto("/numbers?details=1");
        await page.getByRole("heading", { name: /Financieel Overzicht \d{4} - Excel Format/ }).waitFor();
        const cards = page.getByTestId("overview-months").locator("li");
        expect(await cards.count()).toBe(13);
        // Every month names its revenue, its costs and its result, with the cost details asked for.
        for (const [i, month] of MONTHS.entries()) {
          const card = cards.nth(i);
          expect(await card.getByRole("heading").textContent()).toBe(month);
          for (const label of ["Omzet", "Totaal Kosten", "RESULTAAT"])
            expect(await card.locator("dt", { hasText: label }).count()).toBeGreaterThan(0);
          await card.locator("dd").first().waitFor();
        }
        expect(await cards.nth(12).getByRole("heading").textContent()).toMatch(/^Totaal \d{4}$/);
        // The wide table is not what a phone shows.
        expect(await page.getByTestId("overview-table").isVisible()).toBe(false);
        await page.locator("#overview").scrollIntoViewIfNeeded();
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `yearly-overview-phone-js-${javaScriptEnabled ? "on" : "off"}`);
        await context.close();
      },
    );

  browserIt("1280 px: all twelve months and the total, none hidden under another column", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "nl-NL" });
    const page = await context.newPage();
    await login(page);
    await page.goto("/numbers?details=1");
    const region = page.getByRole("region", { name: "Jaaroverzicht per maand" });
    await region.scrollIntoViewIfNeeded();
    const overflows = await region.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    // Scrolled sideways there is a cue; scrolled to the end, the last months and the total are seen.
    expect(await page.getByTestId("overview-scroll-cue").isVisible()).toBe(overflows);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const boxes = await headerBoxes(page);
    expect(boxes.map((b) => b.text)).toEqual(["Metric", ...MONTHS, "Totaal"]);
    for (const b of boxes.filter((x) => ["Sep", "Okt", "Nov", "Dec", "Totaal"].includes(x.text)))
      expect(b, b.text).toMatchObject({ seen: true });
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  browserIt("print (landscape page): every month and the total fit, nothing cut off", async () => {
    // A4 landscape with 10 mm margins leaves 277 mm ≈ 1047 CSS px for the table.
    const context = await browser.newContext({ viewport: { width: 1047, height: 740 }, locale: "nl-NL" });
    const page = await context.newPage();
    await login(page);
    await page.goto("/numbers?details=1");
    await page.getByTestId("overview-table").waitFor();
    await page.emulateMedia({ media: "print" });
    expect(await page.getByTestId("overview-table").isVisible()).toBe(true);
    expect(await page.getByTestId("overview-months").isVisible()).toBe(false);
    const region = page.getByRole("region", { name: "Jaaroverzicht per maand" });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const boxes = await headerBoxes(page);
    expect(boxes.map((b) => b.text)).toEqual(["Metric", ...MONTHS, "Totaal"]);
    for (const b of boxes) {
      expect(b.width, b.text).toBeGreaterThan(0);
      expect(b.right, b.text).toBeLessThanOrEqual(1047);
    }
    // Every body cell of the last column is within the page too.
    const rights = await page
      .getByTestId("overview-table")
      .locator("tbody tr td:last-child")
      .evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().right));
    expect(rights.length).toBeGreaterThan(3);
    expect(Math.max(...rights)).toBeLessThanOrEqual(1047);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "yearly-overview-print");
    await context.close();
  });
});
