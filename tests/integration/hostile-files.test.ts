/**
 * Files made to hurt, through the Worker's own queue consumer: zip-bomb and damaged workbooks
 * end failed quickly with their reason and are never published; a sheet padded with junk is
 * read in one linear pass; a PDF page with 200,000 nested `q` operators is skipped with a note
 * while the rest of the document is read; pages keep answering meanwhile.
 */
import { env } from "cloudflare:test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";

import {
  crc32,
  readZipDirectory,
  writeZip,
  type ZipEntry,
  type ZipPart,
} from "../../app/domain/workbook/zip";
import { getLiveDocument } from "../../app/server/documents/document-versions.server";
import { workbookJsonKey } from "../../app/server/documents/workbook.server";
import { createDb } from "../../db";
import { createStoredDocument } from "../factories/documents";
import { signedIn } from "./http";
import { runJobs } from "./queues";

type Row = { extraction_status: string; extraction_message: string | null; extracted_text: string | null };
const rowById = (id: string) =>
  env.DB.prepare("SELECT extraction_status, extraction_message, extracted_text FROM documents WHERE id = ?")
    .bind(id)
    .first<Row>();

/** The JOBS queue delivers the later steps by itself: wait until the document has settled. */
async function settled(id: string) {
  await expect
    .poll(async () => (await rowById(id))?.extraction_status, { timeout: 30_000, interval: 200 })
    .toMatch(/^(done|failed)$/);
  return (await rowById(id))!;
}

const MiB = 1024 * 1024;
const enc = new TextEncoder();

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(
    await new Response(
      new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw")),
    ).arrayBuffer(),
  );
}

/** A real .xlsx with `rows` data rows in sheet 'Data' (and a shared string per row). */
async function workbook(rows: number, compression = true) {
  const XLSX = await import("@e965/xlsx");
  const data: unknown[][] = [["Order", "Amount"]];
  for (let i = 1; i <= rows; i++) data.push([`Order ${i}`, i * 10]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(data), "Data");
  return new Uint8Array(
    XLSX.write(wb, { type: "array", bookType: "xlsx", compression, bookSST: true }) as ArrayBuffer,
  );
}

/**
 * The workbook with one part replaced: `xml` deflated (or `compressed` as given), its directory
 * saying `declare` (by default the truth).
 */
async function withPart(
  source: Uint8Array,
  name: string,
  xml: Uint8Array,
  opts: { declare?: Partial<Pick<ZipEntry, "uncompressedSize" | "crc32">>; compressed?: Uint8Array } = {},
) {
  const body = opts.compressed ?? (await deflate(xml));
  const parts: ZipPart[] = readZipDirectory(source)!.map((e) => {
    if (e.name === name)
      return {
        name,
        copy: {
          ...e,
          method: 8,
          compressedSize: body.length,
          uncompressedSize: opts.declare?.uncompressedSize ?? xml.length,
          crc32: opts.declare?.crc32 ?? crc32(xml),
        },
        compressed: body,
      };
    const start =
      e.localHeaderOffset +
      30 +
      source[e.localHeaderOffset + 26]! +
      (source[e.localHeaderOffset + 27]! << 8) +
      source[e.localHeaderOffset + 28]! +
      (source[e.localHeaderOffset + 29]! << 8);
    return { name: e.name, copy: e, compressed: source.subarray(start, start + e.compressedSize) };
  });
  return writeZip(parts);
}

async function sheetXmlOf(source: Uint8Array) {
  const entry = readZipDirectory(source)!.find((e) => e.name === "xl/worksheets/sheet1.xml")!;
  const start =
    entry.localHeaderOffset +
    30 +
    source[entry.localHeaderOffset + 26]! +
    source[entry.localHeaderOffset + 28]!;
  const data = source.subarray(start, start + entry.compressedSize);
  const inflated =
    entry.method === 0
      ? data
      : new Uint8Array(
          await new Response(
            new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate-raw")),
          ).arrayBuffer(),
        );
  return new TextDecoder().decode(inflated);
}

