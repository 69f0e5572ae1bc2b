import type { SubmissionResult } from "@conform-to/react";
import { useRef } from "react";
import { useFetcher } from "@remix-run/react";
import { Field, StatusButton } from "../forms";
import { plainField } from "./plain-form";
import { useOnFetcherSuccess } from "./request-buttons";

export type SubscribeActionData = { result: SubmissionResult<string[]> };

/**
 * 'Get updates by email' on the public timeline. A plain POST form to
 * /public/{slug}/subscribe (works without JavaScript: the action redirects back with a toast);
 * with JavaScript it submits through a fetcher and shows errors in place.
 */
export function SubscribeForm({
  slug,
  redirectTo,
  lastResult,
}: {
  slug: string;
  /** Where to return after subscribing; default the timeline. */
  redirectTo?: string;
  /** The action's answer when rendered on the no-JS error page. */
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const fetcher = useFetcher<SubscribeActionData>({ key: `subscribe-${slug}` });
  const formRef = useRef<HTMLFormElement>(null);
  const formId = `subscribe-${slug}`;
  const email = plainField(formId, fetcher.data?.result ?? lastResult ?? null, "email");
  const pending = fetcher.state !== "idle";
  // Validated by the action only (ADR 005). Success redirects: clear the field.
  useOnFetcherSuccess(fetcher, () => formRef.current?.reset());

  return (
    <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="mb-1 text-xl font-semibold">
        Get updates by email
      </h2>
      <p className="mb-4 text-sm text-gray-600">We e-mail you when we publish a new update. You can unsubscribe at any time.</p>
      <fetcher.Form ref={formRef} id={formId} method="post" action={`/public/${slug}/subscribe`} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <input type="hidden" name="redirectTo" value={redirectTo ?? `/public/${slug}/timeline`} />
        <div className="flex-1">
          <Field
            label="Email"
            inputProps={{ ...email.inputProps, type: "email", autoComplete: "email", placeholder: "you@example.com" }}
            errors={email.errors}
            errorId={email.errorId}
          />
        </div>
        <StatusButton type="submit" pending={pending} pendingText="Subscribing..." className="sm:mt-6">
          Subscribe
        </StatusButton>
      </fetcher.Form>
    </section>
  );
}
