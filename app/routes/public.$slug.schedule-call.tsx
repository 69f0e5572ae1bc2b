import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useParams } from "@remix-run/react";
import { PublicShell } from "../components/public/public-shell";
import { CallRequestForm } from "../components/public/schedule-call-dialog";
import { safeRedirectPath } from "../domain/redirect";
import { CALL_REQUEST_FAILED, CALL_REQUEST_SUCCESS, CallRequestSchema } from "../schemas/requests";
import { requireGrant } from "../server/access-gate.server";
import { publicBaseUrl } from "../server/mail/queue.server";
import { createCallRequest } from "../server/requests.server";
import { redirectWithToast } from "../server/toast.server";
import { readForm } from "../server/form.server";
import { recordVisitorAction } from "../server/visitor-events.server";

export const meta: MetaFunction = () => [{ title: "Schedule a Call" }];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const company = await requireGrant(request, context, params.slug);
  const form = await readForm(request, "en");
  const back = safeRedirectPath(form.get("redirectTo"), new URL(request.url).origin, `/public/${company.slug}/timeline`);
  const submission = parseWithZod(form, { schema: CallRequestSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), company: { name: company.name, slug: company.slug }, redirectTo: back }, { status: 400 });
  }
  try {
    const row = await createCallRequest(context.db, context.cloudflare.env.NOTIFICATIONS, { company, input: submission.value, baseUrl: publicBaseUrl(request) });
    await recordVisitorAction(request, context, company, { kind: "request", ref: `call:${row.id}`, email: submission.value.email });
  } catch (error) {
    console.error("call request failed", error);
    return redirectWithToast(context.toasts, request, back, { title: "Error", description: CALL_REQUEST_FAILED, variant: "destructive" });
  }
  return redirectWithToast(context.toasts, request, back, { title: CALL_REQUEST_SUCCESS });
}

/** Shown only without JavaScript, when the request was rejected (400): the form with its errors. */
export default function CallRequestErrorPage() {
  const answer = useActionData<typeof action>();
  const params = useParams();
  // POST only: a plain GET (no answer to show) just links back.
  if (!answer || !("result" in answer)) return <BackLink to={`/public/${params.slug}/timeline#schedule-call`} label="Schedule a Call" />;
  return (
    <PublicShell slug={answer.company.slug} companyName={answer.company.name}>
      <section className="mx-auto max-w-2xl rounded-xl border bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-xl font-semibold">Schedule a Call</h1>
        <CallRequestForm slug={answer.company.slug} redirectTo={answer.redirectTo} lastResult={answer.result} />
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
