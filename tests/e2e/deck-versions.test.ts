import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";

import { DECK_PAGES, makePdf } from "../factories/documents";
import {
  browserIt,
  DEMO,
  hasChromium,
  investorRow,
  inviteAndReadLink,
  login,
  openLinkAndRead,
  registerFounder,
  screenshot,
  useBrowser,
} from "./fixtures";

const browser = useBrowser();
const DOCUMENTS = "/admin/management/documents";
const INVESTORS = "/admin/management/investors";
const stamp = Date.now().toString(36);
// A company of its own: other files work on the demo company's deck.
const FOUNDER = {
  email: `versions-${stamp}@example.com`,
  password: "deck-versions-e2e-2026",
  company: `Deck Versions ${stamp}`,
};

async function upload(page: Page, name: string, pages: string[][]) {
  const card = page.getByTestId("upload-card-pdf");
  await card.getByLabel("Bestand kiezen").setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: Buffer.from(await makePdf(pages)),
  });
  await card.getByRole("button", { name: "Uploaden" }).click();
}

const documentRow = (page: Page, name: string) => page.getByTestId("document-row").filter({ hasText: name });

/** The ids of the page images the investor's viewer shows. */
const viewerDeck = async (page: Page) =>
  ((await page.getByTestId("page-viewer").locator("img").first().getAttribute("src")) ?? "").replace(
    /^\/documents\/([^/]+)\/pages\/\d+$/,
    "$1",
  );

describe("deck versions: only complete versions go live, reading history per version", () => {
  beforeAll(async () => {
    if (!hasChromium) return;
    await registerFounder("Vince Versions", FOUNDER);
  });

  browserIt(
    "an interrupted rendering keeps the old version live and resumes when the tab is opened again; the investor's history survives the new version",
    async () => {
      const admin = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await admin.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto(DOCUMENTS);
      await upload(page, "Deck v1.pdf", DECK_PAGES);
      const v1Row = documentRow(page, "Deck v1.pdf");
      await expect
        .poll(() => v1Row.getByTestId("document-pages").getAttribute("data-pages"), { timeout: 60_000 })
        .toBe("3");
      await v1Row.getByTestId("version-live").waitFor({ timeout: 30_000 });
      const v1 = (await v1Row.getAttribute("data-id"))!;

      // An investor reads all of v1.
      const link = await inviteAndReadLink(page, "Hilde History", `hilde-${stamp}@fund.example`);
      const investor = await openLinkAndRead(browser, link, { pages: 3, dwellMs: 1500 });
      expect(await viewerDeck(investor)).toBe(v1);
      await investor.goto("about:blank");
      const detail = async () => {
        await page.goto(INVESTORS);
        await investorRow(page, "Hilde History").getByRole("link", { name: "Hilde History" }).click();
        await page.getByTestId("visitor-detail").waitFor();
        return page.getByTestId("versions-read").innerText();
      };
      await expect.poll(detail, { timeout: 20_000, interval: 500 }).toMatch(/read v1 \(live\), 100%, \d+s/);

      // v2 is uploaded; its rendering is held at page 2 and the admin leaves the tab: the browser asks first.
      await page.goto(DOCUMENTS);
      let held = false;
      await page.route("**/admin/documents/pages", async (route) => {
        const body = route.request().postData() ?? "";
        if (/name="step"\r\n\r\npage\r\n/.test(body) && /name="page"\r\n\r\n2\r\n/.test(body)) {
          held = true;
          return; // never answered: the rendering waits here until the page is left
        }
        await route.continue();
      });
      await upload(page, "Deck v2.pdf", [
        DECK_PAGES[0]!,
        ["The team", "Two founders, ten years of data work."],
      ]);
      await expect.poll(() => held, { timeout: 60_000 }).toBe(true);
      await page.getByTestId("pages-keep-open").waitFor();
      const dialogs: string[] = [];
      page.once("dialog", (dialog) => {
        dialogs.push(dialog.type());
        void dialog.accept();
      });
      await page.goto(INVESTORS);
      expect(dialogs).toEqual(["beforeunload"]);
      await page.unroute("**/admin/documents/pages");

      // Investors keep v1 and its viewer (the new version has one of its two pages).
      const visitor = await openLinkAndRead(browser, link);
      expect(await viewerDeck(visitor)).toBe(v1);
      await screenshot(visitor, "deck-versions-interrupted-old-live");

      // Opening the Documents tab again resumes the rendering; then v2 goes live.
      await page.goto(DOCUMENTS);
      const v2Row = documentRow(page, "Deck v2.pdf");
      await expect
        .poll(() => v2Row.getByTestId("document-pages").getAttribute("data-pages"), { timeout: 60_000 })
        .toBe("2");
      await v2Row.getByTestId("version-live").waitFor({ timeout: 30_000 });
      const v2 = (await v2Row.getAttribute("data-id"))!;
      await screenshot(page, "deck-versions-resumed");
      await visitor.reload();
      await expect.poll(() => viewerDeck(visitor)).toBe(v2);

      // The history survives: v1 read in full, and v2's first page (same text as v1's) counts as read.
      expect(await detail()).toMatch(/read v1, 100%, \d+s/);
      const deckSeen = await page
        .getByTestId("visitor-detail")
        .locator("dt", { hasText: "Deck seen" })
        .locator("xpath=following-sibling::dd")
        .innerText();
      expect(deckSeen).toBe("100%");
      await screenshot(page, "deck-versions-history");
      await Promise.all([admin.close(), investor.context().close(), visitor.context().close()]);
    },
    240_000,
  );

  browserIt(
    "the demo seed ships its deck's page images: the viewer works on a fresh database",
    async () => {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(`/public/${DEMO.slug}/pitch-deck`);
        // The pitch deck's gate is in English, like the page (one language per screen).
        await page.getByLabel("Access code").fill(DEMO.accessCode);
        await page.getByRole("button", { name: "Unlock" }).click();
        const viewer = page.getByTestId("page-viewer");
        await viewer.waitFor();
        expect((await viewer.getByTestId("slide-counter").innerText()).replace(/\s/g, "")).toBe("1/13");
        const image = viewer.locator("img").first();
        await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(1280);
        // The deck above the fold; on a phone the chat waits in its drawer.
        const box = (await image.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        if (viewport.width < 1024)
          await expect.poll(() => page.getByTestId("chat-panel").getAttribute("data-drawer")).toBe("closed");
        await screenshot(page, `deck-versions-demo-deck-${viewport.width}`);
        await context.close();
      }
    },
    120_000,
  );
});
