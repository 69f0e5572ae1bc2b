import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";

import { artifacts, baseUrl, browserIt, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
/** An amount as the page's fields show it: Dutch notation (`6.341`). */
const nl = (n: number) => new Intl.NumberFormat("nl-NL").format(n);

/**
 * The demo company is shared by all e2e files: these tests use months far ahead (2031 and
 * 2033) that no other test touches, so the months they copy to are theirs alone.
 */
const JS_SOURCE = { month: 1, year: 2031 };
const NOJS_SOURCE = { month: 1, year: 2033 };

const monthUrl = (m: { month: number; year: number }) => `/monthly-costs?month=${m.month}&year=${m.year}`;

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId("toast").filter({ hasText: title });
  await toast.waitFor();
  if (description) await toast.filter({ hasText: description }).waitFor();
}

async function openSection(page: Page, title: string) {
  const section = page.locator("details", { has: page.locator("summary", { hasText: title }) }).first();
  if ((await section.getAttribute("open")) === null) await section.locator("summary").first().click();
  return section;
}

async function fillMonth(page: Page) {
  const personnel = await openSection(page, "Personnel & Freelancers");
  await personnel.getByLabel("CEO Salary", { exact: true }).fill("5000");
  await personnel.getByLabel("Developers", { exact: true }).fill("7250");
  const tech = await openSection(page, "Tech & Development");
  await tech.getByLabel("Cloud Costs", { exact: true }).fill("410");
}

