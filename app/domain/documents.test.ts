import { describe, expect, it } from "vitest";

import {
  checkDeclaredFile,
  checkExcel,
  checkImage,
  checkImageSelection,
  checkPdf,
  cleanFileName,
  combinedTextKey,
  contentDisposition,
  detectFileKind,
  documentKey,
  extensionForContentType,
  fileExtension,
  type FileFacts,
  formatFileSize,
  formatOutcome,
  MAX_EXCEL_BYTES,
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  MB,
  parseOutcome,
  slideImageKey,
  storedFileName,
  tidyExtractedText,
} from "./documents";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

const HEAD = {
  pdf: bytes("%PDF-1.7\n", 0x25, 0xe2, 0xe3),
  png: bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, "IHDR"),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF", 0),
  webp: bytes("RIFF", 0x24, 0x08, 0, 0, "WEBPVP8 "),
  xlsx: bytes("PK", 3, 4, 0x14, 0, 6, 0, 8, 0),
  xls: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
  exe: bytes("MZ", 0x90, 0, 3, 0, 0, 0, 4, 0),
  gif: bytes("GIF89a", 1, 0, 1, 0),
  riffWav: bytes("RIFF", 0x24, 0x08, 0, 0, "WAVEfmt "),
};

const file = (name: string, type: string, head: Uint8Array, size = 1000): FileFacts => ({
  name,
  type,
  head,
  size,
});

describe("detectFileKind (magic bytes)", () => {
  it.each([
    ["pdf", HEAD.pdf],
    ["png", HEAD.png],
    ["jpeg", HEAD.jpeg],
    ["webp", HEAD.webp],
    ["zip", HEAD.xlsx],
    ["ole", HEAD.xls],
  ] as const)("recognises %s", (kind, head) => {
    expect(detectFileKind(head)).toBe(kind);
  });

  it("refuses what it does not know, a RIFF that is not WebP, and short heads", () => {
    expect(detectFileKind(HEAD.exe)).toBeNull();
    expect(detectFileKind(HEAD.gif)).toBeNull();
    expect(detectFileKind(HEAD.riffWav)).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
    expect(detectFileKind(bytes("%PD"))).toBeNull();
    expect(detectFileKind(bytes("RIFF", 0, 0, 0, 0, "WEB"))).toBeNull();
  });
});

describe("checkPdf", () => {
  it("accepts application/pdf with the %PDF- signature", () => {
    expect(checkPdf(file("deck.pdf", "application/pdf", HEAD.pdf))).toEqual({
      ok: true,
      kind: "pdf",
      contentType: "application/pdf",
      extension: "pdf",
    });
    expect(checkPdf(file("deck.pdf", "application/pdf", HEAD.pdf, MAX_PDF_BYTES)).ok).toBe(true);
  });

  it.each([
    ["a renamed .exe", file("deck.pdf", "application/pdf", HEAD.exe), "not-this-kind", "type"],
    [
      "a PDF declared as something else",
      file("deck.pdf", "application/octet-stream", HEAD.pdf),
      "not-this-kind",
      "type",
    ],
    ["an image", file("deck.png", "image/png", HEAD.png), "not-this-kind", "type"],
    ["an empty file", file("deck.pdf", "application/pdf", new Uint8Array(), 0), "empty", "empty"],
    [
      "a file over 50 MB",
      file("deck.pdf", "application/pdf", HEAD.pdf, MAX_PDF_BYTES + 1),
      "too-large",
      "too-large",
    ],
  ])("refuses %s (%s)", (_label, facts, problem, reason) => {
    expect(checkPdf(facts)).toEqual({ ok: false, kind: "pdf", problem, reason, fileName: facts.name });
  });
});

