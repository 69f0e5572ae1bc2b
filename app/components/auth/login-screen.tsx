import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";

import { ACCOUNT_TEXTS } from "../../copy/auth/account-texts";
import { AUTH_TEXTS as T } from "../../copy/auth/texts";
import { Field, StatusButton } from "../forms";
import { formErrors, plainField } from "../public/plain-form";
import { Toaster } from "../ui/toaster";

export type LoginMode = "login" | "register";

/** The login screen (docs/product.md#sign-in-and-registration): 'Inloggen' / 'Account Aanmaken'. */
export function LoginScreen({
  mode,
  allowRegistration,
  redirectTo,
  lastResult,
}: {
  mode: LoginMode;
  allowRegistration: boolean;
  redirectTo: string | null;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const registering = allowRegistration && mode === "register";
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  // Validated by the action only (app/schemas/auth.ts), as the public forms are: the screen
  // ships no zod or conform runtime, and the server's Dutch messages are shown under the fields.
  const formId = registering ? "register" : "login";
  const field = (name: string) => plainField(formId, lastResult, name);
  const [fullName, companyName, email, password] = [
    field("fullName"),
    field("companyName"),
    field("email"),
    field("password"),
  ];
  const toggleHref = (next: LoginMode) => {
    const params = new URLSearchParams();
    if (next === "register") params.set("mode", "register");
    if (redirectTo) params.set("redirectTo", redirectTo);
    const qs = params.toString();
    return qs ? `?${qs}` : ".";
  };
  const formError = formErrors(lastResult)?.[0];
  const formErrorId = `${formId}-form-error`;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 to-indigo-100 p-4">
      {formError ? (
        <Toaster toast={{ title: T.errorTitle, description: formError, variant: "destructive" }} />
      ) : null}
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
        <h1 className="mb-6 text-center text-2xl font-bold">{registering ? T.register : T.signIn}</h1>
        <Form
          method="post"
          className="space-y-4"
          id={formId}
          noValidate
          aria-describedby={formError ? formErrorId : undefined}
        >
          <input type="hidden" name="intent" value={registering ? "register" : "login"} />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          {registering ? (
            <>
              <Field
                label={T.labels.fullName}
                inputProps={{ ...fullName.inputProps, type: "text", autoComplete: "name" }}
                errors={fullName.errors}
                errorId={fullName.errorId}
              />
              <Field
                label={T.labels.companyName}
                inputProps={{ ...companyName.inputProps, type: "text", autoComplete: "organization" }}
                errors={companyName.errors}
                errorId={companyName.errorId}
              />
            </>
          ) : null}
          <Field
            label={T.labels.email}
            inputProps={{ ...email.inputProps, type: "email", autoComplete: "email" }}
            errors={email.errors}
            errorId={email.errorId}
          />
          <Field
            label={T.labels.password}
            inputProps={{
              ...password.inputProps,
              // Never written back into the page (the action hides it too).
              defaultValue: undefined,
              type: "password",
              autoComplete: registering ? "new-password" : "current-password",
            }}
            errors={password.errors}
            errorId={password.errorId}
          />
          {/* The failure is shown once, in the 'Fout' toast; this copy only describes the form to screen readers. */}
          {formError ? (
            <p id={formErrorId} className="sr-only">
              {formError}
            </p>
          ) : null}
          <StatusButton type="submit" pending={pending} pendingText={T.pending} className="w-full">
            {registering ? T.register : T.signIn}
          </StatusButton>
        </Form>
        {registering ? null : (
          <p className="mt-4 text-center text-sm">
            <Link to="/admin/forgot-password" className="text-blue-600 hover:underline">
              {ACCOUNT_TEXTS.forgotLink}
            </Link>
          </p>
        )}
        {allowRegistration ? (
          <p className="mt-4 text-center text-sm">
            {registering ? (
              <Link to={toggleHref("login")} className="text-blue-600 hover:underline">
                {T.toSignIn}
              </Link>
            ) : (
              <Link to={toggleHref("register")} className="text-blue-600 hover:underline">
                {T.toRegister}
              </Link>
            )}
          </p>
        ) : null}
      </div>
    </main>
  );
}
