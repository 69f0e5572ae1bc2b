import { securityHeaders } from "../domain/security/headers";

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time: one call into the CSPRNG per request showed in the page profile. */
const pool = new Uint8Array(NONCE_BYTES * 256);
let poolAt = pool.length;

/** A fresh script nonce for one request: 128 random bits from the CSPRNG, base64; each byte used once. */
export function createNonce(): string {
  if (poolAt === pool.length) {
    crypto.getRandomValues(pool);
    poolAt = 0;
  }
  let binary = "";
  for (let i = poolAt; i < poolAt + NONCE_BYTES; i++) binary += String.fromCharCode(pool[i]);
  poolAt += NONCE_BYTES;
  return btoa(binary);
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
