import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { ROOM_PAGE_TEXTS as T } from "../copy/dataroom/texts";
import { contentDisposition } from "../domain/documents";
import { isPdfType, openRoomDocument } from "../server/dataroom/dataroom.server";
import { noteVisit, roomRequest, roomVisitor } from "../server/dataroom/room-request.server";
import { plainText as text, stampedDownload, stampedResponse } from "../server/dataroom/stamp.server";
import { getObject, objectResponse } from "../server/platform/storage.server";

/**
 * GET /public/{slug}/documents/{id}/download: the document's newest version, only past every
 * gate step (else back to the document's page, which shows the step), only for a viewer it is
 * open to (404) and only when the company turned downloads on for it (403, said plainly).
 * A PDF is stamped with the viewer's watermark on every page (small files now, large ones in
 * the job queue while this URL shows the progress); other files are sent as they are.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { company, viewer, step } = await roomRequest(request, context, params.slug);
  // A gate step left (a code, the agreement, or a refusal): the document's page shows it; no file.
  if (!viewer && step)
    return new Response(null, {
      status: 303,
      headers: {
        Location: `/public/${company.slug}/documents/${encodeURIComponent(params.id ?? "")}`,
        "Cache-Control": "no-store",
      },
    });
  if (!viewer) return text(403, T.notFound);
  const opened = await openRoomDocument(context.db, company.id, viewer, params.id ?? "");
  if (!opened) return text(404, T.notFound);
  if (!opened.document.downloads) return text(403, T.downloadOff);
  const { version } = opened;
  const env = context.cloudflare.env;
  const headers = new Headers({
    "Content-Type": version.contentType,
    "Content-Disposition": contentDisposition("attachment", version.fileName),
    "Cache-Control": "private, no-store",
  });
  const record = async () => {
    const visitor = await roomVisitor(request, context, company.id, viewer);
    if (visitor)
      await noteVisit(context, company.id, visitor, viewer, {
        documentId: opened.document.id,
        versionId: version.id,
        downloaded: true,
      });
  };
  if (!isPdfType(version.contentType)) {
    const object = await getObject(env.FILES, version.filePath);
    if (!object) return text(404, T.notFound);
    await record();
    return objectResponse(request, object, headers);
  }
  const stamped = await stampedDownload(
    context.db,
    env,
    company.id,
    { kind: "room", ...version },
    viewer.watermark,
  );
  if (!stamped) return text(404, T.notFound);
  if (stamped.kind === "file" || stamped.kind === "stored") await record();
  return stampedResponse(request, stamped, headers, opened.document.name);
}
