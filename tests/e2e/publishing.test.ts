import type { Page } from "playwright-core";
import { describe, expect } from "vitest";

import { browserIt, DEMO, holdChunk, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();

async function unlock(page: Page, path: string, code = DEMO.accessCode) {
  await page.goto(path);
  await page.getByRole("heading", { name: "Toegang Vereist" }).waitFor();
  await page.getByLabel("Toegangscode").fill(code);
  await page.getByRole("button", { name: "Toegang" }).click();
}

describe("investor site", () => {
  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";

    browserIt(`unlocks the gate and reads the timeline, expanding 'Lees meer' (${label})`, async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const path = `/public/${DEMO.slug}/timeline`;

      await unlock(page, path, "not-the-code");
      await page.getByText("Onjuiste toegangscode. Probeer het opnieuw.").waitFor();
      expect(await page.getByLabel("Toegangscode").inputValue()).toBe("");

      await page.getByLabel("Toegangscode").fill(DEMO.accessCode);
      await page.getByRole("button", { name: "Toegang" }).click();
      await page.getByRole("heading", { name: "Our Journey So Far" }).waitFor();
      const funding = page.getByTestId("timeline-item").filter({ hasText: "Pre-seed round closed" });
      await funding.getByText("Lees meer").click();
      await funding.getByText("Lees minder").waitFor();
      expect(await funding.textContent()).toContain("bring the agent from pilot to a self-serve product");
      await screenshot(page, `public-timeline-${javaScriptEnabled ? "js" : "nojs"}`);

      // The grant also opens the landing page.
      await page.goto(`/public/${DEMO.slug}`);
      await page.getByRole("heading", { name: /Welcome to/ }).waitFor();
      await context.close();
    });

    browserIt(`publishes an update and investors see it (${label})`, async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await login(page);
      await page.goto("/admin/management/add-update");
      const title = `Series A term sheet signed (${label})`;
      await page.getByLabel("Date", { exact: true }).fill("2026-11-20");
      await page.getByLabel("Update Type").selectOption("funding");
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("Description").fill("We signed a term sheet with a Benelux fund.");
      await page.getByLabel("Metrics/Key Points").fill("€3M round - closing in Q1\n🚀 18 months runway");
      if (javaScriptEnabled) {
        const preview = page.getByTestId("metrics-preview");
        await preview.waitFor();
        expect(await preview.locator("li").allTextContents()).toEqual([
          "€3M round",
          "closing in Q1",
          "18 months runway",
        ]);
      }
      await page.getByLabel("Send notifications to subscribed investors").check();
      await page.getByRole("button", { name: "Add Update" }).click();
      await page.waitForURL("**/admin/management/updates");
      // The toast says whom the update was mailed to: nobody while the demo company has no
      // verified subscriber, or the subscriber the requests test verifies while it runs beside this one.
      expect(await page.getByTestId("toast").textContent()).toMatch(
        /^(Update toegevoegd|Update created.*notifications to \d+ VCs? (is|are) being sent)/,
      );
      await page.getByTestId("admin-update").filter({ hasText: title }).waitFor();
      await screenshot(page, `admin-updates-${javaScriptEnabled ? "js" : "nojs"}`);

      // A signed-in member sees the company's public pages without the access code.
      await page.goto(`/public/${DEMO.slug}/timeline`);
      const item = page.getByTestId("timeline-item").filter({ hasText: title });
      await item.waitFor();
      expect(await item.locator("li").allTextContents()).toEqual([
        "€3M round",
        "closing in Q1",
        "18 months runway",
      ]);
      await context.close();
    });
  }

  browserIt("key points typed before the tab's script has arrived show in the preview", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page);
    // Hold the tab's chunk back until the field has been filled in.
    const release = await holdChunk(page, /\/assets\/updates-tab-[^/]+\.js$/);
    await page.goto("/admin/management/add-update", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Metrics/Key Points").fill("€3M round - closing in Q1");
    release();
    const preview = page.getByTestId("metrics-preview");
    await preview.waitFor({ timeout: 15_000 });
    expect(await preview.locator("li").allTextContents()).toEqual(["€3M round", "closing in Q1"]);
    await context.close();
  });

  browserIt("edits an update in place and shows validation errors without JS", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page);
    await page.goto("/admin/management/updates");
    const card = page.getByTestId("admin-update").filter({ hasText: "First 40 paying shops" });
    await card.getByRole("link", { name: "Edit" }).click();
    const editing = page
      .getByTestId("admin-update")
      .filter({ has: page.getByRole("button", { name: "Save" }) });
    await editing.getByLabel("Title", { exact: true }).fill("");
    await editing.getByRole("button", { name: "Save" }).click();
    await page.getByText("Title is required").waitFor();
    await page
      .getByTestId("admin-update")
      .filter({ has: page.getByRole("button", { name: "Save" }) })
      .getByLabel("Title", { exact: true })
      .fill("First 40 paying shops (edited)");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL("**/admin/management/updates");
    await page.getByText("First 40 paying shops (edited)").waitFor();
    expect(await page.getByTestId("toast").textContent()).toContain("Update bijgewerkt");
    await context.close();
  });

  browserIt("shows one column on a phone", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await unlock(page, `/public/${DEMO.slug}/timeline`);
    const items = page.getByTestId("timeline-item");
    await items.first().waitFor();
    const boxes = await Promise.all(
      [0, 1].map(async (i) => (await items.nth(i).locator("article").boundingBox())!),
    );
    expect(Math.abs(boxes[0]!.x - boxes[1]!.x)).toBeLessThan(2);
    await screenshot(page, "public-timeline-mobile");
    await context.close();
  });
});
