import { env } from "cloudflare:test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { createLocalProvider } from "../../app/server/ai/local";
import { askQuestion } from "../../app/server/chat/chat.server";
import { memberScope } from "../../app/server/chat/chat-state.server";
import { getLiveDocument } from "../../app/server/documents/document-versions.server";
import { runJob } from "../../app/server/documents/jobs.server";
import type { JobMessage } from "../../app/server/queues/messages";
import { createDb } from "../../db";
import { createStoredDocument } from "../factories/documents";
import { SCANNED_SLIDE_1_PNG, SCANNED_SLIDE_2_PNG } from "../fixtures/scanned-slides";
import { signedIn } from "./http";
import { deliver, runJobs } from "./queues";

const UPLOAD = "/admin/documents/upload";
const TAB = "/admin/management/documents";

const png = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** A PDF whose pages are either text (a text layer) or a slide picture only (no text layer), in order. */
async function deckPdf(pages: Array<{ text: string } | { picture: string }>) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of pages) {
    const p = pdf.addPage([1000 * 0.75, 563 * 0.75]);
    if ("text" in page) p.drawText(page.text, { x: 40, y: 300, size: 14, font });
    else {
      const image = await pdf.embedPng(png(page.picture));
      p.drawImage(image, { x: 0, y: 0, width: p.getWidth(), height: p.getHeight() });
    }
  }
  return new File([new Uint8Array(await pdf.save({ useObjectStreams: false }))], "Scanned deck.pdf", {
    type: "application/pdf",
  });
}

const documentRow = (id: string) =>
  env.DB.prepare(
    "SELECT extraction_status, extraction_message, text_layer_pages, processing_step, processing_steps FROM documents WHERE id = ?",
  )
    .bind(id)
    .first<{
      extraction_status: string;
      extraction_message: string;
      text_layer_pages: string | null;
      processing_step: number;
      processing_steps: number;
    }>();

const pageRows = async (id: string) =>
  (
    await env.DB.prepare(
      "SELECT page_number, ocr_text, ocr_source, image_path FROM document_pages WHERE document_id = ? ORDER BY page_number",
    )
      .bind(id)
      .all<{ page_number: number; ocr_text: string; ocr_source: string; image_path: string | null }>()
  ).results;

