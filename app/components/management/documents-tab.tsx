import { Form, useActionData, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

import {
  DOCUMENT_LIST_TEXTS,
  DOCUMENT_MESSAGES,
  DOCUMENTS_TEXTS as T,
} from "../../copy/admin/documents-texts";
import { IMAGES_ANALYSED_MIN_CHARS } from "../../domain/deck/slides";
import { parseOutcome } from "../../domain/documents";
import type { loader as documentsTabLoader } from "../../routes/admin.management.documents";
import {
  DocumentActions,
  DocumentsList,
  ExtractionStatus,
  isRunning,
  smallButton,
} from "../deck/documents-list";
import { DocumentsUploadCard, type UploadKind } from "../deck/documents-upload-card";
import { progressLabel, type RenderProgress, type RenderResult } from "../deck/page-progress";
import { SlideOrderCard } from "../deck/slide-order-card";
import { Card } from "../ui/card";
import { type ToastData, Toaster } from "../ui/toaster";
import { useHydrated } from "../use-hydrated";
import { useIsPending } from "../use-is-pending";
import type { TabViewProps } from "./tabs";

type ActionData =
  { intent?: string; id?: string; error?: { title: string; description?: string } } | undefined;

/** How often the tab refreshes while a document is being processed. */
export const POLL_INTERVAL_MS = 2000;

const UPLOAD_INTENT: Record<UploadKind, string> = {
  pdf: "document.upload-pdf",
  images: "document.upload-images",
  excel: "document.upload-excel",
};

/**
 * 'Documents' tab (docs/product.md#admin-panel-documents): the three upload cards, image processing, the slide order and
 * the documents. With JavaScript it refreshes every 2 s while a job is pending or running
 * and toasts each job's outcome when it finishes.
 */
export function DocumentsTab({ data }: TabViewProps<typeof documentsTabLoader>) {
  const { documents, slides, savedOrder, confirmDelete, versions } = data;
  const hydrated = useHydrated();
  const actionData = useActionData() as ActionData;
  const [toast, setToast] = useState<ToastData | null>(null);
  const showToast = useCallback((t: ToastData) => setToast({ ...t }), []);
  const onDownload = useCallback(
    (doc: { name: string }) => showToast({ title: DOCUMENT_MESSAGES.downloadStarted, description: doc.name }),
    [showToast],
  );

  // --- background jobs: poll while any runs, toast each outcome once -----------------------
  const revalidator = useRevalidator();
  const running = documents.some(isRunning);
  const watched = useRef(new Set<string>());
  for (const d of documents) if (isRunning(d)) watched.current.add(d.id);
  useEffect(() => {
    for (const d of documents) {
      if (!watched.current.has(d.id) || isRunning(d)) continue;
      watched.current.delete(d.id);
      const outcome = parseOutcome(d.extractionMessage);
      // A failure stays in the document's row (announced there): shown once, not also as a toast.
      const failed = d.extractionStatus === "failed" || outcome?.variant === "destructive";
      if (outcome && !failed)
        showToast({
          title: outcome.title,
          description: outcome.description,
          variant: outcome.variant ?? "default",
        });
    }
  }, [documents, showToast]);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") revalidate.current();
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running]);

  const onUploaded = useCallback((ids: string[]) => {
    for (const id of ids) watched.current.add(id);
    revalidate.current();
  }, []);

  // --- page images and OCR, made in this browser after a PDF upload (or on request) ----------
  // Kept outside the component: a rendering goes on when the admin moves to another tab of the
  // panel, and the Documents tab shows its progress again when it is opened.
  const rendering = useSyncExternalStore(renderingStore.subscribe, renderingStore.get, noRendering);
  const [rendered, setRendered] = useState<string | null>(null);
  const renderPagesNow = useCallback(
    async (id: string, name: string, pdf?: Blob, resume = false) => {
      renderingStore.set({ id, name, progress: null });
      setRendered(null);
      let result: RenderResult;
      try {
        let blob: Blob;
        if (pdf) blob = pdf;
        else {
          const response = await fetch(`/documents/${id}`);
          if (!response.ok) throw new Error(T.pdfNotLoaded(response.status));
          blob = await response.blob();
        }
        const { renderAndStorePages } = await import("../deck/page-render.client");
        result = await renderAndStorePages(
          blob,
          id,
          (progress) => renderingStore.set({ id, name, progress }),
          {
            resume,
          },
        );
      } catch (error) {
        result = { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
      renderingStore.set(null);
      if (result.ok) {
        // Said in the card, not in a toast: the extraction job's outcome toast comes about now too.
        setRendered(`${name}: ${result.message}`);
        const avg = (list: number[]) =>
          list.length ? Math.round(list.reduce((a, b) => a + b, 0) / list.length) : 0;
        console.info(
          `pages of ${id}: render ${avg(result.renderMs)} ms/page, OCR ${avg(result.ocrMs)} ms/page over ${result.ocrMs.length} pages`,
        );
      } else {
        showToast({
          title: T.pagesNotRendered.title,
          description: T.pagesNotRendered.description(name, result.message),
          variant: "destructive",
        });
      }
      watched.current.add(id);
      revalidate.current();
    },
    [showToast],
  );
  // Versions this page rendered or tried to: never resumed again from data loaded before that.
  const tried = useRef(new Set<string>());
  const renderPages = useCallback(
    (id: string, name: string, pdf?: Blob, resume = false) => {
      tried.current.add(id);
      // One rendering of a version per browser: the lock is held while it runs (also when the
      // admin moves to another tab of the panel) and freed when the page is left or closed.
      return withPagesLock(id, resume, () => renderPagesNow(id, name, pdf, resume));
    },
    [renderPagesNow],
  );

  // Opening the tab again resumes an interrupted rendering (or renders a version that waits
  // for its pages), unless this browser is rendering it already.
  const resumeCandidate = documents.find(
    (d) => d.type === "pdf" && (d.pagesStatus === "rendering" || versions[d.id]?.awaitingPages),
  );
  const resumeId = hydrated && !rendering ? (resumeCandidate?.id ?? null) : null;
  const resumeName = resumeCandidate?.name ?? "";
  const resumeFrom = resumeCandidate?.pagesStatus === "rendering";
  useEffect(() => {
    if (!resumeId || tried.current.has(resumeId)) return;
    void renderPages(resumeId, resumeName, undefined, resumeFrom);
  }, [resumeId, resumeName, resumeFrom, renderPages]);

  // --- slide images read by OCR in this browser ('Process Images Now' with JavaScript) -------
  const [readingSlides, setReadingSlides] = useState<RenderProgress | null>(null);
  const readSlides = useCallback(async () => {
    setReadingSlides({ phase: "loading", page: 0, total: 0, ocrPages: 0, slides: true });
    let result: RenderResult;
    try {
      const { readSlideImages } = await import("../deck/page-render.client");
      result = await readSlideImages((progress) => setReadingSlides(progress));
    } catch (error) {
      result = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    setReadingSlides(null);
    if (result.ok) showToast({ title: T.slidesProcessed, description: result.message });
    else showToast({ title: T.processingError, description: result.message, variant: "destructive" });
    revalidate.current();
  }, [showToast]);

  const errorFor = (kind: UploadKind) =>
    actionData?.intent === UPLOAD_INTENT[kind] ? (actionData.error ?? null) : null;
  const otherError =
    actionData?.error && actionData.intent && !Object.values(UPLOAD_INTENT).includes(actionData.intent)
      ? actionData.error
      : null;

  const combined = documents.find((d) => d.type === "pitch-combined") ?? null;
  const analysed = !!combined && combined.textLength > IMAGES_ANALYSED_MIN_CHARS;
  const queueing = useIsPending("document.process-images");

  return (
    <div className="space-y-6">
      <Toaster toast={toast} />
      {otherError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{otherError.title}</p>
          {otherError.description ? <p>{otherError.description}</p> : null}
        </div>
      ) : null}

      <div className="grid gap-4 md:grid-cols-3">
        <DocumentsUploadCard
          kind="pdf"
          title={T.cards.pdf.title}
          description={T.cards.pdf.description}
          hydrated={hydrated}
          onToast={showToast}
          onUploaded={onUploaded}
          onPdfStored={(file, id) => void renderPages(id, file.name, file)}
          error={errorFor("pdf")}
        >
          {rendering ? (
            <div className="space-y-1 text-sm" data-testid="pages-progress" aria-live="polite">
              <p className="font-medium">{T.pagesOf(rendering.name)}</p>
              <p className="text-gray-700">
                {rendering.progress ? progressLabel(rendering.progress) : T.preparing}
              </p>
              <p className="text-xs text-gray-600" data-testid="pages-keep-open">
                {DOCUMENT_LIST_TEXTS.keepOpen}
              </p>
              <div
                role="progressbar"
                aria-label={T.renderPages}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={
                  rendering.progress?.total
                    ? Math.round((rendering.progress.page / rendering.progress.total) * 100)
                    : 0
                }
                className="h-2 overflow-hidden rounded-full bg-gray-200"
              >
                <div
                  className="h-full bg-blue-600 transition-all"
                  style={{
                    width: `${rendering.progress?.total ? Math.round((rendering.progress.page / rendering.progress.total) * 100) : 0}%`,
                  }}
                />
              </div>
            </div>
          ) : rendered ? (
            <p className="text-sm text-green-800" data-testid="pages-rendered" role="status">
              {T.pagesRendered(rendered)}
            </p>
          ) : !hydrated ? (
            <p className="text-xs text-gray-600">{T.withoutJavaScript}</p>
          ) : null}
        </DocumentsUploadCard>
        <DocumentsUploadCard
          kind="images"
          title={T.cards.images.title}
          description={T.cards.images.description}
          hydrated={hydrated}
          onToast={showToast}
          onUploaded={onUploaded}
          onImagesStored={() => void readSlides()}
          error={errorFor("images")}
        >
          <div className="space-y-2 text-sm" data-testid="image-processing">
            <p className="text-gray-700" aria-live="polite">
              {T.imageCount(slides.length)}
              {combined ? (
                <>
                  {" · "}
                  <ExtractionStatus doc={combined} />
                </>
              ) : null}
            </p>
            {readingSlides ? (
              <p className="text-gray-700" data-testid="slides-progress" aria-live="polite">
                {progressLabel(readingSlides)}
              </p>
            ) : null}
            {slides.length > 0 ? (
              <Form
                method="post"
                action="/admin/management/documents"
                preventScrollReset
                onSubmit={(e) => {
                  // With JavaScript the slides are read by OCR here, in every mode; without it the queued job describes them.
                  if (!hydrated) return;
                  e.preventDefault();
                  void readSlides();
                }}
              >
                <input type="hidden" name="intent" value="document.process-images" />
                <button
                  type="submit"
                  className={smallButton}
                  disabled={queueing || !!readingSlides || (combined ? isRunning(combined) : false)}
                >
                  {analysed ? T.reprocessImages : T.processImages}
                </button>
              </Form>
            ) : null}
          </div>
        </DocumentsUploadCard>
        <DocumentsUploadCard
          kind="excel"
          title={T.cards.excel.title}
          description={T.cards.excel.description}
          hydrated={hydrated}
          onToast={showToast}
          onUploaded={onUploaded}
          error={errorFor("excel")}
        />
      </div>

      <SlideOrderCard
        slides={slides}
        savedOrder={savedOrder}
        hydrated={hydrated}
        renderActions={(slide) => {
          const doc = slides.find((s) => s.id === slide.id)!;
          return (
            <DocumentActions
              doc={doc}
              hydrated={hydrated}
              confirming={confirmDelete === slide.id}
              onDownload={onDownload}
            />
          );
        }}
      />

      <Card padding="p-5" aria-labelledby="documents-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h3 id="documents-title" className="text-lg font-semibold">
            {T.listTitle}
          </h3>
          {running ? (
            <p className="text-xs text-gray-500" aria-live="polite">
              {T.running}{" "}
              {hydrated ? (
                T.autoRefresh
              ) : (
                <a href="/admin/management/documents" className="text-blue-700 underline">
                  {T.refresh}
                </a>
              )}
            </p>
          ) : null}
        </div>
        <DocumentsList
          documents={documents}
          hydrated={hydrated}
          confirmDelete={confirmDelete}
          onDownload={onDownload}
          versions={versions}
          renderingId={rendering?.id ?? null}
          onRenderPages={(doc) => void renderPages(doc.id, doc.name)}
        />
      </Card>
    </div>
  );
}

type Rendering = { id: string; name: string; progress: RenderProgress | null } | null;

/** The page rendering under way in this page (one at a time), and who shows it. */
const renderingStore = (() => {
  let current: Rendering = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (next: Rendering) => {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();
const noRendering = () => null;

/**
 * Runs `work` holding this browser's lock on the version's rendering (Web Locks). A resume
 * only starts when nobody holds it (another tab of this browser may be rendering); without
 * Web Locks the work just runs. While it runs, leaving or closing the page asks first
 * (beforeunload): leaving interrupts the rendering, and the previous version stays live.
 */
export function withPagesLock(id: string, resume: boolean, work: () => Promise<void>): Promise<void> {
  const guarded = async () => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    try {
      await work();
    } finally {
      window.removeEventListener("beforeunload", warn);
    }
  };
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return guarded();
  return locks
    .request(`deck-pages:${id}`, { ifAvailable: resume }, async (lock) => {
      if (lock) await guarded();
    })
    .then(() => undefined);
}
