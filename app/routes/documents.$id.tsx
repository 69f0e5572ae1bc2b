import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { ROOM_PAGE_TEXTS } from "../copy/dataroom/texts";
import { NOT_FOUND_TEXTS } from "../copy/site/not-found-texts";
import {
  cleanFileName,
  contentDisposition,
  extensionForContentType,
  storedFileName,
} from "../domain/documents";
import { notFoundHtml } from "../domain/site/not-found";
import { noteDeckDownload } from "../server/dataroom/dataroom.server";
import { roomVisitor } from "../server/dataroom/room-request.server";
import { plainText, stampedDownload, stampedResponse } from "../server/dataroom/stamp.server";
import { dataRoomViewer } from "../server/dataroom/viewer.server";
import { documentOpener } from "../server/documents/document-access.server";
import { findDocumentForDownload } from "../server/documents/documents.server";
import type { PublicCompany } from "../server/investors/access-gate.server";
import { actionEvent, identifyVisitor, recordEvents } from "../server/investors/visitor-events.server";
import { getObject, objectResponse } from "../server/platform/storage.server";
import stylesheet from "../tailwind.css?url";

// A browser opening the link gets the site's 404 page (title, language); anything else a short text.
const notFoundFor = (request: Request) => () =>
  (request.headers.get("Accept") ?? "").includes("text/html")
    ? new Response(notFoundHtml(stylesheet, NOT_FOUND_TEXTS), {
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
 * An investor downloading the deck's PDF gets it only when the admin left its downloads on
 * (else 403), stamped with their watermark by the data room's stamping; the team gets the original.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const notFound = notFoundFor(request);
  const row = await findDocumentForDownload(context.db, params.id ?? "");
  if (!row) return notFound();

  const opener = await documentOpener(request, context, row);
  if (!opener) return notFound();

  const download = new URL(request.url).searchParams.get("download") === "1";
  if (download && !opener.member && row.type === "pdf")
    return stampedDeckDownload(request, context, row, opener);

  const object = await getObject(context.cloudflare.env.FILES, row.filePath);
  if (!object) return notFound();

  // A visitor saving a slide is recorded for the Investors tab (after the response).
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
  const headers = new Headers({
    "Content-Type": row.contentType,
    "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", fileNameOf(row)),
    "Cache-Control": row.type === "pitch-combined" ? "private, no-cache" : "private, max-age=3600",
  });
  return objectResponse(request, object, headers);
}

type DownloadRow = NonNullable<Awaited<ReturnType<typeof findDocumentForDownload>>>;

// The name ends in the extension of what is served, also for rows stored before names were.
function fileNameOf(row: Pick<DownloadRow, "name" | "contentType">) {
  const extension = extensionForContentType(row.contentType);
  return extension ? storedFileName(row.name, extension) : cleanFileName(row.name);
}

/**
 * An investor's download of the deck's PDF: refused (403, in English like the pitch deck) when
 * the admin turned its downloads off; else stamped with the viewer's watermark (the data room's
 * `stampedDownload`: small files now, large ones in the job queue with a page that waits), and
 * recorded for the Investors tab and the audit trail.
 */
async function stampedDeckDownload(
  request: Request,
  context: AppLoadContext,
  row: DownloadRow,
  opener: { company: PublicCompany; investorId: string | null },
) {
  if (!row.downloads) return plainText(403, ROOM_PAGE_TEXTS.downloadOff);
  const viewer = await dataRoomViewer(request, context, opener.company);
  if (!viewer || viewer.member) return notFoundFor(request)();
  const env = context.cloudflare.env;
  const stamped = await stampedDownload(
    context.db,
    env,
    opener.company.id,
    { kind: "deck", id: row.id, filePath: row.filePath, fileSize: row.fileSize, pageCount: row.pageCount },
    viewer.watermark,
  );
  if (!stamped) return notFoundFor(request)();
  const delivered = stamped.kind === "file" || stamped.kind === "stored";
  if (delivered && request.method === "GET" && !request.headers.has("Range")) {
    const visitor = await roomVisitor(request, context, opener.company.id, viewer);
    if (visitor) {
      recordEvents(context, [
        actionEvent(opener.company.id, visitor, { kind: "download", documentId: row.id }),
      ]);
      await noteDeckDownload(context.db, opener.company.id, {
        visitorId: visitor.visitorId,
        investorId: viewer.investorId,
        email: viewer.email,
        verified: viewer.verified,
        ndaVersion: viewer.ndaVersion === null ? null : String(viewer.ndaVersion),
        documentId: row.id,
      }).catch((error: unknown) => console.error("deck download not recorded", error));
    }
  }
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": contentDisposition("attachment", fileNameOf(row)),
    "Cache-Control": "private, no-store",
  });
  return stampedResponse(request, stamped, headers, row.name);
}