describe("monthly costs", () => {
  browserIt(
    "JS on: enter a month, custom item via prompt, save, copy to 12 months with 2% growth",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await login(page);
      await page.goto(monthUrl(JS_SOURCE));
      await page.getByRole("heading", { name: "Monthly Cost Items" }).waitFor();
      await page.locator("form[data-hydrated]").waitFor();
      await expect.poll(() => page.getByRole("button", { name: "Copy to other months" }).count()).toBe(0);

      await fillMonth(page);
      // Live headline total and the copy button once a value is entered.
      await expect.poll(() => page.getByTestId("month-total").textContent()).toBe("€\u00a012.660,00");
      await page.getByRole("button", { name: "Copy to other months" }).waitFor();

      // Custom item through prompt(); a duplicate is refused with the spec's alert.
      const answers = ["Coworking pass", " coworking PASS "];
      const dialogs: string[] = [];
      page.on("dialog", (d) => {
        dialogs.push(`${d.type()}: ${d.message()}`);
        void (d.type() === "prompt" ? d.accept(answers.shift()) : d.accept());
      });
      const other = await openSection(page, "Other / Reserves");
      await other.getByRole("button", { name: "+ Add item" }).click();
      await other.getByLabel("Coworking pass", { exact: true }).fill("90");
      await other.getByRole("button", { name: "+ Add item" }).click();
      await expect
        .poll(() => dialogs.filter((d) => d.startsWith("alert")))
        .toEqual(["alert: This cost item already exists in this category."]);
      expect(await other.getByText("This cost item already exists in this category.").isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId("subtotal-other").textContent()).toBe("€\u00a090,00");

      await page.getByRole("button", { name: "Save monthly costs" }).click();
      await expectToast(page, "Kosten opgeslagen", "Je maandelijkse kosten zijn succesvol opgeslagen.");
      await page.reload();
      await page.locator("form[data-hydrated]").waitFor();
      await expect.poll(() => page.getByTestId("month-total").textContent()).toBe("€\u00a012.750,00");
      await screenshot(page, "monthly-costs-js");

      // Copy dialog: 1 year ahead, 2% growth, both year groups selected via their checkboxes.
      await page.getByRole("button", { name: "Copy to other months" }).click();
      const dialog = page.getByRole("dialog", { name: "Kopieer naar andere maanden" });
      await dialog.waitFor();
      await expect
        .poll(() => dialog.getByRole("button", { name: "Kopieer naar 0 maanden" }).isDisabled())
        .toBe(true);
      await dialog.getByLabel("Jaren vooruit").fill("1");
      await dialog.getByLabel("Maandelijkse groei (%)").fill("2");
      await expect.poll(() => dialog.locator('input[name="target"]').count()).toBe(12);
      await dialog.getByLabel("Selecteer alle maanden van 2031").check();
      await dialog.getByLabel("Selecteer alle maanden van 2032").check();
      await expect
        .poll(() => dialog.getByTestId("copy-summary").textContent())
        .toBe("12 maanden geselecteerd in 2 jaar");
      // Partial state: unticking one month makes the year checkbox indeterminate.
      await dialog.locator('input[value="2031-05"]').uncheck();
      await expect
        .poll(() =>
          dialog
            .getByLabel("Selecteer alle maanden van 2031")
            .evaluate((el) => (el as HTMLInputElement).indeterminate),
        )
        .toBe(true);
      await dialog.locator('input[value="2031-05"]').check();
      await screenshot(page, "monthly-costs-copy-dialog");
      await dialog.getByRole("button", { name: "Kopieer naar 12 maanden" }).click();
      await expectToast(page, "Kosten gekopieerd", "Successvol gekopieerd naar 12 maanden.");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

      // January 2032 = 12 months later: 5000 × 1.02^12 = 6341.21 → 6341.
      await page.goto(monthUrl({ month: 1, year: 2032 }));
      const personnel = await openSection(page, "Personnel & Freelancers");
      expect(await personnel.getByLabel("CEO Salary", { exact: true }).inputValue()).toBe(
        nl(Math.round(5000 * 1.02 ** 12)),
      );
      expect(await personnel.getByLabel("Developers", { exact: true }).inputValue()).toBe(
        nl(Math.round(7250 * 1.02 ** 12)),
      );
      const other2 = await openSection(page, "Other / Reserves");
      expect(await other2.getByLabel("Coworking pass", { exact: true }).inputValue()).toBe(
        nl(Math.round(90 * 1.02 ** 12)),
      );

      // The dialog now marks the copied months as holding data.
      await page.goto(`${monthUrl(JS_SOURCE)}&copy=1`);
      await page.getByRole("dialog").getByText("Maanden met bestaande data worden overschreven").waitFor();
      await page.getByRole("dialog").getByRole("link", { name: "Annuleren" }).click();
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      await page.goto(`${monthUrl(JS_SOURCE)}&copy=1`);
      await page.getByRole("dialog").waitFor();
      // Hydrated: the no-JS 'Bijwerken' button is gone.
      await expect.poll(() => page.getByRole("button", { name: "Bijwerken" }).count()).toBe(0);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

      // With JavaScript a change of the month select loads that month at once.
      await page.getByLabel("Month", { exact: true }).selectOption({ label: "Maart" });
      await page.waitForURL(/month=3&year=2031/);
      // March = 2 months after January: 5202 + 7543 + 427 + 94.
      await expect.poll(() => page.getByTestId("month-total").textContent()).toBe("€\u00a013.266,00");
      expect(await page.getByLabel("CEO Salary", { exact: true }).inputValue()).toBe(
        nl(Math.round(5000 * 1.02 ** 2)),
      );
      await context.close();
    },
  );

  browserIt("JS off: month navigator, save, custom item, copy dialog as a page", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page);
    await page.goto("/admin/costs");
    await page.getByRole("heading", { name: "Monthly Cost Items" }).waitFor();
    // Month select + Go (no JS).
    await page.getByLabel("Month", { exact: true }).selectOption({ label: "December" });
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await page.waitForURL(/month=12/);
    await page.getByRole("link", { name: "Next month" }).click();
    await page.waitForURL(/month=1&year=/);
    await page.goto(`/admin/costs?month=${NOJS_SOURCE.month}&year=${NOJS_SOURCE.year}`);

    await fillMonth(page);
    const marketing = await openSection(page, "Marketing & Sales");
    await marketing.getByLabel("New cost item in Marketing & Sales").fill("Podcast ads");
    await marketing.getByRole("button", { name: "+ Add item" }).click();
    const marketing2 = await openSection(page, "Marketing & Sales");
    await marketing2.getByLabel("Podcast ads", { exact: true }).fill("300");
    await screenshot(page, "monthly-costs-nojs-item");
    // The values entered before adding the item came back with it.
    expect(await page.getByLabel("CEO Salary", { exact: true }).inputValue()).toBe("5.000");
    await page.getByRole("button", { name: "Save monthly costs" }).click();
    await page.waitForURL(/\/monthly-costs\?month=1&year=2033$/);
    await expectToast(page, "Kosten opgeslagen");
    expect(await page.getByTestId("month-total").textContent()).toBe("€\u00a012.960,00");

    // Copy dialog without JS: GET-form updates, per-year select buttons, then the POST.
    await page.getByRole("button", { name: "Copy to other months" }).click();
    await page.waitForURL(/copy=1/);
    const dialog = page.getByRole("dialog", { name: "Kopieer naar andere maanden" });
    await dialog.getByLabel("Jaren vooruit").fill("1");
    await dialog.getByLabel("Maandelijkse groei (%)").fill("2");
    await dialog.getByRole("button", { name: "Bijwerken" }).click();
    await expect.poll(() => page.locator('input[name="target"]').count()).toBe(12);
    await page.locator("details[data-year='2033']").getByRole("button", { name: "Alles selecteren" }).click();
    await page.locator("details[data-year='2034']").getByRole("button", { name: "Alles selecteren" }).click();
    await page.getByTestId("copy-summary").filter({ hasText: "12 maanden geselecteerd in 2 jaar" }).waitFor();
    await screenshot(page, "monthly-costs-copy-nojs");
    await page.getByRole("button", { name: "Kopieer naar 12 maanden" }).click();
    await page.waitForURL(/\/monthly-costs\?month=1&year=2033$/);
    await expectToast(page, "Kosten gekopieerd", "Successvol gekopieerd naar 12 maanden.");

    await page.goto("/admin/costs?month=7&year=2033");
    // July = 6 months after January: 5000 × 1.02^6 = 5630.81 → 5631.
    expect(await page.getByLabel("CEO Salary", { exact: true }).inputValue()).toBe(
      nl(Math.round(5000 * 1.02 ** 6)),
    );
    expect(await page.getByLabel("Podcast ads", { exact: true }).inputValue()).toBe(
      nl(Math.round(300 * 1.02 ** 6)),
    );
    await context.close();
  });
});

