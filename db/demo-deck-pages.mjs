// The demo pitch deck's page images, rendered at seed time from the seeded PDF: one WebP per
// page, 1280 px wide, the format and width the admin's browser stores (app/domain/deck/pages.ts),
// so a fresh clone's viewer shows the deck without an admin rendering it first. Rendered with the
// pdf.js of unpdf (the one the seed already reads the text with: two pdf.js builds in one process
// refuse each other's worker) on @napi-rs/canvas, pdf.js's canvas for Node. Nothing third-party:
// the images are the seeded PDF's own pages.
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
  let canvas;
  try {
    canvas = await import("@napi-rs/canvas");
  } catch {
    return null;
  }
  const { getDocumentProxy, renderPageAsImage } = await import("unpdf");
  const require = createRequire(import.meta.url);
  // A path: in Node pdf.js reads the standard fonts (the PDF's Helvetica) from disk.
  const fonts = join(dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts/");
  const doc = await getDocumentProxy(new Uint8Array(bytes), { standardFontDataUrl: fonts });
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const png = await renderPageAsImage(doc, n, { canvasImport: async () => canvas, width: WIDTH });
    // PNG from pdf.js, WebP as the browser stores it (white behind the page: a PDF page may be transparent).
    const image = await canvas.loadImage(Buffer.from(png));
    const out = canvas.createCanvas(image.width, image.height);
    const context = out.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, out.width, out.height);
    context.drawImage(image, 0, 0);
    pages.push({ pageNumber: n, bytes: new Uint8Array(await out.encode("webp", QUALITY)) });
  }
  return pages;
}
