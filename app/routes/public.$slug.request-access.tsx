import { type ActionFunctionArgs, data, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useParams } from "@remix-run/react";

import { type AccessRequestAnswer, AccessRequestForm } from "../components/public/access-request-form";
import { BackOnlyPage } from "../components/public/public-shell";
import { Card } from "../components/ui/card";
import { ACCESS_REQUEST_TEXTS } from "../copy/site/gate-texts";
import { REQUEST_TEXTS } from "../copy/site/texts";
import { safeRedirectPath } from "../domain/redirect";
import { accessRequestSchema, gateLanguageOf } from "../schemas/access-request";
import { requirePublicCompany } from "../server/investors/access-gate.server";
import { spendRequestBudget } from "../server/investors/public-requests.server";
import { createAccessRequest } from "../server/investors/requests.server";
import { publicBaseUrl } from "../server/mail/queue.server";
import { readForm } from "../server/platform/form.server";
import { redirectWithToast } from "../server/platform/toast.server";

export const meta: MetaFunction<typeof action> = ({ data }) => [
  { title: ACCESS_REQUEST_TEXTS[data && "language" in data ? data.language : "nl"].title },
];

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, 5000) : "";
};

/**
 * POST /public/{slug}/request-access: 'Toegang aanvragen' from the gate — no grant needed, it is
 * for visitors without the code. Stored and mailed to every admin, within the daily request
 * budgets per visitor, address and company (ADR 034); answered in the gate's language.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const company = await requirePublicCompany(context, params.slug);
  const form = await readForm(request, "nl");
  const language = gateLanguageOf(form.get("lang"));
  const T = ACCESS_REQUEST_TEXTS[language];
  const home = `/public/${company.slug}`;
  const back = safeRedirectPath(form.get("redirectTo"), new URL(request.url).origin, home);
  // Back to this company's own site only.
  const gate = back === home || back.startsWith(`${home}/`) || back.startsWith(`${home}?`) ? back : home;
  const values = { name: text(form, "name"), email: text(form, "email"), message: text(form, "message") };
  const parsed = accessRequestSchema(language).safeParse(values);
  const refuse = (errors: AccessRequestAnswer["errors"], status: 400 | 429) =>
    data(
      { language, values, errors, company: { name: company.name, slug: company.slug }, redirectTo: gate },
      { status, headers: { "Cache-Control": "no-store" } },
    );
  if (!parsed.success) {
    const errors: AccessRequestAnswer["errors"] = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === "name" || key === "email" || key === "message") errors[key] ??= issue.message;
    }
    return refuse(errors, 400);
  }
  // Each request mails every admin: the same daily budgets as document and call requests.
  const refused = await spendRequestBudget(request, context, company);
  if (refused) return refuse({ form: T.refused }, 429);
  try {
    await createAccessRequest(context.db, context.cloudflare.env.NOTIFICATIONS, {
      company,
      input: parsed.data,
      baseUrl: publicBaseUrl(context.cloudflare.env),
    });
  } catch (error) {
    console.error("access request failed", error);
    return redirectWithToast(context.toasts, request, gate, { title: T.failed, variant: "destructive" });
  }
  return redirectWithToast(context.toasts, request, gate, { title: T.sent });
}

/** The form again with its messages (a refused request, with or without JavaScript); a GET only links back. */
export default function AccessRequestPage() {
  const answer = useActionData<typeof action>();
  const params = useParams();
  if (!answer || !("language" in answer))
    return <BackOnlyPage to={`/public/${params.slug}`} label={REQUEST_TEXTS.back} />;
  const T = ACCESS_REQUEST_TEXTS[answer.language];
  return (
    <main
      lang={answer.language}
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 to-indigo-100 p-4"
    >
      <Card className="w-full max-w-md" padding="p-8">
        <p className="mb-1 text-center text-sm text-gray-500">{answer.company.name}</p>
        <h1 className="mb-4 text-center text-2xl font-bold">{T.title}</h1>
        <AccessRequestForm
          slug={answer.company.slug}
          companyName={answer.company.name}
          language={answer.language}
          redirectTo={answer.redirectTo}
          answer={answer}
        />
        <a href={answer.redirectTo} className="mt-4 inline-block text-sm text-blue-700 underline">
          {T.back}
        </a>
      </Card>
    </main>
  );
}
