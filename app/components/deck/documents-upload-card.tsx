import { Form } from "@remix-run/react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";

import {
  DOCUMENT_MESSAGES,
  fileProblemText,
  imageSelectionSummary,
  UPLOAD_CARD_TEXTS as U,
} from "../../copy/admin/documents-texts";
import {
  checkExcel,
  checkImageSelection,
  checkPdf,
  formatFileSize,
  type UploadFileKind,
} from "../../domain/documents";
import { cardClass } from "../ui/card";
import type { ToastData } from "../ui/toaster";
import { useIsPending } from "../use-is-pending";
import { postForm, putFileWithProgress, readFileFacts, type UploadAnswer } from "./documents-upload";

export type UploadKind = "pdf" | "images" | "excel";

const CONFIG: Record<
  UploadKind,
  { intent: string; field: string; accept: string; multiple: boolean; fileKind: UploadFileKind }
> = {
  pdf: {
    intent: "document.upload-pdf",
    field: "file",
    accept: ".pdf,application/pdf",
    multiple: false,
    fileKind: "pdf",
  },
  images: {
    intent: "document.upload-images",
    field: "files",
    accept: ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp",
    multiple: true,
    fileKind: "image",
  },
  excel: {
    intent: "document.upload-excel",
    field: "file",
    accept: ".xlsx,.xls",
    multiple: false,
    fileKind: "excel",
  },
};

type FileProgress = {
  name: string;
  size: number;
  percent: number;
  state: "waiting" | "uploading" | "done" | "error";
  message?: string;
};

/**
 * One of the three upload cards. Without JavaScript it is a plain multipart form posted to the
 * admin panel. With JavaScript each file is the body of its own XMLHttpRequest to the upload
 * route (streamed to R2 there) and the card shows a progress bar with its percent per file
 * while 'Uploaden...'.
 */
