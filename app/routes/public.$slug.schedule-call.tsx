import { type ActionFunctionArgs, data, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useParams } from "@remix-run/react";

import { BackOnlyPage, RefusedRequestPage } from "../components/public/public-shell";
import { CallRequestForm } from "../components/public/schedule-call-dialog";
import { CALL_REQUEST_TEXTS as T, REQUEST_TEXTS } from "../copy/site/texts";
import { safeRedirectPath } from "../domain/redirect";
import { CallRequestSchema } from "../schemas/requests";
import { requireGrantOf } from "../server/investors/access-gate.server";
import { fileVisitorRequest, spendRequestBudget } from "../server/investors/public-requests.server";
import { createCallRequest } from "../server/investors/requests.server";
import { parseForm } from "../server/platform/bounded-reply.server";
import { readForm } from "../server/platform/form.server";
import { publicBudgetText } from "../server/platform/public-budgets.server";

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
  const refused = await spendRequestBudget(request, context, company);
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
  return fileVisitorRequest(request, context, { company, grant }, back, {
    kind: "call",
    email: submission.value.email,
    store: (by) =>
      createCallRequest(context.db, context.cloudflare.env.NOTIFICATIONS, {
        company,
        input: submission.value,
        ...by,
      }),
    sent: T.success,
    failed: { title: REQUEST_TEXTS.errorTitle, description: T.failed },
  });
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
