import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import {
  cleanFileName,
  contentDisposition,
  extensionForContentType,
  storedFileName,
} from "../domain/documents";
import { notFoundHtml } from "../domain/site/not-found";
import { documentOpener } from "../server/documents/document-access.server";
import { findDocumentForDownload } from "../server/documents/documents.server";
import { actionEvent, identifyVisitor, recordEvents } from "../server/investors/visitor-events.server";
import { getObject, objectResponse } from "../server/platform/storage.server";
import stylesheet from "../tailwind.css?url";

// A browser opening the link gets the site's 404 page (title, language); anything else a short text.
const notFoundFor = (request: Request) => () =>
  (request.headers.get("Accept") ?? "").includes("text/html")
    ? new Response(notFoundHtml(stylesheet), {
        status: 404,
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
      })
    : new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * GET /documents/{id}[?download=1]: a stored file, streamed from R2 (docs/architecture.md#documents-and-storage: downloads go
 * through a Worker route that checks access, instead of the spec's signed URLs).
 * Who may open it: `mayOpenDocument`; anyone else gets 404, the same answer as a missing id.
 * Cached privately for at most the spec's 3600 s link lifetime. Images inline, everything
 * else as an attachment, always with the sandbox policy of `objectResponse`.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const notFound = notFoundFor(request);
  const row = await findDocumentForDownload(context.db, params.id ?? "");
  if (!row) return notFound();

  const opener = await documentOpener(request, context, row);
  if (!opener) return notFound();

  const object = await getObject(context.cloudflare.env.FILES, row.filePath);
  if (!object) return notFound();

  const download = new URL(request.url).searchParams.get("download") === "1";
  // A visitor saving the deck is recorded for the Investors tab (after the response).
  if (download && !opener.member && request.method === "GET" && !request.headers.has("Range")) {
    const { visitor, recorded } = await identifyVisitor(
      request,
      context,
      opener.company.id,
      opener.investorId,
    );
    if (recorded)
      recordEvents(context, [
        actionEvent(opener.company.id, visitor, { kind: "download", documentId: row.id }),
      ]);
  }
  // Only images are shown inline (sandboxed, see FILE_CSP); PDFs and spreadsheets are downloads:
  // Chrome's PDF viewer refuses a sandboxed document, and our origin renders no uploaded document.
  const inline = !download && row.contentType.startsWith("image/");
  // The name ends in the extension of what is served, also for rows stored before names were.
  const extension = extensionForContentType(row.contentType);
  const fileName = extension ? storedFileName(row.name, extension) : cleanFileName(row.name);
  const headers = new Headers({
    "Content-Type": row.contentType,
    "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", fileName),
    "Cache-Control": row.type === "pitch-combined" ? "private, no-cache" : "private, max-age=3600",
  });
  return objectResponse(request, object, headers);
}
