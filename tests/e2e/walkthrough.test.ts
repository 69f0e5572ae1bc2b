import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";

import { baseUrl, browserIt, DEMO, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();

async function registerFounder(page: Page, company: string) {
  await page.goto("/admin");
  await page.getByRole("link", { name: "Geen account? Registreren" }).click();
  await page.getByLabel("Volledige Naam").fill("Walk Founder");
  await page.getByLabel("Bedrijfsnaam").fill(company);
  await page
    .getByLabel("Email")
    .fill(`walk-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`);
  await page.getByLabel("Wachtwoord").fill("a long enough password");
  await page.getByRole("button", { name: "Account Aanmaken" }).click();
  await page.waitForURL("**/admin/dashboard");
}

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

describe("walk-through as a founder and as an investor", () => {
  browserIt("access gate: 'Toegang' is disabled while the code is blank (JS on)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/public/${DEMO.slug}`);
    // The gate's script loads after the page's: the button turns disabled once it runs.
    await page.getByRole("button", { name: "Toegang", disabled: true }).waitFor();
    const submit = page.getByRole("button", { name: "Toegang" });
    await page.getByLabel("Toegangscode").fill("   ");
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Toegangscode").fill(DEMO.accessCode);
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByRole("heading", { name: /Welcome to/ }).waitFor();
    // The public 'Dashboard' link takes an investor to the company's timeline, not to a login page.
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(`**/public/${DEMO.slug}/timeline`);
    await page.getByRole("heading", { name: "Our Journey So Far" }).waitFor();
    await context.close();
  });

  browserIt("access gate without JS: the button works and the server answers a blank code", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/public/${DEMO.slug}`);
    const submit = page.getByRole("button", { name: "Toegang" });
    expect(await submit.isEnabled()).toBe(true);
    await page.getByLabel("Toegangscode").fill("   ");
    await submit.click();
    await page.getByText("Onjuiste toegangscode. Probeer het opnieuw.").waitFor();
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";
    browserIt(
      `a signed-in founder opens 'Public Site' without the code and 'Dashboard' leads back (${label})`,
      async () => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await login(page);
        await page.getByRole("link", { name: "Public Site" }).click();
        await page.getByRole("heading", { name: /Welcome to/ }).waitFor();
        expect(await page.getByText("Toegang Vereist").count()).toBe(0);
        await page.getByRole("link", { name: "Dashboard" }).click();
        await page.waitForURL("**/admin/dashboard");
        await context.close();
      },
    );
  }

  browserIt(
    "a new founder sees the first-run checklist, reaches the financial tools and is asked for a website",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await registerFounder(page, "Walkthrough Widgets");
      const checklist = page.getByTestId("first-run-checklist");
      await checklist.getByText("0 of 4 done").waitFor();
      expect(await checklist.getByRole("listitem").allTextContents()).toEqual([
        "Describe your company (profile and website)",
        "Upload your pitch deck",
        "Publish your first update",
        "Set the access code for investors",
      ]);
      await page.getByRole("contentinfo").getByRole("link", { name: "Add your website" }).waitFor();
      await screenshot(page, "walkthrough-first-run");
      // The toast of the sign-up sits clear of the header buttons and the title.
      const toast = page.getByTestId("toast");
      await toast.waitFor();
      expect(await overlaps(toast, page.getByRole("banner"))).toBe(false);
      expect(await overlaps(toast, page.getByRole("heading", { name: "Our Journey So Far" }))).toBe(false);

      await page.getByRole("banner").getByRole("link", { name: "Financial Dashboard" }).click();
      await page.waitForURL("**/numbers**");
      await page.goto("/admin/management");
      await page.getByRole("banner").getByRole("link", { name: "Financial Dashboard" }).waitFor();
      await page.goto("/admin/dashboard");
      await checklist.getByRole("link", { name: "Publish your first update" }).click();
      await page.waitForURL("**/admin/management/add-update");
      await context.close();
    },
  );

  browserIt("/dev: every link answers without an error", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page);
    await page.goto("/dev");
    const hrefs = await page
      .locator("main a[href^='/']")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(15);
    const broken: string[] = [];
    for (const href of hrefs) {
      const res = await page.request.get(new URL(href, baseUrl).toString());
      if (!res.ok()) broken.push(`${href} → ${res.status()}`);
    }
    expect(broken).toEqual([]);
    await context.close();
  });

  browserIt("update edit form: Save and Cancel are reachable, not clipped by the list", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    await login(page);
    await page.goto("/admin/management/updates");
    await page.getByTestId("admin-update").last().getByRole("link", { name: "Edit" }).click();
    const editing = page
      .getByTestId("admin-update")
      .filter({ has: page.getByRole("button", { name: "Save" }) });
    await editing.waitFor();
    const list = page.getByRole("list", { name: "Existing updates" });
    expect(await list.evaluate((ul) => getComputedStyle(ul).overflowY)).toBe("visible");
    // A trial click fails when another element (or a clipping box) takes the pointer.
    await editing.getByRole("button", { name: "Save" }).click({ trial: true });
    await editing.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(/management\/updates$/);
    await context.close();
  });

  browserIt("report without JS: 'Download PDF' opens the print view", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page);
    await page.goto("/report");
    await page.getByRole("link", { name: "Download PDF" }).click();
    await page.waitForURL("**/report?print=1");
    await page.getByTestId("print-hint").waitFor();
    expect(await page.getByRole("link", { name: "Download PDF" }).isVisible()).toBe(false);
    await page.getByRole("heading", { name: "Financial Report" }).waitFor();
    await context.close();
  });

  browserIt(
    "copy dialog without JS: ticked months are copied with 'Kopieer naar geselecteerde maanden'",
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await login(page);
      // A month no other test uses (the demo company is shared by all e2e files).
      await page.goto("/monthly-costs?month=3&year=2037");
      const personnel = page
        .locator("details", { has: page.locator("summary", { hasText: "Personnel & Freelancers" }) })
        .first();
      if ((await personnel.getAttribute("open")) === null) await personnel.locator("summary").first().click();
      await personnel.getByLabel("CEO Salary", { exact: true }).fill("4000");
      // Without JavaScript 'Copy to other months' appears once the month holds a saved value.
      await page.getByRole("button", { name: "Save monthly costs" }).click();
      await page.getByTestId("toast").filter({ hasText: "Kosten opgeslagen" }).waitFor();
      await page.getByRole("button", { name: "Copy to other months" }).click();
      await page.waitForURL(/copy=1/);
      const dialog = page.getByRole("dialog", { name: "Kopieer naar andere maanden" });
      const copy = dialog.getByRole("button", { name: "Kopieer naar geselecteerde maanden" });
      expect(await copy.isEnabled()).toBe(true);
      // Nothing ticked: the server says what to do.
      await copy.click();
      await page.getByText("Selecteer minstens één maand.").waitFor();
      await page.locator("details[data-year='2037']").getByLabel("April").check();
      await page.locator("details[data-year='2037']").getByLabel("Mei").check();
      await dialog.getByRole("button", { name: "Kopieer naar geselecteerde maanden" }).click();
      await page.getByTestId("toast").filter({ hasText: "Successvol gekopieerd naar 2 maanden." }).waitFor();
      await page.goto("/monthly-costs?month=5&year=2037");
      expect(await page.getByLabel("CEO Salary", { exact: true }).inputValue()).toBe("4.000");
      await context.close();
    },
  );

  browserIt("phone (390 px): admin tables are stacked cards with every action on screen", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await login(page);
    for (const tab of ["documents", "chat-messages", "outbox", "requests"]) {
      await page.goto(`/admin/management/${tab}`);
      const tables = page.locator("table.stack-table");
      for (let i = 0; i < (await tables.count()); i++) {
        const table = tables.nth(i);
        // The table fits its box: nothing hides behind a sideways scroll.
        const fits = await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1);
        expect(fits, `${tab}: table ${i} wider than the screen`).toBe(true);
        for (const control of await table
          .locator("tbody")
          .getByRole("button")
          .or(table.locator("tbody").getByRole("link"))
          .all()) {
          if (!(await control.isVisible())) continue;
          const box = (await control.boundingBox())!;
          expect(
            box.x >= 0 && box.x + box.width <= 390,
            `${tab}: '${await control.textContent()}' off screen`,
          ).toBe(true);
        }
      }
      await screenshot(page, `walkthrough-mobile-${tab}`);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  browserIt("yearly overview at 1280 px: the metric column stays in view, Totaal at the end", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await login(page);
    await page.goto("/numbers?details=1");
    const table = page.getByTestId("overview-table");
    await table.waitFor();
    const region = page.getByRole("region", { name: "Jaaroverzicht per maand" });
    const regionBox = (await region.boundingBox())!;
    const total = table.getByRole("columnheader", { name: "Totaal" });
    const inView = async () => {
      const box = (await total.boundingBox())!;
      return box.x >= regionBox.x - 1 && box.x + box.width <= regionBox.x + regionBox.width + 1;
    };
    // Totaal is not sticky (a sticky total hid the last months under it): the region scrolls to it.
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    expect(await inView()).toBe(true);
    const metric = (await table.getByRole("columnheader", { name: "Metric" }).boundingBox())!;
    expect(metric.x).toBeGreaterThanOrEqual(regionBox.x - 1);
    await screenshot(page, "walkthrough-yearly-overview");
    await context.close();
  });
});
