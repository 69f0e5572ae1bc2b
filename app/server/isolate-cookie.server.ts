import { createCookie, type Cookie, type CookieOptions } from "@remix-run/cloudflare";

/**
 * Cookies made once per isolate instead of once per request. Reading a signed cookie checks
 * an HMAC (WebCrypto) every time; the outcome depends only on the Cookie header and the
 * secrets, so it is remembered per header (bounded). Writing is never memoized.
 *
 * A cookie that cannot be read is no cookie: Remix's `unsign` calls `atob` on the signature
 * without a guard, so a signature that is not base64 (a forged or truncated cookie, a
 * percent-escape that decodes to another character) throws instead of failing the check.
 * Such a value reads as null here, like a wrong signature: never a 500.
 */
const cookies = new Map<string, Cookie>();
const PARSED_PER_COOKIE = 256;
/** Longer headers are read but not remembered: the memo must not become a store for an attacker's bytes. */
const MEMO_HEADER_CHARS = 8192;

async function parseSafely(cookie: Cookie, header: string | null, options?: Parameters<Cookie["parse"]>[1]): Promise<unknown> {
  try {
    return await cookie.parse(header, options);
  } catch {
    return null;
  }
}

function memoizeParse(cookie: Cookie): Cookie {
  const parsed = new Map<string, unknown>();
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, options) => cookie.serialize(value, options),
    async parse(header: string | null, options?: Parameters<Cookie["parse"]>[1]) {
      // Headers without this cookie are answered by Remix without crypto; options change the decoding.
      if (!header || options || !header.includes(`${cookie.name}=`) || header.length > MEMO_HEADER_CHARS) return parseSafely(cookie, header, options);
      if (parsed.has(header)) return structuredClone(parsed.get(header));
      const value = await parseSafely(cookie, header);
      parsed.set(header, value);
      if (parsed.size > PARSED_PER_COOKIE) parsed.delete(parsed.keys().next().value as string);
      return structuredClone(value);
    },
  };
}

export function isolateCookie(name: string, options: CookieOptions): Cookie {
  const key = JSON.stringify([name, options]);
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = memoizeParse(createCookie(name, options));
    cookies.set(key, cookie);
  }
  return cookie;
}
