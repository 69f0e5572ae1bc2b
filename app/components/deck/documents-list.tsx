import { Form, Link, useNavigation } from "@remix-run/react";

import { DOCUMENT_LIST_TEXTS as T, PAGE_READING_TEXTS } from "../../copy/admin/documents-texts";
import { formatFileSize, parseOutcome } from "../../domain/documents";
import { formatNlDateTime } from "../../domain/format/dates";
import type { DocumentListItem } from "../../server/documents/documents.server";
import type { VersionView } from "../../server/management/documents.tab.server";
import { labelRows } from "../ui/stack-table";

const TAB = "/admin/management/documents";
export const smallButton =
  "inline-flex items-center rounded-md border px-2.5 py-1 text-xs font-medium hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50";
const dangerButton = `${smallButton} border-red-200 text-red-700 hover:bg-red-50`;

export const isRunning = (d: Pick<DocumentListItem, "extractionStatus">) =>
  d.extractionStatus === "pending" || d.extractionStatus === "processing";

/** Status of a document's background processing, in words. */
export function ExtractionStatus({ doc }: { doc: DocumentListItem }) {
  const outcome = parseOutcome(doc.extractionMessage);
  switch (doc.extractionStatus) {
    case "none":
      return <span className="text-gray-400">—</span>;
    case "pending":
      return (
        <span
          className="inline-flex items-center gap-1.5 text-amber-700"
          data-testid="extraction-status"
          data-status="pending"
        >
          <Spinner /> {T.queued}
        </span>
      );
    case "processing":
      return (
        <span
          className="inline-flex items-center gap-1.5 text-blue-700"
          data-testid="extraction-status"
          data-status="processing"
        >
          <Spinner /> {T.busy}
          {doc.type === "pitch-combined" && outcome ? ` (${outcome.title})` : "…"}
        </span>
      );
    case "done":
    case "failed":
      return (
        <span
          data-testid="extraction-status"
          data-status={doc.extractionStatus}
          className={
            outcome?.variant === "destructive" || doc.extractionStatus === "failed"
              ? "text-red-700"
              : "text-green-700"
          }
        >
          <span className="font-medium">
            {outcome?.title ?? (doc.extractionStatus === "done" ? T.done : T.failed)}
          </span>
          {outcome?.description ? (
            <span className="block text-xs text-gray-600">{outcome.description}</span>
          ) : null}
        </span>
      );
  }
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
}

