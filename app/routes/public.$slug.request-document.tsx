import { type ActionFunctionArgs, data, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useParams } from "@remix-run/react";

import { BackOnlyPage, RefusedRequestPage } from "../components/public/public-shell";
import { DocumentRequestForm } from "../components/public/request-buttons";
import { DOCUMENT_REQUEST_LABEL } from "../copy/mail/request-texts";
import { DOCUMENT_REQUEST_TEXTS as T, REQUEST_TEXTS } from "../copy/site/texts";
import { safeRedirectPath } from "../domain/redirect";
import { DOCUMENT_REQUEST_TYPES, DocumentRequestSchema } from "../schemas/requests";
import { requireGrantOf } from "../server/investors/access-gate.server";
import { fileVisitorRequest, spendRequestBudget } from "../server/investors/public-requests.server";
import { createDocumentRequest } from "../server/investors/requests.server";
import { parseForm } from "../server/platform/bounded-reply.server";
import { readForm } from "../server/platform/form.server";
import { publicBudgetText } from "../server/platform/public-budgets.server";

export const meta: MetaFunction = () => [{ title: T.documentTitle }];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { company, grant } = await requireGrantOf(request, context, params.slug);
  const form = await readForm(request, "en");
  const back = safeRedirectPath(
    form.get("redirectTo"),
    new URL(request.url).origin,
    `/public/${company.slug}`,
  );
  const submission = parseForm(form, DocumentRequestSchema);
  if (submission.status !== "success") {
    const requested = String(form.get("type") ?? "");
    const type = (DOCUMENT_REQUEST_TYPES as readonly string[]).includes(requested)
      ? (requested as (typeof DOCUMENT_REQUEST_TYPES)[number])
      : "captable";
    return data(
      {
        result: submission.reply(),
        type,
        company: { name: company.name, slug: company.slug },
        redirectTo: back,
      },
      { status: 400 },
    );
  }
  const refused = await spendRequestBudget(request, context, company);
  if (refused) {
    return data(
      {
        result: submission.reply({ formErrors: [publicBudgetText("request", refused)] }),
        type: submission.value.type,
        company: { name: company.name, slug: company.slug },
        redirectTo: back,
      },
      { status: 429 },
    );
  }
  return fileVisitorRequest(request, context, { company, grant }, back, {
    kind: "document",
    email: submission.value.email,
    store: (by) =>
      createDocumentRequest(context.db, context.cloudflare.env.NOTIFICATIONS, {
        company,
        input: submission.value,
        ...by,
      }),
    sent: T.success,
    failed: { title: T.failedTitle, description: T.failed },
  });
}

/** Shown only without JavaScript, when the request was rejected (400): the form with its errors. */
export default function DocumentRequestErrorPage() {
  const answer = useActionData<typeof action>();
  const params = useParams();
  // POST only: a plain GET (no answer to show) just links back.
  if (!answer || !("result" in answer))
    return <BackOnlyPage to={`/public/${params.slug}`} label={REQUEST_TEXTS.back} />;
  const label = DOCUMENT_REQUEST_LABEL[answer.type];
  return (
    <RefusedRequestPage
      company={answer.company}
      back={answer.redirectTo}
      title={T.title(label)}
      width="max-w-lg"
    >
      <DocumentRequestForm
        slug={answer.company.slug}
        type={answer.type}
        redirectTo={answer.redirectTo}
        lastResult={answer.result}
      />
    </RefusedRequestPage>
  );
}
