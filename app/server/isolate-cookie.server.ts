import { createCookie, type Cookie, type CookieOptions } from "@remix-run/cloudflare";

/**
 * Cookies made once per isolate instead of once per request. Reading a signed cookie checks
 * an HMAC (WebCrypto) every time; the outcome depends only on the Cookie header and the
 * secrets, so it is remembered per header (bounded). Writing is never memoized.
 */
const cookies = new Map<string, Cookie>();
const PARSED_PER_COOKIE = 256;

function memoizeParse(cookie: Cookie): Cookie {
  const parsed = new Map<string, unknown>();
  const parse = cookie.parse.bind(cookie);
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
      if (!header || options || !header.includes(`${cookie.name}=`)) return parse(header, options);
      if (parsed.has(header)) return structuredClone(parsed.get(header));
      const value: unknown = await parse(header);
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
