import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { BASE, type Browser, signedIn } from "./http";
import { runJobs } from "./queues";

const UPLOAD = "/admin/documents/upload";
type Row = { id: string; file_path: string; extraction_status: string; extraction_message: string | null };
const rowById = (id: string) =>
  env.DB.prepare("SELECT id, file_path, extraction_status, extraction_message FROM documents WHERE id = ?")
    .bind(id)
    .first<Row>();

/** Uploads a workbook through the admin upload route; the JOBS queue parses it. */
async function upload(admin: Browser, companyId: string, name: string, sheets: Record<string, unknown[][]>) {
  const XLSX = await import("@e965/xlsx");
  const wb = XLSX.utils.book_new();
  for (const [sheet, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), sheet);
  const bytes = XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer;
  const form = new FormData();
  form.append("intent", "document.upload-excel");
  form.append("file", new File([bytes], name, { type: "" }));
  const res = await admin.fetch(UPLOAD, { method: "POST", body: form, headers: { Origin: BASE } });
  expect(res.status).toBe(200);
  const { documentIds } = (await res.json()) as { documentIds: string[] };
  await expect
    .poll(async () => (await rowById(documentIds[0]!))?.extraction_status, { timeout: 30_000, interval: 200 })
    .toMatch(/^(done|failed)$/);
  // Delivered twice (at least once): the second run leaves the parsed workbook as it is.
  await runJobs({ kind: "parse-excel", companyId, documentId: documentIds[0]! });
  expect((await rowById(documentIds[0]!))?.extraction_status).toMatch(/^(done|failed)$/);
  return (await rowById(documentIds[0]!))!;
}

/** The streamed answer's text. */
async function ask(admin: Browser, question: string) {
  const res = await admin.post("/forecast-chat/stream", { question });
  expect(res.status).toBe(200);
  return (await res.text())
    .split("\n\n")
    .filter((b) => b.startsWith("data: "))
    .map((b) => (JSON.parse(b.slice(6)) as { text?: string }).text ?? "")
    .join("");
}

describe("forecast workbooks", () => {
  it(
    "a month's revenue is answered from its cell, cited with sheet, address and labels",
    { timeout: 60_000 },
    async () => {
      const { member, admin } = await signedIn();
      const months = [
        new Date(Date.UTC(2025, 0, 1)),
        new Date(Date.UTC(2025, 1, 1)),
        new Date(Date.UTC(2025, 2, 1)),
      ];
      const row = await upload(admin, member.companyId, "Plan 2025.xlsx", {
        "P&L": [
          ["", ...months],
          ["Revenue", 10000, 12000, 15000],
          ["Costs", 8000, 8500, 9000],
        ],
        Assumptions: [
          ["Assumption", "Value"],
          ["Churn rate", "2%"],
        ],
      });
      expect(row.extraction_status).toBe("done");
      expect(await ask(admin, "What is revenue in March 2025?")).toMatch(
        /15000 — 'P&L'!D2 \(Revenue × [^)]+\)/,
      );
      expect(await ask(admin, "Wat waren de kosten in februari?")).toContain("'P&L'!C3");
      expect(await ask(admin, "What is the churn rate?")).toContain(
        "2% — 'Assumptions'!B2 (Churn rate × Value)",
      );
      expect(await ask(admin, "What is the pre-money valuation?")).toMatch(/^The workbook does not contain/);
      // The suggestions come from its rows and periods.
      const page = await (await admin.fetch("/forecast-chat")).text();
      expect(page).toContain("What is Revenue in ");
    },
  );

  it(
    "a workbook over the cap is read up to it, the admin is told, and what was read is all searchable",
    { timeout: 90_000 },
    async () => {
      const { member, admin } = await signedIn();
      const rows: unknown[][] = [["Order", "Amount"]];
      for (let i = 1; i <= 20_050; i++) rows.push([`Order ${i}`, i * 10]);
      const row = await upload(admin, member.companyId, "Orders.xlsx", { Data: rows });
      expect(row.extraction_status).toBe("done");
      expect(row.extraction_message).toContain("Sheet 'Data': the first 20,000 of 20,051 rows were read.");
      // The documents tab shows the outcome to the admin.
      const tab = await (await admin.fetch("/admin/management/documents")).text();
      expect(tab).toContain("the first 20,000 of 20,051 rows were read.");
      // A late row within the cap is found; one beyond it is not invented.
      expect(await ask(admin, "What is the amount of order 19990?")).toContain(
        "199900 — 'Data'!B19991 (Order 19990 × Amount)",
      );
      expect(await ask(admin, "What is the amount of order 20040?")).toMatch(
        /^The workbook does not contain/,
      );
      // A question that fits every row states no figure.
      expect(await ask(admin, "What is the amount?")).toMatch(
        /^The workbook has no single figure for Amount: 19999 cells match/,
      );
    },
  );
});
