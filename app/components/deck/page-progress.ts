/** Progress of the in-browser page rendering (see page-render.client.ts), shared with the Documents tab. */

export type RenderProgress = {
  phase: "loading" | "rendering" | "ocr" | "saving" | "done";
  page: number;
  total: number;
  ocrPages: number;
  slides?: boolean;
};
export type RenderResult =
  | { ok: true; pageCount: number; ocrPages: number; message: string; renderMs: number[]; ocrMs: number[] }
  | { ok: false; message: string };

/** How far the rendering is, in words (Dutch, like the Documents tab). */
export function progressLabel(p: RenderProgress) {
  switch (p.phase) {
    case "loading":
      return p.slides ? "OCR wordt gestart…" : "PDF wordt geopend…";
    case "rendering":
      return `Pagina ${p.page} van ${p.total} weergeven…`;
    case "ocr":
      return `${p.slides ? "Dia" : "Pagina"} ${p.page} van ${p.total}: tekst lezen uit de afbeelding (OCR)…`;
    case "saving":
      return p.slides ? "Tekst van de dia's opslaan…" : `Pagina ${p.page} van ${p.total} opslaan…`;
    case "done":
      return p.slides
        ? `${p.ocrPages} van ${p.total} dia's gelezen.`
        : `${p.total} pagina's weergegeven${p.ocrPages ? `, ${p.ocrPages} gelezen uit afbeeldingen` : ""}.`;
  }
}
