import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CALL_REQUEST_MISSING, missingSummary } from "../../schemas/request-messages";
import { ErrorList, Field, StatusButton } from "../forms";
import { fieldErrors, formErrors, plainField } from "./plain-form";
import { dialogClass, summaryButton, textareaClass, useOnFetcherSuccess, type RequestActionData } from "./request-buttons";

const DIALOG_ID = "schedule-call";

/** The call request form (spec: name, email, company, message, preferredTime). Posts to /public/{slug}/schedule-call. */
export function CallRequestForm({
  slug,
  redirectTo,
  lastResult,
  onSuccess,
}: {
  slug: string;
  redirectTo: string;
  lastResult?: SubmissionResult<string[]> | null;
  onSuccess?: () => void;
}) {
  const fetcher = useFetcher<RequestActionData>({ key: `call-request-${slug}` });
  const formRef = useRef<HTMLFormElement>(null);
  const reply = fetcher.data?.result ?? lastResult ?? null;
  const formId = "call-request";
  useOnFetcherSuccess(fetcher, () => {
    formRef.current?.reset();
    onSuccess?.();
  });
  const field = (name: string) => plainField(formId, reply, name);
  const name = field("name");
  const email = field("email");
  const company = field("company");
  const preferredTime = field("preferredTime");
  const message = field("message");
  const summary = missingSummary(fieldErrors(reply, ["name", "email", "message"]), CALL_REQUEST_MISSING);
  return (
    <fetcher.Form ref={formRef} id={formId} method="post" action={`/public/${slug}/schedule-call`} noValidate className="space-y-3 text-left">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {summary ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {summary}
        </p>
      ) : null}
      <ErrorList id={`${formId}-error`} errors={formErrors(reply)} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name *" inputProps={{ ...name.inputProps, type: "text", autoComplete: "name", "aria-required": true }} errors={name.errors} errorId={name.errorId} />
        <Field label="Email *" inputProps={{ ...email.inputProps, type: "email", autoComplete: "email", "aria-required": true }} errors={email.errors} errorId={email.errorId} />
        <Field label="Company" inputProps={{ ...company.inputProps, type: "text", autoComplete: "organization" }} errors={company.errors} errorId={company.errorId} />
        <Field
          label="Preferred Time"
          inputProps={{ ...preferredTime.inputProps, type: "text", placeholder: "e.g. weekdays after 14:00" }}
          errors={preferredTime.errors}
          errorId={preferredTime.errorId}
        />
      </div>
      <div>
        <label htmlFor={message.inputProps.id} className="mb-1 block text-sm font-medium text-gray-700">
          Message *
        </label>
        <textarea
          {...message.inputProps}
          aria-required
          aria-invalid={message.errors ? true : undefined}
          aria-describedby={message.errors ? message.errorId : undefined}
          rows={4}
          className={textareaClass}
        />
        <ErrorList id={message.errorId} errors={message.errors} />
      </div>
      <StatusButton type="submit" pending={fetcher.state !== "idle"} pendingText="Sending...">
        Send Request
      </StatusButton>
    </fetcher.Form>
  );
}

/**
 * 'Schedule a Call': a disclosure that works without JavaScript. Its panel has the id
 * `schedule-call`, so a `#schedule-call` link opens it (browsers reveal a closed <details>
 * around a fragment target; with JavaScript we also open it on client-side navigation).
 */
export function ScheduleCallDialog({ slug, redirectTo }: { slug: string; redirectTo: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${DIALOG_ID}` || !ref.current) return;
    ref.current.open = true;
    document.getElementById(DIALOG_ID)?.scrollIntoView({ block: "center" });
  }, [hash]);
  return (
    <details ref={ref} className={dialogClass}>
      <summary className={summaryButton}>Schedule a Call</summary>
      <div id={DIALOG_ID} role="group" aria-labelledby={`${DIALOG_ID}-title`} className="mx-auto mt-4 max-w-2xl">
        <h3 id={`${DIALOG_ID}-title`} className="mb-1 text-lg font-semibold">
          Schedule a Call
        </h3>
        <p className="mb-4 text-sm text-gray-600">Tell us when suits you and what you would like to discuss; we will get back to you.</p>
        <CallRequestForm slug={slug} redirectTo={redirectTo} onSuccess={() => ref.current?.removeAttribute("open")} />
      </div>
    </details>
  );
}
