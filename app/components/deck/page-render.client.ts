/**
 * Browser only (loaded with a dynamic import from the Documents tab, never on the server or
 * in a public page): renders a PDF version's pages with pdf.js and posts one WebP image per
 * page, with OCR text (tesseract.js) for each page whose text layer is empty or unusable, or
 * that shows a picture large enough to carry text (a chart's figures, a screenshot).
 * Every engine file is served by this app (pdf.js's worker as a build asset, tesseract's
 * worker, core and English model under /ocr/): nothing is downloaded from elsewhere.
 */
import pdfWorkerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

import {
  MAX_RENDERED_PAGES,
  PAGE_IMAGE_QUALITY,
  PAGE_IMAGE_WIDTH,
  pageNeedsOcr,
  picturesMayHoldText,
} from "../../domain/deck/pages";
import type { PagesRouteAnswer } from "../../schemas/documents";
import type { RenderProgress, RenderResult } from "./page-progress";

export const PAGES_URL = "/admin/documents/pages";
/** Pages are read by OCR at this multiple of the stored image's width. */
const OCR_SCALE = 2;

type OcrWorker = Awaited<ReturnType<typeof createOcrWorker>>;

/** A tesseract.js worker that reads English text, with every file from this origin and no cache in IndexedDB. */
export async function createOcrWorker() {
  const { default: Tesseract } = await import("tesseract.js/dist/tesseract.esm.min.js");
  return Tesseract.createWorker("eng", 1, {
    workerPath: "/ocr/worker.min.js",
    corePath: "/ocr/core",
    langPath: "/ocr/lang",
    cacheMethod: "none",
    workerBlobURL: false,
    gzip: true,
  });
}

/** Text of an image (a canvas or an image file) read by OCR. */
export async function recognise(worker: OcrWorker, image: HTMLCanvasElement | Blob): Promise<string> {
  const result = await worker.recognize(image);
  return result.data.text ?? "";
}

async function post(
  fields: Record<string, string | Blob>,
  url = PAGES_URL,
): Promise<PagesRouteAnswer & { status: number }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  try {
    const response = await fetch(url, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const json = (await response.json().catch(() => null)) as PagesRouteAnswer | null;
    return {
      ok: response.ok && !!json?.ok,
      message: json?.message ?? `De server antwoordde met status ${response.status}.`,
      pageCount: json?.pageCount,
      stored: json?.stored,
      done: json?.done,
      status: response.status,
    };
  } catch {
    return { ok: false, message: "Geen verbinding met de server.", status: 0 };
  }
}

type PdfPage = Awaited<
  ReturnType<Awaited<ReturnType<(typeof import("pdfjs-dist"))["getDocument"]>["promise"]>["getPage"]>
>;

/** The pixel sizes of the pictures a page paints (pdf.js's operator list, already built for rendering). */
async function picturesOf(page: PdfPage, OPS: (typeof import("pdfjs-dist"))["OPS"]) {
  const { fnArray, argsArray } = await page.getOperatorList();
  const pictures: { width: number; height: number }[] = [];
  fnArray.forEach((fn, i) => {
    const args = argsArray[i] as unknown[];
    // paintImageXObject: [objId, width, height]; an inline image carries its own data object.
    if (fn === OPS.paintImageXObject) pictures.push({ width: Number(args[1]), height: Number(args[2]) });
    else if (fn === OPS.paintInlineImageXObject) {
      const image = args[0] as { width?: number; height?: number } | undefined;
      pictures.push({ width: Number(image?.width ?? 0), height: Number(image?.height ?? 0) });
    }
  });
  return pictures;
}

const toBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("canvas.toBlob gave nothing"))),
      "image/webp",
      PAGE_IMAGE_QUALITY,
    ),
  );

/**
 * Renders every page (up to `MAX_RENDERED_PAGES`) of `pdf` (the uploaded file, or the stored
 * one fetched again) for document `documentId`, reading pages without text by OCR. `resume`:
 * an interrupted rendering goes on, skipping the pages the server already has.
 */