export function DocumentsUploadCard({
  kind,
  title,
  description,
  hydrated,
  onToast,
  onUploaded,
  error,
  children,
  onPdfStored,
  onImagesStored,
}: {
  kind: UploadKind;
  title: string;
  description: string;
  hydrated: boolean;
  onToast: (toast: ToastData) => void;
  /** Called after the uploads with the ids of the new documents (to watch their processing). */
  onUploaded: (documentIds: string[]) => void;
  /** With JavaScript: uploaded slide images are read by OCR in the browser next (instead of the queued job). */
  onImagesStored?: () => void;
  /** With JavaScript: an uploaded PDF's pages are rendered (and read by OCR) in the browser next. */
  onPdfStored?: (file: File, documentId: string) => void;
  /** The server's refusal of a no-JS post of this card. */
  error?: { title: string; description?: string } | null;
  children?: ReactNode;
}) {
  const config = CONFIG[kind];
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [busy, setBusy] = useState(false);
  const postingNoJs = useIsPending(config.intent, { state: "submitting" });
  const uploading = busy || postingNoJs;
  const inputId = `upload-${kind}`;

  async function uploadWithProgress(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const chosen = Array.from(input.current?.files ?? []);
    const facts = await Promise.all(chosen.map(readFileFacts));
    let files: File[] = [];
    let skipped: ToastData | null = null;
    if (kind === "images") {
      const selection = checkImageSelection(facts);
      const summary = imageSelectionSummary(selection);
      // 'Geen geldige afbeeldingen' stops here; 'Sommige bestanden overgeslagen' is told after the upload.
      if (selection.accepted.length === 0 && summary) return onToast(summary);
      skipped = summary;
      files = selection.accepted
        .map((a) => a.file.file)
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: "base" }));
    } else {
      const first = facts[0];
      const check = first ? (kind === "pdf" ? checkPdf(first) : checkExcel(first)) : null;
      if (!first || !check?.ok) {
        onToast({
          title: kind === "pdf" ? DOCUMENT_MESSAGES.invalidPdf : DOCUMENT_MESSAGES.invalidExcel,
          description: check && !check.ok ? fileProblemText(check).description : DOCUMENT_MESSAGES.noFile,
          variant: "destructive",
        });
        return;
      }
      files = [first.file];
    }
    if (files.length === 0) return;

    setBusy(true);
    setProgress(files.map((f) => ({ name: f.name, size: f.size, percent: 0, state: "waiting" })));
    const update = (i: number, patch: Partial<FileProgress>) =>
      setProgress((list) => list.map((p, j) => (j === i ? { ...p, ...patch } : p)));
    const answers: UploadAnswer[] = [];
    for (let i = 0; i < files.length; i++) {
      update(i, { state: "uploading" });
      // The file itself is the body (streamed to R2); an image's description is asked for once, after the last one.
      const answer = await putFileWithProgress(config.fileKind, files[i]!, (percent) =>
        update(i, { percent }),
      );
      answers.push(answer);
      update(
        i,
        answer.ok
          ? { state: "done", percent: 100 }
          : { state: "error", message: [answer.title, answer.message].filter(Boolean).join(": ") },
      );
    }
    const ids = answers.flatMap((a) => a.documentIds);
    const failed = answers.filter((a) => !a.ok);

    if (kind === "images") {
      const uploaded = ids.length;
      if (uploaded > 0 && onImagesStored) {
        // All slides are stored: their text is read by OCR in this browser, in slide order.
        if (failed.length > 0) {
          onToast({
            title: DOCUMENT_MESSAGES.uploadError,
            description: U.someImagesFailed(
              failed.length,
              files.length,
              failed.map((f) => f.message ?? f.title).join(" "),
            ),
            variant: "destructive",
          });
        } else {
          onToast(skipped ?? { title: DOCUMENT_MESSAGES.uploaded, description: U.imagesReadHere(uploaded) });
        }
        onImagesStored();
      } else if (uploaded > 0) {
        // All slides are stored: now one job describes them, in slide order.
        const processing = await postForm({ intent: "document.process-images" });
        ids.push(...processing.documentIds);
        if (!processing.ok) {
          onToast({ ...DOCUMENT_MESSAGES.imagesUploaded, variant: "destructive" });
        } else if (failed.length > 0) {
          onToast({
            title: DOCUMENT_MESSAGES.uploadError,
            description: U.someImagesFailed(
              failed.length,
              files.length,
              failed.map((f) => f.message ?? f.title).join(" "),
            ),
            variant: "destructive",
          });
        } else {
          onToast(skipped ?? { title: DOCUMENT_MESSAGES.uploaded, description: U.imagesAnalysed(uploaded) });
        }
      } else {
        const first = failed[0];
        onToast({
          title: first?.title ?? DOCUMENT_MESSAGES.uploadError,
          description: first?.message,
          variant: "destructive",
        });
      }
    } else {
      const answer = answers[0]!;
      onToast({ title: answer.title, description: answer.message, variant: answer.variant });
      if (kind === "pdf" && answer.ok && answer.documentIds[0])
        onPdfStored?.(files[0]!, answer.documentIds[0]);
    }
    if (input.current) input.current.value = "";
    setBusy(false);
    onUploaded(ids);
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className={`flex flex-col ${cardClass("p-5")}`}
      data-testid={`upload-card-${kind}`}
    >
      <h3 id={`${inputId}-title`} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="mb-4 text-sm text-gray-600">{description}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        action="/admin/management/documents"
        preventScrollReset
        onSubmit={hydrated ? uploadWithProgress : undefined}
        className="space-y-3"
      >
        <input type="hidden" name="intent" value={config.intent} />
        <label htmlFor={inputId} className="block text-sm font-medium">
          {config.multiple ? U.chooseImages : U.chooseFile}
        </label>
        <input
          ref={input}
          id={inputId}
          name={config.field}
          type="file"
          accept={config.accept}
          multiple={config.multiple}
          required
          disabled={busy}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-gray-200"
        />
        <button
          type="submit"
          disabled={uploading}
          aria-busy={uploading || undefined}
          className="inline-flex w-full items-center justify-center rounded-md bg-blue-600 px-4 py-2 font-medium text-white shadow hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {uploading ? DOCUMENT_MESSAGES.uploading : U.upload}
        </button>
      </Form>
      {error ? (
        <div
          role="alert"
          className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-semibold">{error.title}</p>
          {error.description ? <p>{error.description}</p> : null}
        </div>
      ) : null}
      {progress.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={U.progressLabel}>
          {progress.map((p, i) => (
            <li
              key={`${p.name}-${i}`}
              className="text-xs"
              data-testid="upload-progress-item"
              data-state={p.state}
            >
              <div className="mb-1 flex justify-between gap-2">
                <span className="truncate" title={p.name}>
                  {p.name} <span className="text-gray-500">({formatFileSize(p.size)})</span>
                </span>
                <span
                  className={p.state === "error" ? "text-red-700" : "text-gray-700"}
                  data-testid="upload-percent"
                >
                  {p.state === "error" ? U.failed : `${p.percent}%`}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={U.fileProgress(p.name)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={p.percent}
                className="h-2 overflow-hidden rounded-full bg-gray-200"
              >
                <div
                  className={`h-full transition-all ${p.state === "error" ? "bg-red-500" : p.state === "done" ? "bg-green-500" : "bg-blue-600"}`}
                  style={{ width: `${p.percent}%` }}
                />
              </div>
              {p.message ? <p className="mt-1 text-red-700">{p.message}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {children ? <div className="mt-4 border-t pt-4">{children}</div> : null}
    </section>
  );
}
