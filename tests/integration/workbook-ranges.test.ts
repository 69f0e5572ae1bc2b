/**
 * Workbook steps read the stored file by byte ranges: the zip's directory from the end, then
 * only the entries they inflate, and each step goes on in the sheet from the checkpoint the
 * step before stored (never the whole file, never the sheet from its start again). The tables
 * equal one pass; a damaged directory or an entry beyond the file ends failed with its reason.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import type { StepBudget } from "../../app/domain/processing/steps";
import { writeZip, type ZipPart } from "../../app/domain/workbook/zip";
import { type JobEnv, runJob } from "../../app/server/documents/jobs.server";
import {
  readWorkbook,
  workbookJsonKey,
  workbookSummaryKey,
} from "../../app/server/documents/workbook.server";
import type { JobMessage } from "../../app/server/queues/messages";
import { createDb } from "../../db";
import { createMember } from "../factories";
import { createStoredDocument } from "../factories/documents";
import { rendered, signedIn } from "./http";

type Row = { extraction_status: string; extraction_message: string | null; processing_steps: number | null };
const rowById = (id: string) =>
  env.DB.prepare("SELECT extraction_status, extraction_message, processing_steps FROM documents WHERE id = ?")
    .bind(id)
    .first<Row>();

/**
 * The JOBS queue as a list, and the FILES bucket counting what is read of one key (and whole
 * reads of it); `forget`: the checkpoints steps store for the next are never found;
 * `forgetStrings`: neither are the shared-strings pieces the planning pass stored.
 */
