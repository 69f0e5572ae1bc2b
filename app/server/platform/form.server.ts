import { data } from "@remix-run/cloudflare";

import { FORM_TEXTS } from "../../copy/platform/form-texts";
import { checkFormRequest, MAX_FORM_BYTES, type ScreenLanguage } from "../../domain/http/form-request";

/** Any request that can carry a form body (also a `request.clone()`). */
type FormRequest = Pick<Request, "method" | "headers" | "body">;

export type FormRead = { ok: true; form: FormData } | { ok: false; status: 400 | 405 | 413 };

export type FormLimits = {
  /** The most bytes of body read (MAX_FORM_BYTES unless a form uploads files). */
  maxBytes?: number;
};

/**
 * The body, cut off after `maxBytes` (and `seen.tooLarge` set): the limit holds on the bytes
 * that arrive, whatever Content-Length claimed (or when there is none: a chunked body).
 */
function limitedBody(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  seen: { bytes: number; tooLarge: boolean },
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      seen.bytes += value.byteLength;
      if (seen.bytes > maxBytes) {
        // Nothing more is read: the rest is dropped and the stream ends here (erroring it would
        // leave workerd's own read of it rejected, unhandled). The caller refuses the form.
        seen.tooLarge = true;
        await reader.cancel().catch(() => {});
        controller.close();
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * The posted form, or why it cannot be read: a method other than POST (405), a body that is not
 * an HTML form (JSON, no Content-Type, multipart without a boundary) or one the parser refuses
 * (truncated multipart) — 400 — or one longer than `maxBytes` — 413, told by its declared
 * length when that is already too long, else counted as it is read. Never throws.
 */
export async function tryReadForm(request: FormRequest, limits: FormLimits = {}): Promise<FormRead> {
  const contentType = request.headers.get("Content-Type");
  const check = checkFormRequest(request.method, contentType);
  if (!check.ok) return { ok: false, status: check.status };
  const maxBytes = limits.maxBytes ?? MAX_FORM_BYTES;
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, status: 413 };
  }
  if (!request.body) return { ok: true, form: new FormData() };
  const seen = { bytes: 0, tooLarge: false };
  try {
    const body = limitedBody(request.body, maxBytes, seen);
    const form = await new Response(body, { headers: { "Content-Type": contentType! } }).formData();
    return seen.tooLarge ? { ok: false, status: 413 } : { ok: true, form };
  } catch {
    return { ok: false, status: seen.tooLarge ? 413 : 400 };
  }
}

/**
 * Every action's way to read its form: the FormData, or a thrown 400/405/413 answer with a
 * clear message in the screen's language (shown by the error boundary) — never a 500.
 */
export async function readForm(
  request: FormRequest,
  language: ScreenLanguage,
  limits: FormLimits = {},
): Promise<FormData> {
  const read = await tryReadForm(request, limits);
  if (read.ok) return read.form;
  throw unreadableForm(read.status, language);
}

/** The thrown answer for a form that cannot be read: its status and the screen's message. */
export function unreadableForm(status: 400 | 405 | 413, language: ScreenLanguage) {
  const headers: HeadersInit = status === 405 ? { Allow: "POST" } : {};
  return data(
    { message: status === 413 ? FORM_TEXTS.tooLarge[language] : FORM_TEXTS.unreadable[language] },
    { status, headers },
  );
}

/** The posted `id` field (a row id); "" when it is missing or not text. Capped: no id is longer. */
export function idOf(form: FormData) {
  const id = form.get("id");
  return typeof id === "string" ? id.slice(0, 100) : "";
}
