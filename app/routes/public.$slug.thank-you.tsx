import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { buttonClass } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { INTERVIEW_TEXTS as T } from "../copy/interview/texts";
import { requirePublicCompany } from "../server/investors/access-gate.server";

/**
 * Where a founder lands after the last interview answer. Outside the access gate: it shows
 * only the company's name and website, which the gate and the interview show already.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const company = await requirePublicCompany(context, params.slug);
  return { name: company.name, websiteUrl: company.websiteUrl };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${T.thanksTitle} · ${data?.name ?? ""}` },
  { name: "robots", content: "noindex" },
];

export default function CompanyThankYou() {
  const { name, websiteUrl } = useLoaderData<typeof loader>();
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-white to-blue-50 p-4">
      <Card padding="p-8" className="w-full max-w-xl text-center">
        <p className="mb-1 text-sm font-medium uppercase tracking-wide text-blue-700">{name}</p>
        <h1 className="mb-3 text-3xl font-bold">{T.thanksTitle}</h1>
        <p className="mb-2 text-gray-700">{T.completedToast}</p>
        <p className="text-gray-600">{T.thanksBody(name)}</p>
        {websiteUrl ? (
          <a
            href={websiteUrl}
            rel="noopener noreferrer"
            className={buttonClass("primary", "mt-6 inline-block")}
          >
            {T.visitWebsite(name)}
          </a>
        ) : null}
      </Card>
    </main>
  );
}
