// The request forms' texts, apart from the zod schemas: public pages import these without
// shipping zod to the browser (validation runs on the server; see request-buttons.tsx).
/** The texts of docs/product.md#document-and-call-requests, verbatim. */
export const DOCUMENT_REQUEST_MISSING = "Missing Information: Please fill in your name and email address.";
export const CALL_REQUEST_MISSING = "Please fill in all required fields";
export const DOCUMENT_REQUEST_SUCCESS = "Request Submitted";
export const DOCUMENT_REQUEST_FAILED = "Submission Failed: There was an error submitting your request. Please try again.";
export const CALL_REQUEST_SUCCESS = "Call request sent successfully! We'll get back to you soon.";
export const CALL_REQUEST_FAILED = "Failed to send call request. Please try again.";

export const DOCUMENT_REQUEST_TYPES = ["captable", "finance-deck"] as const;

export const NAME_REQUIRED = "Please fill in your name.";
export const EMAIL_REQUIRED = "Please fill in your email address.";
export const MESSAGE_REQUIRED = "Please fill in a message.";

/** The form-level line above the fields: the spec's message when a required field is empty. */
export function missingSummary(errors: Partial<Record<"name" | "email" | "message", string[] | undefined>>, message: string): string | null {
  const missing =
    errors.name?.includes(NAME_REQUIRED) || errors.email?.includes(EMAIL_REQUIRED) || errors.message?.includes(MESSAGE_REQUIRED);
  return missing ? message : null;
}
