import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

import { GATE_ACCESS_TEXTS } from "../../copy/site/gate-access-texts";
import type { GateLanguage } from "../../copy/site/gate-texts";
import type { GateStepView } from "../../domain/investors/gate-access";
import { Button } from "../ui/button";
import { flatInputClass, labelClass } from "../ui/input";
import { useIsPending } from "../use-is-pending";

/** What a gate step's action answered (an error, the address given, or the neutral refusal). */
export type GateStepAnswer = {
  gateStepError?: string | null;
  gateEmail?: string;
  gateRefused?: boolean;
  ndaErrors?: { name?: string; agree?: string };
  ndaName?: string;
};

function Card({
  language,
  companyName,
  tagline,
  title,
  children,
}: {
  language: GateLanguage;
  companyName: string;
  tagline?: string | null;
  title: string;
  children: ReactNode;
}) {
  return (
    <main
      lang={language}
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 to-indigo-100 p-4"
    >
      <div className="w-full max-w-lg rounded-xl bg-white p-8 shadow-lg">
        <header className="mb-4 text-center" data-testid="gate-company">
          <p className="text-lg font-semibold text-gray-900">{companyName}</p>
          {tagline ? <p className="text-sm text-gray-500">{tagline}</p> : null}
        </header>
        <h1 className="mb-4 text-center text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

function FieldError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/**
 * The gate's steps after the code or a personal link (docs/decisions/055-verified-investors-and-nda.md):
 * the e-mail, the code from the mail (pasting allowed, `one-time-code` autocomplete, no puzzle),
 * the agreement with a name, or the neutral refusal. Plain forms: they work without JavaScript.
 */
export function GateStepScreen({
  step,
  answer,
  companyName,
  tagline,
  language,
}: {
  step: GateStepView;
  answer?: GateStepAnswer;
  companyName: string;
  tagline?: string | null;
  language: GateLanguage;
}) {
  const t = GATE_ACCESS_TEXTS[language];
  const sending = useIsPending("gate-send-code");
  const checking = useIsPending("gate-check-code");
  const accepting = useIsPending("gate-accept-nda");
  const card = { language, companyName, tagline };
  const error = answer?.gateStepError ?? null;

  if (step.kind === "refused" || answer?.gateRefused) {
    return (
      <Card {...card} title={t.refusedTitle}>
        <p className="text-center text-gray-700" data-testid="gate-refused">
          {t.refused}
        </p>
        {/* Also after a refusal of a verified address: start again with another one. */}
        {step.kind === "verify" || step.kind === "refused" ? (
          <Form method="post" className="mt-6 text-center">
            <input type="hidden" name="intent" value="gate-other-email" />
            <Button variant="secondary">{t.otherEmail}</Button>
          </Form>
        ) : null}
      </Card>
    );
  }

  if (step.kind === "verify" && step.pendingEmail) {
    return (
      <Card {...card} title={t.codeTitle}>
        <p className="mb-6 text-center text-gray-600">{t.codeIntro(step.pendingEmail)}</p>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="gate-check-code" />
          <div>
            <label htmlFor="gateCode" className={labelClass}>
              {t.codeLabel}
            </label>
            <input
              id="gateCode"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              autoFocus
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "gateCode-error gateCode-hint" : "gateCode-hint"}
              className={`${flatInputClass} text-lg tracking-widest`}
            />
            <p id="gateCode-hint" className="mt-1 text-xs text-gray-500">
              {t.codeHint}
            </p>
            <FieldError id="gateCode-error" message={error} />
          </div>
          <Button disabled={checking} className="w-full">
            {checking ? t.checking : t.checkCode}
          </Button>
        </Form>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="gate-send-code" />
            <input type="hidden" name="email" value={step.pendingEmail} />
            <Button variant="secondary" disabled={sending}>
              {t.newCode}
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="gate-other-email" />
            <Button variant="secondary">{t.otherEmail}</Button>
          </Form>
        </div>
      </Card>
    );
  }

  if (step.kind === "verify") {
    return (
      <Card {...card} title={t.verifyTitle}>
        <p className="mb-6 text-center text-gray-600">{t.verifyIntro(companyName)}</p>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="gate-send-code" />
          <div>
            <label htmlFor="gateVerifyEmail" className={labelClass}>
              {t.emailLabel}
            </label>
            <input
              id="gateVerifyEmail"
              name="email"
              type="email"
              autoComplete="email"
              required
              autoFocus
              defaultValue={answer?.gateEmail ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "gateVerifyEmail-error" : undefined}
              className={flatInputClass}
            />
            <FieldError id="gateVerifyEmail-error" message={error} />
          </div>
          <Button disabled={sending} className="w-full">
            {sending ? t.sending : t.sendCode}
          </Button>
        </Form>
      </Card>
    );
  }

  const errors = answer?.ndaErrors ?? {};
  return (
    <Card {...card} title={t.ndaTitle}>
      <p className="mb-4 text-center text-gray-600">{t.ndaIntro(companyName)}</p>
      <p className="mb-1 text-xs text-gray-500" data-testid="nda-version">
        {t.ndaVersion(step.version)}
      </p>
      <div
        className="mb-6 max-h-72 overflow-y-auto whitespace-pre-wrap rounded-md border bg-gray-50 p-4 text-sm text-gray-800"
        data-testid="nda-text"
        tabIndex={0}
        role="region"
        aria-label={t.ndaTitle}
      >
        {step.text}
      </div>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="gate-accept-nda" />
        <div>
          <label htmlFor="ndaName" className={labelClass}>
            {t.nameLabel}
          </label>
          <input
            id="ndaName"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={200}
            defaultValue={answer?.ndaName ?? ""}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "ndaName-error" : undefined}
            className={flatInputClass}
          />
          <FieldError id="ndaName-error" message={errors.name} />
        </div>
        <div>
          <label className="flex items-start gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              name="agree"
              required
              className="mt-1"
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? "ndaAgree-error" : undefined}
            />
            <span>{t.agreeLabel}</span>
          </label>
          <FieldError id="ndaAgree-error" message={errors.agree} />
        </div>
        {step.email ? <p className="text-sm text-gray-600">{t.acceptAs(step.email)}</p> : null}
        <Button disabled={accepting} className="w-full">
          {accepting ? t.accepting : t.accept}
        </Button>
      </Form>
    </Card>
  );
}
