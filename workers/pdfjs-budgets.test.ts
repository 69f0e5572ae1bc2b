import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";

/**
 * A PDF read through byte ranges (as a queue step reads a deck from R2) holds the chunks it
 * loaded, not a buffer of the file's length (workers/pdfjs-budgets.mjs).
 */
describe("pdf.js reading a PDF through ranges", () => {
  it("holds only the ranges a page needs, not the whole file, and reads the same text", async () => {
    // A 24 MB file whose bulk (an unused, incompressible stream) no page draws.
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let n = 1; n <= 3; n++)
      doc.addPage([600, 400]).drawText(`Slide ${n}: revenue grew in quarter ${n}`, { x: 40, y: 300, font });
    const filler = new Uint8Array(24 * 1024 * 1024);
    for (let i = 0; i < filler.length; i += 65_536) crypto.getRandomValues(filler.subarray(i, i + 65_536));
    doc.context.register(doc.context.stream(filler));
    const bytes = await doc.save({ useObjectStreams: false });
    expect(bytes.length).toBeGreaterThan(24 * 1024 * 1024);

    const { getResolvedPDFJS } = await import("unpdf");
    const pdfjs = await getResolvedPDFJS();
    let requested = 0;
    class Ranges extends pdfjs.PDFDataRangeTransport {
      requestDataRange(begin: number, end: number) {
        requested += end - begin;
        setTimeout(() => this.onDataRange(begin, bytes.slice(begin, end)), 0);
      }
    }
    const before = process.memoryUsage().arrayBuffers;
    const task = pdfjs.getDocument({
      range: new Ranges(bytes.length, new Uint8Array(0)),
      rangeChunkSize: 256 * 1024,
      disableAutoFetch: true,
      disableStream: true,
      useSystemFonts: true,
    });
    const pdf = await task.promise;
    const texts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
    }
    const held = process.memoryUsage().arrayBuffers - before;
    await task.destroy();

    expect(texts).toEqual([1, 2, 3].map((n) => `Slide ${n}: revenue grew in quarter ${n}`));
    expect(requested).toBeLessThan(2 * 1024 * 1024);
    // Before, pdf.js allocated the file's 24 MB at once for a ranged read.
    expect(held).toBeLessThan(8 * 1024 * 1024);
  });
});
