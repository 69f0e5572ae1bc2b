import { type Cookie, type CookieOptions, createCookie } from "@remix-run/cloudflare";

/**
 * A Remix cookie whose unreadable value is no value. Remix's `unsign` calls `atob` on the
 * signature without a guard, so a signature that is not base64 (a forged or truncated cookie,
 * a percent-escape that decodes to another character) throws instead of failing the check:
 * such a value reads as null here, like a wrong signature, never a 500.
 */
export function safeCookie(name: string, options: CookieOptions): Cookie {
  const cookie = createCookie(name, options);
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
    serialize: (value, serializeOptions) => cookie.serialize(value, serializeOptions),
    async parse(header, parseOptions) {
      try {
        return await cookie.parse(header, parseOptions);
      } catch {
        return null;
      }
    },
  };
}
