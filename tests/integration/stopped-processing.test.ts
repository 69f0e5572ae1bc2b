import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import type { StepBudget } from "../../app/domain/processing/steps";
import { type JobEnv, runJob } from "../../app/server/documents/jobs.server";
import { workbookJsonKey } from "../../app/server/documents/workbook.server";
import type { JobMessage, NotificationMessage } from "../../app/server/queues/messages";
import { createDb } from "../../db";
import worker from "../../workers/app";
import type { Env } from "../../workers/env";
import { SWEEP_CRON } from "../../workers/scheduled";
import { createStoredDocument, DECK_PAGES, makePdf } from "../factories/documents";
import { html, signedIn } from "./http";
import { deliver } from "./queues";

const TAB = "/admin/management/documents";
const SMALL: StepBudget = { cells: 12, pages: 1 };

type Row = {
  extraction_status: string;
  extraction_message: string | null;
  extracted_text: string | null;
  processing_step: number | null;
  file_path: string;
};
const rowById = (id: string) =>
  env.DB.prepare(
    "SELECT extraction_status, extraction_message, extracted_text, processing_step, file_path FROM documents WHERE id = ?",
  )
    .bind(id)
    .first<Row>();
const partsLeft = async (filePath: string) =>
  (await env.FILES.list({ prefix: `${filePath}.steps/` })).objects.length;

/** Runs a job's first message with a small budget; the step it queues next is kept, not run (the consumer "dies" there). */
async function startInSteps(job: JobMessage) {
  const sent: JobMessage[] = [];
  const jobEnv: JobEnv = {
    ...env,
    JOBS: {
      send: async (m: JobMessage) => void sent.push(m),
      sendBatch: async () => undefined,
    } as unknown as Queue<JobMessage>,
  };
  await runJob(createDb(env.DB), jobEnv, job, { attempt: 1, budget: SMALL });
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

async function workbookBytes() {
  const XLSX = await import("@e965/xlsx");
  const wb = XLSX.utils.book_new();
  const rows: unknown[][] = [["Month", "Revenue", "Costs"]];
  for (let i = 1; i <= 12; i++) rows.push([`2026-${String(i).padStart(2, "0")}`, i * 1000, i * 600]);
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), "Forecast");
  return new Uint8Array(
    XLSX.write(wb, { type: "array", bookType: "xlsx", compression: true }) as ArrayBuffer,
  );
}

