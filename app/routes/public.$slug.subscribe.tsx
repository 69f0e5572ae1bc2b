import { type ActionFunctionArgs, data, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useParams } from "@remix-run/react";

import { BackOnlyPage, PublicShell } from "../components/public/public-shell";
import { SubscribeForm } from "../components/public/subscribe-form";
import { REQUEST_TEXTS, SUBSCRIBE_TEXTS as T } from "../copy/site/texts";
import { safeRedirectPath } from "../domain/redirect";
import { SubscribeSchema } from "../schemas/subscriptions";
import { readChatState } from "../server/chat/chat-state.server";
import { requireGrant } from "../server/investors/access-gate.server";
import { subscribe } from "../server/investors/subscriptions.server";
import { recordVisitorAction } from "../server/investors/visitor-events.server";
import { publicBaseUrl } from "../server/mail/queue.server";
import { parseForm } from "../server/platform/bounded-reply.server";
import { readForm } from "../server/platform/form.server";
import { publicBudgetText, spendPublicBudget } from "../server/platform/public-budgets.server";
import { redirectWithToast } from "../server/platform/toast.server";

export const meta: MetaFunction = () => [{ title: T.documentTitle }];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const company = await requireGrant(request, context, params.slug);
  const form = await readForm(request, "en");
  const back = safeRedirectPath(
    form.get("redirectTo"),
    new URL(request.url).origin,
    `/public/${company.slug}/timeline`,
  );
  const submission = parseForm(form, SubscribeSchema);
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), company: { name: company.name, slug: company.slug }, redirectTo: back },
      { status: 400 },
    );
  }
  const { email } = submission.value;
  // Each subscription may mail a verification: bounded per visitor, address and company a day (ADR 034).
  const refused = await spendPublicBudget(
    request,
    context,
    company,
    "subscribe",
    (await readChatState(request, context)).vid,
  );
  if (refused) {
    return data(
      {
        result: submission.reply({ formErrors: [publicBudgetText("subscribe", refused)] }),
        company: { name: company.name, slug: company.slug },
        redirectTo: back,
      },
      { status: 429 },
    );
  }
  try {
    await subscribe(context.db, context.cloudflare.env.NOTIFICATIONS, {
      company,
      email,
      baseUrl: publicBaseUrl(context.cloudflare.env),
    });
    await recordVisitorAction(request, context, company, { kind: "subscribe", email });
  } catch (error) {
    console.error("subscription failed", error);
    return redirectWithToast(context.toasts, request, back, {
      title: T.failedTitle,
      description: T.failed,
      variant: "destructive",
    });
  }
  // The same answer whether the address was new, unverified or already verified.
  return redirectWithToast(context.toasts, request, back, {
    title: T.sentTitle,
    description: T.sent(email),
  });
}

/** Shown only without JavaScript, when the address was rejected (400). */
export default function SubscribeErrorPage() {
  const answer = useActionData<typeof action>();
  const params = useParams();
  // POST only: a plain GET (no answer to show) just links back.
  if (!answer || !("result" in answer))
    return <BackOnlyPage to={`/public/${params.slug}/timeline`} label={T.backToTimeline} />;
  return (
    <PublicShell slug={answer.company.slug} companyName={answer.company.name}>
      <div className="mx-auto max-w-xl space-y-4">
        <SubscribeForm slug={answer.company.slug} redirectTo={answer.redirectTo} lastResult={answer.result} />
        <Link to={answer.redirectTo} className="text-sm text-blue-700 underline">
          {REQUEST_TEXTS.back}
        </Link>
      </div>
    </PublicShell>
  );
}
