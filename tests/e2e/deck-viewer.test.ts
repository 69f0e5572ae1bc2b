import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";

import { DECK_PAGES, makePdf } from "../factories/documents";
import { SCANNED_SLIDE_1_PNG, SCANNED_SLIDE_2_PNG } from "../fixtures/scanned-slides";
import { browserIt, hasChromium, login, registerFounder, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const TAB = "/admin/management/documents";
const CODE = "viewer-code-2026";
// A company of its own: other test files work on the demo company's deck.
const FOUNDER = {
  email: `viewer-${Date.now().toString(36)}@example.com`,
  password: "deck-viewer-e2e-2026",
  company: `Deck Viewer ${Date.now().toString(36)}`,
};
let slug = "";

/** Timings the Documents tab logs after rendering (render / OCR ms per page). */
const timings: string[] = [];

/**
 * An image-only PDF, as a scanner or an 'export as pictures' makes it: each page's text is
 * drawn by the browser into a PNG, and only that picture goes into the PDF (no text layer).
 */
async function imageOnlyPdf(page: Page, pages: string[][]) {
  const pdf = await PDFDocument.create();
  for (const lines of pages) {
    await page.setContent(
      `<body style="margin:0"><div id="slide" style="width:1280px;height:720px;background:#fff;color:#111;font:bold 44px/1.5 Arial,sans-serif;padding:80px;box-sizing:border-box">${lines.map((l) => `<p style="margin:0 0 24px">${l}</p>`).join("")}</div></body>`,
    );
    const png = await page.locator("#slide").screenshot({ type: "png" });
    const image = await pdf.embedPng(png);
    const p = pdf.addPage([960, 540]);
    p.drawImage(image, { x: 0, y: 0, width: 960, height: 540 });
  }
  return Buffer.from(await pdf.save());
}

async function uploadPdf(page: Page, name: string, buffer: Buffer) {
  const card = page.getByTestId("upload-card-pdf");
  await card.getByLabel("Bestand kiezen").setInputFiles({ name, mimeType: "application/pdf", buffer });
  await card.getByRole("button", { name: "Uploaden" }).click();
}

async function unlock(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel(/^(Toegangscode|Access code)$/).fill(CODE);
  await page
    .getByRole("button", { name: /Access|Toegang|Unlock|Submit|Enter/i })
    .first()
    .click();
  await page.waitForURL(`**${path}`);
}

describe("pitch deck page viewer", () => {
  beforeAll(async () => {
    if (!hasChromium) return;
    await registerFounder("Vera Viewer", FOUNDER);
  });

  browserIt(
    "renders an uploaded PDF's pages in the admin's browser and shows them page by page to investors",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on("console", (m) => {
        if (m.text().startsWith("pages of ")) timings.push(m.text());
      });
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto("/admin/management/settings");
      slug = ((await page.locator("code").filter({ hasText: "/public/" }).first().textContent()) ?? "")
        .replace("/public/", "")
        .trim();
      expect(slug).not.toBe("");
      await page.getByLabel("Toegangscode").fill(CODE);
      await page.getByRole("button", { name: "Set access code" }).click();
      await page.getByRole("button", { name: "Rotate access code" }).waitFor();

      await page.goto(TAB);
      await uploadPdf(page, "Viewer deck.pdf", Buffer.from(await makePdf(DECK_PAGES)));
      // Progress while the pages are rendered, then the outcome.
      await page.getByTestId("pages-progress").waitFor();
      await page
        .getByTestId("pages-rendered")
        .getByText("Viewer deck.pdf: 3 pagina's, tekst uit de PDF")
        .waitFor({ timeout: 30_000 });
      const row = page.getByTestId("document-row").filter({ hasText: "Viewer deck.pdf" });
      await expect
        .poll(() => row.getByTestId("document-pages").getAttribute("data-pages"), { timeout: 20_000 })
        .toBe("3");
      await row.getByTestId("version-live").waitFor({ timeout: 30_000 });
      await screenshot(page, "deck-viewer-admin-documents");

      // An investor sees the deck page by page, moves with the arrow keys, and can ask about a page.
      const investor = await browser.newContext();
      const visitor = await investor.newPage();
      await unlock(visitor, `/public/${slug}/pitch-deck`);
      const viewer = visitor.getByTestId("page-viewer");
      await viewer.waitFor();
      const counter = viewer.getByTestId("slide-counter");
      expect((await counter.innerText()).replace(/\s/g, "")).toBe("1/3");
      const image = viewer.locator("img").first();
      await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(1280);
      await viewer.focus();
      await visitor.keyboard.press("ArrowRight");
      await expect.poll(async () => (await counter.innerText()).replace(/\s/g, "")).toBe("2/3");
      expect(await image.getAttribute("src")).toMatch(/\/pages\/2$/);
      await visitor.keyboard.press("ArrowLeft");
      await visitor.keyboard.press("ArrowLeft");
      await expect.poll(async () => (await counter.innerText()).replace(/\s/g, "")).toBe("3/3");
      await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(1280);
      // The deck comes first: above the fold at 1280×800, the chat beside it.
      const deskBox = (await viewer.boundingBox())!;
      const imageTop = (await image.boundingBox())!;
      expect(imageTop.y + imageTop.height).toBeLessThanOrEqual(800);
      expect(imageTop.width).toBeGreaterThanOrEqual(640);
      const chatBox = (await visitor.getByTestId("chat-panel").boundingBox())!;
      expect(chatBox.x).toBeGreaterThan(deskBox.x + deskBox.width - 1);
      expect(chatBox.y).toBeLessThan(400);
      // The arrow keys also turn pages when nothing in particular has focus.
      await visitor.locator("body").evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await visitor.keyboard.press("ArrowRight");
      await expect.poll(async () => (await counter.innerText()).replace(/\s/g, "")).toBe("1/3");
      await visitor.keyboard.press("ArrowLeft");
      await expect.poll(async () => (await counter.innerText()).replace(/\s/g, "")).toBe("3/3");
      await screenshot(visitor, "deck-viewer-public-desktop");
      // A return visit: the page image comes from the cache, maybe before React hydrates; no loading label stays.
      for (let visit = 0; visit < 3; visit++) {
        await visitor.goto(`/public/${slug}/pitch-deck?slide=1`);
        await expect
          .poll(() =>
            visitor
              .getByTestId("page-viewer")
              .locator("img")
              .first()
              .evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth),
          )
          .toBe(1280);
        await visitor.waitForFunction(
          () => document.querySelector("[data-testid=viewer-fullscreen]")?.tagName === "BUTTON",
        );
        await expect.poll(() => visitor.getByTestId("viewer-loading").count()).toBe(0);
      }
      await visitor.goto(`/public/${slug}/pitch-deck?slide=3`);
      await viewer.getByTestId("viewer-fullscreen").waitFor();
      await viewer.getByRole("button", { name: "Ask about page 3" }).click();
      const reply = visitor.getByTestId("assistant-message").nth(1);
      await expect.poll(() => reply.innerText(), { timeout: 20_000 }).toMatch(/40 paying customers/);

      // Phone-sized: the deck comes first, full width and above the fold; fullscreen, swipe and thumbnails work.
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const mobile = await phone.newPage();
      await unlock(mobile, `/public/${slug}/pitch-deck`);
      const mobileViewer = mobile.getByTestId("page-viewer");
      const mobileImage = mobileViewer.locator("img").first();
      await expect.poll(() => mobileImage.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(1280);
      const box = (await mobileViewer.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(390);
      const imageBox = (await mobileImage.boundingBox())!;
      expect(imageBox.width).toBeGreaterThanOrEqual(360);
      expect(imageBox.y + imageBox.height).toBeLessThanOrEqual(844);
      // The chat is a drawer on a phone: closed, a button opens it over the deck, 'Close chat' closes it.
      const panel = mobile.getByTestId("chat-panel");
      await expect.poll(() => panel.getAttribute("data-drawer")).toBe("closed");
      expect(await panel.isVisible()).toBe(false);
      await screenshot(mobile, "deck-viewer-public-phone");
      await mobile.getByTestId("chat-drawer-open").click();
      await expect.poll(() => panel.getAttribute("data-drawer")).toBe("open");
      const phoneInput = mobile.getByPlaceholder("Ask your question about the pitch deck...");
      expect(await phoneInput.isVisible()).toBe(true);
      const drawerBox = (await panel.boundingBox())!;
      expect(drawerBox.width).toBeLessThanOrEqual(390);
      expect(drawerBox.y + drawerBox.height).toBeLessThanOrEqual(845);
      await screenshot(mobile, "deck-viewer-public-phone-chat-drawer");
      await mobile.getByTestId("chat-drawer-close").click();
      await expect.poll(() => panel.getAttribute("data-drawer")).toBe("closed");
      // 'Ask about page n' opens the drawer with the answer.
      await mobileViewer.getByRole("button", { name: "Ask about page 1" }).click();
      await expect.poll(() => panel.getAttribute("data-drawer")).toBe("open");
      await expect
        .poll(() => mobile.getByTestId("assistant-message").nth(1).innerText(), { timeout: 20_000 })
        .not.toBe("");
      await mobile.getByTestId("chat-drawer-close").click();
      // A swipe to the left turns to the next page (real touch events through the DevTools protocol).
      const stage = (await mobileViewer.getByTestId("viewer-stage").boundingBox())!;
      const cdp = await phone.newCDPSession(mobile);
      const y = stage.y + stage.height / 2;
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchStart",
        touchPoints: [{ x: stage.x + stage.width - 40, y }],
      });
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: stage.x + stage.width / 2, y }],
      });
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: stage.x + 40, y }],
      });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      const mobileCounter = mobileViewer.getByTestId("slide-counter");
      await expect.poll(async () => (await mobileCounter.innerText()).replace(/\s/g, "")).toBe("2/3");
      await mobileViewer.getByRole("link", { name: "Go to Page 3" }).click();
      await expect.poll(async () => (await mobileCounter.innerText()).replace(/\s/g, "")).toBe("3/3");
      // Full screen: the page fills the phone's width and most of its height.
      await mobileViewer.getByTestId("viewer-fullscreen").click();
      await expect.poll(() => mobileViewer.getAttribute("data-fullscreen")).toMatch(/^(api|css)$/);
      const fullBox = (await mobileViewer.boundingBox())!;
      expect(fullBox.width).toBeGreaterThanOrEqual(389);
      expect(fullBox.height).toBeGreaterThanOrEqual(800);
      expect((await mobileViewer.getByTestId("viewer-stage").boundingBox())!.width).toBeGreaterThanOrEqual(
        370,
      );
      await screenshot(mobile, "deck-viewer-public-phone-fullscreen");
      await mobileViewer.getByRole("button", { name: "Exit full screen" }).click();
      await expect.poll(() => mobileViewer.getAttribute("data-fullscreen")).toBeNull();

      // Without JavaScript the thumbnails and the page links are plain links (`?slide=n`).
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noScript.newPage();
      await unlock(plain, `/public/${slug}/pitch-deck`);
      const plainViewer = plain.getByTestId("page-viewer");
      await plainViewer.getByRole("link", { name: "Go to Page 2" }).click();
      await plain.waitForURL(/slide=2/);
      expect((await plainViewer.getByTestId("slide-counter").innerText()).replace(/\s/g, "")).toBe("2/3");
      await plainViewer.getByRole("link", { name: "Next" }).click();
      await plain.waitForURL(/slide=3/);
      expect((await plainViewer.getByTestId("slide-counter").innerText()).replace(/\s/g, "")).toBe("3/3");
      expect(await plainViewer.getByRole("link", { name: "Open page image" }).getAttribute("href")).toMatch(
        /\/pages\/3$/,
      );
      expect(await plain.getByTestId("viewer-loading").count()).toBe(0);
      // A phone without JavaScript: the deck first, the drawer's button a link to the chat below it.
      const plainPhone = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const small = await plainPhone.newPage();
      await unlock(small, `/public/${slug}/pitch-deck`);
      const opener = small.getByTestId("chat-drawer-open");
      expect(await opener.getAttribute("href")).toBe("#chat");
      const smallPanel = small.getByTestId("chat-panel");
      expect(await smallPanel.getAttribute("data-drawer")).toBe("inline");
      const smallImage = (await small.getByTestId("page-viewer").locator("img").first().boundingBox())!;
      expect(smallImage.y + smallImage.height).toBeLessThanOrEqual(844);
      expect((await smallPanel.boundingBox())!.y).toBeGreaterThan(smallImage.y + smallImage.height);
      await opener.click();
      await small.waitForURL(/#chat$/);
      expect(await small.getByPlaceholder("Ask your question about the pitch deck...").isVisible()).toBe(
        true,
      );
      await Promise.all([
        context.close(),
        investor.close(),
        phone.close(),
        noScript.close(),
        plainPhone.close(),
      ]);
    },
  );

  browserIt(
    "reads an image-only PDF by OCR in the browser; the chat answers from it and cites the page",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on("console", (m) => {
        if (m.text().startsWith("pages of ")) timings.push(m.text());
      });
      const scan = await imageOnlyPdf(page, [
        ["Kestrel Cargo", "Paperwork for small freight carriers, digitised"],
        [
          "Funding",
          "We are raising a seed round of 3 million euro",
          "to hire engineers and open two new markets",
        ],
      ]);
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto(TAB);
      await uploadPdf(page, "Scanned deck.pdf", scan);
      await page
        .getByTestId("pages-progress")
        .getByText(/tekst lezen uit de afbeelding \(OCR\)/)
        .waitFor({ timeout: 30_000 });
      const row = page.getByTestId("document-row").filter({ hasText: "Scanned deck.pdf" });
      // The outcome names what happened.
      await row.getByText("2 pagina's, 2 gelezen uit afbeeldingen (OCR)").waitFor({ timeout: 120_000 });
      await row.getByTestId("version-live").waitFor({ timeout: 30_000 });
      await row.getByText(/2 pagina's gelezen uit afbeeldingen \(OCR\)/).waitFor();

      const investor = await browser.newContext();
      const visitor = await investor.newPage();
      await unlock(visitor, `/public/${slug}/pitch-deck`);
      expect(
        (await visitor.getByTestId("page-viewer").getByTestId("slide-counter").innerText()).replace(
          /\s/g,
          "",
        ),
      ).toBe("1/2");
      const input = visitor.getByPlaceholder("Ask your question about the pitch deck...");
      await input.fill("What seed round are they raising?");
      await visitor.getByRole("button", { name: "Send" }).click();
      const reply = visitor.getByTestId("assistant-message").nth(1);
      await expect.poll(() => reply.innerText(), { timeout: 20_000 }).toMatch(/3 million euro/i);
      expect(await reply.innerText()).toMatch(/page 2/i);
      await Promise.all([context.close(), investor.close()]);
      console.info(timings.join("\n"));
    },
  );

  browserIt(
    "adds the text of a chart pasted as a picture to its page's text layer; the chat answers a figure only the chart shows",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      // A page with a real text layer and, below it, a chart exported as a picture whose figures exist only as pixels.
      await page.setContent(
        `<body style="margin:0"><div id="chart" style="width:1000px;height:400px;background:#fff;color:#111;font:bold 40px/1.6 Arial,sans-serif;padding:40px;box-sizing:border-box"><p style="margin:0">Orders shipped in 2025: 48,300</p><p style="margin:0">Orders shipped in 2024: 21,700</p></div></body>`,
      );
      const png = await page.locator("#chart").screenshot({ type: "png" });
      const pdf = await PDFDocument.create();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      const slide = pdf.addPage([960, 540]);
      slide.drawText("Traction", { x: 40, y: 480, size: 32, font });
      slide.drawText("Carriers send more of their freight paperwork through Kestrel every month.", {
        x: 40,
        y: 440,
        size: 16,
        font,
      });
      slide.drawImage(await pdf.embedPng(png), { x: 40, y: 40, width: 750, height: 300 });
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto(TAB);
      await uploadPdf(page, "Chart deck.pdf", Buffer.from(await pdf.save()));
      const row = page.getByTestId("document-row").filter({ hasText: "Chart deck.pdf" });
      await row.getByText("1 pagina, 1 gelezen uit afbeeldingen (OCR)").waitFor({ timeout: 120_000 });
      await row.getByTestId("version-live").waitFor({ timeout: 30_000 });

      const investor = await browser.newContext();
      const visitor = await investor.newPage();
      await unlock(visitor, `/public/${slug}/pitch-deck`);
      await visitor
        .getByPlaceholder("Ask your question about the pitch deck...")
        .fill("How many orders were shipped in 2025?");
      await visitor.getByRole("button", { name: "Send" }).click();
      const reply = visitor.getByTestId("assistant-message").nth(1);
      await expect.poll(() => reply.innerText(), { timeout: 20_000 }).toMatch(/48,300/);
      expect(await reply.innerText()).toMatch(/page 1/i);
      await Promise.all([context.close(), investor.close()]);
    },
  );

  browserIt(
    "without JavaScript the upload and text extraction still work, and the tab says the pages need JavaScript",
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto(TAB);
      await page
        .getByTestId("upload-card-pdf")
        .getByText("de pagina-afbeeldingen maakt je browser met JavaScript aan")
        .waitFor();
      await uploadPdf(page, "No script deck.pdf", Buffer.from(await makePdf(DECK_PAGES)));
      await page.waitForURL(`**${TAB}`);
      // The queue extracts the text; the no-JS page is refreshed by hand.
      const row = page.getByTestId("document-row").filter({ hasText: "No script deck.pdf" });
      await expect
        .poll(
          async () => {
            await page.goto(TAB);
            return row.getByText("PDF succesvol verwerkt").count();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(1);
      expect(await row.getByTestId("pages-need-js").innerText()).toMatch(/JavaScript aan/);
      // Text only, no pages yet: the live version (with its pages) stays until this one's pages
      // are rendered, or the admin publishes it as text only (a form: no JavaScript needed).
      await row.getByTestId("version-awaiting-pages").waitFor();
      await row.getByRole("button", { name: /Live zetten zonder pagina's/ }).click();
      await page.waitForURL(`**${TAB}`);
      await row.getByTestId("version-live").waitFor();
      await screenshot(page, "deck-viewer-admin-no-js");
      await context.close();
    },
  );

  browserIt(
    "without JavaScript a scanned deck is read by OCR on the server, goes live, and the tab says how each page was read",
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      const pdf = await PDFDocument.create();
      for (const picture of [SCANNED_SLIDE_1_PNG, SCANNED_SLIDE_2_PNG]) {
        const p = pdf.addPage([750, 422]);
        const image = await pdf.embedPng(Buffer.from(picture, "base64"));
        p.drawImage(image, { x: 0, y: 0, width: 750, height: 422 });
      }
      await page.goto(TAB);
      await uploadPdf(page, "Scanned no script.pdf", Buffer.from(await pdf.save()));
      await page.waitForURL(`**${TAB}`);
      const row = page.getByTestId("document-row").filter({ hasText: "Scanned no script.pdf" });
      await expect
        .poll(
          async () => {
            await page.goto(TAB);
            return row.getByTestId("page-reading").count();
          },
          { timeout: 120_000, interval: 1000 },
        )
        .toBe(1);
      expect(await row.getByTestId("page-reading").innerText()).toBe(
        "Pagina's 1-2: OCR op de server (tesseract)",
      );
      await row.getByText("2 gelezen uit afbeeldingen (OCR)").waitFor();
      // Read, but without page images: the live deck (with its pages) stays until the admin
      // publishes this one as text only.
      await row.getByTestId("version-awaiting-pages").waitFor();
      await row.getByRole("button", { name: /Live zetten zonder pagina's/ }).click();
      await page.waitForURL(`**${TAB}`);
      await row.getByTestId("version-live").waitFor();
      await context.close();
    },
    180_000,
  );

  browserIt(
    "'Process Images Now' reads uploaded slide images by OCR in the browser (offline, local provider)",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const slide = async (lines: string[]) => {
        await page.setContent(
          `<body style="margin:0"><div id="s" style="width:1280px;height:720px;background:#fff;color:#111;font:bold 44px/1.5 Arial,sans-serif;padding:80px;box-sizing:border-box">${lines.map((l) => `<p style="margin:0 0 24px">${l}</p>`).join("")}</div></body>`,
        );
        return page.locator("#s").screenshot({ type: "png" });
      };
      const files = [
        {
          name: "slide-1.png",
          mimeType: "image/png",
          buffer: await slide(["Harbor Labs", "Route planning for inland shipping"]),
        },
        {
          name: "slide-2.png",
          mimeType: "image/png",
          buffer: await slide(["Team", "Our chief engineer built barge software for ten years"]),
        },
      ];
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto(TAB);
      const images = page.getByTestId("upload-card-images");
      await images.getByLabel("Afbeeldingen kiezen").setInputFiles(files);
      await images.getByRole("button", { name: "Uploaden" }).click();
      const processing = page.getByTestId("image-processing");
      await processing.getByText("Pitch deck succesvol verwerkt").waitFor({ timeout: 120_000 });
      await processing.getByText("2/2 afbeeldingen gelezen (OCR)").waitFor();
      // The button now offers to read them again.
      await processing.getByRole("button", { name: "Reprocess Images" }).click();
      await processing.getByText("Afbeeldingen opnieuw verwerkt").waitFor({ timeout: 120_000 });

      // The slides are newer than the live PDF: investors see them and the chat answers from them.
      const investor = await browser.newContext();
      const visitor = await investor.newPage();
      await unlock(visitor, `/public/${slug}/pitch-deck`);
      await visitor.getByTestId("slide-slider").waitFor();
      expect(await visitor.getByTestId("page-viewer").count()).toBe(0);
      await visitor
        .getByPlaceholder("Ask your question about the pitch deck...")
        .fill("Which barge software experience does the chief engineer have?");
      await visitor.getByRole("button", { name: "Send" }).click();
      const reply = visitor.getByTestId("assistant-message").nth(1);
      await expect.poll(() => reply.innerText(), { timeout: 20_000 }).toMatch(/barge software/i);
      expect(await reply.innerText()).toMatch(/slide 2/i);
      await Promise.all([context.close(), investor.close()]);
    },
  );
});