export async function renderAndStorePages(
  pdf: Blob,
  documentId: string,
  onProgress: (progress: RenderProgress) => void,
  /** `url`: where the pages go (the data room has its own); `ocr: false`: images only. */
  options: { resume?: boolean; url?: string; ocr?: boolean } = {},
): Promise<RenderResult> {
  onProgress({ phase: "loading", page: 0, total: 0, ocrPages: 0 });
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
  const task = pdfjs.getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) });
  let ocr: OcrWorker | null = null;
  const renderMs: number[] = [];
  const ocrMs: number[] = [];
  try {
    let doc;
    try {
      doc = await task.promise;
    } catch (error) {
      return {
        ok: false,
        message: `De PDF kan niet in de browser worden geopend: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const begin = await post(
      {
        step: "begin",
        id: documentId,
        pageCount: String(doc.numPages),
        ...(options.resume ? { resume: "1" } : {}),
      },
      options.url,
    );
    if (!begin.ok) return { ok: false, message: begin.message };
    if (begin.done)
      return { ok: true, pageCount: doc.numPages, ocrPages: 0, message: begin.message, renderMs, ocrMs };
    const stored = new Set(begin.stored ?? []);
    const total = Math.min(doc.numPages, MAX_RENDERED_PAGES);
    let ocrPages = 0;
    for (let n = 1; n <= total; n++) {
      if (stored.has(n)) continue;
      onProgress({ phase: "rendering", page: n, total, ocrPages });
      const started = performance.now();
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: PAGE_IMAGE_WIDTH / base.width });
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      await page.render({ canvas, viewport }).promise;
      const image = await toBlob(canvas);
      renderMs.push(performance.now() - started);
      const content = await page.getTextContent();
      const textLayer = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
      let ocrText = "";
      // A usable text layer is kept; the pictures' text is added on the server (mergeOcrPages).
      if (
        options.ocr !== false &&
        (pageNeedsOcr(textLayer) || picturesMayHoldText(await picturesOf(page, pdfjs.OPS)))
      ) {
        onProgress({ phase: "ocr", page: n, total, ocrPages });
        const ocrStarted = performance.now();
        ocr ??= await createOcrWorker();
        // Read at twice the stored image's width: a chart's labels and a scan's small print are
        // too small for OCR at 1280 px.
        const sharp = document.createElement("canvas");
        const ocrViewport = page.getViewport({ scale: (OCR_SCALE * PAGE_IMAGE_WIDTH) / base.width });
        sharp.width = Math.round(ocrViewport.width);
        sharp.height = Math.round(ocrViewport.height);
        await page.render({ canvas: sharp, viewport: ocrViewport }).promise;
        ocrText = await recognise(ocr, sharp);
        sharp.width = sharp.height = 0;
        ocrMs.push(performance.now() - ocrStarted);
        if (ocrText.trim()) ocrPages += 1;
      }
      page.cleanup();
      onProgress({ phase: "saving", page: n, total, ocrPages });
      const saved = await post(
        {
          step: "page",
          id: documentId,
          page: String(n),
          image,
          ...(ocrText.trim() ? { ocrText } : {}),
        },
        options.url,
      );
      if (!saved.ok) return { ok: false, message: `Pagina ${n}: ${saved.message}` };
    }
    const done = await post({ step: "complete", id: documentId }, options.url);
    if (!done.ok) return { ok: false, message: done.message };
    onProgress({ phase: "done", page: total, total, ocrPages });
    return { ok: true, pageCount: doc.numPages, ocrPages, message: done.message, renderMs, ocrMs };
  } finally {
    await ocr?.terminate();
    await task.destroy();
  }
}

/**
 * 'Process Images Now' / 'Reprocess Images': reads the text of each slide image (in slide
 * order) by OCR in this browser and stores it as the deck's slide text.
 */
export async function readSlideImages(onProgress: (progress: RenderProgress) => void): Promise<RenderResult> {
  const listed = await fetch(PAGES_URL, { headers: { Accept: "application/json" } })
    .then((r) => (r.ok ? (r.json() as Promise<{ slides: { id: string; name: string }[] }>) : null))
    .catch(() => null);
  if (!listed) return { ok: false, message: "De dia's konden niet worden geladen." };
  const slides = listed.slides;
  if (slides.length === 0) return { ok: false, message: "Upload eerst pitch deck afbeeldingen." };
  const total = slides.length;
  onProgress({ phase: "loading", page: 0, total, ocrPages: 0, slides: true });
  const ocr = await createOcrWorker();
  const ocrMs: number[] = [];
  const body = new FormData();
  body.append("step", "slides");
  let read = 0;
  try {
    for (const [i, slide] of slides.entries()) {
      onProgress({ phase: "ocr", page: i + 1, total, ocrPages: read, slides: true });
      const response = await fetch(`/documents/${slide.id}`);
      if (!response.ok)
        return { ok: false, message: `${slide.name} kon niet worden geladen (status ${response.status}).` };
      const started = performance.now();
      const text = await recognise(ocr, await response.blob());
      ocrMs.push(performance.now() - started);
      if (text.trim()) read += 1;
      body.append("slide", slide.id);
      body.append("text", text);
    }
  } finally {
    await ocr.terminate();
  }
  onProgress({ phase: "saving", page: total, total, ocrPages: read, slides: true });
  try {
    const response = await fetch(PAGES_URL, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const json = (await response.json().catch(() => null)) as PagesRouteAnswer | null;
    if (!response.ok || !json?.ok)
      return { ok: false, message: json?.message ?? `De server antwoordde met status ${response.status}.` };
    onProgress({ phase: "done", page: total, total, ocrPages: read, slides: true });
    return { ok: true, pageCount: total, ocrPages: read, message: json.message, renderMs: [], ocrMs };
  } catch {
    return { ok: false, message: "Geen verbinding met de server." };
  }
}