function harness(watched: () => string | null, forget = false, forgetStrings = false) {
  const sent: JobMessage[] = [];
  const reads = { bytes: 0, whole: 0 };
  const files = new Proxy(env.FILES, {
    get(target, prop) {
      if (prop === "get")
        return async (key: string, options?: R2GetOptions) => {
          if (forget && key.endsWith(".resume.json")) return null;
          if (forgetStrings && key.endsWith("/strings.json")) return null;
          const object = await target.get(key, options);
          if (key !== watched() || !object) return object;
          if ((options?.range as { length?: number } | undefined)?.length === undefined) reads.whole++;
          // The bytes taken from the range (a reader may stop early: the rest is never read).
          return {
            get body() {
              const reader = object.body.getReader();
              return new ReadableStream<Uint8Array>(
                {
                  async pull(controller) {
                    let read: ReadableStreamReadResult<Uint8Array>;
                    try {
                      read = await reader.read();
                    } catch {
                      return; // cancelled by the reader
                    }
                    if (read.done) return controller.close();
                    reads.bytes += read.value.length;
                    controller.enqueue(read.value);
                  },
                  cancel: (reason) => reader.cancel(reason).catch(() => undefined),
                },
                // Read only when asked: no read of the range is left waiting when the reader stops.
                { highWaterMark: 0 },
              );
            },
            arrayBuffer: async () => {
              const bytes = await object.arrayBuffer();
              reads.bytes += bytes.byteLength;
              return bytes;
            },
          };
        };
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const jobEnv: JobEnv = {
    ...env,
    FILES: files,
    JOBS: { send: async (m: JobMessage) => void sent.push(m) } as unknown as Queue<JobMessage>,
  };
  const db = createDb(env.DB);
  async function run(first: JobMessage, budget: StepBudget) {
    sent.push(first);
    while (sent.length) await runJob(db, jobEnv, sent.shift()!, { attempt: 1, budget });
  }
  return { reads, run };
}

/** A numbers-only sheet of `rows` rows (a header of shared strings), large enough for many deflate blocks. */
async function numbersWorkbook(rows: number) {
  const XLSX = await import("@e965/xlsx");
  const data: unknown[][] = [["Month", "Revenue", "Costs", "Margin"]];
  for (let i = 1; i <= rows; i++) data.push([i, i * 10 + (i % 7), i * 3 + (i % 11), (i % 97) / 100]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(data), "Data");
  return new Uint8Array(
    XLSX.write(wb, { type: "array", bookType: "xlsx", compression: true }) as ArrayBuffer,
  );
}

const BUDGET: StepBudget = { cells: 12_000, pages: 20 };

describe("workbook steps read the file by ranges", () => {
  it("each step goes on from the last one's checkpoint: the same tables as one pass, far less of the file read", async () => {
    const member = await createMember(env.DB);
    const bytes = await numbersWorkbook(19_999);
    const read = async (forget: boolean) => {
      const doc = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "big.xlsx",
        body: bytes,
        extractionStatus: "pending",
      });
      const { reads, run } = harness(() => doc.filePath, forget);
      await run({ kind: "parse-excel", companyId: member.companyId, documentId: doc.id }, BUDGET);
      const row = (await rowById(doc.id))!;
      expect(row.extraction_status).toBe("done");
      expect(row.processing_steps).toBeGreaterThanOrEqual(6);
      expect(row.extraction_message).toBe("Bestand geüpload\n1 werkblad ingelezen (20000 rijen).");
      const stored = (await (await env.FILES.get(workbookJsonKey(doc.filePath)))!.json()) as unknown;
      expect(await env.FILES.list({ prefix: `${doc.filePath}.steps/` })).toMatchObject({ objects: [] });
      return { reads, stored };
    };
    const resumed = await read(false);
    expect(resumed.stored).toEqual(JSON.parse(JSON.stringify(await readWorkbook(bytes))));
    // Never the whole file at once; the steps after the first go on where the one before stopped.
    expect(resumed.reads.whole).toBe(0);
    const fromStart = await read(true);
    expect(fromStart.stored).toEqual(resumed.stored);
    expect(resumed.reads.bytes).toBeLessThan(fromStart.reads.bytes * 0.7);
  });

  it("a step takes its shared strings from the pieces the planning pass stored, not the strings part from its start", async () => {
    const member = await createMember(env.DB);
    const XLSX = await import("@e965/xlsx");
    const data: unknown[][] = [["Order", "Customer", "Amount"]];
    for (let i = 1; i <= 12_000; i++)
      data.push([`ORD-${String(i).padStart(6, "0")}`, `Customer ${(i * 7919) % 100_003}`, i * 3]);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(data), "Orders");
    // Texts in a shared-strings part, as Excel writes them.
    const bytes = new Uint8Array(
      XLSX.write(wb, { type: "array", bookType: "xlsx", compression: true, bookSST: true }) as ArrayBuffer,
    );
    const read = async (forgetStrings: boolean) => {
      const doc = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "orders.xlsx",
        body: bytes,
        extractionStatus: "pending",
      });
      const { reads, run } = harness(() => doc.filePath, false, forgetStrings);
      await run(
        { kind: "parse-excel", companyId: member.companyId, documentId: doc.id },
        { cells: 4_000, pages: 20 },
      );
      const row = (await rowById(doc.id))!;
      expect(row.extraction_status).toBe("done");
      expect(row.processing_steps).toBeGreaterThanOrEqual(9);
      expect(await env.FILES.list({ prefix: `${doc.filePath}.steps/` })).toMatchObject({ objects: [] });
      return {
        reads,
        stored: (await (await env.FILES.get(workbookJsonKey(doc.filePath)))!.json()) as unknown,
      };
    };
    const pieces = await read(false);
    expect(pieces.stored).toEqual(JSON.parse(JSON.stringify(await readWorkbook(bytes))));
    const fromStart = await read(true);
    expect(fromStart.stored).toEqual(pieces.stored);
    // The planning pass reads the file once either way; the steps no longer read the strings part.
    expect(pieces.reads.bytes - bytes.length).toBeLessThan((fromStart.reads.bytes - bytes.length) * 0.65);
  }, 90_000);

  it("a damaged directory or an entry beyond the file ends failed with its reason, nothing published", async () => {
    const member = await createMember(env.DB);
    const enc = new TextEncoder();
    const parts: ZipPart[] = [
      { name: "xl/workbook.xml", data: enc.encode("<workbook/>") },
      { name: "xl/worksheets/sheet1.xml", data: enc.encode("<worksheet><sheetData/></worksheet>") },
    ];
    const moved = writeZip(parts);
    new DataView(moved.buffer).setUint32(moved.length - 22 + 16, 3, true); // the directory's offset
    const beyond = writeZip(parts);
    const view = new DataView(beyond.buffer);
    view.setUint32(view.getUint32(beyond.length - 22 + 16, true) + 20, 5_000_000, true); // a compressed size
    for (const [body, reason] of [
      [moved, "de inhoudsopgave van het bestand klopt niet"],
      [beyond, "'xl/workbook.xml' loopt voorbij het einde van het bestand"],
    ] as const) {
      const doc = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "damaged.xlsx",
        body,
        extractionStatus: "pending",
      });
      const { run } = harness(() => doc.filePath);
      await run({ kind: "parse-excel", companyId: member.companyId, documentId: doc.id }, BUDGET);
      const row = (await rowById(doc.id))!;
      expect(row.extraction_status).toBe("failed");
      expect(row.extraction_message).toBe(
        `!Verwerkingsfout\nHet Excel bestand kon niet worden gelezen: het bestand is beschadigd: ${reason}`,
      );
      expect(await env.FILES.head(workbookJsonKey(doc.filePath))).toBeNull();
    }
  });
});

