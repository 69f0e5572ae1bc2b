import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { DOCUMENT_REQUEST_LABEL } from "../../domain/mail/request";
import { DOCUMENT_REQUEST_MISSING, missingSummary } from "../../schemas/request-messages";
import { ErrorList, Field, StatusButton } from "../forms";

export type RequestActionData = { result: SubmissionResult<string[]> };
type DocumentType = keyof typeof DOCUMENT_REQUEST_LABEL;

export const summaryButton =
  "inline-flex cursor-pointer list-none items-center justify-center rounded-md border border-blue-600 bg-white px-4 py-2 font-medium text-blue-700 shadow-sm hover:bg-blue-50 [&::-webkit-details-marker]:hidden";
/** Closed: just its button. Open: a card on a row of its own (in a flex-wrap parent). */
export const dialogClass = "text-center open:w-full open:basis-full open:rounded-xl open:border open:bg-white open:p-4 open:shadow-sm";
export const textareaClass =
  "block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 shadow-sm focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500";

/**
 * Runs `onSuccess` when a fetcher submission ends in a redirect (success, with a toast): the
 * fetcher's data is then the same as before the submission, while an error answer brings new
 * data and the form stays open with its messages.
 */
export function useOnFetcherSuccess(fetcher: { state: string; data?: unknown }, onSuccess: () => void) {
  const pending = useRef<{ dataBefore: unknown } | null>(null);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    if (fetcher.state !== "idle") {
      pending.current ??= { dataBefore: fetcher.data };
      return;
    }
    if (pending.current && fetcher.data === pending.current.dataBefore) callback.current();
    pending.current = null;
  }, [fetcher.state, fetcher.data]);
}

/** The document request form (spec: type, name, email, company, message). Posts to /public/{slug}/request-document. */
export function DocumentRequestForm({
  slug,
  type,
  redirectTo,
  lastResult,
  onSuccess,
}: {
  slug: string;
  type: DocumentType;
  redirectTo: string;
  lastResult?: SubmissionResult<string[]> | null;
  onSuccess?: () => void;
}) {
  const fetcher = useFetcher<RequestActionData>({ key: `document-request-${slug}-${type}` });
  const [form, fields] = useForm({
    id: `document-request-${type}`,
    lastResult: fetcher.data?.result ?? lastResult ?? null,
    // Validated by the action only (same zod schema, same messages): public pages ship no zod.
    shouldValidate: "onSubmit",
  });
  useOnFetcherSuccess(fetcher, () => {
    form.reset();
    onSuccess?.();
  });
  const summary = missingSummary(
    { name: fields.name.errors, email: fields.email.errors },
    DOCUMENT_REQUEST_MISSING,
  );
  return (
    <fetcher.Form method="post" action={`/public/${slug}/request-document`} className="space-y-3 text-left" {...getFormProps(form)}>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {summary ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {summary}
        </p>
      ) : null}
      <ErrorList id={form.errorId} errors={[...(form.errors ?? []), ...(fields.type.errors ?? [])]} />
      <Field
        label="Name *"
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name", "aria-required": true }}
        errors={fields.name.errors}
        errorId={fields.name.errorId}
      />
      <Field
        label="Email *"
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", "aria-required": true }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <Field
        label="Company"
        inputProps={{ ...getInputProps(fields.company, { type: "text" }), autoComplete: "organization" }}
        errors={fields.company.errors}
        errorId={fields.company.errorId}
      />
      <div>
        <label htmlFor={fields.message.id} className="mb-1 block text-sm font-medium text-gray-700">
          Message
        </label>
        <textarea {...getTextareaProps(fields.message)} rows={3} className={textareaClass} />
        <ErrorList id={fields.message.errorId} errors={fields.message.errors} />
      </div>
      <StatusButton type="submit" pending={fetcher.state !== "idle"} pendingText="Submitting...">
        Submit Request
      </StatusButton>
    </fetcher.Form>
  );
}

/** One request button: a disclosure (works without JavaScript) holding the request form. */
function DocumentRequestDialog({ slug, type, redirectTo }: { slug: string; type: DocumentType; redirectTo: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const label = DOCUMENT_REQUEST_LABEL[type];
  return (
    <details ref={ref} className={dialogClass}>
      <summary className={summaryButton}>Request {label}</summary>
      <div role="group" aria-label={`Request ${label}`} className="mx-auto mt-4 max-w-lg">
        <h3 className="mb-1 text-lg font-semibold">Request the {label}</h3>
        <p className="mb-4 text-sm text-gray-600">Leave your details and we will send it to you.</p>
        <DocumentRequestForm slug={slug} type={type} redirectTo={redirectTo} onSuccess={() => ref.current?.removeAttribute("open")} />
      </div>
    </details>
  );
}

/**
 * The two request buttons (captable, finance deck), each opening a document request form.
 * `display: contents`: the buttons join the caller's flex row, and an open form takes a row of its own.
 */
export function RequestButtons({ slug, redirectTo }: { slug: string; redirectTo: string }) {
  return (
    <div className="contents" data-testid="request-buttons">
      <DocumentRequestDialog slug={slug} type="captable" redirectTo={redirectTo} />
      <DocumentRequestDialog slug={slug} type="finance-deck" redirectTo={redirectTo} />
    </div>
  );
}
