import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { CALL_REQUEST_TEXTS as T } from "../../copy/site/texts";
import { missingSummary } from "../../schemas/request-messages";
import { ErrorList, Field, StatusButton } from "../forms";
import { fieldErrors, formErrors } from "./plain-form";
import {
  ContactFields,
  dialogClass,
  MessageField,
  MissingSummary,
  summaryButton,
  usePlainForm,
} from "./request-buttons";

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
  const formId = "call-request";
  const { fetcher, formRef, reply, field } = usePlainForm(
    `call-request-${slug}`,
    formId,
    lastResult,
    onSuccess,
  );
  const preferredTime = field("preferredTime");
  const summary = missingSummary(fieldErrors(reply, ["name", "email", "message"]), T.missing);
  return (
    <fetcher.Form
      ref={formRef}
      id={formId}
      method="post"
      action={`/public/${slug}/schedule-call`}
      noValidate
      className="space-y-3 text-left"
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <MissingSummary summary={summary} />
      <ErrorList id={`${formId}-error`} errors={formErrors(reply)} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ContactFields field={field} />
        <Field
          label={T.preferredTimeLabel}
          inputProps={{ ...preferredTime.inputProps, type: "text", placeholder: T.preferredTimePlaceholder }}
          errors={preferredTime.errors}
          errorId={preferredTime.errorId}
        />
      </div>
      <MessageField field={field("message")} label={T.messageLabel} rows={4} required />
      <StatusButton type="submit" pending={fetcher.state !== "idle"} pendingText={T.submitting}>
        {T.submit}
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
      <summary className={summaryButton}>{T.title}</summary>
      <div
        id={DIALOG_ID}
        role="group"
        aria-labelledby={`${DIALOG_ID}-title`}
        className="mx-auto mt-4 max-w-2xl"
      >
        <h3 id={`${DIALOG_ID}-title`} className="mb-1 text-lg font-semibold">
          {T.title}
        </h3>
        <p className="mb-4 text-sm text-gray-600">{T.intro}</p>
        <CallRequestForm
          slug={slug}
          redirectTo={redirectTo}
          onSuccess={() => ref.current?.removeAttribute("open")}
        />
      </div>
    </details>
  );
}
