import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { DOCUMENT_REQUEST_LABEL } from "../../copy/mail/request-texts";
import { DOCUMENT_REQUEST_TEXTS as T, REQUEST_TEXTS } from "../../copy/site/texts";
import { missingSummary } from "../../schemas/request-messages";
import { ErrorList, Field, StatusButton } from "../forms";
import { inputClass, labelClass } from "../ui/input";
import { fieldErrors, formErrors, plainField } from "./plain-form";

export type RequestActionData = { result: SubmissionResult<string[]> };
type DocumentType = keyof typeof DOCUMENT_REQUEST_LABEL;

export const summaryButton =
  "inline-flex cursor-pointer list-none items-center justify-center rounded-md border border-blue-600 bg-white px-4 py-2 font-medium text-blue-700 shadow-sm hover:bg-blue-50 [&::-webkit-details-marker]:hidden";
/** Closed: just its button. Open: a card on a row of its own (in a flex-wrap parent). */
export const dialogClass =
  "text-center open:w-full open:basis-full open:rounded-xl open:border open:bg-white open:p-4 open:shadow-sm";

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

/**
 * A public form posted through a fetcher: its reply (the fetcher's, or the no-JS error page's
 * `lastResult`) and its fields. A success (a redirect) clears the form and runs `onSuccess`.
 */
export function usePlainForm(
  key: string,
  formId: string,
  lastResult?: SubmissionResult<string[]> | null,
  onSuccess?: () => void,
) {
  const fetcher = useFetcher<RequestActionData>({ key });
  const formRef = useRef<HTMLFormElement>(null);
  const reply = fetcher.data?.result ?? lastResult ?? null;
  useOnFetcherSuccess(fetcher, () => {
    formRef.current?.reset();
    onSuccess?.();
  });
  return { fetcher, formRef, reply, field: (name: string) => plainField(formId, reply, name) };
}

/** The line above a request form's fields when a required one is empty. */
export function MissingSummary({ summary }: { summary: string | null }) {
  return summary ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {summary}
    </p>
  ) : null;
}

/** The request forms' name, e-mail and company fields. */
export function ContactFields({ field }: { field: (name: string) => ReturnType<typeof plainField> }) {
  const name = field("name");
  const email = field("email");
  const company = field("company");
  return (
    <>
      <Field
        label={REQUEST_TEXTS.nameLabel}
        inputProps={{ ...name.inputProps, type: "text", autoComplete: "name", "aria-required": true }}
        errors={name.errors}
        errorId={name.errorId}
      />
      <Field
        label={REQUEST_TEXTS.emailLabel}
        inputProps={{ ...email.inputProps, type: "email", autoComplete: "email", "aria-required": true }}
        errors={email.errors}
        errorId={email.errorId}
      />
      <Field
        label={REQUEST_TEXTS.companyLabel}
        inputProps={{ ...company.inputProps, type: "text", autoComplete: "organization" }}
        errors={company.errors}
        errorId={company.errorId}
      />
    </>
  );
}

/** A request form's message. */
export function MessageField({
  field,
  label,
  rows,
  required = false,
}: {
  field: ReturnType<typeof plainField>;
  label: string;
  rows: number;
  required?: boolean;
}) {
  return (
    <div>
      <label htmlFor={field.inputProps.id} className={labelClass}>
        {label}
      </label>
      <textarea
        {...field.inputProps}
        aria-required={required || undefined}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
        rows={rows}
        className={inputClass}
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
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
  const formId = `document-request-${type}`;
  const { fetcher, formRef, reply, field } = usePlainForm(
    `document-request-${slug}-${type}`,
    formId,
    lastResult,
    onSuccess,
  );
  const summary = missingSummary(fieldErrors(reply, ["name", "email"]), T.missing);
  return (
    <fetcher.Form
      ref={formRef}
      id={formId}
      method="post"
      action={`/public/${slug}/request-document`}
      noValidate
      className="space-y-3 text-left"
    >
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <MissingSummary summary={summary} />
      <ErrorList
        id={`${formId}-error`}
        errors={[...(formErrors(reply) ?? []), ...(reply?.error?.type ?? [])]}
      />
      <ContactFields field={field} />
      <MessageField field={field("message")} label={T.messageLabel} rows={3} />
      <StatusButton type="submit" pending={fetcher.state !== "idle"} pendingText={T.submitting}>
        {T.submit}
      </StatusButton>
    </fetcher.Form>
  );
}

/** One request button: a disclosure (works without JavaScript) holding the request form. */
function DocumentRequestDialog({
  slug,
  type,
  redirectTo,
}: {
  slug: string;
  type: DocumentType;
  redirectTo: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const label = DOCUMENT_REQUEST_LABEL[type];
  return (
    <details ref={ref} className={dialogClass}>
      <summary className={summaryButton}>{T.button(label)}</summary>
      <div role="group" aria-label={T.button(label)} className="mx-auto mt-4 max-w-lg">
        <h3 className="mb-1 text-lg font-semibold">{T.title(label)}</h3>
        <p className="mb-4 text-sm text-gray-600">{T.intro}</p>
        <DocumentRequestForm
          slug={slug}
          type={type}
          redirectTo={redirectTo}
          onSuccess={() => ref.current?.removeAttribute("open")}
        />
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
