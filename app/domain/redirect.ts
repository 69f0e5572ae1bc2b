const MAX_REDIRECT_LENGTH = 2048;
// C0 controls, DEL and C1 controls: browsers strip tab/CR/LF from URLs, so `/\t/evil` becomes `//evil`.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;
const DECODE_ROUNDS = 3;

/** The value and its percent-decoded forms (up to a few rounds); null when a form cannot be decoded. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let i = 0; i < DECODE_ROUNDS; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

const startsWithSinglePathSlash = (path: string) => path.startsWith("/") && !path.startsWith("//");

/**
 * A place to send the browser after a form or sign-in: only a path on this site. The value
 * (a `redirectTo` parameter) must start with a single `/`; it may hold no control
 * characters or backslashes, also not percent-encoded; parsed against `origin` it must stay
 * on that origin. Anything else — absolute URLs, `//host`, `/\host`, `javascript:` — gives
 * `fallback`. The answer is the parsed, normalised path (with query and fragment), so what
 * was checked is what the Location header carries.
 */
export function safeRedirectPath(value: unknown, origin: string, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return fallback;
  const forms = decodedForms(value);
  if (!forms) return fallback;
  for (const form of forms) {
    if (CONTROL_OR_BACKSLASH.test(form) || !startsWithSinglePathSlash(form)) return fallback;
  }
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  // Dot segments can normalise `/a/..//evil` into `//evil`: check the path the URL parser settled on.
  if (url.origin !== base.origin || !startsWithSinglePathSlash(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
