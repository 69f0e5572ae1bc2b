// Renders the demo pitch deck (db/demo-deck.mjs) into a real PDF with pdf-lib: one landscape
// page per entry, the title line large and bold, the prose wrapped below it. Deterministic
// (fixed dates), so the seed writes the same bytes every time.
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

import { DEMO_DECK_PAGES } from "./demo-deck.mjs";

const WIDTH = 842;
const HEIGHT = 595;
const MARGIN = 56;
const TITLE_SIZE = 24;
const BODY_SIZE = 14;
const LEADING = 21;

/** Greedy word wrap to a width in points. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * @param {readonly { number: number; text: string }[]} [pages]
 * @param {{ title?: string }} [options]
 * @returns {Promise<Uint8Array>}
 */
export async function buildDeckPdf(pages = DEMO_DECK_PAGES, options = {}) {
  const pdf = await PDFDocument.create();
  const fixed = new Date("2026-01-01T00:00:00Z");
  pdf.setTitle(options.title ?? "Adup Data Agent — Pitch Deck");
  pdf.setAuthor("Adup Data Agent");
  pdf.setCreator("investor-relations-edge demo seed");
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const entry of pages) {
    const page = pdf.addPage([WIDTH, HEIGHT]);
    const [title, ...rest] = entry.text.split("\n");
    let y = HEIGHT - MARGIN - TITLE_SIZE;
    for (const line of wrap(title, bold, TITLE_SIZE, WIDTH - 2 * MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: TITLE_SIZE, font: bold, color: rgb(0.1, 0.2, 0.5) });
      y -= TITLE_SIZE + 8;
    }
    y -= 12;
    for (const line of wrap(rest.join(" "), regular, BODY_SIZE, WIDTH - 2 * MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: BODY_SIZE, font: regular, color: rgb(0.1, 0.1, 0.1) });
      y -= LEADING;
    }
  }
  return pdf.save({ useObjectStreams: false });
}

/** app/domain/documents.ts `tidyExtractedText`, as the extraction job applies it to each page. */
function tidy(text) {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\t\f\v \u00a0]+/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * What the extract-pdf job (app/server/documents/jobs.server.ts) stores for a PDF: unpdf's text of
 * each page, tidied, empty pages left out, as '--- Page n ---' sections (`formatDeckPages`).
 * Run here over the real PDF, so the seeded text is the extraction's, not the source's.
 * @param {Uint8Array} bytes
 * @returns {Promise<{ text: string; pages: number; chars: number }>}
 */
export async function extractDeckText(bytes) {
  const { extractText, getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  let pageTexts;
  try {
    pageTexts = (await extractText(pdf, { mergePages: false })).text;
  } finally {
    await pdf.loadingTask.destroy();
  }
  const pages = pageTexts.map((t, i) => ({ number: i + 1, text: tidy(t) })).filter((p) => p.text !== "");
  const text = pages.map((p) => `--- Page ${p.number} ---\n${p.text}`).join("\n\n");
  return { text, pages: pageTexts.length, chars: pages.map((p) => p.text).join("\n\n").length };
}