describe("the forecast chat page reads the workbook's summary, not its tables", () => {
  it("the first view writes the summary; later views show its questions without the tables", async () => {
    const { member, admin } = await signedIn();
    const XLSX = await import("@e965/xlsx");
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ["Line", "Jan 2026", "Feb 2026", "Mar 2026"],
        ["Revenue", 20_000, 23_000, 26_000],
        ["Personnel", 40_000, 41_000, 42_000],
      ]),
      "P&L",
    );
    const bytes = new Uint8Array(XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
    const doc = await createStoredDocument(env, member.companyId, {
      type: "excel",
      name: "forecast.xlsx",
      body: bytes,
      extractionStatus: "pending",
    });
    const { run } = harness(() => null);
    await run({ kind: "parse-excel", companyId: member.companyId, documentId: doc.id }, BUDGET);
    expect(await env.FILES.head(workbookSummaryKey(doc.filePath))).toBeNull();

    const first = await (await admin.fetch("/forecast-chat")).text();
    expect(first).toContain(rendered("What is Revenue in Mar 2026?"));
    const summary = (await (await env.FILES.get(workbookSummaryKey(doc.filePath)))!.json()) as {
      suggestions: string[];
    };
    expect(summary.suggestions).toContain("What is Revenue in Mar 2026?");

    // The tables made unreadable: the page still shows the questions (it reads the summary only).
    await env.FILES.put(workbookJsonKey(doc.filePath), "not the tables");
    const later = await admin.fetch("/forecast-chat");
    expect(later.status).toBe(200);
    expect(await later.text()).toContain(rendered("What is Revenue in Mar 2026?"));
  });
});

describe("a forecast-chat question reads only the tables that can answer it", () => {
  it("answers from the table its words match, without the whole tables or the other tables", async () => {
    const { member, admin } = await signedIn();
    const XLSX = await import("@e965/xlsx");
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ["Line", "Jan 2026", "Feb 2026", "Mar 2026"],
        ["Revenue", 20_000, 23_000, 26_000],
        ["Personnel", 40_000, 41_000, 42_000],
      ]),
      "P&L",
    );
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ["Order", "Customer", "Amount"],
        ...Array.from({ length: 200 }, (_, i) => [`ORD-${1000 + i}`, `Customer ${i}`, 100 + i]),
      ]),
      "Orders",
    );
    const bytes = new Uint8Array(XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
    const doc = await createStoredDocument(env, member.companyId, {
      type: "excel",
      name: "forecast.xlsx",
      body: bytes,
      extractionStatus: "pending",
    });
    const { run } = harness(() => null);
    await run({ kind: "parse-excel", companyId: member.companyId, documentId: doc.id }, BUDGET);
    const listed = await env.FILES.list({ prefix: `${doc.filePath}.tables/` });
    expect(listed.objects.map((o) => o.key.slice(doc.filePath.length)).sort()).toEqual([
      ".tables/0.json",
      ".tables/1.json",
      ".tables/index.json",
    ]);

    // The whole tables and the orders table made unreadable: a question about the P&L still answers.
    await env.FILES.put(workbookJsonKey(doc.filePath), "not the tables");
    await env.FILES.put(`${doc.filePath}.tables/1.json`, "not the orders");
    const res = await admin.post("/forecast-chat", {
      intent: "ask",
      question: "What is Revenue in Mar 2026?",
    });
    expect(res.status).toBe(302);
    const reply = await env.DB.prepare(
      "SELECT m.content FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.company_id = ? AND m.is_user = 0",
    )
      .bind(member.companyId)
      .first<{ content: string }>();
    expect(reply?.content).toContain("Revenue (Mar 2026): 26000 — 'P&L'!D2");
  });
});
