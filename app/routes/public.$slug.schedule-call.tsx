import { type ActionFunctionArgs, data, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useParams } from "@remix-run/react";

import { BackOnlyPage, RefusedRequestPage } from "../components/public/public-shell";
import { CallRequestForm } from "../components/public/schedule-call-dialog";
import { safeRedirectPath } from "../domain/redirect";
import { CALL_REQUEST_TEXTS as T, REQUEST_TEXTS } from "../domain/site/texts";
import { CallRequestSchema } from "../schemas/requests";
import { readChatState } from "../server/chat/chat-state.server";
import { requireGrantOf } from "../server/investors/access-gate.server";
import { createCallRequest } from "../server/investors/requests.server";
import { recordVisitorAction } from "../server/investors/visitor-events.server";
import { publicBaseUrl } from "../server/mail/queue.server";
import { parseForm } from "../server/platform/bounded-reply.server";
import { readForm } from "../server/platform/form.server";
import { publicBudgetText, spendPublicBudget } from "../server/platform/public-budgets.server";
import { redirectWithToast } from "../server/platform/toast.server";

export const meta: MetaFunction = () => [{ title: T.title }];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { company, grant } = await requireGrantOf(request, context, params.slug);
  const form = await readForm(request, "en");
  const back = safeRedirectPath(
    form.get("redirectTo"),
    new URL(request.url).origin,
    `/public/${company.slug}/timeline`,
  );
  const submission = parseForm(form, CallRequestSchema);
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), company: { name: company.name, slug: company.slug }, redirectTo: back },
      { status: 400 },
    );
  }
  // Each request mails every member: bounded per visitor, address and company a day (ADR 034).
  const refused = await spendPublicBudget(
    request,
    context,
    company,
    "request",
    (await readChatState(request, context)).vid,
  );
  if (refused) {
    return data(
      {
        result: submission.reply({ formErrors: [publicBudgetText("request", refused)] }),
        company: { name: company.name, slug: company.slug },
        redirectTo: back,
      },
      { status: 429 },
    );
  }
  try {
    const row = await createCallRequest(context.db, context.cloudflare.env.NOTIFICATIONS, {
      company,
      input: submission.value,
      baseUrl: publicBaseUrl(context.cloudflare.env),
      // Attributed only to the investor whose personal link granted this browser, never to the typed name.
      investorId: grant.member ? null : grant.investorId,
    });
    await recordVisitorAction(request, context, company, {
      kind: "request",
      ref: `call:${row.id}`,
      email: submission.value.email,
    });
  } catch (error) {
    console.error("call request failed", error);
    return redirectWithToast(context.toasts, request, back, {
      title: REQUEST_TEXTS.errorTitle,
      description: T.failed,
      variant: "destructive",
    });
  }
  return redirectWithToast(context.toasts, request, back, { title: T.success });
}

/** Shown only without JavaScript, when the request was rejected (400): the form with its errors. */
export default function CallRequestErrorPage() {
  const answer = useActionData<typeof action>();
  const params = useParams();
  // POST only: a plain GET (no answer to show) just links back.
  if (!answer || !("result" in answer))
    return <BackOnlyPage to={`/public/${params.slug}/timeline#schedule-call`} label={T.title} />;
  return (
    <RefusedRequestPage company={answer.company} back={answer.redirectTo} title={T.title} width="max-w-2xl">
      <CallRequestForm slug={answer.company.slug} redirectTo={answer.redirectTo} lastResult={answer.result} />
    </RefusedRequestPage>
  );
}
