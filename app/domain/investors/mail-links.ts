/**
 * Links of an update mail that tell the founder who clicked: each carries the subscriber's
 * id and a signature over it (HMAC-SHA256 with the app's secret, made on the server with
 * WebCrypto), so a click is recorded for that subscriber — and the investor with that
 * address — and then goes on to the page. A link whose signature does not check still goes
 * on, and records nothing. Pure: the signing happens in app/server/mail/mail-links.server.ts.
 */
import { isTokenShape } from "./links";

/** What is signed: the purpose, the company and the subscription (a token never fits another company or use). */
export function mailClickMessage(companyId: string, subscriptionId: string): string {
  return `mail-click:v1:${companyId}:${subscriptionId}`;
}

export const mailClickPath = (slug: string) => `/public/${encodeURIComponent(slug)}/go`;

/** The absolute link of one subscriber to `to` (a page of the company's investor site). */
export function mailClickUrl(
  origin: string,
  slug: string,
  subscriptionId: string,
  token: string,
  to: string,
): string {
  const url = new URL(mailClickPath(slug), origin);
  url.searchParams.set("s", subscriptionId);
  url.searchParams.set("t", token);
  url.searchParams.set("to", to);
  return url.toString();
}

/**
 * Where a click goes: a path of this company's investor site, else its timeline (never
 * another site or another company: the link is an open redirect otherwise).
 */
export function mailClickTarget(slug: string, to: string | null): string {
  const home = `/public/${slug}`;
  const fallback = `${home}/timeline`;
  if (!to || to.length > 300 || !to.startsWith("/") || to.startsWith("//") || /[\\\s]/.test(to))
    return fallback;
  let path: string;
  try {
    const url = new URL(to, "https://x.invalid");
    if (url.origin !== "https://x.invalid") return fallback;
    path = url.pathname;
    if (path !== home && !path.startsWith(`${home}/`)) return fallback;
    // The click page itself would only loop.
    if (path === `${home}/go`) return fallback;
    return `${path}${url.search}`;
  } catch {
    return fallback;
  }
}

const ID_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

/** The subscription id and signature of a click, when they have the right shape at all. */
export function readMailClick(params: URLSearchParams): { subscriptionId: string; token: string } | null {
  const subscriptionId = params.get("s");
  const token = params.get("t");
  if (!subscriptionId || !ID_SHAPE.test(subscriptionId) || !isTokenShape(token)) return null;
  return { subscriptionId, token };
}