describe("OCR in the job queue: a deck gets its text without a browser", () => {
  it("a scanned PDF uploaded through the route, no browser, is read by tesseract in the queue, goes live and answers", async () => {
    const { member, admin } = await signedIn();
    const file = await deckPdf([{ picture: SCANNED_SLIDE_1_PNG }, { picture: SCANNED_SLIDE_2_PNG }]);
    const res = await admin.postForm(UPLOAD, { intent: "document.upload-pdf", file });
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { documentIds: string[] }).documentIds[0]!;
    await runJobs({ kind: "extract-pdf", companyId: member.companyId, documentId: id });
    // The text steps end in one OCR step per page, each its own queue message.
    await expect
      .poll(async () => (await documentRow(id))?.extraction_status, { timeout: 150_000, interval: 250 })
      .toBe("done");

    const row = await documentRow(id);
    expect(row?.extraction_message).toBe(
      "PDF succesvol verwerkt\n2 pagina's, 2 gelezen uit afbeeldingen (OCR).",
    );
    expect(row?.text_layer_pages).toBe("");
    expect(row?.processing_step).toBe((row?.processing_steps ?? 0) + 1);
    const pages = await pageRows(id);
    expect(pages.map((p) => [p.page_number, p.ocr_source, p.image_path])).toEqual([
      [1, "server", null],
      [2, "server", null],
    ]);
    expect(pages[0]!.ocr_text).toMatch(/Northwind Freight/);
    expect(pages[0]!.ocr_text).toMatch(/Rotterdam/);
    expect(pages[1]!.ocr_text).toMatch(/EUR 2\.5 million/);

    const db = createDb(env.DB);
    const live = await getLiveDocument(db, member.companyId, "pdf");
    expect(live?.id).toBe(id);
    expect(live?.extractionMethod).toBe("ocr");
    const answer = await askQuestion(
      db,
      createLocalProvider(),
      memberScope(member.companyId, member.userId),
      { vid: "v", cur: {} },
      "How much are they raising in the seed round?",
    );
    expect(answer.ok).toBe(true);
    if (answer.ok) expect(answer.reply).toMatch(/2\.5 million[\s\S]*page 2/i);

    // The Documents tab says how each page was read.
    const tab = await (await admin.fetch(TAB)).text();
    expect(tab.replace(/&#x27;/g, "'")).toContain("Pagina's 1-2: OCR op de server (tesseract)");
  }, 180_000);

  it("reads only the pages without a text layer; the vision model reads them when a model provider is configured", async () => {
    const { member, admin } = await signedIn();
    const file = await deckPdf([
      {
        text: "Northwind Freight builds paperwork software for small carriers across Europe and ships weekly.",
      },
      { picture: SCANNED_SLIDE_2_PNG },
    ]);
    // Stored as an upload stores it, without queueing: the queue is driven by hand here, with a stand-in Workers AI binding that records what it is sent.
    const { id } = await createStoredDocument(env, member.companyId, {
      name: "Deck.pdf",
      body: new Uint8Array(await file.arrayBuffer()),
      extractionStatus: "pending",
    });
    const sent: JobMessage[] = [];
    const calls: Array<{ model: string; inputs: Record<string, unknown> }> = [];
    const jobEnv = {
      ...env,
      AI_PROVIDER: "workers-ai",
      AI: {
        async run(model: string, inputs: Record<string, unknown>) {
          calls.push({ model, inputs });
          return {
            response: "The ask\nWe are raising a seed round of EUR 2.5 million to hire six engineers.",
          };
        },
      } as unknown as Ai,
      JOBS: { send: async (m: JobMessage) => void sent.push(m) } as unknown as Queue<JobMessage>,
    };
    const db = createDb(env.DB);
    await runJob(
      db,
      jobEnv,
      { kind: "extract-pdf", companyId: member.companyId, documentId: id },
      { attempt: 1 },
    );
    expect(sent).toEqual([expect.objectContaining({ kind: "ocr-page", documentId: id })]);
    expect((await documentRow(id))?.extraction_message).toBe(
      "Pagina's zonder tekst worden gelezen (OCR op de server)… (0 van 1)",
    );
    // Page 1 has a text layer: the deck is live while page 2 is read.
    expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(id);
    await runJob(db, jobEnv, sent[0]!, { attempt: 1 });
    // The same step delivered again does nothing.
    await runJob(db, jobEnv, sent[0]!, { attempt: 1 });

    expect(calls).toHaveLength(1);
    expect(calls[0]!.model).toBe(env.AI_VISION_MODEL);
    expect(JSON.stringify(calls[0]!.inputs)).toContain("data:image/png;base64,iVBORw0KGgo");
    const row = await documentRow(id);
    expect(row?.extraction_status).toBe("done");
    expect(row?.text_layer_pages).toBe("1");
    expect((await pageRows(id)).map((p) => [p.page_number, p.ocr_source])).toEqual([[2, "vision"]]);
    const live = await getLiveDocument(db, member.companyId, "pdf");
    expect(live?.extractedText).toMatch(/--- Page 2 ---\n[\s\S]*EUR 2\.5 million/);
    const tab = await (await admin.fetch(TAB)).text();
    expect(tab).toContain("Pagina 1: tekstlaag");
    expect(tab).toContain("Pagina 2: OCR op de server (AI-model)");
  });

  it("a page step that dies on every attempt fails its version from the dead-letter queue", async () => {
    const { member } = await signedIn();
    const file = await deckPdf([{ picture: SCANNED_SLIDE_1_PNG }]);
    const { id } = await createStoredDocument(env, member.companyId, {
      body: new Uint8Array(await file.arrayBuffer()),
      extractionStatus: "pending",
    });
    const sent: JobMessage[] = [];
    const jobEnv = {
      ...env,
      AI_PROVIDER: "workers-ai",
      JOBS: { send: async (m: JobMessage) => void sent.push(m) } as unknown as Queue<JobMessage>,
    };
    await runJob(
      createDb(env.DB),
      jobEnv,
      { kind: "extract-pdf", companyId: member.companyId, documentId: id },
      { attempt: 1 },
    );
    expect(sent).toEqual([expect.objectContaining({ kind: "ocr-page", documentId: id })]);
    await deliver("investor-relations-jobs-dlq", [{ id: "dead-ocr-page", body: sent[0]! }]);
    const row = await documentRow(id);
    expect(row?.extraction_status).toBe("failed");
    expect(row?.extraction_message).toMatch(/^!Verwerkingsfout\nDe verwerking is gestopt zonder te eindigen/);
  });
});
