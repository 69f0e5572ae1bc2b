import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CALL_REQUEST_MISSING, missingSummary } from "../../schemas/request-messages";
import { ErrorList, Field, StatusButton } from "../forms";
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
  const [form, fields] = useForm({
    id: "call-request",
    lastResult: fetcher.data?.result ?? lastResult ?? null,
    // Validated by the action only (same zod schema, same messages): public pages ship no zod.
    shouldValidate: "onSubmit",
  });
  useOnFetcherSuccess(fetcher, () => {
    form.reset();
    onSuccess?.();
  });
  const summary = missingSummary({ name: fields.name.errors, email: fields.email.errors, message: fields.message.errors }, CALL_REQUEST_MISSING);
  return (
    <fetcher.Form method="post" action={`/public/${slug}/schedule-call`} className="space-y-3 text-left" {...getFormProps(form)}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {summary ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {summary}
        </p>
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-2">
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
        <Field
          label="Preferred Time"
          inputProps={{ ...getInputProps(fields.preferredTime, { type: "text" }), placeholder: "e.g. weekdays after 14:00" }}
          errors={fields.preferredTime.errors}
          errorId={fields.preferredTime.errorId}
        />
      </div>
      <div>
        <label htmlFor={fields.message.id} className="mb-1 block text-sm font-medium text-gray-700">
          Message *
        </label>
        <textarea {...getTextareaProps(fields.message)} aria-required rows={4} className={textareaClass} />
        <ErrorList id={fields.message.errorId} errors={fields.message.errors} />
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
