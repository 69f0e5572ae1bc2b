import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import type { StepBudget } from "../../app/domain/processing/steps";
import { getLiveDocument } from "../../app/server/documents/document-versions.server";
import { type JobEnv, runJob } from "../../app/server/documents/jobs.server";
import { readWorkbook, workbookJsonKey } from "../../app/server/documents/workbook.server";
import type { JobMessage } from "../../app/server/queues/messages";
import { createDb } from "../../db";
import { createMember } from "../factories";
import { createStoredDocument, makePdf } from "../factories/documents";
import { Browser } from "./http";

type Row = {
  id: string;
  file_path: string;
  extraction_status: string;
  extraction_message: string | null;
  extracted_text: string | null;
  processing_step: number | null;
  processing_steps: number | null;
};
const rowById = (id: string) =>
  env.DB.prepare(
    "SELECT id, file_path, extraction_status, extraction_message, extracted_text, processing_step, processing_steps FROM documents WHERE id = ?",
  )
    .bind(id)
    .first<Row>();

/** The JOBS queue as a list: each sent message is delivered by `deliver`, so a test decides the order. */
function queue() {
  const sent: JobMessage[] = [];
  const jobEnv: JobEnv = {
    ...env,
    JOBS: {
      send: async (m: JobMessage) => void sent.push(m),
      sendBatch: async () => undefined,
    } as unknown as Queue<JobMessage>,
  };
  const db = createDb(env.DB);
  const deliver = (m: JobMessage, budget?: StepBudget) =>
    runJob(db, jobEnv, m, { attempt: 1, ...(budget ? { budget } : {}) });
  /** Delivers every message until none is left; `twice`: each one is delivered two times (at least once delivery). */
  async function drain(budget?: StepBudget, twice = false) {
    let messages = 0;
    while (sent.length) {
      const m = sent.shift()!;
      await deliver(m, budget);
      if (twice) await deliver(m, budget);
      messages++;
    }
    return messages;
  }
  return { sent, deliver, drain };
}

async function workbookBytes() {
  const XLSX = await import("@e965/xlsx");
  const wb = XLSX.utils.book_new();
  const months = [
    new Date(Date.UTC(2025, 0, 1)),
    new Date(Date.UTC(2025, 1, 1)),
    new Date(Date.UTC(2025, 2, 1)),
  ];
  const pl = XLSX.utils.aoa_to_sheet(
    [
      ["Revenue model (segment 1)"],
      ["", ...months],
      ["Revenue", 10000, 12000, 15000],
      ["Costs", 8000, 8500, 9000],
      ["Profit"],
      [],
      ["Headcount", "Q1", "Q2"],
      ["Engineers", 4, 6],
    ],
    { cellDates: true },
  );
  // Formulas without a stored result, one reading another sheet.
  pl["B5"] = { t: "n", f: "B3-B4" };
  pl["C5"] = { t: "n", f: "C3-C4" };
  pl["D5"] = { t: "n", f: "D3-D4*Assumptions!B3" };
  pl["!merges"] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: 3 } }];
  XLSX.utils.book_append_sheet(wb, pl, "P&L");
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ["Assumption", "Value"],
      ["Churn rate", "2%"],
      ["Cost factor", 1],
    ]),
    "Assumptions",
  );
  const data: unknown[][] = [["Order", "Amount"]];
  for (let i = 1; i <= 40; i++) data.push([`Order ${i}`, i * 10]);
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(data), "Data");
  return new Uint8Array(
    XLSX.write(wb, { type: "array", bookType: "xlsx", compression: true }) as ArrayBuffer,
  );
}

async function storedTables(filePath: string) {
  return (await (await env.FILES.get(workbookJsonKey(filePath)))!.json()) as unknown;
}

const partsLeft = async (filePath: string) =>
  (await env.FILES.list({ prefix: `${filePath}.steps/` })).objects.length;

const SMALL: StepBudget = { cells: 12, pages: 2 };

