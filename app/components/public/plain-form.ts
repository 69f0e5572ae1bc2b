import type { SubmissionResult } from "@conform-to/react";

/**
 * Field state for the public pages' forms, read straight from the action's conform reply.
 * These forms are validated by the server only (ADR 005): rendering conform's `useForm` four
 * times cost ~5 ms of server CPU per timeline view and ~10 KB of client JS, for no gain.
 */
export type Reply = SubmissionResult<string[]> | null | undefined;

export function plainField(formId: string, reply: Reply, name: string) {
  const id = `${formId}-${name}`;
  const errors = reply?.error?.[name] ?? undefined;
  const initial = reply?.initialValue?.[name];
  return {
    inputProps: { id, name, defaultValue: typeof initial === "string" ? initial : undefined },
    errors: errors ?? undefined,
    errorId: `${id}-error`,
  };
}

/** Errors of the form as a whole (conform's key ""). */
export function formErrors(reply: Reply): string[] | undefined {
  return reply?.error?.[""] ?? undefined;
}

/** The field names whose errors are listed under the fields, for missingSummary(). */
export function fieldErrors(reply: Reply, names: readonly string[]): Record<string, string[] | undefined> {
  return Object.fromEntries(names.map((n) => [n, reply?.error?.[n] ?? undefined]));
}
