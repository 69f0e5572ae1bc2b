import { describe, expect, it } from "vitest";

import { PDF_TAIL_BYTES, pdfEndProblem } from "./pdf-end";

const enc = new TextEncoder();
const tail = (bytes: Uint8Array) => bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES));

describe("a PDF's end", () => {
  const whole = enc.encode(
    `%PDF-1.7\n${"1 0 obj << >> endobj\n".repeat(200)}xref\n0 1\n0000000000 65535 f \ntrailer << /Size 1 >>\nstartxref\n4009\n%%EOF\n`,
  );

  it("holds startxref and %%EOF (trailing whitespace allowed)", () => {
    expect(pdfEndProblem(tail(whole), whole.length)).toBeNull();
    expect(pdfEndProblem(enc.encode("startxref\r\n12\r\n%%EOF\r\n\0\0"), 100)).toBeNull();
  });

  it("a file cut short, or one pointing past its end, is damaged", () => {
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    expect(pdfEndProblem(tail(cut), cut.length)).toBe(
      "the file is damaged: the end of the PDF is missing (the file was cut short)",
    );
    expect(pdfEndProblem(enc.encode("startxref\n999999\n%%EOF"), 5000)).toBe(
      "the file is damaged: the PDF points past its own end",
    );
  });
});
