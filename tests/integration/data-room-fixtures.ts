/** The data room as the admin and an invited investor use it, for the integration tests. */
import { env } from "cloudflare:test";
import { expect } from "vitest";

import { hashLinkToken, newLinkToken } from "../../app/server/investors/investors.server";
import { ensurePipelineEntry } from "../../app/server/pipeline/pipeline-entries.server";
import { createDb } from "../../db";
import { PNG_1x1 } from "../factories/documents";
import { Browser } from "./http";

export const TAB = "/admin/management/data-room";

/** An invited investor (written as the invite writes it) who opened their personal link. */
export async function investor(companyId: string, slug: string, name: string, email: string) {
  const id = crypto.randomUUID();
  const token = newLinkToken();
  await env.DB.prepare(
    "INSERT INTO investors (id, company_id, name, email, token_hash) VALUES (?, ?, ?, ?, ?)",
  )
    .bind(id, companyId, name, email, await hashLinkToken(token))
    .run();
  // The pipeline entry an invite writes beside the investor.
  await ensurePipelineEntry(createDb(env.DB), companyId, { email, name, investorId: id });
  const browser = new Browser();
  expect((await browser.fetch(`/public/${slug}/i/${token}`)).status).toBe(302);
  return { id, name, email, browser };
}

/** Uploads a file as the admin (the tab's plain form) and answers the new document's and version's ids. */
export async function upload(admin: Browser, companyId: string, name: string, file: File) {
  const res = await admin.postForm(TAB, { intent: "dataroom.upload", name, file });
  expect(res.status).toBe(302);
  return (await env.DB.prepare(
    "SELECT d.id, v.id AS versionId FROM data_room_documents d JOIN data_room_versions v ON v.document_id = d.id WHERE d.company_id = ? AND d.name = ? ORDER BY v.number DESC",
  )
    .bind(companyId, name)
    .first<{ id: string; versionId: string }>())!;
}

/** The PDF's page images, as the admin's browser stores them after rendering. */
export async function storePages(companyId: string, versionId: string, count: number) {
  for (let n = 1; n <= count; n++) {
    const key = `${companyId}/dataroom/${versionId}/pages/${n}.png`;
    await env.FILES.put(key, PNG_1x1, { httpMetadata: { contentType: "image/png" } });
    await env.DB.prepare(
      "INSERT INTO data_room_pages (company_id, version_id, page_number, image_path, content_type) VALUES (?, ?, ?, ?, 'image/png')",
    )
      .bind(companyId, versionId, n, key)
      .run();
  }
  await env.DB.prepare("UPDATE data_room_versions SET page_count = ? WHERE id = ?")
    .bind(count, versionId)
    .run();
}

function settings(id: string, fields: Record<string, string | string[]>) {
  const form = new URLSearchParams({ intent: "dataroom.update", id, visibility: "nobody", requestType: "" });
  for (const [k, v] of Object.entries(fields)) {
    form.delete(k);
    for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  }
  return form;
}

export async function save(admin: Browser, id: string, fields: Record<string, string | string[]>) {
  const res = await admin.fetch(TAB, {
    method: "POST",
    body: settings(id, fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
  });
  expect(res.status).toBe(302);
}

export async function pdfText(bytes: ArrayBuffer) {
  const { extractText, getDocumentProxy } = await import("unpdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
