import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { companies, documentPages } from "../../db/schema";
import { hasGrant } from "../server/access-gate.server";
import { getOptionalMember } from "../server/auth.server";
import { getLiveDocument } from "../server/document-versions.server";
import { findDocumentForDownload } from "../server/documents.server";
import { getObject, objectResponse } from "../server/storage.server";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * GET /documents/{id}/pages/{n}: the image of page n of a PDF version (WebP), from R2.
 * A member of the document's company sees every version's pages; a visitor holding the
 * company's access grant only the live version's. Anything else is a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const pageNumber = Number(params.page);
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > 10_000) return notFound();
  const row = await findDocumentForDownload(context.db, params.id ?? "");
  if (!row || row.type !== "pdf") return notFound();

  const member = await getOptionalMember(request, context);
  let allowed = member?.company.id === row.companyId;
  if (!allowed) {
    const company = await context.db.query.companies.findFirst({
      where: eq(companies.id, row.companyId),
      columns: { id: true, slug: true, name: true, about: true, websiteUrl: true, accessCodeHash: true, accessCodeVersion: true },
    });
    allowed = !!company && (await hasGrant(request, context, company)) && (await getLiveDocument(context.db, row.companyId, "pdf"))?.id === row.id;
  }
  if (!allowed) return notFound();

  const page = await context.db.query.documentPages.findFirst({
    where: and(eq(documentPages.documentId, row.id), eq(documentPages.companyId, row.companyId), eq(documentPages.pageNumber, pageNumber)),
    columns: { imagePath: true },
  });
  if (!page?.imagePath) return notFound();
  const object = await getObject(context.cloudflare.env.FILES, page.imagePath);
  if (!object) return notFound();
  const headers = new Headers({
    "Content-Type": "image/webp",
    // A version's pages come from its own PDF (a new upload is a new version, with its own URLs).
    "Cache-Control": "private, max-age=3600",
  });
  return objectResponse(request, object, headers);
}
