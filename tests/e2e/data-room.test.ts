import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";

import { makePdf } from "../factories/documents";
import { seriousViolations } from "./axe";
import { browserIt, DEMO, hasChromium, inviteAndReadLink, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const stamp = Date.now().toString(36);
const EVE = { name: `Eve Room ${stamp}`, email: `eve-room-${stamp}@fund.example` };
const today = new Date().toISOString().slice(0, 10);

/** The seeded data room's 'Cap table' (given to Lotte only) is given to Eve on the Data room tab. */
async function giveCapTable(page: Page) {
  await page.goto("/admin/management/data-room");
  const item = page.getByTestId("data-room-document").filter({ hasText: "Cap table" });
  await item.getByLabel(EVE.name).check();
  await item.getByRole("button", { name: "Opslaan" }).click();
  await page.getByText("Document bijgewerkt").first().waitFor();
}

async function pageLabel(page: Page, text: string) {
  await page.getByTestId("room-page-label").filter({ hasText: text }).waitFor();
  // The page image is served to this investor (the context's cookies; works with JavaScript off too).
  const src = await page.getByTestId("room-page-image").getAttribute("src");
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
}

describe("data room", () => {
  let link = "";

  beforeAll(async () => {
    if (!hasChromium) return;
    const admin = await browser.newContext();
    const page = await admin.newPage();
    await login(page);
    link = await inviteAndReadLink(page, EVE.name, EVE.email);
    await giveCapTable(page);
    await admin.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";
    browserIt(
      `an investor reads a document given to them page by page, under their watermark (${label})`,
      async () => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(link);
        await page.waitForURL("**/pitch-deck");
        await page.goto(`/public/${DEMO.slug}/documents`);
        await page.getByRole("heading", { name: "Documents", level: 1 }).waitFor();
        await page.getByRole("link", { name: "Open Cap table" }).click();
        await page.getByRole("heading", { name: /Cap table/, level: 1 }).waitFor();
        await pageLabel(page, "Page 1 of");
        const watermark = `${EVE.email} · ${today}`;
        expect(await page.getByTestId("room-watermark").getAttribute("data-watermark")).toBe(watermark);
        await page.getByTestId("room-watermark-caption").filter({ hasText: watermark }).waitFor();
        await page.getByRole("link", { name: "Next page" }).click();
        await pageLabel(page, "Page 2 of");
        if (javaScriptEnabled) expect(page.url()).toContain("page=2");
        await page.getByRole("link", { name: "Next page" }).click();
        await pageLabel(page, "Page 3 of");
        await page.getByRole("link", { name: "Previous page" }).click();
        await pageLabel(page, "Page 2 of");
        // Downloads of the cap table are off: no download link.
        expect(await page.getByTestId("room-download").count()).toBe(0);
        await screenshot(page, `data-room-${javaScriptEnabled ? "js" : "nojs"}`);
        if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      },
    );
  }

  browserIt(
    "a PDF uploaded without JavaScript is listed as lacking page images; opening the tab with JavaScript renders them",
    async () => {
      const name = `Board pack ${stamp}`;
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const noJs = await plain.newPage();
      await login(noJs);
      await noJs.goto("/admin/management/data-room");
      await noJs.getByLabel("Naam", { exact: true }).fill(name);
      await noJs.getByLabel("Bestand (PDF, XLSX, PNG, JPEG of WebP)").setInputFiles({
        name: "board.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(await makePdf([["Board page one"], ["Board page two"]])),
      });
      await noJs.getByRole("button", { name: "Uploaden" }).click();
      await noJs.getByTestId("room-missing-pages").getByText(name).waitFor();
      await plain.close();

      // Another session (the first tab is gone): the tab renders the pages by itself.
      const context = await browser.newContext();
      const page = await context.newPage();
      await login(page);
      await page.goto("/admin/management/data-room");
      const item = page.getByTestId("data-room-document").filter({ hasText: name });
      await item.getByText("2 pagina's").waitFor({ timeout: 30_000 });
      await page.getByTestId("room-missing-pages").filter({ hasText: name }).waitFor({ state: "detached" });
      await context.close();
    },
  );
});
