import { securityHeaders } from "../../domain/security/headers";

const NONCE_BYTES = 16;
/** A fresh script nonce for one request: 128 random bits from the CSPRNG, base64. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(NONCE_BYTES))));
}

/**
 * The answer with the security headers of app/domain/security/headers.ts set. Every answer
 * of the Worker passes here (workers/app.ts): documents, single-fetch `.data`, resource
 * routes, streams and refusals alike.
 */
export function withSecurityHeaders(request: Request, response: Response, nonce: string): Response {
  const headers = securityHeaders({
    url: new URL(request.url),
    cookie: request.headers.get("Cookie"),
    contentType: response.headers.get("Content-Type"),
    cacheControl: response.headers.get("Cache-Control"),
    nonce,
  });
  // A response from fetch() or the assets binding has immutable headers: copy it first.
  let answer = response;
  try {
    for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
  } catch {
    answer = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
  }
  return answer;
}
