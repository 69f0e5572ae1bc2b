/**
 * The pictures a PDF page paints, decoded by pdf.js without a canvas: its operator list names
 * the image objects, and pdf.js hands their pixels over (JPEG, Flate/PNG, CCITT, JBIG2 are
 * decoded in JavaScript). A scanned page is one picture the size of the page.
 */
import type { DecodedImage } from "../../domain/deck/page-image";
import { MIN_TEXT_PICTURE } from "../../domain/deck/pages";

type PdfDocument = Awaited<ReturnType<typeof import("unpdf").getDocumentProxy>>;

/** Bytes pdf.js asks R2 for at a time (as the text steps read a PDF). */
const PDF_RANGE_BYTES = 256 * 1024;

/**
 * Opens a stored PDF for reading one page: pdf.js asks for the byte ranges it needs (the
 * cross-reference table, that page's objects), each a ranged R2 read, as the text steps do.
 */
export async function openStoredPdf(files: R2Bucket, key: string): Promise<PdfDocument | null> {
  const head = await files.head(key);
  if (!head) return null;
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
  task = pdfjs.getDocument({
    range: new R2Ranges(head.size, new Uint8Array(0)),
    rangeChunkSize: PDF_RANGE_BYTES,
    disableAutoFetch: true,
    disableStream: true,
    useSystemFonts: true,
    isOffscreenCanvasSupported: false,
  });
  try {
    return (await task.promise) as PdfDocument;
  } catch (error) {
    throw failed ?? error;
  }
}

type PdfObjects = { get(id: string, callback: (data: unknown) => void): unknown };

/** pdf.js hands a picture over once its worker side has decoded it (it may come after the operator list). */
function resolvedObject(objs: PdfObjects, id: string): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), PICTURE_WAIT_MS);
    objs.get(id, (data) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

/** A picture pdf.js never hands over is left out after this long. */
const PICTURE_WAIT_MS = 20_000;

/** At most this many pictures of one page are read (the largest first). */
export const MAX_PICTURES_PER_PAGE = 3;

/** The page's pictures large enough to hold text (`MIN_TEXT_PICTURE`), largest first. */
export async function pagePictures(pdf: PdfDocument, pageNumber: number): Promise<DecodedImage[]> {
  const { getResolvedPDFJS } = await import("unpdf");
  const { OPS } = await getResolvedPDFJS();
  const page = await pdf.getPage(pageNumber);
  try {
    const list = await page.getOperatorList();
    const found: DecodedImage[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < list.fnArray.length; i++) {
      const fn = list.fnArray[i];
      const args = list.argsArray[i] as unknown[];
      let image: unknown = null;
      if (fn === OPS.paintInlineImageXObject) image = args[0];
      else if (fn === OPS.paintImageXObject || fn === OPS.paintImageXObjectRepeat) {
        const id = args[0];
        if (typeof id !== "string" || seen.has(id)) continue;
        seen.add(id);
        image = await resolvedObject(id.startsWith("g_") ? page.commonObjs : page.objs, id);
      }
      const decoded = image as Partial<DecodedImage> | null;
      if (
        decoded?.data &&
        typeof decoded.width === "number" &&
        typeof decoded.height === "number" &&
        typeof decoded.kind === "number" &&
        decoded.width >= MIN_TEXT_PICTURE.width &&
        decoded.height >= MIN_TEXT_PICTURE.height
      )
        found.push(decoded as DecodedImage);
    }
    return found.sort((a, b) => b.width * b.height - a.width * a.height).slice(0, MAX_PICTURES_PER_PAGE);
  } finally {
    page.cleanup();
  }
}
