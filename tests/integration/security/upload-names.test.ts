import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createStoredDocument, makePdf, PNG_1x1 } from "../../factories/documents";
import { BASE, type Browser, signedIn } from "../http";

const UPLOAD = "/admin/documents/upload";

function upload(admin: Browser, intent: string, file: File, field = "file") {
  const form = new FormData();
  form.append("intent", intent);
  form.append(field, file);
  form.append("process", "later");
  return admin.fetch(UPLOAD, { method: "POST", body: form, headers: { Origin: BASE } });
}

const nameOf = async (id: string) =>
  (await env.DB.prepare("SELECT name FROM documents WHERE id = ?").bind(id).first<{ name: string }>())!.name;

describe("uploaded file names", () => {
  it("a PDF named ..\\..\\evil.html is stored and served as evil.pdf", async () => {
    const { admin } = await signedIn();
    const res = await upload(
      admin,
      "document.upload-pdf",
      new File([await makePdf([["Hello"]])], "..\\..\\evil.html", { type: "application/pdf" }),
    );
    expect(res.status).toBe(200);
    const { documentIds } = (await res.json()) as { documentIds: string[] };
    expect(await nameOf(documentIds[0]!)).toBe("evil.pdf");

    for (const query of ["", "?download=1"]) {
      const kind = "attachment";
      const file = await admin.fetch(`/documents/${documentIds[0]}${query}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("Content-Type")).toBe("application/pdf");
      expect(file.headers.get("Content-Disposition")).toBe(
        `${kind}; filename="evil.pdf"; filename*=UTF-8''evil.pdf`,
      );
      expect(file.headers.get("X-Content-Type-Options")).toBe("nosniff");
      await file.arrayBuffer();
    }
  });

  it("a slide image keeps no path, no control characters and gets the extension of its bytes", async () => {
    const { admin } = await signedIn();
    const res = await upload(
      admin,
      "document.upload-images",
      new File([PNG_1x1], "../slides/\u202Eslide\u0007.svg", { type: "image/png" }),
      "files",
    );
    expect(res.status).toBe(200);
    const { documentIds } = (await res.json()) as { documentIds: string[] };
    expect(await nameOf(documentIds[0]!)).toBe("slide.png");
    const file = await admin.fetch(`/documents/${documentIds[0]}?download=1`);
    expect(file.headers.get("Content-Disposition")).toBe(
      `attachment; filename="slide.png"; filename*=UTF-8''slide.png`,
    );
    await file.arrayBuffer();
  });

  it("a row stored under a misleading name before is still downloaded with the extension of its type", async () => {
    const { member, admin } = await signedIn();
    const legacy = await createStoredDocument(env, member.companyId, { name: 'old\\"report".html' });
    const file = await admin.fetch(`/documents/${legacy.id}?download=1`);
    expect(file.headers.get("Content-Disposition")).toBe(
      `attachment; filename="_report_.pdf"; filename*=UTF-8''%22report%22.pdf`,
    );
    await file.arrayBuffer();
  });
});
