import { deflateSync } from "node:zlib";

import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";

import { formatFileSize } from "../../app/domain/documents";
import { DECK_PAGES, makePdf } from "../factories/documents";
import { browserIt, hasChromium, login, registerFounder, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const TAB = "/admin/management/documents";
// A company of its own, so other test files working on the demo company do not interfere.
const FOUNDER = {
  email: `docs-${Date.now().toString(36)}@example.com`,
  password: "documents-e2e-2026",
  company: "Slide Order Labs",
};

/* -------------------------------------------------------------- test files */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A 320×180 PNG: a coloured slide with a darker band whose width tells the slides apart. */
function slidePng([r, g, b]: [number, number, number], band: number) {
  const width = 320;
  const height = 180;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const dark = y > 120 && x < band;
      raw.set(dark ? [r >> 1, g >> 1, b >> 1] : [r, g, b], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small forecast workbook (.xlsx). */
async function workbook() {
  const XLSX = await import("@e965/xlsx");
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ["Maand", "Omzet"],
      ["jan", 1000],
      ["feb", 1200],
    ]),
    "Forecast",
  );
  return Buffer.from(XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer);
}

const SLIDES = [
  { name: "slide-1.png", mimeType: "image/png", buffer: slidePng([59, 130, 246], 80) },
  { name: "slide-2.png", mimeType: "image/png", buffer: slidePng([16, 185, 129], 160) },
  { name: "slide-3.png", mimeType: "image/png", buffer: slidePng([245, 158, 11], 240) },
];

/* ----------------------------------------------------------------- helpers */

async function expectToast(page: Page, text: string) {
  await page.getByTestId("toast").filter({ hasText: text }).first().waitFor({ timeout: 20_000 });
}

