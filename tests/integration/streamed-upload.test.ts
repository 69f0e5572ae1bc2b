import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { MAX_PDF_BYTES, MAX_UPLOAD_FORM_BYTES, MB } from "../../app/domain/documents";
import { action as uploadAction } from "../../app/routes/admin.documents.upload";
import { action as managementAction } from "../../app/routes/admin.management.documents";
import { getLiveDocument } from "../../app/server/documents/document-versions.server";
import { uploadPdf } from "../../app/server/documents/documents.server";
import { openStreamedFile } from "../../app/server/platform/upload-stream.server";
import { createDb } from "../../db";
import { getLoadContext } from "../../workers/load-context";
import { DECK_PAGES, makePdf, PNG_1x1 } from "../factories/documents";
import { BASE, Browser, signedIn } from "./http";
import { runJobs } from "./queues";

const UPLOAD = "/admin/documents/upload";
const TAB = "/admin/management/documents";

type Row = {
  id: string;
  name: string;
  type: string;
  file_path: string;
  file_size: number;
  content_type: string;
  extraction_status: string;
  extraction_message: string | null;
};
const rowsOf = async (companyId: string) =>
  (
    await env.DB.prepare(
      "SELECT id, name, type, file_path, file_size, content_type, extraction_status, extraction_message FROM documents WHERE company_id = ? ORDER BY created_at, id",
    )
      .bind(companyId)
      .all<Row>()
  ).results;
const statusOf = async (id: string) =>
  (
    await env.DB.prepare("SELECT extraction_status FROM documents WHERE id = ?")
      .bind(id)
      .first<{ extraction_status: string }>()
  )?.extraction_status;
const objectsOf = async (companyId: string) =>
  (await env.FILES.list({ prefix: `${companyId}/` })).objects.map((o) => o.key);

/** The Documents tab's upload with JavaScript: the file itself as the body of a PUT. */
function put(
  browser: Browser,
  kind: string,
  name: string,
  body: BodyInit | null,
  headers: Record<string, string> = {},
) {
  const query = new URLSearchParams({ kind, name });
  return browser.fetch(`${UPLOAD}?${query}`, { method: "PUT", body, headers: { Origin: BASE, ...headers } });
}

/**
 * Calls a route's action directly with `browser`'s cookies: the request body reaches the action
 * as the test made it (no transport in between buffering ahead), so a test sees what was read.
 */