/** Runs the Cron Trigger's handler as the runtime would, scheduled for `at`. */
async function runScheduled(cron: string, at: Date) {
  const ctx = createExecutionContext();
  const handler: ExportedHandler<Env, JobMessage | NotificationMessage> = worker;
  await handler.scheduled!(createScheduledController({ scheduledTime: at, cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** Waits for the local JOBS queue's consumer (the Worker itself) to finish what the admin's post queued. */
const settled = (id: string) =>
  vi.waitFor(
    async () => {
      const status = (await rowById(id))!.extraction_status;
      expect(status === "done" || status === "failed").toBe(true);
    },
    { timeout: 20_000, interval: 200 },
  );

describe("a job whose consumer dies mid-document (dead-letter queue)", () => {
  it(
    "ends with the version failed, its parts removed, and 'Reprocess' processing it again",
    { timeout: 60_000 },
    async () => {
      const { member, admin } = await signedIn();
      const pdf = await makePdf(DECK_PAGES);
      const doc = await createStoredDocument(env, member.companyId, {
        type: "pdf",
        name: "deck.pdf",
        body: pdf,
        extractionStatus: "pending",
      });
      // The first message planned the run and read page 1; the step for page 2 is queued…
      const step = await startInSteps({
        kind: "extract-pdf",
        companyId: member.companyId,
        documentId: doc.id,
      });
      const during = (await rowById(doc.id))!;
      expect(during.extraction_status).toBe("processing");
      expect(await partsLeft(during.file_path)).toBe(1);

      // …and every delivery of it is killed (out of CPU or memory): after its retries it reaches the dead-letter queue.
      const result = await deliver("investor-relations-jobs-dlq", [{ id: "dead-step", body: step }]);
      expect(result.explicitAcks).toEqual(["dead-step"]);
      expect(result.retryMessages).toEqual([]);
      const failed = (await rowById(doc.id))!;
      expect(failed.extraction_status).toBe("failed");
      expect(failed.processing_step).toBeNull();
      expect(failed.extraction_message).toBe(
        "!Verwerkingsfout\nDe verwerking is gestopt zonder te eindigen: de taak werd bij elke poging afgebroken. Klik op 'Reprocess' om het bestand opnieuw te verwerken.",
      );
      expect(await partsLeft(failed.file_path)).toBe(0);

      // The admin sees why, with the button to process it again.
      const page = await (await admin.fetch(TAB)).text();
      expect(page).toContain(html("Klik op 'Reprocess' om het bestand opnieuw te verwerken."));
      const reprocess = await admin.post(TAB, { intent: "document.reprocess", id: doc.id });
      expect(reprocess.status).toBe(302);
      await settled(doc.id);
      const done = (await rowById(doc.id))!;
      expect(done.extraction_status).toBe("done");
      expect(done.extracted_text).toContain("--- Page 3 ---");

      // The dead step arriving again later (its run was replaced) changes nothing.
      await deliver("investor-relations-jobs-dlq", [{ id: "dead-again", body: step }]);
      expect(await rowById(doc.id)).toEqual(done);
    },
  );

  it("a dead slide analysis fails with 'Reprocess Images'", async () => {
    const { member } = await signedIn();
    const id = `pitch-combined-${member.companyId}`;
    await env.DB.prepare(
      "INSERT INTO documents (id, company_id, name, type, file_path, file_size, extraction_status, extraction_message) VALUES (?, ?, 'slides', 'pitch-combined', ?, 0, 'processing', '2/5')",
    )
      .bind(id, member.companyId, `${member.companyId}/pitch-deck-slides.txt`)
      .run();
    await deliver("investor-relations-jobs-dlq", [
      { id: "dead-images", body: { kind: "process-images", companyId: member.companyId } },
    ]);
    const row = (await rowById(id))!;
    expect(row.extraction_status).toBe("failed");
    expect(row.extraction_message).toContain(
      "Klik op 'Reprocess Images' om de afbeeldingen opnieuw te verwerken.",
    );
  });
});

describe("the sweep on the Cron Trigger", () => {
  it(
    "fails a workbook stuck in processing past the deadline, not before; 'Reprocess' reads the workbook again",
    { timeout: 60_000 },
    async () => {
      const { member, admin } = await signedIn();
      const bytes = await workbookBytes();
      const doc = await createStoredDocument(env, member.companyId, {
        type: "excel",
        name: "forecast.xlsx",
        body: bytes,
        extractionStatus: "pending",
      });
      await startInSteps({ kind: "parse-excel", companyId: member.companyId, documentId: doc.id });
      // The step message is lost (here: never delivered); the version would stay "processing" for good.
      expect((await rowById(doc.id))!.extraction_status).toBe("processing");

      await runScheduled(SWEEP_CRON, new Date(Date.now() + 20 * 60_000));
      expect((await rowById(doc.id))!.extraction_status).toBe("processing");

      await runScheduled(SWEEP_CRON, new Date(Date.now() + 31 * 60_000));
      const failed = (await rowById(doc.id))!;
      expect(failed.extraction_status).toBe("failed");
      expect(failed.extraction_message).toBe(
        "!Verwerkingsfout\nDe verwerking maakte 30 minuten geen voortgang en is gestopt. Klik op 'Reprocess' om het bestand opnieuw te verwerken.",
      );
      expect(await partsLeft(failed.file_path)).toBe(0);

      // Workbooks have 'Reprocess' too now (the documents tab offers it), and it reads them again.
      const page = await (await admin.fetch(TAB)).text();
      const rowHtml = page.slice(page.indexOf(`data-id="${doc.id}"`));
      expect(rowHtml.slice(0, rowHtml.indexOf("</tr>"))).toContain('value="document.reprocess"');
      const reprocess = await admin.post(TAB, { intent: "document.reprocess", id: doc.id });
      expect(reprocess.status).toBe(302);
      expect(await (await admin.fetch(TAB)).text()).toContain("Excel bestand wordt opnieuw verwerkt");
      await settled(doc.id);
      const done = (await rowById(doc.id))!;
      expect(done.extraction_status).toBe("done");
      expect(done.extracted_text).toMatch(/Revenue: 12,?000/);
      expect(await env.FILES.head(workbookJsonKey(done.file_path))).not.toBeNull();
    },
  );

  it("the daily cron sweeps too; a version that is done is left alone", async () => {
    const { member } = await signedIn();
    const stuck = await createStoredDocument(env, member.companyId, {
      type: "pdf",
      extractionStatus: "pending",
    });
    const done = await createStoredDocument(env, member.companyId, {
      type: "pdf",
      extractionStatus: "done",
      extractedText: "text",
    });
    await runScheduled("0 7 * * *", new Date(Date.now() + 45 * 60_000));
    expect((await rowById(stuck.id))!.extraction_status).toBe("failed");
    expect((await rowById(done.id))!.extraction_status).toBe("done");
  });

  it("reprocess is for PDFs and workbooks only", async () => {
    const { member, admin } = await signedIn();
    const slide = await createStoredDocument(env, member.companyId, { type: "pitch-images" });
    const res = await admin.post(TAB, { intent: "document.reprocess", id: slide.id });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Only PDF and Excel documents can be reprocessed");
  });
});

describe("queue messages are routed by their kind", () => {
  it("a job runs whatever the name of the queue it came from; a body without a known kind is dropped, not retried", async () => {
    const { member } = await signedIn();
    const doc = await createStoredDocument(env, member.companyId, {
      type: "pdf",
      body: await makePdf(DECK_PAGES),
      extractionStatus: "pending",
    });
    const result = await deliver<JobMessage | NotificationMessage>("acme-prod-jobs", [
      { id: "job", body: { kind: "extract-pdf", companyId: member.companyId, documentId: doc.id } },
      { id: "junk", body: { kind: "carrier-pigeon" } as unknown as JobMessage },
    ]);
    expect(result.explicitAcks.sort()).toEqual(["job", "junk"]);
    expect(result.retryMessages).toEqual([]);
    expect((await rowById(doc.id))!.extraction_status).toBe("done");
  });
});
