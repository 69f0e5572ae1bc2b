import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createMember } from "../factories";
import { createStoredDocument, DECK_PAGES, makePdf, PNG_1x1 } from "../factories/documents";
import { BASE, Browser, signedIn } from "./http";
import { runJobs } from "./queues";

const TAB = "/admin/management/documents";
const UPLOAD = "/admin/documents/upload";
const CODE = "investor-code-1";

type Row = {
  id: string;
  company_id: string;
  name: string;
  type: string;
  file_path: string;
  file_size: number;
  content_type: string;
  extracted_text: string | null;
  extraction_method: string | null;
  extraction_status: string;
  extraction_message: string | null;
  display_order: number | null;
};

const rowsOf = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM documents WHERE company_id = ? ORDER BY created_at, id")
      .bind(companyId)
      .all<Row>()
  ).results;
const rowById = (id: string) => env.DB.prepare("SELECT * FROM documents WHERE id = ?").bind(id).first<Row>();
const objectsOf = async (companyId: string) =>
  (await env.FILES.list({ prefix: `${companyId}/` })).objects.map((o) => o.key);

const pdfFile = async (name = "Pitch deck 2026.pdf", pages = DECK_PAGES) =>
  new File([await makePdf(pages)], name, { type: "application/pdf" });
const png = (name: string, size?: number) => {
  if (!size) return new File([PNG_1x1], name, { type: "image/png" });
  const bytes = new Uint8Array(size);
  bytes.set(PNG_1x1);
  return new File([bytes], name, { type: "image/png" });
};

/** Runs one job through the Worker's queue consumer, as the JOBS queue would. */
/** The queue may also deliver the job by itself: wait until the document has settled. */
async function settled(id: string) {
  await expect
    .poll(async () => (await rowById(id))?.extraction_status, { timeout: 10_000, interval: 100 })
    .toMatch(/^(done|failed)$/);
  return (await rowById(id))!;
}