/** Spaces with a short tag every ~40 characters: junk that deflates about 30 times, under the ratio cap. */
function junk(bytes: number) {
  const out = new Uint8Array(bytes).fill(0x20);
  let seed = 7;
  for (let o = 0; o + 16 < bytes; o += 40) {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    out.set(enc.encode(`<x a="${seed.toString(16).padStart(8, "0")}"/>`), o);
  }
  return out;
}

/** Runs the job while a page is asked for again and again: every answer comes, and quickly. */
async function processWhilePagesAnswer(job: Parameters<typeof runJobs>[0]) {
  const { admin } = await signedIn();
  const started = Date.now();
  let jobDone = false;
  const answers: { status: number; ms: number }[] = [];
  const work = runJobs(job).finally(() => (jobDone = true));
  const pages = (async () => {
    while (!jobDone || answers.length < 2) {
      const t = Date.now();
      const res = await admin.fetch("/admin/management/documents");
      await res.arrayBuffer();
      answers.push({ status: res.status, ms: Date.now() - t });
    }
  })();
  await Promise.all([work, pages]);
  return { seconds: (Date.now() - started) / 1000, answers };
}

describe("hostile workbooks end failed quickly and are never published", () => {
  it("a zip bomb (64 MB of spaces inside <sheetData>, a 64 KB part) is refused from its directory; pages answer meanwhile", async () => {
    const { member } = await signedIn();
    const source = await workbook(3);
    const xml = await sheetXmlOf(source);
    const bomb = new Uint8Array(64 * MiB + xml.length).fill(0x20);
    const at = xml.indexOf("<sheetData>") + "<sheetData>".length;
    bomb.set(enc.encode(xml.slice(0, at)), 0);
    bomb.set(enc.encode(xml.slice(at)), 64 * MiB + at);
    const bytes = await withPart(source, "xl/worksheets/sheet1.xml", bomb);
    expect(bytes.length).toBeLessThan(200 * 1024);
    const doc = await createStoredDocument(env, member.companyId, {
      type: "excel",
      name: "bomb.xlsx",
      body: bytes,
      extractionStatus: "pending",
    });

    const run = await processWhilePagesAnswer({
      kind: "parse-excel",
      companyId: member.companyId,
      documentId: doc.id,
    });
    expect(run.seconds).toBeLessThan(10);
    expect(run.answers.every((a) => a.status === 200)).toBe(true);
    const row = (await rowById(doc.id))!;
    expect(row.extraction_status).toBe("failed");
    expect(row.extraction_message).toMatch(
      /^!Verwerkingsfout\nHet Excel bestand kon niet worden gelezen: 'xl\/worksheets\/sheet1.xml' is \d+ keer samengeperst \(meer dan 100 keer\): zo'n bestand wordt niet uitgepakt$/,
    );
    expect(await env.FILES.head(workbookJsonKey(doc.filePath))).toBeNull();
    expect(await getLiveDocument(createDb(env.DB), member.companyId, "excel")).toBeNull();
  });

  it("a bomb whose directory understates it (64 MB declared as 200 KB), and a shared string of 64 MB, end failed", async () => {
    const { member } = await signedIn();
    const source = await workbook(3);
    const bomb = new Uint8Array(64 * MiB).fill(0x20);
    const lying = await withPart(source, "xl/worksheets/sheet1.xml", bomb, {
      declare: { uncompressedSize: 200 * 1024 },
    });
    const sharedBomb = await withPart(
      source,
      "xl/sharedStrings.xml",
      enc.encode(
        `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>${"a".repeat(64 * MiB)}</t></si></sst>`,
      ),
    );
    for (const [bytes, reason] of [
      [lying, "het bestand is beschadigd: 'xl/worksheets/sheet1.xml' is groter dan het bestand zegt"],
      [sharedBomb, "'xl/sharedStrings.xml' is"],
    ] as const) {
      const doc = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "bomb.xlsx",
        body: bytes,
        extractionStatus: "pending",
      });
      const started = Date.now();
      await runJobs({ kind: "parse-excel", companyId: member.companyId, documentId: doc.id });
      expect(Date.now() - started).toBeLessThan(10_000);
      const row = (await rowById(doc.id))!;
      expect(row.extraction_status).toBe("failed");
      expect(row.extraction_message).toContain(`Het Excel bestand kon niet worden gelezen: ${reason}`);
      expect(await env.FILES.head(workbookJsonKey(doc.filePath))).toBeNull();
    }
    expect(await getLiveDocument(createDb(env.DB), member.companyId, "excel")).toBeNull();
  });

  it("a workbook damaged in the middle, or whose sheet stops early, ends failed and is never published", async () => {
    const { member } = await signedIn();
    const source = await workbook(19_999, false);
    const xml = enc.encode(await sheetXmlOf(source));
    const whole = await deflate(xml);
    const flipped = whole.slice();
    flipped[Math.floor(flipped.length / 2)]! ^= 0x55;
    // A complete deflate stream of the first three quarters: without the checks it read as the sheet's end (15,000 of 20,000 rows).
    const cut = await deflate(xml.subarray(0, Math.floor(xml.length * 0.75)));
    for (const compressed of [flipped, cut]) {
      const bytes = await withPart(source, "xl/worksheets/sheet1.xml", xml, { compressed });
      const doc = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "damaged.xlsx",
        body: bytes,
        extractionStatus: "pending",
      });
      await runJobs({ kind: "parse-excel", companyId: member.companyId, documentId: doc.id });
      const row = (await rowById(doc.id))!;
      expect(row.extraction_status).toBe("failed");
      expect(row.extraction_message).toMatch(
        /^!Verwerkingsfout\nHet Excel bestand kon niet worden gelezen: het bestand is beschadigd: 'xl\/worksheets\/sheet1.xml' /,
      );
      expect(row.extracted_text).toBeNull();
      expect(await env.FILES.head(workbookJsonKey(doc.filePath))).toBeNull();
    }
    expect(await getLiveDocument(createDb(env.DB), member.companyId, "excel")).toBeNull();

    // The same workbook undamaged: every row read, and the rows announced are the rows stored.
    const sound = await withPart(source, "xl/worksheets/sheet1.xml", xml, { compressed: whole });
    const doc = await createStoredDocument(env, member.companyId, {
      type: "excel",
      name: "sound.xlsx",
      body: sound,
      extractionStatus: "pending",
    });
    await runJobs({ kind: "parse-excel", companyId: member.companyId, documentId: doc.id });
    const row = await settled(doc.id);
    expect(row.extraction_status).toBe("done");
    expect(row.extraction_message).toBe("Bestand geüpload\n1 werkblad ingelezen (20000 rijen).");
    const tables = (await (await env.FILES.get(workbookJsonKey(doc.filePath)))!.json()) as {
      blocks: { rows: unknown[] }[];
      sheets: { keptRows: number }[];
    };
    expect(tables.sheets[0]!.keptRows).toBe(20_000);
    expect(tables.blocks.reduce((n, b) => n + b.rows.length, 0)).toBe(19_999); // the header row is the table's header
  });

  it("a sheet padded with 24 MB of junk between its rows (under the ratio cap) is read in one linear pass", async () => {
    const { member } = await signedIn();
    const source = await workbook(3);
    const xml = await sheetXmlOf(source);
    const at = xml.indexOf("<row");
    const [head, tail] = [enc.encode(xml.slice(0, at)), enc.encode(xml.slice(at))];
    const padded = new Uint8Array(head.length + 24 * MiB + tail.length);
    padded.set(head, 0);
    padded.set(junk(24 * MiB), head.length);
    padded.set(tail, head.length + 24 * MiB);
    const bytes = await withPart(source, "xl/worksheets/sheet1.xml", padded);
    expect(padded.length / bytes.length).toBeLessThan(100);
    const doc = await createStoredDocument(env, member.companyId, {
      type: "excel",
      name: "padded.xlsx",
      body: bytes,
      extractionStatus: "pending",
    });
    const started = Date.now();
    await runJobs({ kind: "parse-excel", companyId: member.companyId, documentId: doc.id });
    expect(Date.now() - started).toBeLessThan(15_000);
    const row = (await rowById(doc.id))!;
    expect(row.extraction_status).toBe("done");
    expect(row.extracted_text).toContain("Order 3 | Amount: 30 (B4)");
  });
});