describe("checkExcel", () => {
  it("accepts .xlsx (zip) and .xls (OLE2), by extension and signature", () => {
    expect(checkExcel(file("Forecast 2026.XLSX", "", HEAD.xlsx))).toMatchObject({
      ok: true,
      kind: "zip",
      extension: "xlsx",
    });
    expect(checkExcel(file("forecast.xls", "application/vnd.ms-excel", HEAD.xls))).toMatchObject({
      ok: true,
      kind: "ole",
      extension: "xls",
      contentType: "application/vnd.ms-excel",
    });
    expect(checkExcel(file("f.xlsx", "", HEAD.xlsx, MAX_EXCEL_BYTES)).ok).toBe(true);
  });

  it.each([
    ["a .docx (zip, wrong extension)", file("plan.docx", "", HEAD.xlsx), "not-this-kind", "type"],
    ["a .xlsx that is not a zip", file("plan.xlsx", "", HEAD.exe), "not-this-kind", "type"],
    ["an .xls with xlsx bytes", file("plan.xls", "", HEAD.xlsx), "not-this-kind", "type"],
    ["a csv", file("plan.csv", "text/csv", bytes("a,b,c\n1,2,3")), "not-this-kind", "type"],
    ["an empty file", file("plan.xlsx", "", new Uint8Array(), 0), "empty", "empty"],
    ["a file over 20 MB", file("plan.xlsx", "", HEAD.xlsx, MAX_EXCEL_BYTES + 1), "too-large", "too-large"],
  ])("refuses %s (%s)", (_label, facts, problem, reason) => {
    expect(checkExcel(facts)).toEqual({ ok: false, kind: "excel", problem, reason, fileName: facts.name });
  });
});

describe("checkImage (in its order)", () => {
  it.each([
    ["slide.png", "image/png", HEAD.png, "png", "image/png", "png"],
    ["slide.jpg", "image/jpeg", HEAD.jpeg, "jpeg", "image/jpeg", "jpg"],
    ["slide.jpg", "image/jpg", HEAD.jpeg, "jpeg", "image/jpeg", "jpg"],
    ["slide.webp", "image/webp", HEAD.webp, "webp", "image/webp", "webp"],
  ])("accepts %s (%s)", (name, type, head, kind, contentType, extension) => {
    expect(checkImage(file(name, type, head))).toEqual({ ok: true, kind, contentType, extension });
  });

  it("stores the type the bytes show, not the declared one", () => {
    expect(checkImage(file("slide.png", "image/png", HEAD.jpeg))).toMatchObject({
      ok: true,
      contentType: "image/jpeg",
    });
  });

  const refused = (problem: string, reason: string, fileName: string) => ({
    ok: false,
    kind: "image",
    problem,
    reason,
    fileName,
  });

  it("not an image (declared otherwise, other bytes, or empty)", () => {
    expect(checkImage(file("notes.pdf", "application/pdf", HEAD.pdf))).toEqual(
      refused("not-this-kind", "type", "notes.pdf"),
    );
    expect(checkImage(file("virus.png", "image/png", HEAD.exe))).toEqual(
      refused("not-this-kind", "type", "virus.png"),
    );
    expect(checkImage(file("empty.png", "image/png", new Uint8Array(), 0))).toEqual(
      refused("not-this-kind", "empty", "empty.png"),
    );
  });

  it("over 20 MB (exactly 20 MB is fine)", () => {
    expect(checkImage(file("big.png", "image/png", HEAD.png, MAX_IMAGE_BYTES + 1))).toEqual(
      refused("too-large", "too-large", "big.png"),
    );
    expect(checkImage(file("big.png", "image/png", HEAD.png, 25 * MB))).toMatchObject({
      problem: "too-large",
    });
    expect(checkImage(file("edge.png", "image/png", HEAD.png, 20 * MB)).ok).toBe(true);
  });

  it("another image type: an unsupported format (JPG, PNG or WebP only)", () => {
    expect(checkImage(file("anim.gif", "image/gif", HEAD.gif))).toEqual(
      refused("unsupported-format", "type", "anim.gif"),
    );
    expect(checkImage(file("logo.svg", "image/svg+xml", bytes("<svg")))).toMatchObject({
      problem: "unsupported-format",
    });
  });
});

