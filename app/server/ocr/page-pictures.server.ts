/**
 * The pictures a PDF page paints, decoded by pdf.js without a canvas: its operator list names
 * the image objects, and pdf.js hands their pixels over (JPEG, Flate/PNG, CCITT, JBIG2 are
 * decoded in JavaScript). A scanned page is one picture the size of the page.
 */
import type { DecodedImage } from "../../domain/deck/page-image";
import { MIN_TEXT_PICTURE } from "../../domain/deck/pages";
import type { PdfDocument } from "../documents/stored-pdf.server";

export { openStoredPdf } from "../documents/stored-pdf.server";

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