describe("processing in steps across queue messages", () => {
  it(
    "a workbook read in many small steps gives the same tables as reading it in one pass",
    { timeout: 60_000 },
    async () => {
      const member = await createMember(env.DB);
      const bytes = await workbookBytes();
      const doc = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "plan.xlsx",
        body: bytes,
        extractionStatus: "pending",
      });
      const q = queue();
      await q.deliver({ kind: "parse-excel", companyId: member.companyId, documentId: doc.id }, SMALL);
      // The first message planned and ran what fits; the rest waits in the queue, the version is not done.
      expect(q.sent).toHaveLength(1);
      const during = (await rowById(doc.id))!;
      expect(during.extraction_status).toBe("processing");
      expect(during.extraction_message).toMatch(/^Werkbladen worden ingelezen… \(stap \d+ van \d+\)$/);
      expect(during.processing_steps).toBeGreaterThan(5);
      const messages = await q.drain(SMALL);
      expect(messages).toBeGreaterThan(4);

      const row = (await rowById(doc.id))!;
      expect(row.extraction_status).toBe("done");
      expect(row.processing_step).toBe(row.processing_steps! + 1);
      expect(await storedTables(row.file_path)).toEqual(
        JSON.parse(JSON.stringify(await readWorkbook(bytes))),
      );
      // Formulas without a stored result computed, also across sheets (D5 = D3 - D4 × Assumptions!B3).
      expect(row.extracted_text).toContain(
        "Profit | 1/1/25: 2,000 (B5); 2/1/25: 3,500 (C5); 3/1/25: 6,000 (D5)",
      );
      expect(await partsLeft(row.file_path)).toBe(0);

      // The same file with the normal budget: one message does it all, with the same result.
      const again = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "plan.xlsx",
        body: bytes,
        extractionStatus: "pending",
      });
      const one = queue();
      await one.deliver({ kind: "parse-excel", companyId: member.companyId, documentId: again.id });
      expect(one.sent).toHaveLength(0);
      expect((await rowById(again.id))!.extracted_text).toBe(row.extracted_text);
    },
  );

  it(
    "a workbook over the cap is read up to it, in steps, and the admin is told",
    { timeout: 60_000 },
    async () => {
      const member = await createMember(env.DB);
      const XLSX = await import("@e965/xlsx");
      const rows: unknown[][] = [["Order", "Amount"]];
      for (let i = 1; i <= 20_050; i++) rows.push([`Order ${i}`, i * 10]);
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), "Data");
      const bytes = new Uint8Array(
        XLSX.write(wb, { type: "array", bookType: "xlsx", compression: true }) as ArrayBuffer,
      );
      const doc = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "orders.xlsx",
        body: bytes,
        extractionStatus: "pending",
      });
      const q = queue();
      await q.deliver(
        { kind: "parse-excel", companyId: member.companyId, documentId: doc.id },
        { cells: 10_000, pages: 20 },
      );
      expect(await q.drain({ cells: 10_000, pages: 20 })).toBeGreaterThanOrEqual(3);
      const row = (await rowById(doc.id))!;
      expect(row.extraction_status).toBe("done");
      expect(row.extraction_message).toContain("Sheet 'Data': the first 20,000 of 20,051 rows were read.");
      // The last row within the cap was read, the first one past it was not.
      expect(row.extracted_text).toContain("Order 19999 | Amount: 199990 (B20000)");
      expect(row.extracted_text).not.toContain("Order 20000 |");

      const admin = new Browser();
      expect((await admin.login(member.email, member.password)).status).toBe(302);
      const page = await (await admin.fetch("/admin/management/documents")).text();
      expect(page).toContain("Sheet &#x27;Data&#x27;: the first 20,000 of 20,051 rows were read.");
    },
  );

  it(
    "a failing step fails its version and leaves the live workbook and the live deck",
    { timeout: 60_000 },
    async () => {
      const member = await createMember(env.DB);
      const db = createDb(env.DB);
      const bytes = await workbookBytes();
      const good = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "good.xlsx",
        body: bytes,
        extractionStatus: "pending",
      });
      const q = queue();
      await q.deliver({ kind: "parse-excel", companyId: member.companyId, documentId: good.id });
      expect((await getLiveDocument(db, member.companyId, "excel"))?.id).toBe(good.id);

      const next = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "next.xlsx",
        body: bytes,
        extractionStatus: "pending",
      });
      await q.deliver({ kind: "parse-excel", companyId: member.companyId, documentId: next.id }, SMALL);
      expect(q.sent).toHaveLength(1);
      // While it is processing, the earlier upload stays live.
      expect((await getLiveDocument(db, member.companyId, "excel"))?.id).toBe(good.id);
      // The file turns out unreadable half-way (here: replaced by something that is no workbook).
      await env.FILES.put((await rowById(next.id))!.file_path, "this is not a workbook");
      await q.drain(SMALL);
      const failed = (await rowById(next.id))!;
      expect(failed.extraction_status).toBe("failed");
      expect(failed.extraction_message).toContain("Het Excel bestand kon niet worden gelezen");
      expect(await partsLeft(failed.file_path)).toBe(0);
      expect((await getLiveDocument(db, member.companyId, "excel"))?.id).toBe(good.id);

      // The same for the deck: a PDF whose pages cannot be read after planning.
      const pdf = await makePdf([
        ["Seed round deck, our traction and the plan for the next two years of growth."],
        ["Team and market: twelve engineers, a large and growing market of online shops."],
      ]);
      const deck = await createStoredDocument(env, member.companyId, {
        type: "pdf",
        name: "deck.pdf",
        body: pdf,
        extractionStatus: "pending",
      });
      await q.deliver({ kind: "extract-pdf", companyId: member.companyId, documentId: deck.id });
      expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(deck.id);
      const longer = await makePdf(
        Array.from({ length: 6 }, (_, i) => [
          `Page ${i + 1} of the new deck with enough words to be read as text.`,
        ]),
      );
      const newer = await createStoredDocument(env, member.companyId, {
        type: "pdf",
        name: "deck-2.pdf",
        body: longer,
        extractionStatus: "pending",
      });
      await q.deliver({ kind: "extract-pdf", companyId: member.companyId, documentId: newer.id }, SMALL);
      expect(q.sent).toHaveLength(1);
      await env.FILES.delete((await rowById(newer.id))!.file_path);
      await q.drain(SMALL);
      expect((await rowById(newer.id))!.extraction_status).toBe("failed");
      expect((await getLiveDocument(db, member.companyId, "pdf"))?.id).toBe(deck.id);
    },
  );

  it(
    "each message delivered twice, and late ones, change nothing: the same text and tables, one run",
    { timeout: 90_000 },
    async () => {
      const member = await createMember(env.DB);
      const bytes = await workbookBytes();
      const doc = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "plan.xlsx",
        body: bytes,
        extractionStatus: "pending",
      });
      const q = queue();
      const first: JobMessage = { kind: "parse-excel", companyId: member.companyId, documentId: doc.id };
      await q.deliver(first, SMALL);
      const steps: JobMessage[] = [];
      while (q.sent.length) {
        const m = q.sent.shift()!;
        steps.push(m);
        await q.deliver(m, SMALL);
        await q.deliver(m, SMALL); // delivered again: it only queues its successor again
      }
      const row = (await rowById(doc.id))!;
      expect(row.extraction_status).toBe("done");
      expect(await storedTables(row.file_path)).toEqual(
        JSON.parse(JSON.stringify(await readWorkbook(bytes))),
      );
      // A step delivered long after the run finished, and the first message again: nothing changes.
      await q.deliver(steps[1]!, SMALL);
      await q.deliver(first, SMALL);
      expect(q.sent).toHaveLength(0);
      expect(await rowById(doc.id)).toEqual(row);

      // A PDF read two pages a step, every message twice: the same text as in one message.
      const pages = Array.from({ length: 7 }, (_, i) => [
        `Page ${i + 1}: revenue grew to ${(i + 1) * 1000} euro in month ${i + 1}.`,
        "A second line of real words on this page.",
      ]);
      const pdf = await makePdf(pages);
      const inSteps = await createStoredDocument(env, member.companyId, {
        type: "pdf",
        name: "deck.pdf",
        body: pdf,
        extractionStatus: "pending",
      });
      await q.deliver({ kind: "extract-pdf", companyId: member.companyId, documentId: inSteps.id }, SMALL);
      expect((await rowById(inSteps.id))!.extraction_message).toMatch(
        /^Tekst wordt geëxtraheerd… \(2 van 7 pagina's, stap 1 van 5\)$/,
      );
      await q.drain(SMALL, true);
      const inOne = await createStoredDocument(env, member.companyId, {
        type: "pdf",
        name: "deck.pdf",
        body: pdf,
        extractionStatus: "pending",
      });
      await q.deliver({ kind: "extract-pdf", companyId: member.companyId, documentId: inOne.id });
      const a = (await rowById(inSteps.id))!;
      const b = (await rowById(inOne.id))!;
      expect(a.extraction_status).toBe("done");
      expect(a.extracted_text).toBe(b.extracted_text);
      expect(a.extraction_message).toBe(b.extraction_message);
      expect(a.extracted_text).toContain("--- Page 7 ---\nPage 7: revenue grew to 7000 euro in month 7.");
    },
  );
});