async function callAction(
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  browser: Browser,
  path: string,
  init: RequestInit,
) {
  const headers = new Headers(init.headers);
  headers.set("Cookie", [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  const request = new Request(`${BASE}${path}`, { ...init, headers });
  const ctx = createExecutionContext();
  const context = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
  const result = await action({ request, context, params: {} });
  await waitOnExecutionContext(ctx);
  return result;
}

/** A body of `total` bytes made on demand (`first` at its start), which counts how much of it was read. */
function countedBody(total: number, first: Uint8Array = new TextEncoder().encode("%PDF-1.7\n")) {
  const CHUNK = 64 * 1024;
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= total) return controller.close();
        const size = Math.min(CHUNK, total - state.pulled);
        const chunk = new Uint8Array(size);
        if (state.pulled === 0) chunk.set(first.slice(0, size));
        state.pulled += size;
        controller.enqueue(chunk);
      },
      // Made only when read (no chunk is queued ahead).
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

async function workbookBytes() {
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
  return new Uint8Array(XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
}

describe("streamed upload (PUT, the file as the body)", () => {
  it("a PDF lands in R2 with its row; the extraction job makes it the live deck, as before", async () => {
    const { member, admin } = await signedIn();
    const bytes = await makePdf(DECK_PAGES);
    const res = await put(admin, "pdf", "Investor deck 2026.pdf", bytes, {
      "Content-Type": "application/pdf",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; title: string; message: string; documentIds: string[] };
    expect(body).toMatchObject({
      ok: true,
      title: "Bestand geüpload",
      message: "Investor deck 2026.pdf wordt verwerkt…",
    });
    expect(res.headers.get("Cache-Control")).toContain("no-store");

    const [row] = await rowsOf(member.companyId);
    expect(row).toMatchObject({
      id: body.documentIds[0],
      name: "Investor deck 2026.pdf",
      type: "pdf",
      content_type: "application/pdf",
      file_size: bytes.byteLength,
    });
    expect(row!.file_path).toMatch(new RegExp(`^${member.companyId}/\\d{13}\\.pdf$`));
    const object = await env.FILES.get(row!.file_path);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
    expect(object!.customMetadata?.fileName).toBe("Investor deck 2026.pdf");

    await runJobs({ kind: "extract-pdf", companyId: member.companyId, documentId: row!.id });
    await expect.poll(() => statusOf(row!.id), { timeout: 10_000, interval: 100 }).toBe("done");
    expect((await getLiveDocument(createDb(env.DB), member.companyId, "pdf"))?.id).toBe(row!.id);
  });

  it("a body of many chunks arrives byte for byte (the read buffer is used again only once R2 has the bytes)", async () => {
    const { member, admin } = await signedIn();
    const bytes = new Uint8Array(6 * MB + 12_345);
    for (let at = 0; at < bytes.length; at += 65_536)
      crypto.getRandomValues(bytes.subarray(at, Math.min(at + 65_536, bytes.length)));
    bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
    const res = await put(admin, "pdf", "big.pdf", bytes, { "Content-Type": "application/pdf" });
    expect(res.status).toBe(200);
    const [row] = await rowsOf(member.companyId);
    const stored = new Uint8Array(await (await env.FILES.get(row!.file_path))!.arrayBuffer());
    const digest = async (b: Uint8Array<ArrayBuffer>) =>
      new Uint8Array(await crypto.subtle.digest("SHA-256", b));
    expect(stored.length).toBe(bytes.length);
    expect(await digest(stored)).toEqual(await digest(bytes));
  });

  it("a workbook and a slide image: stored by what their first bytes are; an image queues no description", async () => {
    const { member, admin } = await signedIn();
    const xlsx = await workbookBytes();
    // A browser may send a workbook without a type: the extension and the zip signature decide.
    const workbook = await put(admin, "excel", "Forecast 2026.xlsx", xlsx);
    expect(workbook.status).toBe(200);
    expect(await workbook.json()).toMatchObject({
      ok: true,
      title: "Bestand geüpload",
      message: "Forecast 2026.xlsx is geüpload.",
    });
    const image = await put(admin, "image", "slide-1.png", PNG_1x1, { "Content-Type": "image/png" });
    expect(image.status).toBe(200);
    expect(await image.json()).toMatchObject({ ok: true, message: "1 afbeelding geüpload." });

    const rows = await rowsOf(member.companyId);
    expect(rows.map((r) => [r.type, r.name, r.content_type, r.file_size])).toEqual([
      [
        "excel",
        "Forecast 2026.xlsx",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        xlsx.byteLength,
      ],
      ["pitch-images", "slide-1.png", "image/png", PNG_1x1.byteLength],
    ]);
    // No 'pitch-combined' document: the tab asks for the description once, after the last image.
    expect(rows.some((r) => r.type === "pitch-combined")).toBe(false);
    expect((await objectsOf(member.companyId)).sort()).toEqual(rows.map((r) => r.file_path).sort());
  });

  it.each([
    [
      "a renamed .exe",
      "pdf",
      "deck.pdf",
      "application/pdf",
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, 0xb8]),
      400,
      "Selecteer een geldig PDF bestand.",
      "deck.pdf is geen PDF bestand.",
    ],
    [
      "a CSV named .xlsx",
      "excel",
      "forecast.xlsx",
      "",
      new TextEncoder().encode("maand,omzet\njan,1000\n"),
      400,
      "Selecteer een geldig Excel bestand.",
      "forecast.xlsx is geen .xlsx of .xls bestand.",
    ],
    [
      "a text file sent as a PNG",
      "image",
      "slide.png",
      "image/png",
      new TextEncoder().encode("MZ not an image at all"),
      400,
      "Ongeldig bestand",
      "slide.png is geen geldige afbeelding",
    ],
    [
      "a PDF declared as another type",
      "pdf",
      "deck.pdf",
      "application/octet-stream",
      new TextEncoder().encode("%PDF-1.7\n%%EOF\n"),
      400,
      "Selecteer een geldig PDF bestand.",
      "deck.pdf is geen PDF bestand.",
    ],
    [
      "an empty file",
      "pdf",
      "empty.pdf",
      "application/pdf",
      new Uint8Array(0),
      400,
      "Selecteer een geldig PDF bestand.",
      "empty.pdf is leeg.",
    ],
  ])(
    "refuses %s from its first bytes or headers, stores nothing",
    async (_label, kind, name, type, bytes, status, title, message) => {
      const { member, admin } = await signedIn();
      const res = await put(admin, kind, name, bytes, type ? { "Content-Type": type } : {});
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({
        ok: false,
        title,
        message,
        variant: "destructive",
        documentIds: [],
      });
      expect(await rowsOf(member.companyId)).toEqual([]);
      expect(await objectsOf(member.companyId)).toEqual([]);
    },
  );

  it("a body that declares more than the cap: 413, nothing stored", async () => {
    const { member, admin } = await signedIn();
    const pdf = new Uint8Array(MAX_PDF_BYTES + 1);
    pdf.set(new TextEncoder().encode("%PDF-1.7\n"));
    const res = await put(admin, "pdf", "huge.pdf", pdf, { "Content-Type": "application/pdf" });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      ok: false,
      title: "Selecteer een geldig PDF bestand.",
      message: "huge.pdf is groter dan 50 MB.",
      variant: "destructive",
      documentIds: [],
    });

    // A 25 MB slide image, the same way (its cap is 20 MB).
    const image = new Uint8Array(25 * MB);
    image.set(PNG_1x1);
    const refused = await put(admin, "image", "huge.png", image, { "Content-Type": "image/png" });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({
      ok: false,
      title: "Bestand te groot",
      message: "huge.png is groter dan 20 MB.",
    });
    expect(await rowsOf(member.companyId)).toEqual([]);
    expect(await objectsOf(member.companyId)).toEqual([]);
  });

  it("the declared length is checked before a byte of the body is read", async () => {
    const { member, admin } = await signedIn();
    const declared = MAX_PDF_BYTES + 1;
    const { stream, state } = countedBody(declared);
    const query = new URLSearchParams({ kind: "pdf", name: "huge.pdf" });
    const res = (await callAction(uploadAction, admin, `${UPLOAD}?${query}`, {
      method: "PUT",
      body: stream,
      headers: { "Content-Type": "application/pdf", "Content-Length": String(declared) },
    })) as Response;
    expect(res.status).toBe(413);
    expect(state.pulled).toBe(0);
    expect(await objectsOf(member.companyId)).toEqual([]);
  });

  it("a body without a declared length: 411, nothing read, nothing stored", async () => {
    const { member, admin } = await signedIn();
    const { stream, state } = countedBody(1000);
    const query = new URLSearchParams({ kind: "pdf", name: "chunked.pdf" });
    const res = (await callAction(uploadAction, admin, `${UPLOAD}?${query}`, {
      method: "PUT",
      body: stream,
      headers: { "Content-Type": "application/pdf" },
    })) as Response;
    expect(res.status).toBe(411);
    expect(await res.json()).toMatchObject({
      ok: false,
      message: "De grootte van het bestand ontbreekt (Content-Length); de upload is niet aangenomen.",
    });
    expect(state.pulled).toBe(0);
    expect(await objectsOf(member.companyId)).toEqual([]);
  });

  it("is members-only (401), same-origin only (403) and knows its kinds (400)", async () => {
    const bytes = await makePdf(DECK_PAGES);
    const anonymous = await put(new Browser(), "pdf", "deck.pdf", bytes, {
      "Content-Type": "application/pdf",
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ ok: false });

    const { member, admin } = await signedIn();
    const forged = await put(admin, "pdf", "deck.pdf", bytes, {
      "Content-Type": "application/pdf",
      Origin: "https://evil.example",
    });
    expect(forged.status).toBe(403);
    const unknown = await put(admin, "video", "clip.mp4", bytes, { "Content-Type": "video/mp4" });
    expect(unknown.status).toBe(400);
    expect(await objectsOf(member.companyId)).toEqual([]);
  });
});

