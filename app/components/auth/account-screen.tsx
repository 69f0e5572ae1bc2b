import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

import { ROLE_LABELS } from "../../copy/admin/team-texts";
import { ACCOUNT_TEXTS as T } from "../../copy/auth/account-texts";
import { formatNlDateTime } from "../../domain/format/dates";
import type { action, loader } from "../../routes/admin.account";
import { Field, StatusButton } from "../forms";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { usePendingIntent } from "../use-is-pending";
import { ONE_TIME_CODE_INPUT } from "./one-time-code";

type Account = SerializeFrom<typeof loader>;
type Answer = SerializeFrom<typeof action> | null;

function IntentForm({
  intent,
  children,
  className = "space-y-3",
  id,
}: {
  intent: string;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <Form method="post" className={className} id={id} noValidate>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** 'Mijn account': e-mail address, password, sessions, two-factor sign-in and (with several) the company. */
export function AccountScreen({ account, answer }: { account: Account; answer: Answer }) {
  const pending = usePendingIntent();
  const errorsOf = (intent: string) => (answer && answer.intent === intent ? answer.errors : {});
  const formError = answer?.errors && "form" in answer.errors ? answer.errors.form : null;
  const codes = answer?.codes ?? null;
  const tf = account.twoFactor;
  const pw = errorsOf("password.change");
  const confirmErrors = { ...errorsOf("two-factor.disable"), ...errorsOf("two-factor.recovery") };
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <div>
        <h1 className="text-xl font-bold">{T.title}</h1>
        <p className="text-sm text-gray-500">
          {account.user.fullName} · {account.company.name} · {ROLE_LABELS[account.role]}
        </p>
      </div>
      {formError ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      {tf.required && !tf.enabled ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {T.twoFactorRequiredByCompany}
        </p>
      ) : null}

      <Card>
        <h2 className="mb-2 text-xl font-semibold">{T.emailTitle}</h2>
        <p className="text-sm">
          {account.user.email} ·{" "}
          <span data-testid="email-status">
            {account.emailVerified ? T.emailVerified : T.emailNotVerified}
          </span>
        </p>
        {account.emailVerified ? null : (
          <IntentForm intent="verify.resend" className="mt-3">
            <StatusButton type="submit" pending={pending === "verify.resend"} pendingText={T.saving}>
              {T.resendVerification}
            </StatusButton>
          </IntentForm>
        )}
      </Card>

      <Card id="two-factor">
        <h2 className="mb-2 text-xl font-semibold">{T.twoFactorTitle}</h2>
        {codes ? (
          <div
            className="mb-4 rounded-md border border-green-300 bg-green-50 p-4"
            data-testid="recovery-codes"
          >
            <h3 className="font-semibold">{T.recoveryTitle}</h3>
            <p className="mb-2 text-sm">{T.recoveryIntro}</p>
            <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
              {codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {tf.enabled ? (
          <div className="space-y-4">
            <p className="text-sm" data-testid="two-factor-status">
              {T.twoFactorOn} {T.recoveryLeft(tf.recoveryLeft)}
            </p>
            <p className="text-sm text-gray-600">{T.disableHint}</p>
            <div className="flex flex-wrap items-end gap-3">
              <Form
                method="post"
                className="flex flex-wrap items-end gap-2"
                id="two-factor-confirm"
                noValidate
              >
                <Field
                  label={T.labels.password}
                  inputProps={{
                    id: "two-factor-password",
                    name: "password",
                    type: "password",
                    autoComplete: "current-password",
                  }}
                  errors={confirmErrors.password ? [confirmErrors.password] : null}
                  errorId="two-factor-password-error"
                />
                <button
                  type="submit"
                  name="intent"
                  value="two-factor.recovery"
                  className={buttonClass("secondary")}
                >
                  {T.newRecoveryCodes}
                </button>
                {tf.required ? null : (
                  <button
                    type="submit"
                    name="intent"
                    value="two-factor.disable"
                    className={buttonClass("danger")}
                  >
                    {T.disable}
                  </button>
                )}
              </Form>
            </div>
          </div>
        ) : tf.setup ? (
          <div className="space-y-3">
            <p className="text-sm">{T.setupSteps}</p>
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="font-medium">{T.secretLabel}</dt>
                <dd>
                  <code
                    data-testid="totp-secret"
                    className="select-all break-all rounded bg-gray-100 px-2 py-1"
                  >
                    {tf.setup.secret}
                  </code>
                </dd>
              </div>
              <div>
                <dt className="font-medium">{T.uriLabel}</dt>
                <dd>
                  <a href={tf.setup.uri} data-testid="totp-uri" className="break-all text-blue-600 underline">
                    {tf.setup.uri}
                  </a>
                </dd>
              </div>
            </dl>
            <IntentForm
              intent="two-factor.confirm"
              className="flex flex-wrap items-end gap-2"
              id="two-factor-setup"
            >
              <Field
                label={T.labels.code}
                inputProps={ONE_TIME_CODE_INPUT}
                errors={errorsOf("two-factor.confirm").code ? [errorsOf("two-factor.confirm").code!] : null}
                errorId="two-factor-code-error"
              />
              <StatusButton type="submit" pending={pending === "two-factor.confirm"} pendingText={T.saving}>
                {T.enable}
              </StatusButton>
            </IntentForm>
            <IntentForm intent="two-factor.cancel">
              <button type="submit" className={buttonClass("ghost", "px-0")}>
                {T.cancelSetup}
              </button>
            </IntentForm>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-gray-700">{T.twoFactorOff}</p>
            <IntentForm intent="two-factor.begin">
              <StatusButton type="submit" pending={pending === "two-factor.begin"} pendingText={T.saving}>
                {T.startSetup}
              </StatusButton>
            </IntentForm>
          </div>
        )}
      </Card>

      <Card>
        <h2 className="mb-1 text-xl font-semibold">{T.passwordTitle}</h2>
        <p className="mb-3 text-sm text-gray-600">{T.passwordHint}</p>
        <IntentForm intent="password.change" id="password-change">
          <Field
            label={T.labels.currentPassword}
            inputProps={{
              id: "current-password",
              name: "currentPassword",
              type: "password",
              autoComplete: "current-password",
            }}
            errors={pw.currentPassword ? [pw.currentPassword] : null}
            errorId="current-password-error"
          />
          <Field
            label={T.labels.newPassword}
            inputProps={{
              id: "new-password",
              name: "newPassword",
              type: "password",
              autoComplete: "new-password",
            }}
            errors={pw.newPassword ? [pw.newPassword] : null}
            errorId="new-password-error"
          />
          <StatusButton type="submit" pending={pending === "password.change"} pendingText={T.saving}>
            {T.changePassword}
          </StatusButton>
        </IntentForm>
      </Card>

      <Card>
        <h2 className="mb-1 text-xl font-semibold">{T.sessionsTitle}</h2>
        <p className="mb-3 text-sm text-gray-600">{T.sessionsIntro}</p>
        <ul className="divide-y text-sm">
          {account.sessions.map((s) => (
            <li
              key={s.handle}
              data-testid="session"
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <span>
                <span className="font-medium">{s.device}</span>
                {s.current ? (
                  <span className="ml-2 rounded bg-blue-100 px-2 py-0.5 text-xs text-blue-800">
                    {T.thisDevice}
                  </span>
                ) : null}
                <span className="block text-gray-600">
                  {T.lastSeen(formatNlDateTime(s.lastSeenAt))} · {T.signedInAt(formatNlDateTime(s.createdAt))}
                </span>
              </span>
              {s.current ? null : (
                <IntentForm intent="session.end" className="">
                  <input type="hidden" name="handle" value={s.handle} />
                  <button type="submit" className={buttonClass("toolbar")}>
                    {T.endSession}
                  </button>
                </IntentForm>
              )}
            </li>
          ))}
        </ul>
        <IntentForm intent="sessions.end-all" className="mt-3">
          <button type="submit" className={buttonClass("danger")}>
            {T.signOutEverywhere}
          </button>
        </IntentForm>
      </Card>

      {account.companies.length > 1 ? (
        <Card>
          <h2 className="mb-1 text-xl font-semibold">{T.companyTitle}</h2>
          <p className="mb-3 text-sm text-gray-600">{T.companyIntro}</p>
          <ul className="divide-y text-sm">
            {account.companies.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2 py-2">
                <span>
                  {c.name} · {ROLE_LABELS[c.role]}
                </span>
                {c.id === account.company.id ? (
                  <span className="text-gray-500">{T.currentCompany}</span>
                ) : (
                  <IntentForm intent="company.switch" className="">
                    <input type="hidden" name="companyId" value={c.id} />
                    <button type="submit" className={buttonClass("toolbar")}>
                      {T.switchCompany}
                    </button>
                  </IntentForm>
                )}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </main>
  );
}
