import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { DOCUMENT_REQUEST_LABEL } from "../../domain/mail/request";
import { DOCUMENT_REQUEST_MISSING, missingSummary } from "../../schemas/request-messages";
import { ErrorList, Field, StatusButton } from "../forms";
import { fieldErrors, formErrors, plainField } from "./plain-form";

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
  const formRef = useRef<HTMLFormElement>(null);
  const reply = fetcher.data?.result ?? lastResult ?? null;
  const formId = `document-request-${type}`;
  useOnFetcherSuccess(fetcher, () => {
    formRef.current?.reset();
    onSuccess?.();
  });
  const field = (name: string) => plainField(formId, reply, name);
  const name = field("name");
  const email = field("email");
  const company = field("company");
  const message = field("message");
  const summary = missingSummary(fieldErrors(reply, ["name", "email"]), DOCUMENT_REQUEST_MISSING);
  return (
    <fetcher.Form ref={formRef} id={formId} method="post" action={`/public/${slug}/request-document`} noValidate className="space-y-3 text-left">
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {summary ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {summary}
        </p>
      ) : null}
      <ErrorList id={`${formId}-error`} errors={[...(formErrors(reply) ?? []), ...(reply?.error?.type ?? [])]} />
      <Field label="Name *" inputProps={{ ...name.inputProps, type: "text", autoComplete: "name", "aria-required": true }} errors={name.errors} errorId={name.errorId} />
      <Field label="Email *" inputProps={{ ...email.inputProps, type: "email", autoComplete: "email", "aria-required": true }} errors={email.errors} errorId={email.errorId} />
      <Field label="Company" inputProps={{ ...company.inputProps, type: "text", autoComplete: "organization" }} errors={company.errors} errorId={company.errorId} />
      <div>
        <label htmlFor={message.inputProps.id} className="mb-1 block text-sm font-medium text-gray-700">
          Message
        </label>
        <textarea {...message.inputProps} aria-invalid={message.errors ? true : undefined} aria-describedby={message.errors ? message.errorId : undefined} rows={3} className={textareaClass} />
        <ErrorList id={message.errorId} errors={message.errors} />
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