/**
 * Records every toast the page shows from now on: one toast shows at a time, so a quick
 * job outcome can replace the upload's toast before a locator looks at it.
 */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = el.textContent ?? "";
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function expectToastShown(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (t) => (window as unknown as { __toasts: string[] }).__toasts.some((s) => s.includes(t)),
          text,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

const slideNames = (page: Page) => page.getByTestId("slide-name").allTextContents();

/* ------------------------------------------------------------------- tests */

describe("documents tab", () => {
  beforeAll(async () => {
    if (hasChromium) await registerFounder("Dana Documents", FOUNDER);
  });

  browserIt(
    "is the default tab; uploads the deck with a progress bar and shows the extraction outcome (JS on)",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto("/admin/management");
      expect(await page.getByRole("tab", { name: "Documents" }).getAttribute("aria-selected")).toBe("true");
      for (const title of ["Pitch Deck (PDF)", "Pitch Deck Afbeeldingen", "Financial Forecast (Excel)"]) {
        await page.getByRole("heading", { name: title, exact: true }).waitFor();
      }

      const card = page.getByTestId("upload-card-pdf");
      await recordToasts(page);
      // The file itself is the request body (a PUT the Worker streams to R2), not a multipart form.
      const uploads: { method: string; url: string; type: string | null }[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/admin/documents/upload"))
          uploads.push({
            method: request.method(),
            url: request.url(),
            type: request.headers()["content-type"] ?? null,
          });
      });
      const deck = Buffer.from(await makePdf(DECK_PAGES));
      await card
        .getByLabel("Bestand kiezen")
        .setInputFiles({ name: "Investor deck 2026.pdf", mimeType: "application/pdf", buffer: deck });
      await card.getByRole("button", { name: "Uploaden" }).click();
      const item = card.getByTestId("upload-progress-item");
      await expect.poll(() => item.getAttribute("data-state"), { timeout: 15_000 }).toBe("done");
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toMatchObject({ method: "PUT", type: "application/pdf" });
      expect(new URL(uploads[0]!.url).searchParams.get("kind")).toBe("pdf");
      expect(new URL(uploads[0]!.url).searchParams.get("name")).toBe("Investor deck 2026.pdf");
      expect(
        await card
          .getByRole("progressbar", { name: "Upload Investor deck 2026.pdf" })
          .getAttribute("aria-valuenow"),
      ).toBe("100");
      expect(await card.getByTestId("upload-percent").textContent()).toBe("100%");
      await expectToastShown(page, "Bestand geüpload");

      // The queue consumer extracts the text; the tab polls and toasts the outcome.
      const row = page.getByTestId("document-row").filter({ hasText: "Investor deck 2026.pdf" });
      await row.getByText("PDF succesvol verwerkt").waitFor({ timeout: 30_000 });
      await expectToastShown(page, "PDF succesvol verwerkt");

      // A wrong file is refused in the browser with the spec's message.
      await card.getByLabel("Bestand kiezen").setInputFiles({
        name: "notes.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("MZ this is not a pdf"),
      });
      await card.getByRole("button", { name: "Uploaden" }).click();
      await expectToast(page, "Selecteer een geldig PDF bestand.");
      expect(uploads).toHaveLength(1);

      // The workbook goes the same way: its own PUT, stored as what its bytes are.
      const excel = page.getByTestId("upload-card-excel");
      const forecast = await workbook();
      await excel.getByLabel("Bestand kiezen").setInputFiles({
        name: "Forecast 2026.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: forecast,
      });
      await excel.getByRole("button", { name: "Uploaden" }).click();
      await expect
        .poll(() => excel.getByTestId("upload-progress-item").getAttribute("data-state"), { timeout: 15_000 })
        .toBe("done");
      expect(uploads.map((u) => [u.method, new URL(u.url).searchParams.get("kind")])).toEqual([
        ["PUT", "pdf"],
        ["PUT", "excel"],
      ]);
      // Stored whole: the list shows the workbook with its size.
      await page
        .getByTestId("document-row")
        .filter({ hasText: "Forecast 2026.xlsx" })
        .filter({ hasText: formatFileSize(forecast.length) })
        .waitFor();
      await context.close();
    },
  );

  browserIt(
    "uploads the deck with a plain multipart form (JS off): redirect, toast, the queued extraction",
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto(TAB);
      const card = page.getByTestId("upload-card-pdf");
      await card.getByLabel("Bestand kiezen").setInputFiles({
        name: "Deck without script.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(await makePdf(DECK_PAGES)),
      });
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/admin/management")),
        card.getByRole("button", { name: "Uploaden" }).click(),
      ]);
      expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
      await page.waitForURL(`**${TAB}`);
      await expectToast(page, "Bestand geüpload");
      const row = page.getByTestId("document-row").filter({ hasText: "Deck without script.pdf" });
      await expect
        .poll(
          async () => {
            await page.goto(TAB);
            return row.getByText("PDF succesvol verwerkt").count();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(1);
      await context.close();
    },
  );

  browserIt(
    "uploads slide images and reorders them by drag (JS on), then with the move buttons (JS off)",
    async () => {
      // JS on: upload three slides, drag the last to the top, save.
      const context = await browser.newContext();
      const page = await context.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto(TAB);
      const images = page.getByTestId("upload-card-images");
      await images.getByLabel("Afbeeldingen kiezen").setInputFiles([SLIDES[2]!, SLIDES[0]!, SLIDES[1]!]);
      await images.getByRole("button", { name: "Uploaden" }).click();
      await expect
        .poll(() => images.locator('[data-testid="upload-progress-item"][data-state="done"]').count(), {
          timeout: 15_000,
        })
        .toBe(3);
      await expect.poll(() => slideNames(page)).toEqual(["slide-1.png", "slide-2.png", "slide-3.png"]);
      // Thumbnails load through the file route.
      await expect
        .poll(() =>
          page
            .locator('[data-testid="slide-row"] img')
            .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth === 320)),
        )
        .toBe(true);
      // The local AI provider cannot see images and says so.
      await page
        .getByTestId("image-processing")
        .getByText("Afbeeldingen geüpload")
        .waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Process Images Now" }).waitFor();

      const rows = page.getByTestId("slide-row");
      // The mouse works in viewport coordinates: bring the whole list into view first.
      await page.getByTestId("slide-order-list").evaluate((el) => el.scrollIntoView({ block: "center" }));
      const handle = rows.nth(2).getByTestId("slide-drag-handle");
      const from = (await handle.boundingBox())!;
      const to = (await rows.nth(0).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
      await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 20 });
      await page.mouse.up();
      await expect.poll(() => slideNames(page)).toEqual(["slide-3.png", "slide-1.png", "slide-2.png"]);
      await page.getByTestId("slide-order-warning").waitFor();
      await screenshot(page, "admin-documents-order-changed-js");
      await page.getByRole("button", { name: "Volgorde Opslaan" }).click();
      await expectToast(page, "Volgorde opgeslagen");
      await expect.poll(() => page.getByTestId("slide-order-warning").count()).toBe(0);
      await page.reload();
      await expect.poll(() => slideNames(page)).toEqual(["slide-3.png", "slide-1.png", "slide-2.png"]);

      // Reset brings back the saved order.
      await page.getByRole("button", { name: "Omlaag (dia 1)" }).click();
      await expect.poll(() => slideNames(page)).toEqual(["slide-1.png", "slide-3.png", "slide-2.png"]);
      await page.getByRole("link", { name: "Reset" }).click();
      await expect.poll(() => slideNames(page)).toEqual(["slide-3.png", "slide-1.png", "slide-2.png"]);
      await screenshot(page, "admin-documents-js");

      // With the keyboard: the screen reader hears the slide's name and position, not an id.
      await page.getByTestId("slide-row").nth(0).getByTestId("slide-drag-handle").focus();
      await page.keyboard.press("Space");
      const live = page.locator("[id^='DndLiveRegion']");
      // (dnd-kit announces the pick-up and, at once, the position it is over.)
      await expect
        .poll(() => live.textContent())
        .toMatch(
          /^Dia slide-3\.png (opgepakt|boven) positie 1 van 3\.$|^Dia slide-3\.png opgepakt, positie 1 van 3\.$/,
        );
      // Let the pick-up settle (its 'over' announcement follows the pick-up), so Escape cancels the drag rather than racing it.
      await expect.poll(() => live.textContent()).toBe("Dia slide-3.png boven positie 1 van 3.");
      await page.keyboard.press("Escape");
      await expect
        .poll(() => live.textContent())
        .toBe("Verplaatsen geannuleerd. Dia slide-3.png staat weer op positie 1.");
      await expect.poll(() => slideNames(page)).toEqual(["slide-3.png", "slide-1.png", "slide-2.png"]);
      await context.close();

      // JS off: the move buttons keep a working order on the server until it is saved.
      const noJs = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noJs.newPage();
      await login(plain, FOUNDER.email, FOUNDER.password);
      await plain.goto(TAB);
      expect(await slideNames(plain)).toEqual(["slide-3.png", "slide-1.png", "slide-2.png"]);
      await plain.getByRole("link", { name: "Omhoog (dia 3)" }).click();
      await plain.getByTestId("slide-order-warning").waitFor();
      expect(await slideNames(plain)).toEqual(["slide-3.png", "slide-2.png", "slide-1.png"]);
      await plain.getByRole("link", { name: "Omlaag (dia 1)" }).click();
      // The warning is already there from the first move: wait for the new page's order itself.
      await expect.poll(() => slideNames(plain)).toEqual(["slide-2.png", "slide-3.png", "slide-1.png"]);
      await screenshot(plain, "admin-documents-order-changed-nojs");
      await plain.getByRole("button", { name: "Volgorde Opslaan" }).click();
      await expectToast(plain, "Volgorde opgeslagen");
      expect(await plain.getByTestId("slide-order-warning").count()).toBe(0);
      await plain.goto(TAB);
      expect(await slideNames(plain)).toEqual(["slide-2.png", "slide-3.png", "slide-1.png"]);

      // Delete without JS asks first.
      const row = plain.getByTestId("slide-row").filter({ hasText: "slide-1.png" });
      await row.getByRole("link", { name: "Verwijder slide-1.png" }).click();
      await plain.getByText("wordt definitief verwijderd").waitFor();
      await plain.getByRole("button", { name: "Ja, verwijderen" }).click();
      await expectToast(plain, "Bestand verwijderd");
      expect(await slideNames(plain)).toEqual(["slide-2.png", "slide-3.png"]);
      await screenshot(plain, "admin-documents-nojs");
      await noJs.close();
    },
  );
});