describe("checkDeclaredFile (a streamed upload's headers, before its bytes)", () => {
  const declared = (name: string, type: string, size = 1000) => ({ name, type, size });

  it("refuses by size, declared type or extension, with the whole check's refusals", () => {
    expect(checkDeclaredFile("pdf", declared("deck.pdf", "application/pdf", MAX_PDF_BYTES + 1))).toEqual(
      checkPdf(file("deck.pdf", "application/pdf", HEAD.pdf, MAX_PDF_BYTES + 1)),
    );
    expect(checkDeclaredFile("pdf", declared("deck.pdf", "application/pdf", 0))).toMatchObject({
      reason: "empty",
      problem: "empty",
      fileName: "deck.pdf",
    });
    expect(checkDeclaredFile("pdf", declared("deck.pdf", "text/html"))).toMatchObject({
      reason: "type",
      problem: "not-this-kind",
    });
    expect(checkDeclaredFile("excel", declared("plan.xlsx", "", MAX_EXCEL_BYTES + 1))).toMatchObject({
      kind: "excel",
      reason: "too-large",
      problem: "too-large",
    });
    expect(checkDeclaredFile("excel", declared("plan.csv", "text/csv"))).toMatchObject({
      kind: "excel",
      reason: "type",
      problem: "not-this-kind",
    });
    expect(checkDeclaredFile("image", declared("big.png", "image/png", 25 * MB))).toEqual({
      ok: false,
      kind: "image",
      problem: "too-large",
      reason: "too-large",
      fileName: "big.png",
    });
    expect(checkDeclaredFile("image", declared("anim.gif", "image/gif"))).toMatchObject({
      problem: "unsupported-format",
    });
    expect(checkDeclaredFile("image", declared("notes.pdf", "application/pdf"))).toMatchObject({
      problem: "not-this-kind",
    });
  });

  it("leaves what only the first bytes can tell to the whole check", () => {
    expect(checkDeclaredFile("pdf", declared("deck.pdf", "application/pdf", MAX_PDF_BYTES))).toBeNull();
    expect(checkDeclaredFile("excel", declared("plan.xls", ""))).toBeNull();
    expect(checkDeclaredFile("image", declared("slide.webp", "image/webp", MAX_IMAGE_BYTES))).toBeNull();
    expect(checkPdf(file("deck.pdf", "application/pdf", HEAD.exe))).toMatchObject({
      ok: false,
      reason: "type",
    });
    expect(checkExcel(file("plan.xls", "", HEAD.xls))).toMatchObject({ ok: true, kind: "ole" });
    expect(checkImage(file("slide.webp", "image/webp", HEAD.webp))).toMatchObject({ ok: true, kind: "webp" });
  });
});

describe("checkImageSelection", () => {
  const good = (n: number) => file(`slide-${n}.png`, "image/png", HEAD.png);

  it("all valid: no problems", () => {
    const result = checkImageSelection([good(1), good(2)]);
    expect(result.accepted.map((a) => a.file.name)).toEqual(["slide-1.png", "slide-2.png"]);
    expect(result.problems).toEqual([]);
  });

  it("some skipped: the accepted files, and one problem per refused file in selection order", () => {
    const result = checkImageSelection([
      good(1),
      file("a.gif", "image/gif", HEAD.gif),
      good(2),
      good(3),
      file("b.txt", "text/plain", bytes("hi")),
    ]);
    expect(result.accepted).toHaveLength(3);
    expect(result.problems).toEqual([
      { kind: "image", problem: "unsupported-format", reason: "type", fileName: "a.gif" },
      { kind: "image", problem: "not-this-kind", reason: "type", fileName: "b.txt" },
    ]);
  });

  it("none valid (or none selected): nothing accepted", () => {
    const result = checkImageSelection([file("huge.png", "image/png", HEAD.png, 25 * MB)]);
    expect(result.accepted).toEqual([]);
    expect(result.problems).toEqual([
      { kind: "image", problem: "too-large", reason: "too-large", fileName: "huge.png" },
    ]);
    expect(checkImageSelection([])).toEqual({ accepted: [], problems: [] });
  });
});

describe("R2 keys", () => {
  it("documents: {companyId}/{timestamp}.{ext}", () => {
    expect(documentKey("c1", 1767225600000, "pdf")).toBe("c1/1767225600000.pdf");
  });
  it("slides: {companyId}/pitch-images/{timestamp}-{random}.{ext}", () => {
    expect(slideImageKey("c1", 1767225600000, "k3j9x2", "webp")).toBe(
      "c1/pitch-images/1767225600000-k3j9x2.webp",
    );
  });
  it("combined slide text: one object per company", () => {
    expect(combinedTextKey("c1")).toBe("c1/pitch-combined.txt");
  });
});

describe("tidyExtractedText", () => {
  it("collapses blanks and blank lines, trims lines", () => {
    expect(tidyExtractedText("  Intro \t text\r\nline 2\u00a0 \n\n\n\nMarket  ")).toBe(
      "Intro text\nline 2\n\nMarket",
    );
    expect(tidyExtractedText(" \n \f ")).toBe("");
  });
});

