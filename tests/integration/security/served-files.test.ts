import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { pageImageKey } from "../../../app/domain/deck/pages";
import { createDb } from "../../../db";
import { documentPages } from "../../../db/schema";
import { createStoredDocument, PNG_1x1 } from "../../factories/documents";
import { signedIn } from "../http";

// Uploaded files are served from our own origin, so whatever they hold must not run as our
// page: every answer carries a sandbox CSP (an opaque origin: no cookies, no scripts, no
// forms) and only images are shown inline. PDFs are attachments: Chrome's viewer refuses a
// sandboxed document.

const sandboxed = (res: Response) => {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  expect(csp.split(";").map((d) => d.trim())).toContain("sandbox");
  expect(csp).toContain("default-src 'none'");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
};

describe("uploaded files as served", () => {
  it("PDF, workbook, slide image and page image: sandboxed; only images inline", async () => {
    const { member, admin } = await signedIn();
    const pdf = await createStoredDocument(env, member.companyId, {
      type: "pdf",
      name: "deck.pdf",
      body: "%PDF-1.4 <script>alert(1)</script>",
    });
    const excel = await createStoredDocument(env, member.companyId, {
      type: "excel",
      body: "PK\u0003\u0004",
    });
    const slide = await createStoredDocument(env, member.companyId, { type: "pitch-images" });
    const key = pageImageKey(member.companyId, pdf.id, 1);
    await env.FILES.put(key, PNG_1x1, { httpMetadata: { contentType: "image/webp" } });
    await createDb(env.DB).insert(documentPages).values({
      companyId: member.companyId,
      documentId: pdf.id,
      pageNumber: 1,
      imagePath: key,
      imageSize: PNG_1x1.byteLength,
    });

    for (const [path, disposition] of [
      [`/documents/${pdf.id}`, "attachment"],
      [`/documents/${pdf.id}?download=1`, "attachment"],
      [`/documents/${excel.id}`, "attachment"],
      [`/documents/${slide.id}`, "inline"],
      [`/documents/${slide.id}?download=1`, "attachment"],
    ] as const) {
      const res = await admin.fetch(path);
      expect(res.status, path).toBe(200);
      sandboxed(res);
      expect(res.headers.get("Content-Disposition"), path).toMatch(new RegExp(`^${disposition};`));
      await res.arrayBuffer();
    }
    const page = await admin.fetch(`/documents/${pdf.id}/pages/1`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toBe("image/webp");
    sandboxed(page);
    await page.arrayBuffer();

    // A repeat request answered 304 keeps the policy.
    const etag = (await admin.fetch(`/documents/${slide.id}`)).headers.get("ETag")!;
    const again = await admin.fetch(`/documents/${slide.id}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    sandboxed(again);
  });
});