describe("streamed upload: a body that is not what it declared", () => {
  // Over HTTP a body cannot outgrow its Content-Length (the transport frames it); the counting
  // is checked here on the function the route uses, with a stream that lies about its length.
  const db = createDb(env.DB);
  const bindings = { FILES: env.FILES, JOBS: env.JOBS };

  it("more bytes than declared: refused with 413, nothing stored", async () => {
    const { member } = await signedIn();
    const bytes = await makePdf(DECK_PAGES);
    const { stream, state } = countedBody(bytes.byteLength + 200 * 1024, bytes);
    const file = await openStreamedFile(stream, {
      name: "deck.pdf",
      type: "application/pdf",
      size: bytes.byteLength,
    });
    const outcome = await uploadPdf(db, bindings, member.companyId, file);
    await file.discard();
    expect(outcome).toMatchObject({
      ok: false,
      status: 413,
      title: "Selecteer een geldig PDF bestand.",
      description: "Het bestand is groter dan opgegeven en is niet opgeslagen.",
    });
    // Reading stopped at the first chunk past the declared length.
    expect(state.pulled).toBeLessThan(bytes.byteLength + 200 * 1024);
    expect(await rowsOf(member.companyId)).toEqual([]);
    expect(await objectsOf(member.companyId)).toEqual([]);
  });

  it("fewer bytes than declared (the connection broke off): refused with 400, nothing stored", async () => {
    const { member } = await signedIn();
    const bytes = await makePdf(DECK_PAGES);
    const { stream } = countedBody(bytes.byteLength, bytes);
    const file = await openStreamedFile(stream, {
      name: "deck.pdf",
      type: "application/pdf",
      size: bytes.byteLength + 5000,
    });
    const outcome = await uploadPdf(db, bindings, member.companyId, file);
    await file.discard();
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      description: "Het bestand kwam niet volledig aan en is niet opgeslagen. Probeer het opnieuw.",
    });
    expect(await rowsOf(member.companyId)).toEqual([]);
    expect(await objectsOf(member.companyId)).toEqual([]);
  });

  it("a body longer than declared within its first bytes is refused too", async () => {
    const { member } = await signedIn();
    const file = await openStreamedFile(countedBody(64 * 1024).stream, {
      name: "deck.pdf",
      type: "application/pdf",
      size: 10,
    });
    const outcome = await uploadPdf(db, bindings, member.companyId, file);
    await file.discard();
    expect(outcome).toMatchObject({ ok: false, status: 413 });
    expect(await objectsOf(member.companyId)).toEqual([]);
  });
});

