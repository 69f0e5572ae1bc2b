import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { Field, StatusButton } from "../forms";
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
  const [form, fields] = useForm({
    id: `subscribe-${slug}`,
    lastResult: fetcher.data?.result ?? lastResult ?? null,
    // Validated by the action only (same zod schema, same messages): public pages ship no zod.
    shouldValidate: "onSubmit",
  });
  const pending = fetcher.state !== "idle";
  // Success redirects: clear the field.
  useOnFetcherSuccess(fetcher, () => form.reset());

  return (
    <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby={`${form.id}-title`}>
      <h2 id={`${form.id}-title`} className="mb-1 text-xl font-semibold">
        Get updates by email
      </h2>
      <p className="mb-4 text-sm text-gray-600">We e-mail you when we publish a new update. You can unsubscribe at any time.</p>
      <fetcher.Form method="post" action={`/public/${slug}/subscribe`} className="flex flex-col gap-3 sm:flex-row sm:items-start" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo ?? `/public/${slug}/timeline`} />
        <div className="flex-1">
          <Field
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", placeholder: "you@example.com" }}
            errors={fields.email.errors}
            errorId={fields.email.errorId}
          />
        </div>
        <StatusButton type="submit" pending={pending} pendingText="Subscribing..." className="sm:mt-6">
          Subscribe
        </StatusButton>
      </fetcher.Form>
    </section>
  );
}