describe("documents: upload (JavaScript path, one file per request)", () => {
  it("is members-only and answers JSON 401", async () => {
    const res = await new Browser().postForm(UPLOAD, {
      intent: "document.upload-pdf",
      file: await pdfFile(),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ ok: false });
  });

  it("stores a 3-page PDF in R2 with its row, then the job extracts the text per page", async () => {
    const { member, admin } = await signedIn();
    const file = await pdfFile();
    const res = await admin.postForm(UPLOAD, { intent: "document.upload-pdf", file });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; title: string; documentIds: string[] };
    expect(body).toMatchObject({ ok: true, title: "Bestand geüpload" });
    expect(body.documentIds).toHaveLength(1);

    const [row] = await rowsOf(member.companyId);
    expect(row).toMatchObject({
      id: body.documentIds[0],
      name: "Pitch deck 2026.pdf",
      type: "pdf",
      content_type: "application/pdf",
      file_size: file.size,
    });
    expect(row!.file_path).toMatch(new RegExp(`^${member.companyId}/\\d{13}\\.pdf$`));
    expect(["pending", "processing", "done"]).toContain(row!.extraction_status);
    const object = await env.FILES.get(row!.file_path);
    expect(object?.size).toBe(file.size);
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    await object?.arrayBuffer();

    await runJobs({ kind: "extract-pdf", companyId: member.companyId, documentId: row!.id });
    const done = await settled(row!.id);
    expect(done.extraction_status).toBe("done");
    expect(done.extraction_method).toBe("text");
    const text = done.extracted_text!;
    expect(text).toMatch(/^--- Page 1 ---\nAdup Data Agent - Investor Presentation 2026/);
    expect(text).toContain("--- Page 2 ---\nThe problem and our solution");
    expect(text).toContain("--- Page 3 ---\nTraction, business model and funding");
    expect(text).toContain("raising a seed round of 1.5 million euro");
    expect(done.extraction_message).toMatch(/^PDF succesvol verwerkt\n/);

    // The tab shows the document and its outcome.
    const page = await (await admin.fetch(TAB)).text();
    expect(page).toContain("Pitch deck 2026.pdf");
    expect(page).toContain("PDF succesvol verwerkt");
  });

  it.each([
    [
      "a renamed .exe",
      () =>
        new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff])], "deck.pdf", {
          type: "application/pdf",
        }),
      400,
      "Selecteer een geldig PDF bestand.",
    ],
    [
      "a 0-byte file",
      () => new File([], "empty.pdf", { type: "application/pdf" }),
      400,
      "Selecteer een geldig PDF bestand.",
    ],
    [
      "a PDF sent as another type",
      async () => new File([await makePdf(DECK_PAGES)], "deck.pdf", { type: "application/octet-stream" }),
      400,
      "Selecteer een geldig PDF bestand.",
    ],
  ])("refuses %s with the spec's message, stores nothing", async (_label, make, status, title) => {
    const { member, admin } = await signedIn();
    const res = await admin.postForm(UPLOAD, { intent: "document.upload-pdf", file: await make() });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ ok: false, title });
    expect(await rowsOf(member.companyId)).toEqual([]);
    expect(await objectsOf(member.companyId)).toEqual([]);
  });

  it("refuses a 25 MB image: 'Bestand te groot', 413, nothing stored", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.postForm(UPLOAD, {
      intent: "document.upload-images",
      process: "later",
      files: png("huge.png", 25 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      ok: false,
      title: "Bestand te groot",
      message: "huge.png is groter dan 20 MB.",
    });
    expect(await rowsOf(member.companyId)).toEqual([]);
    expect(await objectsOf(member.companyId)).toEqual([]);
  });

  it("refuses a file that claims to be an image: 'Ongeldig bestand'", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.postForm(UPLOAD, {
      intent: "document.upload-images",
      process: "later",
      files: new File(["MZ not an image"], "slide.png", { type: "image/png" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      ok: false,
      title: "Ongeldig bestand",
      message: "slide.png is geen geldige afbeelding",
    });
    expect(await objectsOf(member.companyId)).toEqual([]);
  });

  it("refuses an unknown intent", async () => {
    const { admin } = await signedIn();
    const res = await admin.postForm(UPLOAD, { intent: "document.delete", id: "x" });
    expect(res.status).toBe(400);
  });
});

describe("documents: no-JS forms of the tab", () => {
  it("uploads a PDF with a plain multipart form: redirect with toast", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.postForm(TAB, { intent: "document.upload-pdf", file: await pdfFile("deck.pdf") });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(TAB);
    const page = await (await admin.fetch(TAB)).text();
    expect(page).toContain("Bestand geüpload");
    expect(page).toContain("deck.pdf");
    expect(await rowsOf(member.companyId)).toHaveLength(1);
    expect(await objectsOf(member.companyId)).toHaveLength(1);
  });

  it("a bad PDF: 400 and the spec's message on the page", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.postForm(TAB, {
      intent: "document.upload-pdf",
      file: new File(["MZ"], "virus.pdf", { type: "application/pdf" }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Selecteer een geldig PDF bestand.");
    expect(await objectsOf(member.companyId)).toEqual([]);
  });

  it("no file chosen: 400", async () => {
    const { admin } = await signedIn();
    const form = new FormData();
    form.append("intent", "document.upload-excel");
    form.append("file", new File([], ""));
    const res = await admin.fetch(TAB, { method: "POST", body: form, headers: { Origin: BASE } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Selecteer een geldig Excel bestand.");
  });

  it("several images: the valid ones are stored in name order, the rest reported", async () => {
    const { member, admin } = await signedIn();
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0])], "anim.gif", {
      type: "image/gif",
    });
    const res = await admin.postForm(TAB, {
      intent: "document.upload-images",
      files: [png("slide-10.png"), gif, png("slide-2.png"), png("slide-1.png")],
    });
    expect(res.status).toBe(302);
    const page = await (await admin.fetch(TAB)).text();
    expect(page).toContain("Sommige bestanden overgeslagen");
    expect(page).toContain("1 bestand overgeslagen; 3 afbeeldingen worden geüpload.");
    const rows = await rowsOf(member.companyId);
    const slides = rows.filter((r) => r.type === "pitch-images");
    expect(slides.map((r) => r.name)).toEqual(["slide-1.png", "slide-2.png", "slide-10.png"]);
    for (const s of slides)
      expect(s.file_path).toMatch(new RegExp(`^${member.companyId}/pitch-images/\\d{13}-[a-z0-9]+\\.png$`));
    // Processing was queued into the company's one combined document.
    expect(rows.filter((r) => r.type === "pitch-combined")).toHaveLength(1);
    expect((await objectsOf(member.companyId)).sort()).toEqual(
      [...slides.map((s) => s.file_path), `${member.companyId}/pitch-combined.txt`].sort(),
    );
  });

  it("no valid images: 'Geen geldige afbeeldingen', 400", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.postForm(TAB, {
      intent: "document.upload-images",
      files: [
        new File(["x"], "a.txt", { type: "text/plain" }),
        new File(["y"], "b.txt", { type: "text/plain" }),
      ],
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Geen geldige afbeeldingen");
    expect(html).toContain("a.txt is geen geldige afbeelding");
    expect(await objectsOf(member.companyId)).toEqual([]);
  });
});

