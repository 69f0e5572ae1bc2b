import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema";
import { hasGrant } from "./access-gate.server";
import { getOptionalMember } from "./auth.server";
import { getLiveDocument } from "./document-versions.server";

/** What a public visitor with the company's access grant may open: the pitch deck and its slides. */
const PUBLIC_TYPES = new Set(["pdf", "pitch-images"]);

/**
 * Who may open a stored document (its file or its page images):
 * - a signed-in member of the document's company: any of its documents;
 * - a visitor holding the company's access grant: the live pitch deck PDF only (never a
 *   failed, processing or replaced version) and the slide images;
 * - anyone else: nobody (the routes answer 404, the same as a missing id).
 */
export async function mayOpenDocument(
  request: Request,
  context: AppLoadContext,
  row: { id: string; companyId: string; type: string },
): Promise<boolean> {
  const member = await getOptionalMember(request, context);
  if (member?.company.id === row.companyId) return true;
  if (!PUBLIC_TYPES.has(row.type)) return false;
  const company = await context.db.query.companies.findFirst({
    where: eq(companies.id, row.companyId),
    columns: { id: true, slug: true, name: true, about: true, websiteUrl: true, accessCodeHash: true, accessCodeVersion: true },
  });
  if (!company || !(await hasGrant(request, context, company))) return false;
  return row.type !== "pdf" || (await getLiveDocument(context.db, row.companyId, "pdf"))?.id === row.id;
}