describe("the multipart form paths keep their cap", () => {
  it("the no-JS form still uploads a PDF: redirect with the toast", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.postForm(TAB, {
      intent: "document.upload-pdf",
      file: new File([await makePdf(DECK_PAGES)], "deck.pdf", { type: "application/pdf" }),
    });
    expect(res.status).toBe(302);
    expect((await rowsOf(member.companyId)).map((r) => [r.type, r.name])).toEqual([["pdf", "deck.pdf"]]);
  });

  it("a form declaring more than the cap: 413 with the Dutch message on the tab", async () => {
    const { member, admin } = await signedIn();
    const body = new Uint8Array(MAX_UPLOAD_FORM_BYTES + 1);
    const headers = { Origin: BASE, "Content-Type": "multipart/form-data; boundary=----x" };
    const res = await admin.fetch(TAB, { method: "POST", body, headers });
    expect(res.status).toBe(413);
    const page = await res.text();
    expect(page).toContain(
      "Het bestand is te groot: een PDF mag hoogstens 50 MB zijn, een Excel bestand of een afbeelding 20 MB.",
    );
    expect(page).toContain(">Upload fout<");

    // The upload route's form path: the same cap, a JSON answer.
    const json = await admin.fetch(UPLOAD, { method: "POST", body, headers });
    expect(json.status).toBe(413);
    expect(await json.json()).toMatchObject({
      ok: false,
      title: "Upload fout",
      message:
        "Het bestand is te groot: een PDF mag hoogstens 50 MB zijn, een Excel bestand of een afbeelding 20 MB.",
    });
    expect(await objectsOf(member.companyId)).toEqual([]);
  });

  it("the form's declared length is checked before it is read; without one it is counted up to the cap", async () => {
    const { member, admin } = await signedIn();
    const multipart = { "Content-Type": "multipart/form-data; boundary=----x" };
    const declared = countedBody(MAX_UPLOAD_FORM_BYTES + 1);
    const refused = (await callAction(managementAction, admin, TAB, {
      method: "POST",
      body: declared.stream,
      headers: { ...multipart, "Content-Length": String(MAX_UPLOAD_FORM_BYTES + 1) },
    })) as { init: ResponseInit | null };
    expect(refused.init?.status).toBe(413);
    expect(declared.state.pulled).toBe(0);

    const chunked = countedBody(MAX_UPLOAD_FORM_BYTES + 10 * MB);
    const counted = (await callAction(uploadAction, admin, UPLOAD, {
      method: "POST",
      body: chunked.stream,
      headers: multipart,
    })) as Response;
    expect(counted.status).toBe(413);
    // Reading stopped a chunk or so past the cap.
    expect(chunked.state.pulled).toBeLessThan(MAX_UPLOAD_FORM_BYTES + MB);
    expect(await objectsOf(member.companyId)).toEqual([]);
  });
});
