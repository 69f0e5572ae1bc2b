import { data } from "@remix-run/cloudflare";
import { declaredLength } from "../domain/http/content-length";
import {
  checkFormRequest,
  UNREADABLE_FORM,
  type ScreenLanguage,
} from "../domain/http/form-request";

/** Any request that can carry a form body (also a `request.clone()`). */
type FormRequest = Pick<Request, "method" | "headers" | "formData" | "body" | "url">;

export type FormRead =
  | { ok: true; form: FormData }
  | { ok: false; status: 400 | 405 | 413 };

/**
 * The posted form, or why it cannot be read: a method other than POST (405), a body that is not
 * an HTML form (JSON, no Content-Type, multipart without a boundary) or one the parser refuses
 * (truncated multipart) — 400. With `maxBytes` (a form that may carry a file: it is read whole
 * into memory), a body that declares more is refused before it is read, and one that declares
 * no length is counted as it is read — 413 either way. Never throws.
 */
export async function tryReadForm(request: FormRequest, maxBytes?: number): Promise<FormRead> {
  const check = checkFormRequest(
    request.method,
    request.headers.get("Content-Type")
  );
  if (!check.ok) return { ok: false, status: check.status };
  let source: Pick<Request, "formData"> = request;
  let overflow = false;
  if (maxBytes !== undefined) {
    const declared = declaredLength(request.headers.get("Content-Length"));
    if (declared !== null && declared > maxBytes) return { ok: false, status: 413 };
    if (declared === null && request.body) {
      // A chunked body: the parser reads it through a counter that stops past the cap.
      const reader = request.body.getReader();
      let seen = 0;
      const counted = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            const { done, value } = await reader.read();
            if (done) return controller.close();
            seen += value.byteLength;
            if (seen <= maxBytes) return controller.enqueue(value);
            // Cut off here (an error would surface as an unhandled rejection in workerd's parser).
            overflow = true;
            await reader.cancel("form body over its cap").catch(() => {});
            controller.close();
          },
          cancel: (reason) => reader.cancel(reason),
        },
        { highWaterMark: 0 }
      );
      source = new Request(request.url, { method: "POST", headers: request.headers, body: counted });
    }
  }
  try {
    const form = await source.formData();
    return overflow ? { ok: false, status: 413 } : { ok: true, form };
  } catch {
    return { ok: false, status: overflow ? 413 : 400 };
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
  throw unreadableForm(read.status, language);
}

/** The thrown answer for a form that cannot be read: its status and the screen's message. */
export function unreadableForm(status: 400 | 405 | 413, language: ScreenLanguage) {
  const headers: HeadersInit = status === 405 ? { Allow: "POST" } : {};
  return data({ message: UNREADABLE_FORM[language] }, { status, headers });
}

/** The posted `id` field (a row id); "" when it is missing or not text. Capped: no id is longer. */
export function idOf(form: FormData) {
  const id = form.get("id");
  return typeof id === "string" ? id.slice(0, 100) : "";
}
