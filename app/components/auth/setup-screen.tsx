import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";

import { SETUP_TEXTS as T } from "../../copy/auth/setup-texts";
import { AUTH_TEXTS } from "../../copy/auth/texts";
import { Field, StatusButton } from "../forms";
import { formErrors, plainField } from "../public/plain-form";
import { Toaster } from "../ui/toaster";

/**
 * /setup: the first owner of an empty install (ADR 031). Validated by the action only, as the
 * sign-in screen is: no zod or conform runtime in the page.
 */
export function SetupScreen({
  configured,
  allowRegistration,
  lastResult,
}: {
  configured: boolean;
  allowRegistration: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const field = (name: string) => plainField("setup", lastResult, name);
  const [token, fullName, companyName, email, password] = [
    "token",
    "fullName",
    "companyName",
    "email",
    "password",
  ].map(field);
  const formError = formErrors(lastResult)?.[0];
  const L = AUTH_TEXTS.labels;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 to-indigo-100 p-4">
      {formError ? (
        <Toaster toast={{ title: T.errorTitle, description: formError, variant: "destructive" }} />
      ) : null}
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
        <h1 className="mb-4 text-center text-2xl font-bold">{T.title}</h1>
        {configured ? (
          <>
            <p className="mb-6 text-sm text-gray-700">{T.intro}</p>
            <Form
              method="post"
              className="space-y-4"
              id="setup"
              noValidate
              aria-describedby={formError ? "setup-form-error" : undefined}
            >
              <Field
                label={T.labels.token}
                inputProps={{
                  ...token!.inputProps,
                  defaultValue: undefined,
                  type: "password",
                  autoComplete: "off",
                }}
                errors={token!.errors}
                errorId={token!.errorId}
              />
              <Field
                label={L.fullName}
                inputProps={{ ...fullName!.inputProps, type: "text", autoComplete: "name" }}
                errors={fullName!.errors}
                errorId={fullName!.errorId}
              />
              <Field
                label={L.companyName}
                inputProps={{ ...companyName!.inputProps, type: "text", autoComplete: "organization" }}
                errors={companyName!.errors}
                errorId={companyName!.errorId}
              />
              <Field
                label={L.email}
                inputProps={{ ...email!.inputProps, type: "email", autoComplete: "email" }}
                errors={email!.errors}
                errorId={email!.errorId}
              />
              <Field
                label={L.password}
                inputProps={{
                  ...password!.inputProps,
                  defaultValue: undefined,
                  type: "password",
                  autoComplete: "new-password",
                }}
                errors={password!.errors}
                errorId={password!.errorId}
              />
              {formError ? (
                <p id="setup-form-error" className="sr-only">
                  {formError}
                </p>
              ) : null}
              <StatusButton type="submit" pending={pending} pendingText={T.pending} className="w-full">
                {T.submit}
              </StatusButton>
            </Form>
          </>
        ) : (
          <section aria-labelledby="setup-not-configured">
            <h2 id="setup-not-configured" className="mb-2 font-semibold">
              {T.notConfiguredTitle}
            </h2>
            <p className="mb-2 text-sm text-gray-700">{T.notConfigured}</p>
            <pre className="mb-4 overflow-x-auto rounded bg-gray-100 p-3 text-sm">
              <code>{T.notConfiguredCommand}</code>
            </pre>
          </section>
        )}
        {allowRegistration ? (
          <p className="mt-4 text-center text-sm">
            {T.orRegister}{" "}
            <Link to="/admin?mode=register" className="text-blue-600 hover:underline">
              {T.toRegister}
            </Link>
          </p>
        ) : null}
      </div>
    </main>
  );
}