describe("outcome message", () => {
  it("round-trips title, description and variant", () => {
    const toast = {
      title: "PDF succesvol verwerkt",
      description: "3 pagina's, 1.234 tekens",
      variant: "default" as const,
    };
    expect(parseOutcome(formatOutcome(toast))).toEqual(toast);
    const bad = {
      title: "PDF geüpload",
      description: "Text extraction failed: Invalid PDF structure.\nMore",
      variant: "destructive" as const,
    };
    expect(formatOutcome(bad)).toBe("!PDF geüpload\nText extraction failed: Invalid PDF structure.\nMore");
    expect(parseOutcome(formatOutcome(bad))).toEqual(bad);
    expect(parseOutcome("3/12")).toEqual({ title: "3/12", variant: "default" });
    expect(parseOutcome(null)).toBeNull();
  });
});

describe("display helpers", () => {
  it("file sizes", () => {
    expect(formatFileSize(820)).toBe("820 B");
    expect(formatFileSize(14540)).toBe("14.2 KB");
    expect(formatFileSize(3.4 * MB)).toBe("3.4 MB");
  });
  it("extensions", () => {
    expect(fileExtension("Deck v2.PDF")).toBe("pdf");
    expect(fileExtension(".hidden")).toBe("");
    expect(fileExtension("noext")).toBe("");
  });
  it("Content-Disposition keeps the UTF-8 name", () => {
    expect(contentDisposition("attachment", "Pitch deck – 2026 (final).pdf")).toBe(
      `attachment; filename="Pitch deck _ 2026 (final).pdf"; filename*=UTF-8''Pitch%20deck%20%E2%80%93%202026%20%28final%29.pdf`,
    );
  });
});

describe("stored file names", () => {
  it("end in the extension of what the bytes are, whatever the name claimed", () => {
    expect(storedFileName("..\\..\\evil.html", "pdf")).toBe("evil.pdf");
    expect(storedFileName("../../etc/evil.html", "pdf")).toBe("evil.pdf");
    expect(storedFileName("C:\\Users\\me\\slide.svg", "png")).toBe("slide.png");
    expect(storedFileName("deck.pdf.exe", "pdf")).toBe("deck.pdf.pdf");
    expect(storedFileName("forecast", "xlsx")).toBe("forecast.xlsx");
    expect(storedFileName("evil..html", "pdf")).toBe("evil.pdf");
  });

  it("keep a name whose extension already says the kind, in any case or alias", () => {
    expect(storedFileName("Pitch deck – 2026.PDF", "pdf")).toBe("Pitch deck – 2026.PDF");
    expect(storedFileName("logo.jpeg", "jpg")).toBe("logo.jpeg");
    expect(storedFileName("logo.JPG", "jpg")).toBe("logo.JPG");
    expect(storedFileName("Forecast 2026.xlsx", "xlsx")).toBe("Forecast 2026.xlsx");
  });

  it("lose control characters and the bidi overrides that disguise an extension", () => {
    expect(storedFileName("a\u0000b\r\nc.pdf", "pdf")).toBe("abc.pdf");
    expect(storedFileName("invoice\u202Efdp.html", "pdf")).toBe("invoicefdp.pdf");
    expect(storedFileName("x\u0085y.png", "png")).toBe("xy.png");
  });

  it("are never empty or a bare extension, and at most 200 characters", () => {
    expect(storedFileName("", "pdf")).toBe("bestand.pdf");
    expect(storedFileName("../", "pdf")).toBe("bestand.pdf");
    expect(storedFileName(".html", "pdf")).toBe("html.pdf");
    expect(storedFileName("...", "pdf")).toBe("bestand.pdf");
    const long = storedFileName(`${"a".repeat(300)}.html`, "pdf");
    expect(long).toHaveLength(200);
    expect(long.endsWith("a.pdf")).toBe(true);
    expect(cleanFileName("x".repeat(250))).toHaveLength(200);
  });

  it("map served content types back to their extension", () => {
    expect(extensionForContentType("application/pdf")).toBe("pdf");
    expect(extensionForContentType("image/jpeg")).toBe("jpg");
    expect(extensionForContentType("application/vnd.ms-excel")).toBe("xls");
    expect(extensionForContentType("text/plain; charset=utf-8")).toBe("txt");
    expect(extensionForContentType("text/html")).toBeNull();
  });

  it("give a Content-Disposition without quotes, backslashes or control characters in the plain filename", () => {
    const header = contentDisposition("attachment", storedFileName('a"b\\c\u0007.html', "pdf"));
    expect(header).toBe(`attachment; filename="c.pdf"; filename*=UTF-8''c.pdf`);
    expect(contentDisposition("inline", 'q"uote;x.pdf')).toBe(
      `inline; filename="q_uote;x.pdf"; filename*=UTF-8''q%22uote%3Bx.pdf`,
    );
  });
});