describe("documents: extraction outcomes", () => {
  it("a corrupt PDF uploads, then its extraction fails: 'Text extraction failed: …'", async () => {
    const { member, admin } = await signedIn();
    const corrupt = new File([`%PDF-1.7\n${"garbage ".repeat(200)}\n%%EOF`], "broken.pdf", {
      type: "application/pdf",
    });
    const res = await admin.postForm(UPLOAD, { intent: "document.upload-pdf", file: corrupt });
    expect(res.status).toBe(200);
    const { documentIds } = (await res.json()) as { documentIds: string[] };
    await runJobs({ kind: "extract-pdf", companyId: member.companyId, documentId: documentIds[0]! });
    const row = await settled(documentIds[0]!);
    expect(row.extraction_status).toBe("failed");
    expect(row.extracted_text).toBeNull();
    expect(row.extraction_message).toMatch(/^!PDF geüpload\nText extraction failed: /);
    // The file stays (with its row) so it can be downloaded or deleted.
    expect(await objectsOf(member.companyId)).toEqual([row.file_path]);
  });

  it("a PDF without text: 'PDF verwerkt' (no usable content)", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.postForm(UPLOAD, {
      intent: "document.upload-pdf",
      file: await pdfFile("scan.pdf", [[], []]),
    });
    const { documentIds } = (await res.json()) as { documentIds: string[] };
    await runJobs({ kind: "extract-pdf", companyId: member.companyId, documentId: documentIds[0]! });
    const row = await settled(documentIds[0]!);
    expect(row.extraction_status).toBe("done");
    expect(row.extracted_text).toBeNull();
    expect(row.extraction_message).toMatch(/^PDF verwerkt\nEr is geen bruikbare tekst/);
  });

  it("a PDF with a little text: 'PDF verwerkt met beperkingen'", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.postForm(UPLOAD, {
      intent: "document.upload-pdf",
      file: await pdfFile("short.pdf", [["Hello world"], [], ["Thanks"]]),
    });
    const { documentIds } = (await res.json()) as { documentIds: string[] };
    await runJobs({ kind: "extract-pdf", companyId: member.companyId, documentId: documentIds[0]! });
    const row = await settled(documentIds[0]!);
    expect(row.extracted_text).toBe("--- Page 1 ---\nHello world\n\n--- Page 3 ---\nThanks");
    expect(row.extraction_message).toMatch(/^PDF verwerkt met beperkingen\n/);
  });

  it("a job for a deleted document does nothing", async () => {
    const { member } = await signedIn();
    await runJobs({ kind: "extract-pdf", companyId: member.companyId, documentId: "gone" });
    expect(await rowsOf(member.companyId)).toEqual([]);
  });

  it("parses every sheet of the forecast workbook into table blocks (JSON beside the file) and their text form", async () => {
    const { member, admin } = await signedIn();
    const XLSX = await import("@e965/xlsx");
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ["Month", "Revenue", "Costs"],
        ["2026-01", 12000, 8000],
        ["2026-02", 14500, 8200],
      ]),
      "Revenue",
    );
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([]), "Empty");
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ["Assumption", "Value"],
        ["Churn", "3%"],
      ]),
      "Assumptions",
    );
    const bytes = XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer;
    const res = await admin.postForm(UPLOAD, {
      intent: "document.upload-excel",
      file: new File([bytes], "Forecast 2026.xlsx", { type: "" }),
    });
    expect(res.status).toBe(200);
    const { documentIds } = (await res.json()) as { documentIds: string[] };
    const stored = await rowById(documentIds[0]!);
    expect(stored).toMatchObject({
      type: "excel",
      content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
    expect(stored!.file_path).toMatch(/\.xlsx$/);
    await runJobs({ kind: "parse-excel", companyId: member.companyId, documentId: documentIds[0]! });
    const row = await settled(documentIds[0]!);
    expect(row.extraction_status).toBe("done");
    const text = row.extracted_text!;
    expect(text).toMatch(/^--- Sheet 1: Revenue ---\n/);
    expect(text).toContain("Month | Revenue | Costs");
    expect(text).toContain("2026-02 | Revenue: 14500 (B3); Costs: 8200 (C3)");
    expect(text).toContain("--- Sheet 2: Empty ---\n--- Sheet 3: Assumptions ---");
    expect(text).toContain("Churn | Value: 3% (B2)");
    // No totals of its own.
    expect(text).not.toContain("26500");
    expect(row.extraction_message).toBe("Bestand geüpload\n3 werkbladen ingelezen (5 rijen).");
    const tables = (await (await env.FILES.get(`${row.file_path}.tables.json`))!.json()) as {
      blocks: { sheet: string; headers: Record<string, string> }[];
    };
    expect(tables.blocks.map((b) => [b.sheet, Object.values(b.headers)])).toEqual([
      ["Revenue", ["Month", "Revenue", "Costs"]],
      ["Assumptions", ["Assumption", "Value"]],
    ]);
  });

  it("refuses a workbook that is not one", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.postForm(UPLOAD, {
      intent: "document.upload-excel",
      file: new File(["a,b\n1,2"], "forecast.xlsx", { type: "" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ title: "Selecteer een geldig Excel bestand." });
    expect(await objectsOf(member.companyId)).toEqual([]);
  });
});

