import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useParams } from "@remix-run/react";
import { PublicShell } from "../components/public/public-shell";
import { SubscribeForm } from "../components/public/subscribe-form";
import { safeRedirectPath } from "../domain/redirect";
import { SubscribeSchema } from "../schemas/subscriptions";
import { requireGrant } from "../server/access-gate.server";
import { publicBaseUrl } from "../server/mail/queue.server";
import { subscribe } from "../server/subscriptions.server";
import { redirectWithToast } from "../server/toast.server";
import { readForm } from "../server/form.server";
import { recordVisitorAction } from "../server/visitor-events.server";

export const meta: MetaFunction = () => [{ title: "Subscribe to updates" }];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const company = await requireGrant(request, context, params.slug);
  const form = await readForm(request, "en");
  const back = safeRedirectPath(form.get("redirectTo"), new URL(request.url).origin, `/public/${company.slug}/timeline`);
  const submission = parseWithZod(form, { schema: SubscribeSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), company: { name: company.name, slug: company.slug }, redirectTo: back }, { status: 400 });
  }
  const { email } = submission.value;
  try {
    await subscribe(context.db, context.cloudflare.env.NOTIFICATIONS, { company, email, baseUrl: publicBaseUrl(request) });
    await recordVisitorAction(request, context, company, { kind: "subscribe", email });
  } catch (error) {
    console.error("subscription failed", error);
    return redirectWithToast(context.toasts, request, back, {
      title: "Subscription failed",
      description: "Something went wrong. Please try again.",
      variant: "destructive",
    });
  }
  // The same answer whether the address was new, unverified or already verified.
  return redirectWithToast(context.toasts, request, back, {
    title: "Check your inbox",
    description: `To confirm, open the link in the email we sent to ${email}. Already subscribed? Then nothing changes.`,
  });
}

/** Shown only without JavaScript, when the address was rejected (400). */
export default function SubscribeErrorPage() {
  const answer = useActionData<typeof action>();
  const params = useParams();
  // POST only: a plain GET (no answer to show) just links back.
  if (!answer || !("result" in answer)) return <BackLink to={`/public/${params.slug}/timeline`} label="Back to the timeline" />;
  return (
    <PublicShell slug={answer.company.slug} companyName={answer.company.name}>
      <div className="mx-auto max-w-xl space-y-4">
        <SubscribeForm slug={answer.company.slug} redirectTo={answer.redirectTo} lastResult={answer.result} />
        <Link to={answer.redirectTo} className="text-sm text-blue-700 underline">
          Back
        </Link>
      </div>
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