describe("a PDF page that costs too much is skipped, the document goes on", () => {
  it("200,000 nested q … Q on page 2: pages 1 and 3 are read, page 2 is named in the outcome; pages answer meanwhile", async () => {
    const { member } = await signedIn();
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const lines = [
      "Revenue grew to 9.6k monthly recurring revenue after the pilot with forty shops.",
      "We are raising a seed round of 1.5 million euro for growth and product.",
    ];
    for (const n of [1, 2, 3]) {
      const page = pdf.addPage([842, 595]);
      page.drawText(`Investor update page ${n}`, { x: 50, y: 540, size: 18, font });
      lines.forEach((line, i) => page.drawText(line, { x: 50, y: 500 - i * 22, size: 12, font }));
      if (n === 2) {
        const nested = pdf.context.flateStream(`${"q ".repeat(200_000)}${"Q ".repeat(200_000)}`);
        page.node.addContentStream(pdf.context.register(nested));
      }
    }
    const bytes = new Uint8Array(await pdf.save());
    expect(bytes.length).toBeLessThan(100 * 1024);
    const doc = await createStoredDocument(env, member.companyId, {
      type: "pdf",
      name: "nested.pdf",
      body: bytes,
      extractionStatus: "pending",
    });

    const run = await processWhilePagesAnswer({
      kind: "extract-pdf",
      companyId: member.companyId,
      documentId: doc.id,
    });
    expect(run.seconds).toBeLessThan(15);
    expect(run.answers.every((a) => a.status === 200)).toBe(true);
    const row = (await rowById(doc.id))!;
    expect(row.extraction_status).toBe("done");
    expect(row.extracted_text).toContain("--- Page 1 ---\nInvestor update page 1");
    expect(row.extracted_text).toContain("--- Page 3 ---\nInvestor update page 3");
    expect(row.extracted_text).not.toContain("--- Page 2 ---");
    expect(row.extraction_message).toContain(
      "(3 pagina's) Pagina 2 is overgeslagen: de tekst lezen kost meer dan een pagina mag (te veel opdrachten in de pagina).",
    );
  });

  it("a PDF cut short ends failed with its reason and is never published", async () => {
    const { member } = await signedIn();
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (const n of [1, 2, 3, 4])
      pdf.addPage([842, 595]).drawText(`Investor update page ${n}: revenue, customers and the seed round.`, {
        x: 50,
        y: 540,
        size: 14,
        font,
      });
    const whole = new Uint8Array(await pdf.save({ useObjectStreams: false }));
    const doc = await createStoredDocument(env, member.companyId, {
      type: "pdf",
      name: "cut.pdf",
      body: whole.subarray(0, Math.floor(whole.length * 0.7)),
      extractionStatus: "pending",
    });
    await runJobs({ kind: "extract-pdf", companyId: member.companyId, documentId: doc.id });
    const row = (await rowById(doc.id))!;
    expect(row.extraction_status).toBe("failed");
    expect(row.extraction_message).toMatch(
      /^!PDF geüpload\nText extraction failed: the file is damaged: the end of the PDF is missing \(the file was cut short\)\. /,
    );
    expect(row.extracted_text).toBeNull();
    expect(await getLiveDocument(createDb(env.DB), member.companyId, "pdf")).toBeNull();
  });
});