describe("documents: slide images processing", () => {
  it("the local provider cannot see images: reported honestly, nothing counted as analysed", async () => {
    const { member, admin } = await signedIn();
    await admin.postForm(TAB, { intent: "document.upload-images", files: [png("a.png"), png("b.png")] });
    await runJobs({ kind: "process-images", companyId: member.companyId });
    const combined = await settled(`pitch-combined-${member.companyId}`);
    expect(combined).toMatchObject({
      type: "pitch-combined",
      extraction_status: "failed",
      extracted_text: null,
    });
    expect(combined.extraction_message).toMatch(/^!Afbeeldingen geüpload\n/);
    // Told what to do, in the tab's language, without server configuration details.
    expect(combined.extraction_message).toContain("Upload je pitch deck als PDF");
    expect(combined.extraction_message).not.toMatch(/provider|AI_PROVIDER|workers-ai/i);
    expect(combined.extraction_message).toContain("Process Images Now");
    const page = await (await admin.fetch(TAB)).text();
    expect(page).toContain("Process Images Now");
  });

  it("with a vision model: slides described in slide order with slide markers and progress; reprocess says so", async () => {
    const { member } = await signedIn();
    const first = await createStoredDocument(env, member.companyId, {
      type: "pitch-images",
      name: "first.png",
      displayOrder: 2,
    });
    const second = await createStoredDocument(env, member.companyId, {
      type: "pitch-images",
      name: "second.png",
      displayOrder: 1,
    });
    const progress: string[] = [];
    let call = 0;
    // The AI binding cannot run locally: a stand-in vision model that records the progress it sees.
    const ai = {
      async run() {
        const row = await rowById(`pitch-combined-${member.companyId}`);
        progress.push(row!.extraction_message!);
        call += 1;
        return {
          response: `Description of image ${call}: market size, traction and the revenue model of the company.`,
        };
      },
    };
    const { runJob } = await import("../../app/server/documents/jobs.server");
    const { createDb } = await import("../../db");
    const jobEnv = { ...env, AI_PROVIDER: "workers-ai", AI: ai as unknown as Ai };
    await runJob(
      createDb(env.DB),
      jobEnv,
      { kind: "process-images", companyId: member.companyId },
      { attempt: 1 },
    );
    const combined = (await rowById(`pitch-combined-${member.companyId}`))!;
    expect(progress).toEqual(["0/2", "1/2"]);
    expect(combined.extraction_status).toBe("done");
    expect(combined.extraction_method).toBe("vision");
    expect(combined.extracted_text).toBe(
      "--- Slide 1 ---\nDescription of image 1: market size, traction and the revenue model of the company.\n\n--- Slide 2 ---\nDescription of image 2: market size, traction and the revenue model of the company.",
    );
    expect(combined.extraction_message).toBe(
      "Pitch deck succesvol verwerkt\n2/2 afbeeldingen geanalyseerd door AI vision.",
    );
    // Slide 1 is second.png (display_order 1).
    expect(second.displayOrder).toBe(1);
    expect(first.displayOrder).toBe(2);
    expect(await (await env.FILES.get(`${member.companyId}/pitch-combined.txt`))!.text()).toBe(
      combined.extracted_text,
    );

    // Again, with one image failing: partial failure reported, the rest kept.
    let n = 0;
    const flaky = {
      async run() {
        n += 1;
        if (n === 2) throw new Error("model overloaded");
        return { response: "Team slide: founders and advisors of the company with their background." };
      },
    };
    await runJob(
      createDb(env.DB),
      { ...env, AI_PROVIDER: "workers-ai", AI: flaky as unknown as Ai },
      { kind: "process-images", companyId: member.companyId },
      { attempt: 1 },
    );
    const partial = (await rowById(`pitch-combined-${member.companyId}`))!;
    expect(partial.extraction_status).toBe("done");
    expect(partial.extracted_text).toBe(
      "--- Slide 1 ---\nTeam slide: founders and advisors of the company with their background.",
    );
    expect(partial.extraction_message).toBe(
      "!Verwerkingsfout\nImage reprocessing was not successful: 1/2 afbeeldingen geanalyseerd; 1 mislukt (de AI-dienst gaf een fout).",
    );

    const ok = {
      async run() {
        return { response: "Roadmap slide with the launch plan for the coming year." };
      },
    };
    await runJob(
      createDb(env.DB),
      { ...env, AI_PROVIDER: "workers-ai", AI: ok as unknown as Ai },
      { kind: "process-images", companyId: member.companyId },
      { attempt: 1 },
    );
    expect((await rowById(`pitch-combined-${member.companyId}`))!.extraction_message).toBe(
      "Afbeeldingen opnieuw verwerkt\n2/2 afbeeldingen opnieuw geanalyseerd door AI vision.",
    );
  });
});

