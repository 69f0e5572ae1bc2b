import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema";
import { cleanFileName, contentDisposition, extensionForContentType, storedFileName } from "../domain/documents";
import { hasGrant } from "../server/access-gate.server";
import { getOptionalMember } from "../server/auth.server";
import { getLiveDocument } from "../server/document-versions.server";
import { findDocumentForDownload } from "../server/documents.server";
import { getObject, objectResponse } from "../server/storage.server";

/** What a public visitor with the company's access grant may open: the pitch deck and its slides. */
const PUBLIC_TYPES = new Set(["pdf", "pitch-images"]);

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * GET /documents/{id}[?download=1]: a stored file, streamed from R2 (docs/architecture.md#documents-and-storage: downloads go
 * through a Worker route that checks access, instead of the spec's signed URLs).
 * - a signed-in member of the document's company: any of its documents;
 * - a visitor holding the company's access grant: only the live pitch deck PDF (never a
 *   failed, processing or replaced version) and the slide images;
 * - anyone else, or another company's document: 404, the same answer as a missing id.
 * Cached privately for at most the spec's 3600 s link lifetime.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const row = await findDocumentForDownload(context.db, params.id ?? "");
  if (!row) return notFound();

  const member = await getOptionalMember(request, context);
  let allowed = member?.company.id === row.companyId;
  if (!allowed && PUBLIC_TYPES.has(row.type)) {
    const company = await context.db.query.companies.findFirst({
      where: eq(companies.id, row.companyId),
      columns: { id: true, slug: true, name: true, about: true, websiteUrl: true, accessCodeHash: true, accessCodeVersion: true },
    });
    allowed = !!company && (await hasGrant(request, context, company));
    if (allowed && row.type === "pdf") allowed = (await getLiveDocument(context.db, row.companyId, "pdf"))?.id === row.id;
  }
  if (!allowed) return notFound();

  const object = await getObject(context.cloudflare.env.FILES, row.filePath);
  if (!object) return notFound();

  const download = new URL(request.url).searchParams.get("download") === "1";
  // Spreadsheets and text are never rendered by the browser from our origin.
  const inline = !download && (row.contentType === "application/pdf" || row.contentType.startsWith("image/"));
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
