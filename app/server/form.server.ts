import { data } from "@remix-run/cloudflare";
import {
  checkFormRequest,
  UNREADABLE_FORM,
  type ScreenLanguage,
} from "../domain/http/form-request";

/** Any request that can carry a form body (also a `request.clone()`). */
type FormRequest = Pick<Request, "method" | "headers" | "formData">;

export type FormRead =
  | { ok: true; form: FormData }
  | { ok: false; status: 400 | 405 };

/**
 * The posted form, or why it cannot be read: a method other than POST (405), a body that is not
 * an HTML form (JSON, no Content-Type, multipart without a boundary) or one the parser refuses
 * (truncated multipart) — 400. Never throws.
 */
export async function tryReadForm(request: FormRequest): Promise<FormRead> {
  const check = checkFormRequest(
    request.method,
    request.headers.get("Content-Type")
  );
  if (!check.ok) return { ok: false, status: check.status };
  try {
    return { ok: true, form: await request.formData() };
  } catch {
    return { ok: false, status: 400 };
  }
}

/**
 * Every action's way to read its form: the FormData, or a thrown 400/405 answer with a clear
 * message in the screen's language (shown by the error boundary) — never a 500.
 */
export async function readForm(
  request: FormRequest,
  language: ScreenLanguage
): Promise<FormData> {
  const read = await tryReadForm(request);
  if (read.ok) return read.form;
  const headers: HeadersInit = read.status === 405 ? { Allow: "POST" } : {};
  throw data(
    { message: UNREADABLE_FORM[language] },
    { status: read.status, headers }
  );
}

/** The posted `id` field (a row id); "" when it is missing or not text. Capped: no id is longer. */
export function idOf(form: FormData) {
  const id = form.get("id");
  return typeof id === "string" ? id.slice(0, 100) : "";
}
