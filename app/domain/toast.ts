/**
 * A toast travels in a cookie (a flash session) through the redirect after a post, so it must
 * stay short whatever a caller put in it: every text is cut to its limit, on a character
 * boundary, and a text that reads like a database or driver error (an Error's message that
 * slipped through) is replaced by general words (app/copy/platform/toast-texts.ts) — its detail
 * belongs in the log.
 */

export const TOAST_LIMITS = { title: 120, description: 400 } as const;

const INTERNAL_ERROR =
  /Failed query:|SQLITE_|D1_ERROR|\bD1_|\bparams:|\b(insert into|delete from|update \S+ set)\b|\bselect\b[\s\S]{0,200}\bfrom\b/i;

/** Whether a text reads like an internal error (SQL, a driver's error code). */
export const looksInternal = (text: string) => INTERNAL_ERROR.test(text);

/** `text` cut to at most `max` UTF-16 units without splitting a surrogate pair, with an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** The toast as it may be stored: each text within its limit, none carrying an internal error (said as `internalError`). */
export function boundToast<T extends { title: string; description?: string }>(
  toast: T,
  internalError: string,
): T {
  const title = looksInternal(toast.title) ? internalError : cutText(toast.title, TOAST_LIMITS.title);
  if (toast.description === undefined) return { ...toast, title };
  const description = looksInternal(toast.description)
    ? internalError
    : cutText(toast.description, TOAST_LIMITS.description);
  return { ...toast, title, description };
}
