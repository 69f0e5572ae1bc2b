/**
 * A stored PDF opened for reading a few pages: pdf.js asks for the byte ranges it needs (the
 * cross-reference table, those pages' objects) and each is a ranged R2 read, so neither a text
 * step nor an OCR step downloads or holds the whole file (ADR 047).
 */

export type PdfDocument = Awaited<ReturnType<typeof import("unpdf").getDocumentProxy>>;

/** Bytes pdf.js asks R2 for at a time. */
const PDF_RANGE_BYTES = 256 * 1024;

/** pdf.js could not read the file (damaged, encrypted, not a PDF): the admin's message, not a retry. */
export class UnreadablePdf extends Error {}

/**
 * The PDF at `key`, or null when the file is gone. A failed R2 read is thrown as it is (worth a
 * retry); a file pdf.js refuses is thrown as `UnreadablePdf`.
 */
export async function openStoredPdf(files: R2Bucket, key: string): Promise<PdfDocument | null> {
  const head = await files.head(key);
  if (!head) return null;
  // pdf.js stays out of the page bundles: loaded only here, in the queue consumer.
  const { getResolvedPDFJS } = await import("unpdf");
  const pdfjs = await getResolvedPDFJS();
  let failed: unknown = null;
  let task: { promise: Promise<unknown>; destroy(): Promise<void> } | null = null;
  class R2Ranges extends pdfjs.PDFDataRangeTransport {
    requestDataRange(begin: number, end: number) {
      files
        .get(key, { range: { offset: begin, length: end - begin } })
        .then(async (object) => {
          if (!object) throw new Error("the file is missing from storage");
          this.onDataRange(begin, new Uint8Array(await object.arrayBuffer()));
        })
        .catch((error: unknown) => {
          failed = error;
          void task?.destroy();
        });
    }
  }
  try {
    task = pdfjs.getDocument({
      range: new R2Ranges(head.size, new Uint8Array(0)),
      rangeChunkSize: PDF_RANGE_BYTES,
      disableAutoFetch: true,
      disableStream: true,
      useSystemFonts: true,
      // Pictures are decoded in JavaScript (the OCR step): a Worker has no OffscreenCanvas.
      isOffscreenCanvasSupported: false,
    });
    return (await task.promise) as PdfDocument;
  } catch (error) {
    if (failed) throw failed;
    throw new UnreadablePdf((error instanceof Error ? error.message : String(error)).slice(0, 300));
  }
}
