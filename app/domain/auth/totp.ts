/**
 * TOTP (RFC 6238) with HMAC-SHA1, 6 digits and 30-second steps: what every authenticator app
 * uses by default. The HMAC itself is WebCrypto's (app/server/auth/two-factor.server.ts); these are
 * the pure parts: the secret's base32 text, the counter's bytes, the truncation to a code, the
 * steps a code may belong to, the otpauth URI and the recovery codes' format.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is accepted too (clock drift). */
export const TOTP_DRIFT_STEPS = 1;
export const TOTP_SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); null for any other character. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** The 30-second step a moment falls in. */
export function totpStep(asOfMs: number): number {
  return Math.floor(asOfMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The 8-byte big-endian counter HOTP signs. */
export function counterBytes(step: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(8);
  let rest = step;
  for (let i = 7; i >= 0; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

/** RFC 4226's dynamic truncation of an HMAC into a code of `digits` digits. */
export function truncate(hmac: Uint8Array, digits = TOTP_DIGITS): string {
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary =
    ((hmac[offset]! & 0x7f) << 24) | (hmac[offset + 1]! << 16) | (hmac[offset + 2]! << 8) | hmac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The steps a code entered at `asOfMs` may belong to, the current one first. */
export function candidateSteps(asOfMs: number): number[] {
  const now = totpStep(asOfMs);
  const steps = [now];
  for (let d = 1; d <= TOTP_DRIFT_STEPS; d++) steps.push(now - d, now + d);
  return steps;
}

/** A code as typed ('123 456', '123-456') reduced to its digits, or null when it cannot be a code. */
export function normalizeTotpCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}

/** The URI an authenticator app adds an account from (Key Uri Format): issuer and account name, the secret. */
export function otpauthUri({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** The secret in groups of four, as it is easiest to type into an app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** A recovery code from 10 random bytes: 16 base32 characters in four groups ('abcd-efgh-ijkl-mnop'). */
export function formatRecoveryCode(bytes: Uint8Array): string {
  return base32Encode(bytes)
    .slice(0, 16)
    .toLowerCase()
    .replace(/(.{4})(?=.)/g, "$1-");
}

/** A recovery code as typed, reduced to the form it is stored by; null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const clean = input.replace(/[\s-]/g, "").toLowerCase();
  if (!/^[a-z2-7]{16}$/.test(clean)) return null;
  return clean.replace(/(.{4})(?=.)/g, "$1-");
}
