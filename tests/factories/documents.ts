import { PDFDocument, StandardFonts } from "pdf-lib";

import { pageImageKey } from "../../app/domain/deck/pages";
import { createDb } from "../../db";
import { buildDeckPdf, extractDeckText } from "../../db/demo-deck-pdf.mjs";
import { documentPages, type DocumentRow, documents } from "../../db/schema";
import { createMember } from "./index";

let counter = 0;

/** A real PDF made with pdf-lib: one page per entry of `pages` (an empty string gives a page without text). */
export async function makePdf(pages: string[][]): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([842, 595]);
    lines.forEach((line, i) => {
      if (line) page.drawText(line, { x: 50, y: 540 - i * 22, size: 14, font });
    });
  }
  return new Uint8Array(await pdf.save({ useObjectStreams: false }));
}

/** A three-page investor deck with enough real words for the extraction-quality heuristic. */
export const DECK_PAGES: string[][] = [
  [
    "Adup Data Agent - Investor Presentation 2026",
    "Your AI Data and E-commerce Agent for online shops and marketing teams.",
    "We track, analyze, report and optimize digital activity with real-time insights.",
  ],
  [
    "The problem and our solution",
    "Online shops struggle with scattered data across Shopify, Google Analytics and ads.",
    "Our AI agent connects every data source, sends proactive notifications and",
    "gives AI recommendations so teams can grow revenue without a data analyst.",
  ],
  [
    "Traction, business model and funding",
    "We have 40 paying customers and 9.6k monthly recurring revenue after the pilot.",
    "Subscription pricing per shop; gross margin above 80 percent.",
    "We are raising a seed round of 1.5 million euro for growth, sales and product.",
  ],
];

/** A tiny valid PNG (1×1). */
export const PNG_1x1 = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

/** A document row with its R2 object, written straight to D1 / R2 (bypassing the upload). */
export async function createStoredDocument(
  env: { DB: D1Database; FILES: R2Bucket },
  companyId: string,
  fields: Partial<
    Pick<DocumentRow, "name" | "type" | "contentType" | "displayOrder" | "extractedText" | "extractionStatus">
  > & { body?: Uint8Array | string } = {},
) {
  const type = fields.type ?? "pdf";
  const body = fields.body ?? (type === "pitch-images" ? PNG_1x1 : "%PDF-1.4\n%fake\n");
  const n = counter++;
  const key =
    type === "pitch-images"
      ? `${companyId}/pitch-images/${Date.now()}-f${n}.png`
      : `${companyId}/${Date.now()}${n}.pdf`;
  const contentType =
    fields.contentType ??
    (type === "pitch-images"
      ? "image/png"
      : type === "excel"
        ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        : "application/pdf");
  await env.FILES.put(key, body, { httpMetadata: { contentType } });
  const [row] = await createDb(env.DB)
    .insert(documents)
    .values({
      companyId,
      name: fields.name ?? `document-${n}.${type === "pitch-images" ? "png" : "pdf"}`,
      type,
      filePath: key,
      fileSize: typeof body === "string" ? body.length : body.byteLength,
      contentType,
      displayOrder: fields.displayOrder ?? null,
      extractedText: fields.extractedText ?? null,
      extractionStatus: fields.extractionStatus ?? "none",
    })
    .returning();
  return row!;
}

let demoDeckOnce: Promise<{ text: string; pages: number; chars: number; bytes: Uint8Array }> | null = null;
/** The demo pitch deck PDF (the seed's) and the text the extraction job stores for it, made once per test file. */
export function demoDeck() {
  demoDeckOnce ??= (async () => {
    const bytes = await buildDeckPdf();
    return { ...(await extractDeckText(bytes)), bytes };
  })();
  return demoDeckOnce;
}

/** A company with an access code and (unless `deck: false`) the demo pitch deck PDF, extracted; its public pitch-deck page and chat stream. */
export async function deckCompany(
  env: { DB: D1Database; FILES: R2Bucket },
  accessCode: string,
  options: { deck?: boolean } = {},
) {
  const member = await createMember(env.DB, { accessCode });
  let pdfId: string | null = null;
  if (options.deck !== false) {
    const deck = await demoDeck();
    const row = await createStoredDocument(env, member.companyId, {
      type: "pdf",
      name: "Deck.pdf",
      body: deck.bytes,
      extractedText: deck.text,
      extractionStatus: "done",
    });
    pdfId = row.id;
  }
  return {
    member,
    pdfId,
    page: `/public/${member.slug}/pitch-deck`,
    stream: `/public/${member.slug}/pitch-deck/stream`,
  };
}

/** A live pitch deck of the first `pages` pages of DECK_PAGES, each with its page image (what the viewer shows). */
export async function createLiveDeck(
  env: { DB: D1Database; FILES: R2Bucket },
  companyId: string,
  pages = 3,
  /** The pages' lines (default: the first `pages` of DECK_PAGES). */
  texts: string[][] = DECK_PAGES.slice(0, pages),
) {
  const text = texts
    .slice(0, pages)
    .map((lines, i) => `[Page ${i + 1}]\n${lines.join("\n")}`)
    .join("\n\n");
  const deck = await createStoredDocument(env, companyId, {
    type: "pdf",
    name: "deck.pdf",
    extractedText: text,
    extractionStatus: "done",
  });
  for (let n = 1; n <= pages; n++) {
    const key = pageImageKey(companyId, deck.id, n);
    await env.FILES.put(key, PNG_1x1, { httpMetadata: { contentType: "image/webp" } });
    await createDb(env.DB).insert(documentPages).values({
      companyId,
      documentId: deck.id,
      pageNumber: n,
      imagePath: key,
      imageSize: PNG_1x1.byteLength,
    });
  }
  await env.DB.prepare("UPDATE documents SET pages_status = 'done', page_count = ? WHERE id = ?")
    .bind(pages, deck.id)
    .run();
  return deck;
}

/** A file with the first bytes of a WebP image (RIFF....WEBPVP8 ): what the page-image route checks. */
export function webpFile(n = 64) {
  const bytes = new Uint8Array(n);
  bytes.set([...new TextEncoder().encode("RIFF")], 0);
  bytes.set([...new TextEncoder().encode("WEBPVP8 ")], 8);
  return new File([bytes], "page.webp", { type: "image/webp" });
}
