import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";

import { CompanyImportForm } from "../components/management/company-export-card";
import { Card } from "../components/ui/card";
import { COMPANY_EXPORT_TEXTS as T } from "../copy/admin/company-export-texts";
import { mayManageTeam } from "../domain/auth/roles";
import { requireMember } from "../server/auth/auth.server";
import { importCompanyArchive } from "../server/company/company-import.server";
import { redirectWithToast } from "../server/platform/toast.server";

const SETTINGS = "/admin/management/settings";

export const meta: MetaFunction = () => [{ title: T.importTitle }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  return { owner: mayManageTeam(member.role) };
}

/**
 * POST /admin/company-import: an archive from 'Exporteer alle gegevens' restored into this
 * (empty) company, all or nothing (app/server/company/company-import.server.ts). The owner only; a bad
 * archive answers its Dutch reason with a 4xx on this page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  if (!mayManageTeam(member.role)) {
    await request.body?.cancel();
    return data({ error: T.ownerOnly }, { status: 403 });
  }
  const outcome = await importCompanyArchive(context.cloudflare.env, request, {
    companyId: member.company.id,
    userId: member.user.id,
  });
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return redirectWithToast(context.toasts, request, SETTINGS, {
    title: T.imported,
    description: T.importedDescription(outcome.rows, outcome.files),
  });
}

export default function CompanyImportPage() {
  const answer = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-2xl p-6">
      <Card>
        <h1 className="mb-1 text-xl font-semibold">{T.importTitle}</h1>
        <p className="mb-4 text-sm text-gray-600">{T.importIntro}</p>
        <CompanyImportForm error={answer?.error ?? null} />
        <p className="mt-4 text-sm">
          <Link to={SETTINGS} className="text-blue-600 underline">
            {T.back}
          </Link>
        </p>
      </Card>
    </main>
  );
}
