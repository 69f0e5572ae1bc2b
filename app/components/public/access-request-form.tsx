import { Form } from "@remix-run/react";

import { ACCESS_REQUEST_TEXTS, type GateLanguage } from "../../copy/site/gate-texts";
import { ACCESS_REQUEST_LIMITS as LIMITS } from "../../schemas/request-messages";
import { Button } from "../ui/button";
import { flatInputClass, labelClass } from "../ui/input";
import { useIsPending } from "../use-is-pending";

/** What the request-access action answers when it refuses (400/429), for the form to show again. */
export type AccessRequestAnswer = {
  language: GateLanguage;
  values: { name: string; email: string; message: string };
  errors: Partial<Record<"name" | "email" | "message" | "form", string>>;
};

/**
 * 'Toegang aanvragen' ('Request access' on an English gate): name, e-mail and a message, posted
 * to /public/{slug}/request-access — a plain form, so it works without JavaScript; the answer
 * comes back to `redirectTo` (the gate) with a toast, or as the form with its messages.
 */
export function AccessRequestForm({
  slug,
  companyName,
  language,
  redirectTo,
  answer,
}: {
  slug: string;
  companyName: string;
  language: GateLanguage;
  redirectTo: string;
  answer?: AccessRequestAnswer;
}) {
  const T = ACCESS_REQUEST_TEXTS[language];
  const busy = useIsPending("access.request");
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  const field = (name: "name" | "email", label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`access-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`access-${name}`}
        name={name}
        type={type}
        required
        maxLength={LIMITS[name]}
        autoComplete={autoComplete}
        defaultValue={values?.[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `access-${name}-error` : undefined}
        className={flatInputClass}
      />
      {errors[name] ? (
        <p id={`access-${name}-error`} className="mt-1 text-sm text-red-600">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <Form
      method="post"
      action={`/public/${slug}/request-access`}
      className="space-y-3 text-left"
      data-testid="access-request-form"
      noValidate
    >
      <p className="text-sm text-gray-600">{T.intro(companyName)}</p>
      <input type="hidden" name="intent" value="access.request" />
      <input type="hidden" name="lang" value={language} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {field("name", T.name, "text", "name")}
      {field("email", T.email, "email", "email")}
      <div>
        <label htmlFor="access-message" className={labelClass}>
          {T.message}
        </label>
        <textarea
          id="access-message"
          name="message"
          required
          rows={3}
          maxLength={LIMITS.message}
          defaultValue={values?.message ?? ""}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={
            errors.message ? "access-message-error access-message-hint" : "access-message-hint"
          }
          className={flatInputClass}
        />
        <p id="access-message-hint" className="mt-1 text-xs text-gray-500">
          {T.messageHint}
        </p>
        {errors.message ? (
          <p id="access-message-error" className="mt-1 text-sm text-red-600">
            {errors.message}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      ) : null}
      <Button variant="secondary" disabled={busy} className="w-full">
        {busy ? T.sending : T.submit}
      </Button>
    </Form>
  );
}
