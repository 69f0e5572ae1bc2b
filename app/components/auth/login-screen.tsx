import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, StatusButton } from "../forms";
import { Toaster } from "../ui/toaster";
import { LoginSchema, RegisterSchema } from "../../schemas/auth";
import { AUTH_TEXTS as T } from "../../domain/auth/texts";

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
  const [form, fields] = useForm({
    id: registering ? "register" : "login",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registering ? RegisterSchema : LoginSchema }),
  });
  const toggleHref = (next: LoginMode) => {
    const params = new URLSearchParams();
    if (next === "register") params.set("mode", "register");
    if (redirectTo) params.set("redirectTo", redirectTo);
    const qs = params.toString();
    return qs ? `?${qs}` : ".";
  };
  const formError = form.errors?.[0];

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 to-indigo-100 p-4">
      {formError ? <Toaster toast={{ title: T.errorTitle, description: formError, variant: "destructive" }} /> : null}
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
        <h1 className="mb-6 text-center text-2xl font-bold">{registering ? T.register : T.signIn}</h1>
        <Form method="post" className="space-y-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={registering ? "register" : "login"} />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          {registering ? (
            <>
              <Field
                label={T.labels.fullName}
                inputProps={{ ...getInputProps(fields.fullName, { type: "text" }), autoComplete: "name" }}
                errors={fields.fullName.errors}
                errorId={fields.fullName.errorId}
              />
              <Field
                label={T.labels.companyName}
                inputProps={{ ...getInputProps(fields.companyName, { type: "text" }), autoComplete: "organization" }}
                errors={fields.companyName.errors}
                errorId={fields.companyName.errorId}
              />
            </>
          ) : null}
          <Field
            label={T.labels.email}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
            errorId={fields.email.errorId}
          />
          <Field
            label={T.labels.password}
            inputProps={{
              ...getInputProps(fields.password, { type: "password" }),
              autoComplete: registering ? "new-password" : "current-password",
            }}
            errors={fields.password.errors}
            errorId={fields.password.errorId}
          />
          {/* The failure is shown once, in the 'Fout' toast; this copy only describes the form to screen readers. */}
          {formError ? (
            <p id={form.errorId} className="sr-only">
              {formError}
            </p>
          ) : null}
          <StatusButton type="submit" pending={pending} pendingText={T.pending} className="w-full">
            {registering ? T.register : T.signIn}
          </StatusButton>
        </Form>
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