describe("documents: reprocess, delete, slide order (scoped by company)", () => {
  it("reprocess is for PDFs and workbooks only", async () => {
    const { member, admin } = await signedIn();
    const slide = await createStoredDocument(env, member.companyId, { type: "pitch-images" });
    const res = await admin.post(TAB, { intent: "document.reprocess", id: slide.id });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Only PDF and Excel documents can be reprocessed");
    const pdf = await createStoredDocument(env, member.companyId, { type: "pdf" });
    const ok = await admin.post(TAB, { intent: "document.reprocess", id: pdf.id });
    expect(ok.status).toBe(302);
    expect(["pending", "processing", "done", "failed"]).toContain((await rowById(pdf.id))!.extraction_status);
  });

  it("deletes the R2 object and the row: 'Bestand verwijderd'", async () => {
    const { member, admin } = await signedIn();
    const doc = await createStoredDocument(env, member.companyId, { name: "old.pdf" });
    const res = await admin.post(TAB, { intent: "document.delete", id: doc.id });
    expect(res.status).toBe(302);
    expect(await rowById(doc.id)).toBeNull();
    expect(await env.FILES.head(doc.filePath)).toBeNull();
    expect(await (await admin.fetch(TAB)).text()).toContain("Bestand verwijderd");
  });

  it("forged ids of another company: 404 and nothing changed (delete, reprocess, reorder, download)", async () => {
    const { member, admin } = await signedIn();
    const other = await createMember(env.DB);
    const foreignPdf = await createStoredDocument(env, other.companyId, { name: "secret.pdf" });
    const foreignSlide = await createStoredDocument(env, other.companyId, {
      type: "pitch-images",
      displayOrder: 1,
    });
    const own = [
      await createStoredDocument(env, member.companyId, { type: "pitch-images", name: "a.png" }),
      await createStoredDocument(env, member.companyId, { type: "pitch-images", name: "b.png" }),
    ];

    expect((await admin.post(TAB, { intent: "document.delete", id: foreignPdf.id })).status).toBe(404);
    expect((await admin.post(TAB, { intent: "document.reprocess", id: foreignPdf.id })).status).toBe(404);
    const reorder = new URLSearchParams([
      ["intent", "document.save-order"],
      ["order", own[1]!.id],
      ["order", foreignSlide.id],
      ["order", own[0]!.id],
    ]);
    const res = await admin.fetch(TAB, {
      method: "POST",
      body: reorder,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Fout bij opslaan");
    expect((await admin.fetch(`/documents/${foreignPdf.id}`)).status).toBe(404);
    expect((await admin.fetch(`/documents/${foreignSlide.id}?download=1`)).status).toBe(404);

    expect(await rowById(foreignPdf.id)).toMatchObject({ extraction_status: "none" });
    expect(await rowById(foreignSlide.id)).toMatchObject({ display_order: 1 });
    expect(await env.FILES.head(foreignPdf.filePath)).not.toBeNull();
    for (const s of own) expect((await rowById(s.id))!.display_order).toBeNull();
  });

  it("saves the slide order as display_order 1..n; a stale list changes nothing", async () => {
    const { member, admin } = await signedIn();
    const slides = [];
    for (const name of ["one.png", "two.png", "three.png"])
      slides.push(await createStoredDocument(env, member.companyId, { type: "pitch-images", name }));
    const post = (ids: string[]) =>
      admin.fetch(TAB, {
        method: "POST",
        body: new URLSearchParams([
          ["intent", "document.save-order"],
          ...ids.map((id) => ["order", id] as [string, string]),
        ]),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      });
    const stale = await post([slides[2]!.id, slides[0]!.id]);
    expect(stale.status).toBe(400);
    for (const s of slides) expect((await rowById(s.id))!.display_order).toBeNull();

    const res = await post([slides[2]!.id, slides[0]!.id, slides[1]!.id]);
    expect(res.status).toBe(302);
    expect((await rowById(slides[2]!.id))!.display_order).toBe(1);
    expect((await rowById(slides[0]!.id))!.display_order).toBe(2);
    expect((await rowById(slides[1]!.id))!.display_order).toBe(3);
    const page = await (await admin.fetch(TAB)).text();
    expect(page).toContain("Volgorde opgeslagen");
    expect(page.indexOf("three.png")).toBeLessThan(page.indexOf("one.png"));
    expect(page.indexOf("one.png")).toBeLessThan(page.indexOf("two.png"));
  });

  it("the no-JS working order (?order=…) shows the warning until saved; unknown ids are ignored", async () => {
    const { member, admin } = await signedIn();
    const a = await createStoredDocument(env, member.companyId, {
      type: "pitch-images",
      name: "alpha.png",
      displayOrder: 1,
    });
    const b = await createStoredDocument(env, member.companyId, {
      type: "pitch-images",
      name: "beta.png",
      displayOrder: 2,
    });
    const plain = await (await admin.fetch(TAB)).text();
    expect(plain).not.toContain("nog niet opgeslagen");
    const working = await (await admin.fetch(`${TAB}?order=${b.id},forged-id,${a.id}`)).text();
    expect(working).toContain("nog niet opgeslagen");
    expect(working.indexOf("beta.png")).toBeLessThan(working.indexOf("alpha.png"));
    expect((await rowById(a.id))!.display_order).toBe(1);
  });
});

describe("documents: file route access", () => {
  it("members get their files, PDFs always as an attachment with the original name", async () => {
    const { member, admin } = await signedIn();
    const pdf = await createStoredDocument(env, member.companyId, {
      name: "Pitch deck – final.pdf",
      body: "%PDF-1.4 hello",
    });
    const plain = await admin.fetch(`/documents/${pdf.id}`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("Content-Type")).toBe("application/pdf");
    expect(plain.headers.get("Cache-Control")).toMatch(/^private/);
    expect(plain.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(new TextDecoder().decode(await plain.arrayBuffer())).toBe("%PDF-1.4 hello");
    const download = await admin.fetch(`/documents/${pdf.id}?download=1`);
    expect(download.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Pitch deck _ final.pdf"; filename*=UTF-8''Pitch%20deck%20%E2%80%93%20final.pdf`,
    );
    await download.arrayBuffer();
    expect((await admin.fetch("/documents/no-such-id")).status).toBe(404);
  });

  it("visitors: nothing without the grant; with it only the live pitch deck PDF and slide images", async () => {
    const { member } = await signedIn({ accessCode: CODE });
    const pdf = await createStoredDocument(env, member.companyId, {
      type: "pdf",
      // A readable PDF: a visitor's download is stamped with their watermark.
      body: await makePdf([DECK_PAGES[0]!]),
      extractionStatus: "done",
      extractedText: `--- Page 1 ---\n${DECK_PAGES[0]!.join("\n")}`,
    });
    const slide = await createStoredDocument(env, member.companyId, { type: "pitch-images" });
    const excel = await createStoredDocument(env, member.companyId, {
      type: "excel",
      body: "PK\u0003\u0004",
    });

    const anonymous = new Browser();
    for (const doc of [pdf, slide, excel])
      expect((await anonymous.fetch(`/documents/${doc.id}`)).status).toBe(404);

    const visitor = new Browser();
    expect(
      (await visitor.post(`/public/${member.slug}`, { intent: "unlock", accessCode: CODE })).status,
    ).toBe(302);
    const deck = await visitor.fetch(`/documents/${pdf.id}?download=1`);
    expect(deck.status).toBe(200);
    expect(deck.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    await deck.arrayBuffer();
    const image = await visitor.fetch(`/documents/${slide.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_1x1);
    expect((await visitor.fetch(`/documents/${excel.id}`)).status).toBe(404);

    // A grant of one company opens nothing of another.
    const other = await createMember(env.DB, { accessCode: CODE });
    const otherPdf = await createStoredDocument(env, other.companyId, { type: "pdf" });
    expect((await visitor.fetch(`/documents/${otherPdf.id}`)).status).toBe(404);
  });
});
