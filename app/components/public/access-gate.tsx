import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import {
  ACCESS_REQUEST_TEXTS,
  GATE_SCREEN_TEXTS,
  GATE_TEXTS as T,
  type GateLanguage,
} from "../../copy/site/gate-texts";
import { RECORDING_NOTICE } from "../../copy/site/texts";
import type { GateStepView } from "../../domain/investors/gate-access";
import { Button } from "../ui/button";
import { flatInputClass, labelClass } from "../ui/input";
import { useIsPending } from "../use-is-pending";
import { AccessRequestForm } from "./access-request-form";
import { type GateStepAnswer, GateStepScreen } from "./gate-steps";

/** What a gated page's action answers about the gate (and its later steps). */
export type GateAnswer =
  | ({ gateError?: string | null; gateEmailError?: string | null; gateEmail?: string } & GateStepAnswer)
  | undefined;

/**
 * The gate (docs/product.md#access-gate): 'Toegang Vereist' with a 'Toegangscode' password field,
 * under the company's name and tagline; 'Toegang aanvragen' for a visitor without the code. One
 * language throughout (ADR 053): Dutch, or English on the gates the spec titles in English.
 */
export function AccessGate({
  title,
  description,
  companyName,
  slug,
  tagline,
  fromMail = false,
  requestReturnTo,
  error,
  action,
  askEmail = false,
  answer,
  language = "nl",
}: {
  title?: string;
  description?: string;
  companyName: string;
  error?: string | null;
  /** Where the code is posted when not to this page (the personal link's gate posts to the site's home). */
  action?: string;
  /** The company asks for the visitor's e-mail with the code (recorded unverified). */
  askEmail?: boolean;
  /** The e-mail field's error and the address given, from the action's answer. */
  answer?: GateAnswer;
  language?: GateLanguage;
  /** The company's site, for 'Toegang aanvragen' (none: no request form). */
  slug?: string;
  tagline?: string | null;
  /** The visitor followed a link of an update mail: the gate says why it is there. */
  fromMail?: boolean;
  /** Where a request for access comes back to (default: this page). */
  requestReturnTo?: string;
}) {
  const emailTexts = T.email[language];
  const S = GATE_SCREEN_TEXTS[language];
  const location = useLocation();
  const emailError = answer?.gateEmailError ?? null;
  const navigation = useNavigation();
  const verifying = useIsPending("unlock");
  // The code field is uncontrolled: the gate's code may hydrate after the page (locked-page.tsx),
  // and what a visitor typed before then must stay in the field and be posted. `filled` starts
  // unknown (null: the button is enabled, as without JavaScript, where the server answers a blank
  // code) and is read from the field once React runs, then on every change.
  const input = useRef<HTMLInputElement>(null);
  const [filled, setFilled] = useState<boolean | null>(null);
  useEffect(() => setFilled((input.current?.value.trim() ?? "") !== ""), []);
  // A wrong code clears the field when the answer to a post from this page arrives (not on
  // mount: that would wipe a code typed before the gate's code ran).
  const posted = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") posted.current = true;
    else if (posted.current) {
      posted.current = false;
      if (error && input.current) {
        input.current.value = "";
        setFilled(false);
        input.current.focus();
      }
    }
  }, [navigation.state, error]);
  return (
    <main
      lang={language}
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 to-indigo-100 p-4"
    >
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
        <header className="mb-4 text-center" data-testid="gate-company">
          <p className="text-lg font-semibold text-gray-900">{companyName}</p>
          {tagline ? <p className="text-sm text-gray-500">{tagline}</p> : null}
        </header>
        <h1 className="mb-2 text-center text-2xl font-bold">{title ?? S.title}</h1>
        {fromMail ? (
          <p className="mb-4 rounded-md bg-blue-50 p-3 text-sm text-blue-900" data-testid="gate-from-mail">
            {S.fromMail(companyName)}
          </p>
        ) : null}
        {description ? (
          <p className="mb-6 text-center text-gray-600" data-testid="gate-description">
            {description}
          </p>
        ) : null}
        <Form method="post" action={action} className="space-y-4">
          <input type="hidden" name="intent" value="unlock" />
          {askEmail ? (
            <div>
              <label htmlFor="gateEmail" className={labelClass}>
                {emailTexts.label}
              </label>
              <input
                id="gateEmail"
                name="email"
                type="email"
                required
                autoComplete="email"
                defaultValue={answer?.gateEmail ?? ""}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? "gateEmail-error gateEmail-hint" : "gateEmail-hint"}
                className={flatInputClass}
              />
              <p id="gateEmail-hint" className="mt-1 text-xs text-gray-500">
                {emailTexts.hint}
              </p>
              {emailError ? (
                <p id="gateEmail-error" role="alert" className="mt-1 text-sm text-red-600">
                  {emailError}
                </p>
              ) : null}
            </div>
          ) : null}
          <div>
            <label htmlFor="accessCode" className={labelClass}>
              {S.codeLabel}
            </label>
            <input
              ref={input}
              id="accessCode"
              name="accessCode"
              type="password"
              required
              autoComplete="off"
              autoFocus={!askEmail}
              onChange={(e) => setFilled(e.currentTarget.value.trim() !== "")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "accessCode-error" : undefined}
              className={flatInputClass}
            />
            {error ? (
              <p id="accessCode-error" role="alert" className="mt-1 text-sm text-red-600">
                {error}
              </p>
            ) : null}
          </div>
          <Button
            // Disabled only while the field is known to be blank, or the code is being checked.
            disabled={verifying || filled === false}
            className="w-full"
          >
            {verifying ? S.verifying : S.submit}
          </Button>
        </Form>
        {slug ? (
          <details className="mt-6 rounded-lg border p-3" data-testid="access-request" open={fromMail}>
            <summary className="cursor-pointer text-sm font-medium text-blue-700">
              {ACCESS_REQUEST_TEXTS[language].open}
            </summary>
            <div className="mt-3">
              <AccessRequestForm
                slug={slug}
                companyName={companyName}
                language={language}
                redirectTo={requestReturnTo ?? `${location.pathname}${location.search}`}
              />
            </div>
          </details>
        ) : null}
        <p className="mt-6 text-center text-xs text-gray-500" data-testid="recording-notice">
          {RECORDING_NOTICE[language]}
        </p>
      </div>
    </main>
  );
}

/** A gated page without a grant (its loader answered `locked`): the gate, with what the last unlock answered. */
export function LockedPage({
  page,
  answer,
  ...texts
}: {
  page: {
    company: { name: string; slug: string; tagline?: string | null };
    askEmail: boolean;
    fromMail?: boolean;
    step?: GateStepView;
  };
  answer: GateAnswer;
  title?: string;
  description?: string;
  language?: GateLanguage;
}) {
  if (page.step)
    return (
      <GateStepScreen
        step={page.step}
        answer={answer}
        companyName={page.company.name}
        tagline={page.company.tagline}
        language={texts.language ?? "nl"}
      />
    );
  return (
    <AccessGate
      companyName={page.company.name}
      slug={page.company.slug}
      tagline={page.company.tagline}
      fromMail={page.fromMail}
      error={answer?.gateError}
      askEmail={page.askEmail}
      answer={answer}
      {...texts}
    />
  );
}
