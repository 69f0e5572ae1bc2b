/**
 * Whether a PDF ends as a PDF must: its last 1,024 bytes hold `startxref`, the offset of its
 * cross-reference data inside the file, and `%%EOF`. A file cut short (an upload or a copy
 * that stopped) does not — pdf.js would rebuild what it can and the pages after the cut would
 * be missing without a word — so such a file fails with this reason instead.
 */

/** Bytes at the end of a PDF that are looked at. */
export const PDF_TAIL_BYTES = 1024;

const CUT_SHORT = "the file is damaged: the end of the PDF is missing (the file was cut short)";

/**
 * Why the file's end is not a PDF's, or null when it is. In English: it follows the PDF
 * outcome's 'Text extraction failed: …'.
 */
export function pdfEndProblem(tail: Uint8Array, fileSize: number): string | null {
  const text = String.fromCharCode(...tail.subarray(Math.max(0, tail.length - PDF_TAIL_BYTES)));
  const eof = text.lastIndexOf("%%EOF");
  if (eof < 0) return CUT_SHORT;
  const match = /startxref\s+(\d+)\s*$/.exec(text.slice(0, eof));
  if (!match) return CUT_SHORT;
  if (Number(match[1]) >= fileSize) return "the file is damaged: the PDF points past its own end";
  return null;
}
