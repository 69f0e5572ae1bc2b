import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useParams } from "@remix-run/react";
import { PublicShell } from "../components/public/public-shell";
import { DocumentRequestForm } from "../components/public/request-buttons";
import { safeRedirectPath } from "../domain/redirect";
import { DOCUMENT_REQUEST_LABEL } from "../domain/mail/request";
import { DOCUMENT_REQUEST_SUCCESS, DocumentRequestSchema, DOCUMENT_REQUEST_TYPES } from "../schemas/requests";
import { requireGrant } from "../server/access-gate.server";
import { publicBaseUrl } from "../server/mail/queue.server";
import { createDocumentRequest } from "../server/requests.server";
import { redirectWithToast } from "../server/toast.server";
import { readForm } from "../server/form.server";
import { recordVisitorAction } from "../server/visitor-events.server";

export const meta: MetaFunction = () => [{ title: "Request documents" }];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const company = await requireGrant(request, context, params.slug);
  const form = await readForm(request, "en");
  const back = safeRedirectPath(form.get("redirectTo"), new URL(request.url).origin, `/public/${company.slug}`);
  const submission = parseWithZod(form, { schema: DocumentRequestSchema });
  if (submission.status !== "success") {
    const requested = String(form.get("type") ?? "");
    const type = (DOCUMENT_REQUEST_TYPES as readonly string[]).includes(requested) ? (requested as (typeof DOCUMENT_REQUEST_TYPES)[number]) : "captable";
    return data({ result: submission.reply(), type, company: { name: company.name, slug: company.slug }, redirectTo: back }, { status: 400 });
  }
  try {
    const row = await createDocumentRequest(context.db, context.cloudflare.env.NOTIFICATIONS, { company, input: submission.value, baseUrl: publicBaseUrl(request) });
    await recordVisitorAction(request, context, company, { kind: "request", ref: `document:${row.id}`, email: submission.value.email });
  } catch (error) {
    console.error("document request failed", error);
    return redirectWithToast(context.toasts, request, back, {
      title: "Submission Failed",
      description: "There was an error submitting your request. Please try again.",
      variant: "destructive",
    });
  }
  return redirectWithToast(context.toasts, request, back, { title: DOCUMENT_REQUEST_SUCCESS });
}

/** Shown only without JavaScript, when the request was rejected (400): the form with its errors. */
export default function DocumentRequestErrorPage() {
  const answer = useActionData<typeof action>();
  const params = useParams();
  // POST only: a plain GET (no answer to show) just links back.
  if (!answer || !("result" in answer)) return <BackLink to={`/public/${params.slug}`} label="Back" />;
  const label = DOCUMENT_REQUEST_LABEL[answer.type];
  return (
    <PublicShell slug={answer.company.slug} companyName={answer.company.name}>
      <section className="mx-auto max-w-lg rounded-xl border bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-xl font-semibold">Request the {label}</h1>
        <DocumentRequestForm slug={answer.company.slug} type={answer.type} redirectTo={answer.redirectTo} lastResult={answer.result} />
        <Link to={answer.redirectTo} className="mt-4 inline-block text-sm text-blue-700 underline">
          Back
        </Link>
      </section>
    </PublicShell>
  );
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Link to={to} className="text-blue-700 underline">
        {label}
      </Link>
    </main>
  );
}
