// The request forms' rules apart from the zod schemas: public pages import these without
// shipping zod to the browser (validation runs on the server; see request-buttons.tsx).
import { REQUEST_TEXTS } from "../copy/site/texts";

/** 'Toegang aanvragen': the longest name, e-mail and message the gate accepts. */
export const ACCESS_REQUEST_LIMITS = { name: 120, email: 254, message: 2000 } as const;

export const DOCUMENT_REQUEST_TYPES = ["captable", "finance-deck"] as const;

/** The form-level line above the fields: the spec's message when a required field is empty. */
export function missingSummary(
  errors: Partial<Record<"name" | "email" | "message", string[] | undefined>>,
  message: string,
): string | null {
  const missing =
    errors.name?.includes(REQUEST_TEXTS.nameRequired) ||
    errors.email?.includes(REQUEST_TEXTS.emailRequired) ||
    errors.message?.includes(REQUEST_TEXTS.messageRequired);
  return missing ? message : null;
}
