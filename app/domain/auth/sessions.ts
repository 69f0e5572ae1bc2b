/**
 * How long a sign-in lasts: a session ends 7 days after its last use (idle) and 30 days after
 * the sign-in whatever happens (absolute). Its last use is written at most every few minutes,
 * so a signed-in page costs no write on most requests.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** A session's last use is rewritten when the stored one is older than this. */
export const SESSION_TOUCH_MS = 5 * MINUTE;

/** The oldest last use a live session may have at `asOf` (ISO, as stored). */
export function idleCutoff(asOf: Date): string {
  return new Date(asOf.getTime() - SESSION_IDLE_MS).toISOString();
}

export function absoluteExpiry(signedInAt: Date): string {
  return new Date(signedInAt.getTime() + SESSION_ABSOLUTE_MS).toISOString();
}

/** Whether a session row is still live at `asOf`. */
export function sessionIsLive(
  row: { expiresAt: string; lastSeenAt: string | null; createdAt: string },
  asOf: Date,
): boolean {
  const lastUse = row.lastSeenAt ?? row.createdAt;
  return row.expiresAt > asOf.toISOString() && lastUse > idleCutoff(asOf);
}

/** Whether the last use stored for a session should be rewritten at `asOf`. */
export function shouldTouch(lastSeenAt: string | null, asOf: Date): boolean {
  return !lastSeenAt || Date.parse(lastSeenAt) <= asOf.getTime() - SESSION_TOUCH_MS;
}

/** The browser and system a User-Agent names (null: not recognised); the raw text is never shown (app/copy/auth/account-texts.ts words it: deviceLabel). */
export function readUserAgent(userAgent: string | null | undefined): {
  browser: string | null;
  system: string | null;
} {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrom(e|ium)\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : null;
  const system = /iPhone|iPad|iPod/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  return { browser, system };
}
