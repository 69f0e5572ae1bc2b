import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";

import { seriousViolations } from "./axe";
import {
  browserIt,
  hasChromium,
  investorRow,
  inviteAndReadLink,
  login,
  registerFounder,
  revokeThroughMenu,
  screenshot,
  useBrowser,
} from "./fixtures";

const browser = useBrowser();
const TAB = "/admin/management/investors";
const stamp = Date.now().toString(36);
// A company of its own: its name and tagline are set here, and its gate is asked for access.
const FOUNDER = {
  email: `tab-gate-${stamp}@example.com`,
  password: "tab-gate-e2e-2026",
  company: `Soldera Solar ${stamp}`,
};
const TAGLINE = "Solar roofs for every home";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
let slug = "";

/** The page is no wider than the window: nothing to scroll sideways. */
const pageFits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("the Investors tab fits, and the gate helps", () => {
  beforeAll(async () => {
    if (!hasChromium) return;
    await registerFounder("Sol Founder", FOUNDER);
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, FOUNDER.email, FOUNDER.password);
    await page.goto("/admin/management/settings");
    slug = ((await page.locator("code").filter({ hasText: "/public/" }).first().textContent()) ?? "")
      .replace("/public/", "")
      .trim();
    // The company's own tagline (Settings), for the gate and the site's titles.
    await page.getByLabel("Tagline").fill(TAGLINE);
    await page
      .locator("form")
      .filter({ has: page.getByLabel("Tagline") })
      .getByRole("button", { name: "Save" })
      .click();
    await page.getByText("Bedrijfsgegevens opgeslagen").first().waitFor();
    // Three investors with long names and addresses: the widest rows the table gets.
    for (const n of [1, 2, 3])
      await inviteAndReadLink(
        page,
        `Investor Number ${n} With A Long Name`,
        `partner-${n}-${stamp}@a-rather-long-venture-capital-domain.example`,
        "Northwind Growth Equity Partners",
      );
    await context.close();
  }, 120_000);

  browserIt(
    "at 1280×800 the interest score shows without sideways scrolling; at 390×844 each visitor is a card and the page fits",
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto(TAB);
      const table = page.getByTestId("investors-table");
      await table.waitFor();
      expect(await pageFits(page)).toBe(true);
      // The table is as wide as its card: no sideways scroll hides the score or the actions.
      expect(await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
      const scores = table.getByTestId("interest-score");
      expect(await scores.count()).toBe(3);
      for (const box of await scores.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON())))
        expect(box.right).toBeLessThanOrEqual(DESKTOP.width);
      const actions = investorRow(page, "Investor Number 1").getByTestId("row-actions");
      const actionsBox = await actions.boundingBox();
      expect(actionsBox!.x + actionsBox!.width).toBeLessThanOrEqual(DESKTOP.width);
      // Each visitor is drawn once: a table row here, the same row as a card on a phone.
      expect(
        await investorRow(page, "Investor Number 1").evaluate((tr) => getComputedStyle(tr).display),
      ).toBe("table-row");
      // The row's menu opens over the table without widening the page.
      await actions.locator("summary").first().click();
      await actions.getByRole("link", { name: "Open details" }).waitFor();
      expect(await pageFits(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "investors-tab-1280");

      await page.setViewportSize(PHONE);
      await page.goto(TAB);
      const cards = page.getByTestId("investor-row");
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      expect(await cards.first().evaluate((tr) => getComputedStyle(tr).display)).toBe("grid");
      // The column headings are for screen readers only; each figure carries its label.
      expect(
        await table.locator("thead").evaluate((t) => t.getBoundingClientRect().height),
      ).toBeLessThanOrEqual(1);
      expect(await pageFits(page)).toBe(true);
      const card = cards.filter({ hasText: "Investor Number 2" });
      expect(await card.locator('[data-column="deckShare"]').innerText()).toMatch(/^Deck seen\s+0%$/);
      expect(await card.getByTestId("interest-score").isVisible()).toBe(true);
      const cardBox = await card.boundingBox();
      expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(PHONE.width);
      await card.getByTestId("row-actions").locator("summary").first().click();
      await card.getByRole("link", { name: "Open details" }).waitFor();
      expect(await pageFits(page)).toBe(true);
      await screenshot(page, "investors-tab-390");
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );

  browserIt("'Revoke link' asks once more before it acts (JavaScript on)", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await login(page, FOUNDER.email, FOUNDER.password);
    await page.goto(TAB);
    const row = investorRow(page, "Investor Number 3");
    await row.getByTestId("row-actions").locator("summary").first().click();
    await row.getByTestId("revoke").locator("summary").click();
    const confirm = row.getByRole("button", { name: "Yes, revoke the link" });
    await confirm.waitFor();
    // Opening 'Revoke link' only asks: the link is still active.
    expect(await row.getByTestId("link-state").innerText()).toMatch(/^Active/);
    await page.reload();
    expect(await investorRow(page, "Investor Number 3").getByTestId("link-state").innerText()).toMatch(
      /^Active/,
    );
    await revokeThroughMenu(investorRow(page, "Investor Number 3"));
    await investorRow(page, "Investor Number 3")
      .getByTestId("link-state")
      .filter({ hasText: "Revoked" })
      .waitFor();
    expect(await investorRow(page, "Investor Number 1").getByTestId("link-state").innerText()).toMatch(
      /^Active/,
    );
    await context.close();
  });

  for (const javaScriptEnabled of [true, false])
    browserIt(
      `a visitor from an update mail asks for access at the gate (JavaScript ${javaScriptEnabled ? "on" : "off"})`,
      async () => {
        for (const viewport of [DESKTOP, PHONE]) {
          const context = await browser.newContext({ viewport, javaScriptEnabled });
          const page = await context.newPage();
          await page.goto(`/public/${slug}/timeline?from=mail`);
          const company = page.getByTestId("gate-company");
          await company.getByText(FOUNDER.company).waitFor();
          await company.getByText(TAGLINE).waitFor();
          expect(await page.getByTestId("gate-from-mail").innerText()).toContain(
            "Je opent een link uit een update-mail",
          );
          expect(await page.locator("main").getAttribute("lang")).toBe("nl");
          // A visitor from a mail finds the request form open.
          const form = page.getByTestId("access-request-form");
          expect(await form.isVisible()).toBe(true);
          expect(await pageFits(page)).toBe(true);
          if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

          const name = `Vera ${viewport.width} ${javaScriptEnabled ? "js" : "nojs"} ${stamp}`;
          await form.getByLabel("Jouw naam").fill(name);
          // An address the browser lets through but the server refuses: the form comes back with the message.
          await form.getByLabel("Jouw e-mail").fill("vera@localhost");
          await form.getByLabel("Bericht").fill("Angel investor; ik lees graag mee.");
          await form.getByRole("button", { name: "Aanvraag versturen" }).click();
          await page.getByText("Vul een geldig e-mailadres in.").waitFor();
          if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
          const again = page.getByTestId("access-request-form");
          expect(await again.getByLabel("Jouw naam").inputValue()).toBe(name);
          await again.getByLabel("Jouw e-mail").fill(`vera-${viewport.width}-${stamp}@angel.example`);
          await again.getByRole("button", { name: "Aanvraag versturen" }).click();
          // Back at the gate, told the request is on its way.
          await page.getByText("Je aanvraag is verstuurd.", { exact: false }).first().waitFor();
          expect(new URL(page.url()).pathname).toBe(`/public/${slug}/timeline`);
          await context.close();
        }

        // The admins find the requests on the Requests tab.
        const admin = await browser.newContext();
        const page = await admin.newPage();
        await login(page, FOUNDER.email, FOUNDER.password);
        await page.goto("/admin/management/requests");
        for (const viewport of [DESKTOP, PHONE])
          await page
            .getByTestId("access-request")
            .filter({ hasText: `vera-${viewport.width}-${stamp}@angel.example` })
            .first()
            .waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await admin.close();
      },
      120_000,
    );

  browserIt("the pitch deck's gate is English throughout, with 'Request access'", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/public/${slug}/pitch-deck`);
    await page.getByRole("heading", { name: "Pitch Deck Chat Access" }).waitFor();
    await page.getByLabel("Access code").waitFor();
    expect(await page.locator("main").getAttribute("lang")).toBe("en");
    expect(await page.getByText("Toegang", { exact: false }).count()).toBe(0);
    await page.getByText("Request access").click();
    await page.getByTestId("access-request-form").getByLabel("Your name").waitFor();
    expect(await pageFits(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
