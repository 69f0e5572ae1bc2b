/**
 * The security headers of every answer the Worker gives (one policy, applied in one place:
 * workers/app.ts). Pure: the caller passes what it knows about the request and the response
 * and sets the headers this returns.
 */
import { VIMEO_EMBED_BASE, YOUTUBE_EMBED_BASE } from "../videos";

/** Cookies that make an answer personal: the member session, the chat id, investor grants. */
const CREDENTIAL_COOKIES = new Set(["__session", "__chat"]);
const CREDENTIAL_COOKIE_PREFIXES = ["__gate_"];
/** Paths whose URL is itself the credential (founder interview links). */
const CREDENTIAL_PATHS = [/^\/interview\//, /^\/founder-interview\//];

/** Origins the pages may frame: the video players of the Videos page. */
export const FRAME_ORIGINS = [new URL(YOUTUBE_EMBED_BASE).origin, new URL(VIMEO_EMBED_BASE).origin];

/** One year, with subdomains (HSTS). */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";
export const PRIVATE_NO_STORE = "private, no-store";

/** A nonce is base64 of random bytes: letters, digits, + / and = padding only. */
const NONCE = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/**
 * The Content-Security-Policy of an HTML answer. Scripts: our own files and the inline
 * scripts carrying this request's nonce (Remix's Scripts, ScrollRestoration and the data
 * handoff); WebAssembly may compile (OCR in the admin's browser). Workers from our origin or
 * blob: (pdf.js, tesseract.js). Styles allow inline because React renders `style` attributes
 * (charts, progress bars); images from our origin (R2 through /documents), data: and blob:.
 */
export function contentSecurityPolicy(nonce: string): string {
  if (!NONCE.test(nonce)) throw new Error("invalid CSP nonce");
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'"],
    ["worker-src", "'self'", "blob:"],
    ["frame-src", "'self'", ...FRAME_ORIGINS],
    ["media-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'self'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** True when the request carries something that makes its answer personal. */
export function isCredentialed(pathname: string, cookieHeader: string | null): boolean {
  if (CREDENTIAL_PATHS.some((p) => p.test(pathname))) return true;
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const name = pair.split("=")[0]!.trim();
    return CREDENTIAL_COOKIES.has(name) || CREDENTIAL_COOKIE_PREFIXES.some((p) => name.startsWith(p));
  });
}

/** A host a developer runs on: no HSTS there (it would pin localhost to https for a year). */
export function isLocalHost(hostname: string) {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "127.0.0.1" ||
    hostname === "[::1]"
  );
}

export type AnswerFacts = {
  /** The request's URL. */
  url: URL;
  /** The request's Cookie header. */
  cookie: string | null;
  /** The response's Content-Type and Cache-Control as the route set them. */
  contentType: string | null;
  cacheControl: string | null;
  /** This request's script nonce (the one the document's scripts carry). */
  nonce: string;
};

/** The headers to set on one answer (replacing any of the same name). */
export function securityHeaders(facts: AnswerFacts): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
  if (facts.url.protocol === "https:" && !isLocalHost(facts.url.hostname))
    headers["Strict-Transport-Security"] = HSTS_VALUE;
  if ((facts.contentType ?? "").toLowerCase().startsWith("text/html")) {
    headers["Content-Security-Policy"] = contentSecurityPolicy(facts.nonce);
    headers["X-Frame-Options"] = "SAMEORIGIN";
  }
  // A route that already chose a private or uncached policy (e.g. a download) keeps it.
  const own = (facts.cacheControl ?? "").toLowerCase();
  const alreadyPrivate = /\b(private|no-store)\b/.test(own);
  if (!alreadyPrivate && isCredentialed(facts.url.pathname, facts.cookie))
    headers["Cache-Control"] = PRIVATE_NO_STORE;
  return headers;
}
