/**
 * Whether a request can carry an HTML form: the method and Content-Type every action of the
 * app accepts. Anything else is answered with a 4xx before the body is read, so a JSON body, a
 * missing Content-Type or a multipart body without a boundary never reaches a form parser.
 */

export type FormRequestCheck =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 405;
      reason: "method" | "content-type" | "boundary";
    };

/** The two encodings an HTML form posts with (no `text/plain`: browsers send it only for enctype=text/plain, which the app never uses). */
export const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

/** The multipart boundary of a Content-Type header (RFC 2046: 1–70 characters), else null. */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

export function checkFormRequest(method: string, contentType: string | null): FormRequestCheck {
  if (method.toUpperCase() !== "POST") return { ok: false, status: 405, reason: "method" };
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (!(FORM_CONTENT_TYPES as readonly string[]).includes(type))
    return { ok: false, status: 400, reason: "content-type" };
  if (type === "multipart/form-data" && multipartBoundary(contentType!) === null)
    return { ok: false, status: 400, reason: "boundary" };
  return { ok: true };
}

/** The language of the screen that posted a form: what it is told when the form cannot be read (app/copy/platform/form-texts.ts). */
export type ScreenLanguage = "nl" | "en";

/**
 * The largest form body read (bytes): far above any form's fields (the longest text field
 * takes 5,000 characters), far below what could strain an isolate. Forms that upload files
 * give their own limit.
 */
export const MAX_FORM_BYTES = 256 * 1024;
