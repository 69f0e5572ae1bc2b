import type { SubmissionResult } from "@conform-to/react";

import { SUBSCRIBE_TEXTS as T } from "../../copy/site/texts";
import { Field, StatusButton } from "../forms";
import { Card } from "../ui/card";
import { usePlainForm } from "./request-buttons";

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
  const formId = `subscribe-${slug}`;
  // Validated by the action only (ADR 005). Success redirects: the field is cleared.
  const { fetcher, formRef, field } = usePlainForm(`subscribe-${slug}`, formId, lastResult);
  const email = field("email");
  const pending = fetcher.state !== "idle";

  return (
    <Card aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="mb-1 text-xl font-semibold">
        {T.title}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{T.intro}</p>
      <fetcher.Form
        ref={formRef}
        id={formId}
        method="post"
        action={`/public/${slug}/subscribe`}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <input type="hidden" name="redirectTo" value={redirectTo ?? `/public/${slug}/timeline`} />
        <div className="flex-1">
          <Field
            label={T.emailLabel}
            inputProps={{
              ...email.inputProps,
              type: "email",
              autoComplete: "email",
              placeholder: T.emailPlaceholder,
            }}
            errors={email.errors}
            errorId={email.errorId}
          />
        </div>
        <StatusButton type="submit" pending={pending} pendingText={T.submitting} className="sm:mt-6">
          {T.submit}
        </StatusButton>
      </fetcher.Form>
    </Card>
  );
}