/** Download, Delete (JS confirm, else a confirmation step) and — for PDFs and workbooks — Reprocess. */
export function DocumentActions({
  doc,
  hydrated,
  confirming,
  onDownload,
}: {
  doc: DocumentListItem;
  hydrated: boolean;
  confirming: boolean;
  /** With JavaScript: tell the user the download started ('Download started', docs/product.md#admin-panel-documents). */
  onDownload?: (doc: DocumentListItem) => void;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === doc.id;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <a
        href={`/documents/${doc.id}?download=1`}
        className={smallButton}
        download={doc.name}
        data-testid="document-download"
        onClick={() => onDownload?.(doc)}
      >
        {T.download}
      </a>
      {doc.type === "pdf" || doc.type === "excel" ? (
        <Form method="post" action={TAB} preventScrollReset>
          <input type="hidden" name="intent" value="document.reprocess" />
          <input type="hidden" name="id" value={doc.id} />
          <button type="submit" className={smallButton} disabled={busy || isRunning(doc)}>
            {T.reprocess}
          </button>
        </Form>
      ) : null}
      {hydrated ? (
        <Form
          method="post"
          action={TAB}
          preventScrollReset
          onSubmit={(e) => {
            if (!window.confirm(T.deleteConfirm(doc.name))) e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="document.delete" />
          <input type="hidden" name="id" value={doc.id} />
          <button type="submit" className={dangerButton} disabled={busy}>
            {T.delete}
            <span className="sr-only"> {doc.name}</span>
          </button>
        </Form>
      ) : (
        <Link to={`${TAB}?confirmDelete=${doc.id}`} preventScrollReset className={dangerButton}>
          {T.delete}
          <span className="sr-only"> {doc.name}</span>
        </Link>
      )}
      {confirming ? <DeleteConfirmation doc={doc} /> : null}
    </div>
  );
}

function DeleteConfirmation({ doc }: { doc: Pick<DocumentListItem, "id" | "name"> }) {
  return (
    <div
      role="alertdialog"
      aria-labelledby={`confirm-${doc.id}`}
      className="mt-2 w-full rounded-md border border-red-200 bg-red-50 p-3"
    >
      <p id={`confirm-${doc.id}`} className="mb-2 text-sm text-red-800">
        {T.deletePermanently(doc.name)}
      </p>
      <div className="flex gap-2">
        <Form method="post" action={TAB}>
          <input type="hidden" name="intent" value="document.delete" />
          <input type="hidden" name="id" value={doc.id} />
          <button
            type="submit"
            className="rounded-md bg-red-600 px-3 py-1 text-sm font-medium text-white hover:bg-red-700"
          >
            {T.confirmYes}
          </button>
        </Form>
        <Link
          to={TAB}
          preventScrollReset
          className="rounded-md border bg-white px-3 py-1 text-sm hover:bg-gray-50"
        >
          {T.cancel}
        </Link>
      </div>
    </div>
  );
}

/**
 * Which version investors see: 'Live' on the live PDF / workbook, else why this one is not
 * live, and for a PDF its page images (rendered in the browser, so JavaScript is needed).
 */
export function VersionCell({
  doc,
  version,
  hydrated,
  onRenderPages,
  renderingId,
}: {
  doc: DocumentListItem;
  version: VersionView | undefined;
  hydrated: boolean;
  onRenderPages?: (doc: DocumentListItem) => void;
  renderingId?: string | null;
}) {
  if (!version) return null;
  const pagesDone = doc.type === "pdf" && doc.pagesStatus === "done";
  return (
    <div
      className="mt-1 space-y-1 text-xs"
      data-testid="document-version"
      data-status={version.status}
      data-live={version.live ? "true" : "false"}
    >
      {version.live ? (
        <span
          className="inline-block rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800"
          data-testid="version-live"
        >
          {T.live}
        </span>
      ) : version.awaitingPages ? (
        <span className="text-amber-800" data-testid="version-awaiting-pages">
          {T.awaitingPages}
        </span>
      ) : (
        <span className={version.status === "failed" ? "text-red-700" : "text-gray-600"}>
          {T.versionLabel[version.status]}
        </span>
      )}
      {doc.type === "pdf" ? (
        <p
          className="text-gray-600"
          data-testid="document-pages"
          data-pages={pagesDone ? version.pages.images : 0}
        >
          {pagesDone
            ? T.pageImages(version.pages.images, version.pages.ocr)
            : doc.pagesStatus === "rendering" && renderingId !== doc.id
              ? T.pagesInterrupted
              : doc.pagesStatus === "rendering"
                ? T.pagesRendering
                : T.noPageImages}
        </p>
      ) : null}
      {doc.type === "pdf" && version.reading?.length ? (
        <p className="text-gray-600" data-testid="page-reading">
          {version.reading
            .map((g) => PAGE_READING_TEXTS.group(g.pages, g.count, PAGE_READING_TEXTS.method[g.method]))
            .join(" · ")}
        </p>
      ) : null}
      {doc.type === "pdf" && !pagesDone && renderingId !== doc.id ? (
        hydrated && onRenderPages ? (
          <button
            type="button"
            className={smallButton}
            onClick={() => onRenderPages(doc)}
            disabled={!!renderingId}
          >
            {T.renderPages}
          </button>
        ) : (
          <p className="text-amber-800" data-testid="pages-need-js">
            {T.pagesNeedJavaScript}
          </p>
        )
      ) : null}
    </div>
  );
}

/** 'Maak live': make an earlier ready version live again (a form: works without JavaScript). */
export function MakeLiveButton({
  doc,
  version,
}: {
  doc: DocumentListItem;
  version: VersionView | undefined;
}) {
  if (!version || version.status !== "ready" || version.live) return null;
  if (version.awaitingPages)
    return (
      <Form method="post" action={TAB} preventScrollReset>
        <input type="hidden" name="intent" value="document.publish-text-only" />
        <input type="hidden" name="id" value={doc.id} />
        <button type="submit" className={smallButton} title={T.publishTextOnlyHint}>
          {T.publishTextOnly}
          <span className="sr-only">
            : {doc.name}. {T.publishTextOnlyHint}
          </span>
        </button>
      </Form>
    );
  return (
    <Form method="post" action={TAB} preventScrollReset>
      <input type="hidden" name="intent" value="document.make-live" />
      <input type="hidden" name="id" value={doc.id} />
      <button type="submit" className={smallButton}>
        {T.makeLive}
        <span className="sr-only">: {doc.name}</span>
      </button>
    </Form>
  );
}

/**
 * A deck PDF's download switch (a form: works without JavaScript). On: investors download a copy
 * stamped with their watermark; off: they are refused. The team always gets the original.
 */
export function DownloadsSwitch({ doc }: { doc: DocumentListItem }) {
  if (doc.type !== "pdf") return null;
  return (
    <Form method="post" action={TAB} preventScrollReset className="flex flex-wrap items-center gap-1.5">
      <input type="hidden" name="intent" value="document.downloads" />
      <input type="hidden" name="id" value={doc.id} />
      <input type="hidden" name="downloads" value={doc.downloads ? "off" : "on"} />
      <span className="text-xs text-gray-700" data-testid="document-downloads" data-on={doc.downloads}>
        {doc.downloads ? T.downloadsOn : T.downloadsOff}
      </span>
      <button type="submit" className={smallButton}>
        {doc.downloads ? T.turnDownloadsOff : T.turnDownloadsOn}
        <span className="sr-only">: {doc.name}</span>
      </button>
    </Form>
  );
}

/** The documents (PDFs, workbooks, the combined slide analysis): name, type, size, date, status, actions. */
export function DocumentsList({
  documents,
  hydrated,
  confirmDelete,
  onDownload,
  versions = {},
  onRenderPages,
  renderingId,
}: {
  documents: DocumentListItem[];
  hydrated: boolean;
  confirmDelete: string | null;
  onDownload?: (doc: DocumentListItem) => void;
  versions?: Record<string, VersionView>;
  onRenderPages?: (doc: DocumentListItem) => void;
  renderingId?: string | null;
}) {
  if (documents.length === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-gray-600">{T.empty}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="stack-table w-full text-left text-sm md:min-w-[44rem]">
        <thead className="border-b text-xs uppercase text-gray-500">
          <tr>
            {T.columns.map((column, i) => (
              <th
                key={column}
                className={i < T.columns.length - 1 ? "py-2 pr-3 font-medium" : "py-2 font-medium"}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labelRows(
            documents.map((doc) => (
              <tr
                key={doc.id}
                className="border-b align-top last:border-0"
                data-testid="document-row"
                data-id={doc.id}
                data-type={doc.type}
              >
                <td className="max-w-[16rem] break-words py-3 pr-3 font-medium" data-testid="document-name">
                  {doc.name}
                </td>
                <td className="py-3 pr-3 text-gray-700">{T.typeLabel[doc.type]}</td>
                <td className="whitespace-nowrap py-3 pr-3 text-gray-700">{formatFileSize(doc.fileSize)}</td>
                <td className="whitespace-nowrap py-3 pr-3 text-gray-700">
                  {formatNlDateTime(doc.uploadDate)}
                </td>
                <td className="max-w-[16rem] py-3 pr-3">
                  <div aria-live="polite">
                    <ExtractionStatus doc={doc} />
                  </div>
                  <VersionCell
                    doc={doc}
                    version={versions[doc.id]}
                    hydrated={hydrated}
                    onRenderPages={onRenderPages}
                    renderingId={renderingId}
                  />
                </td>
                <td className="py-3">
                  <div className="flex flex-wrap items-start gap-1.5">
                    <MakeLiveButton doc={doc} version={versions[doc.id]} />
                    <DownloadsSwitch doc={doc} />
                    <DocumentActions
                      doc={doc}
                      hydrated={hydrated}
                      confirming={confirmDelete === doc.id}
                      onDownload={onDownload}
                    />
                  </div>
                </td>
              </tr>
            )),
            T.columns,
          )}
        </tbody>
      </table>
    </div>
  );
}
