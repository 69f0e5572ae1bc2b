import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";

import { companies } from "../../../db/schema";
import { getOptionalMember } from "../auth/auth.server";
import { type PublicCompany, readGrant } from "../investors/access-gate.server";
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
  return (await documentOpener(request, context, row)) !== null;
}

/**
 * Who opens a document (see mayOpenDocument): the team, a granted visitor (with the company
 * and the investor of a personal link, for recording a download), or nobody (null).
 */
export async function documentOpener(
  request: Request,
  context: AppLoadContext,
  row: { id: string; companyId: string; type: string },
): Promise<{ member: true } | { member: false; company: PublicCompany; investorId: string | null } | null> {
  const member = await getOptionalMember(request, context);
  if (member?.company.id === row.companyId) return { member: true };
  if (!PUBLIC_TYPES.has(row.type)) return null;
  const company = await context.db.query.companies.findFirst({
    where: eq(companies.id, row.companyId),
    columns: {
      id: true,
      slug: true,
      name: true,
      tagline: true,
      about: true,
      websiteUrl: true,
      accessCodeHash: true,
      accessCodeVersion: true,
    },
  });
  const grant = company ? await readGrant(request, context, company) : null;
  if (!company || !grant) return null;
  if (row.type === "pdf" && (await getLiveDocument(context.db, row.companyId, "pdf"))?.id !== row.id)
    return null;
  return grant.member ? { member: true } : { member: false, company, investorId: grant.investorId };
}
