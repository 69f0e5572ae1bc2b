/**
 * Access codes the admin panel generates: 12 characters in three groups of four
 * (`k7mq-x3vp-9tah`), from 31 letters and digits that cannot be mistaken for one another
 * (no i, l, o, 0, 1) — about 59 bits, far beyond guessing through the gate's throttles.
 */
export const ACCESS_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const GENERATED_CODE_CHARS = 12;
/** New codes are at least this long (codes set before keep working). */
export const MIN_ACCESS_CODE_CHARS = 10;

/**
 * A code from random bytes (at least 32 of them: a byte that would favour some characters is
 * skipped). Null in the unlikely case the bytes run out; the caller draws again.
 */
export function accessCodeFrom(random: Uint8Array): string | null {
  const n = ACCESS_CODE_ALPHABET.length;
  const fair = 256 - (256 % n);
  const chars: string[] = [];
  for (const byte of random) {
    if (byte >= fair) continue;
    chars.push(ACCESS_CODE_ALPHABET[byte % n]!);
    if (chars.length === GENERATED_CODE_CHARS) break;
  }
  if (chars.length < GENERATED_CODE_CHARS) return null;
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join("")).join("-");
}
