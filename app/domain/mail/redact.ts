/**
 * What the admin panel shows of a sent mail: the links that carry a secret (a subscription's
 * confirmation or unsubscribe token, an investor's personal link, a signed click link, any
 * later token link) with that secret masked. Only the recipient's mailbox holds a usable link;
 * an admin reading the Outbox cannot confirm someone's subscription or open their link. Pure.
 */

/** What stands where a secret was. A URL holding it is shown as text, never as a link. */
export const MASK = "…";

/** Query parameters that are credentials whatever their value looks like. */
const SECRET_PARAMS = new Set(["token", "t", "code", "key", "secret", "signature", "sig"]);

/**
 * A value that looks like a random secret rather than a name or an id: hex of 32+ digits
 * (no hyphens, so not a UUID), or 20+ base64url characters mixing upper and lower case (a
 * slug is lower case). Ids and slugs stay readable.
 */
export function looksLikeSecret(value: string): boolean {
  if (/^[0-9a-f]{32,}$/i.test(value)) return true;
  return /^[A-Za-z0-9_-]{20,}$/.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value);
}

/** One URL with its secrets masked; the input unchanged when it holds none (or is no URL). */
export function maskUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  let changed = false;
  const segments = url.pathname.split("/").map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      /* keep as is */
    }
    if (!looksLikeSecret(decoded)) return segment;
    changed = true;
    return MASK;
  });
  const params: string[] = [];
  for (const [name, value] of url.searchParams) {
    const secret = value !== "" && (SECRET_PARAMS.has(name.toLowerCase()) || looksLikeSecret(value));
    if (secret) changed = true;
    params.push(`${encodeURIComponent(name)}=${secret ? MASK : encodeURIComponent(value)}`);
  }
  if (url.hash.length > 1) {
    changed = true;
  }
  if (!changed) return raw;
  return `${url.origin}${segments.join("/")}${params.length ? `?${params.join("&")}` : ""}${url.hash.length > 1 ? `#${MASK}` : ""}`;
}

/** Every http(s) URL in a mail's text with its secrets masked. */
export function maskMailLinks(text: string): string {
  return text.replace(/https?:\/\/[^\s<>"]+/g, (url) => {
    // A sentence's closing punctuation is not part of the link.
    const trail = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? "";
    const core = trail ? url.slice(0, -trail.length) : url;
    return `${maskUrl(core)}${trail}`;
  });
}

/** Whether a URL as shown still holds a mask (then it is shown as text, not as a link). */
export const isMasked = (url: string) => url.includes(MASK);
