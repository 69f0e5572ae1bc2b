import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { mayOpenDocument } from "../server/documents/document-access.server";
import { getPageImagePath } from "../server/documents/document-pages.server";
import { findDocumentForDownload } from "../server/documents/documents.server";
import { getObject, objectResponse } from "../server/platform/storage.server";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * GET /documents/{id}/pages/{n}: the image of page n of a PDF version (WebP), from R2.
 * Who may see them: `mayOpenDocument` (members every version's, a granted visitor only the
 * live version's); anything else is a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const row = await findDocumentForDownload(context.db, params.id ?? "");
  if (!row || row.type !== "pdf" || !(await mayOpenDocument(request, context, row))) return notFound();
  const imagePath = await getPageImagePath(context.db, row.companyId, row.id, Number(params.page));
  if (!imagePath) return notFound();
  const object = await getObject(context.cloudflare.env.FILES, imagePath);
  if (!object) return notFound();
  const headers = new Headers({
    "Content-Type": "image/webp",
    // A version's pages come from its own PDF (a new upload is a new version, with its own URLs).
    "Cache-Control": "private, max-age=3600",
  });
  return objectResponse(request, object, headers);
}
