import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SubscribeSchema } from "../../schemas/subscriptions";
import { Field, StatusButton } from "../forms";

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
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SubscribeSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const pending = fetcher.state !== "idle";
  const wasPending = useRef(false);
  useEffect(() => {
    if (pending) {
      wasPending.current = true;
      return;
    }
    // Success redirects (fetcher.data stays empty): clear the field.
    if (wasPending.current && !fetcher.data) form.reset();
    wasPending.current = false;
  }, [pending, fetcher.data, form]);

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
