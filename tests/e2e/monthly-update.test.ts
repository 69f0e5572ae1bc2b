import type { Page } from "playwright-core";
import { describe, expect } from "vitest";

import { monthLabel, monthlyUpdateMailWords } from "../../app/copy/monthly-update/texts";
import { getAmsterdamPeriod } from "../../app/domain/finance/period";
import type { MonthlyUpdateSnapshot } from "../../app/domain/monthly-update/compose";
import { monthKey } from "../../app/domain/monthly-update/kpi";
import { monthlyUpdateMailHtml } from "../../app/domain/monthly-update/mail";
import { seriousViolations } from "./axe";
import { browserIt, d1, DEMO, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const now = getAmsterdamPeriod(new Date());
const MONTH = monthKey(now.year, now.month);

/** The Outbox tab, reloaded until the test mail of `title` is there; its text as the tab shows it. */
async function testMailInOutbox(page: Page, title: string): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    await page.goto("/admin/management/outbox");
    const mail = page
      .getByTestId("outbox-mail")
      .filter({ hasText: "[Test]" })
      .filter({ hasText: title })
      .first();
    if (await mail.count()) {
      await mail.locator("summary").click();
      return (await mail.getByTestId("outbox-body").textContent()) ?? "";
    }
    await page.waitForTimeout(500);
  }
  throw new Error(`no test mail of ${title} in the outbox`);
}

async function unlockTimeline(page: Page) {
  await page.goto(`/public/${DEMO.slug}/timeline`);
  const code = page.getByLabel("Toegangscode");
  if (await code.isVisible()) {
    await code.fill(DEMO.accessCode);
    await page.getByRole("button", { name: "Toegang" }).click();
  }
  await page.getByRole("heading", { name: "Our Journey So Far" }).waitFor();
}

describe("the monthly update", () => {
  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";

    browserIt(
      `is composed from the template, edited, previewed, sent as a test, published and shown on the timeline (${label})`,
      async () => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await login(page);
        await page.goto("/admin/management/updates");
        await page.getByRole("link", { name: "Nieuwe maandupdate" }).first().click();
        await page.getByRole("heading", { name: "Nieuwe maandupdate" }).waitFor();
        // The page opens on last month; another month's figures replace the fields (also what was typed).
        await page.getByLabel("Titel").fill("Nog niet af");
        await page.getByLabel("Maand", { exact: true }).fill(MONTH);
        await page.getByRole("button", { name: "Cijfers ophalen" }).click();
        await page.waitForURL(`**/admin/management/monthly-update?month=${MONTH}`);

        // The template: the demo's MRR (€ 18.500 this month) from the overview, with its month; the seeded plan.
        // (With JavaScript the address changes just before the new month is drawn: wait for it.)
        const expected = `Maandupdate ${monthLabel(MONTH, "nl")}`;
        await page.waitForFunction(
          (title) =>
            (document.querySelector('input[name="title"]') as HTMLInputElement | null)?.value === title,
          expected,
        );
        const mrr = page.locator('input[name="fig.mrr"]');
        expect(await mrr.inputValue()).toBe("18.500");
        // Revenue this year: January up to this month at € 18.500 (not last month's total kept in the field).
        expect(await page.locator('input[name="fig.revenueYtd"]').inputValue()).toBe(
          new Intl.NumberFormat("nl-NL").format(18_500 * now.month),
        );
        await page.getByText(`uit ${MONTH}`).first().waitFor();
        await page.getByTestId("plan-locked").waitFor();
        expect(await page.getByTestId("plan-vs-actual").first().textContent()).toContain("18.500");

        const title = `Maandupdate e2e (${label})`;
        await page.getByLabel("Titel").fill(title);
        await mrr.fill("19.250");
        await page.getByLabel("Hoogtepunten (één per regel)").fill("Eerste enterprise-klant");
        await page.getByLabel("Vraag 1", { exact: true }).fill("Intro bij Coolblue");
        await page.getByLabel(/Gezochte hulp bij vraag 1/).fill("introducties");

        await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
        const preview = page.getByTestId("monthly-preview");
        await preview.waitFor();
        expect(await preview.textContent()).toContain("€\u00a019.250");
        expect(await preview.textContent()).toContain("Intro bij Coolblue — Gezochte hulp: introducties");
        expect(await mrr.inputValue()).toBe("19.250");
        await screenshot(page, `monthly-update-preview-${javaScriptEnabled ? "js" : "nojs"}`);
        if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

        // A test to oneself, through the update's own send path; the form keeps what was typed.
        await page.getByRole("button", { name: "Stuur test naar mijzelf" }).click();
        await page.getByText(`De testmail is naar ${DEMO.email} gestuurd`).waitFor();
        expect(await mrr.inputValue()).toBe("19.250");

        await page.getByRole("button", { name: "Publiceren" }).click();
        await page.waitForURL("**/admin/management/updates");
        await page.getByText("Maandupdate gepubliceerd").first().waitFor();
        // The seed's monthly update waits for its hour: the Cron Trigger sends it with its block.
        expect(
          await page.getByRole("listitem").filter({ hasText: "Monthly update " }).first().textContent(),
        ).toContain("Mail gepland: ");

        await unlockTimeline(page);
        const item = page.getByTestId("timeline-item").filter({ hasText: title });
        await item.getByTestId("plan-vs-actual").waitFor();
        const text = await item.textContent();
        expect(text).toContain("Plan vs actual (plan: Begroting");
        expect(text).toContain("€\u00a019.250");
        await screenshot(page, `monthly-update-timeline-${javaScriptEnabled ? "js" : "nojs"}`);
        if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

        if (javaScriptEnabled) {
          // The mail fragment of what was published, at phone width: nothing wider than the screen.
          const [row] = await d1<{ snapshot: string }>(
            `SELECT m.snapshot FROM monthly_updates m JOIN updates u ON u.id = m.update_id WHERE u.title = '${title}'`,
          );
          const snapshot = JSON.parse(row!.snapshot) as MonthlyUpdateSnapshot;
          const phone = await context.newPage();
          await phone.setViewportSize({ width: 375, height: 800 });
          await phone.setContent(
            `<!doctype html><meta name="viewport" content="width=device-width">${monthlyUpdateMailHtml(snapshot, monthlyUpdateMailWords("nl"))}`,
          );
          expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
          expect(await phone.textContent("body")).toContain("€\u00a019.250");
          await screenshot(phone, "monthly-update-mail-phone");
        }

        // The test mail in the Outbox tab carries the KPI block (in English, as the whole mail).
        const mail = await testMailInOutbox(page, title);
        expect(mail).toContain("Key figures:");
        expect(mail).toMatch(/- MRR: €\s?19\.250/);
        expect(mail).toContain("Intro bij Coolblue");
        if (javaScriptEnabled) {
          // The whole mail with its block, at phone width: nothing wider than the screen.
          const [sent] = await d1<{ html_body: string }>(
            `SELECT html_body FROM outbox_emails WHERE kind = 'update-test' AND subject LIKE '%${title}' ORDER BY created_at DESC`,
          );
          const phone = await context.newPage();
          await phone.setViewportSize({ width: 375, height: 800 });
          await phone.setContent(sent!.html_body);
          expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
          expect(await phone.textContent("body")).toContain("Key figures");
          await screenshot(phone, "monthly-update-test-mail-phone");
        }
        await context.close();
      },
    );
  }
});
