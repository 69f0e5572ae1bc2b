// The demo pitch deck's page images, rendered at seed time from the seeded PDF with pdf.js and
// @napi-rs/canvas (pdf.js's own canvas for Node): one WebP per page, 1280 px wide, the format
// and width the admin's browser stores (app/domain/deck/pages.ts). So a fresh clone's viewer
// shows the deck without an admin rendering it first. Nothing third-party: the images are the
// seeded PDF's own pages.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** app/domain/deck/pages.ts: PAGE_IMAGE_WIDTH and PAGE_IMAGE_QUALITY (0.85). */
const WIDTH = 1280;
const QUALITY = 85;

/**
 * @param {Uint8Array} bytes the PDF
 * @returns {Promise<{ pageNumber: number; bytes: Uint8Array }[] | null>} null when no canvas is available here
 */
export async function renderDeckPages(bytes) {
  let createCanvas;
  try {
    ({ createCanvas } = await import("@napi-rs/canvas"));
  } catch {
    return null;
  }
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const require = createRequire(import.meta.url);
  const fonts = join(dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts/");
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    // A path: in Node pdf.js reads the standard fonts (the PDF's Helvetica) from disk.
    standardFontDataUrl: fonts,
    isEvalSupported: false,
  }).promise;
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: WIDTH / page.getViewport({ scale: 1 }).width });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      const context = canvas.getContext("2d");
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvasContext: context, canvas, viewport }).promise;
      pages.push({ pageNumber: n, bytes: new Uint8Array(await canvas.encode("webp", QUALITY)) });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