describe("report", () => {
  browserIt("a new founder: empty state, then a filled profile printed to an A4 PDF", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // A fresh company of its own, so the report's figures are this test's alone.
    await page.goto("/admin");
    await page.getByRole("link", { name: "Geen account? Registreren" }).click();
    await page.getByLabel("Volledige Naam").fill("Report Founder");
    await page.getByLabel("Bedrijfsnaam").fill("Report Robotics");
    await page.getByLabel("Email").fill(`report-${Date.now()}@example.com`);
    await page.getByLabel("Wachtwoord").fill("a long enough password");
    await page.getByRole("button", { name: "Account Aanmaken" }).click();
    await page.waitForURL("**/admin/dashboard");

    await page.goto("/report");
    await page.getByText("Geen gegevens beschikbaar").waitFor();
    await page.getByText("Er zijn onvoldoende gegevens om een rapport te genereren.").waitFor();
    await screenshot(page, "report-empty");

    // The profile through the wizard's own steps (company, revenue, capital).
    const steps: Record<string, string>[] = [
      {
        step: "company",
        company_name: "Report Robotics",
        founding_year: "2022",
        sector: "SaaS/Software",
        stage: "Seed",
        country: "Nederland",
      },
      { step: "revenue", mrr_current: "8000" },
      { step: "capital", equity_investment: "400000", debt_amount: "50000" },
    ];
    for (const fields of steps) {
      const res = await page.request.post("/numbers/wizard", {
        form: { intent: "wizard.next", ...fields },
        headers: { Origin: baseUrl },
        maxRedirects: 0,
      });
      expect(res.status(), `wizard step ${fields.step}`).toBe(302);
    }

    await page.goto("/report");
    await page.getByRole("heading", { name: "Financial Report" }).waitFor();
    for (const id of ["report-company", "report-financials", "report-valuation", "report-footer"])
      await page.getByTestId(id).waitFor();
    expect(await page.getByTestId("report-customers").count()).toBe(0);
    expect(await page.getByTestId("report-auto-revenue").count()).toBe(0);
    await page.getByTestId("report-company").getByText("SaaS/Software").waitFor();
    await page.getByTestId("report-financials").getByText("€\u00a096.000,00").first().waitFor();
    await page.getByText("all amounts in Euros").waitFor();
    expect(await page.getByRole("link", { name: "Delen" }).getAttribute("href")).toMatch(
      /^mailto:\?subject=Financial%20Report%20-%20Report%20Robotics&body=/,
    );
    await page.getByRole("button", { name: "Download PDF" }).waitFor();
    await screenshot(page, "report-screen");

    // Print media: the header with its buttons is hidden, the document stays.
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Download PDF" }).isVisible()).toBe(false);
    expect(await page.getByRole("heading", { name: "Financial Report" }).isVisible()).toBe(true);
    await screenshot(page, "report-print");
    const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
    writeFileSync(join(artifacts, "report.pdf"), pdf);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    await context.close();
  });
});
