/**
 * The length a request body declares (`Content-Length`, RFC 9110 §8.6: one or more digits):
 * a whole number of bytes, or null when the header is missing, empty, negative, not a
 * number or beyond what a number holds exactly. A body is checked against it before it is read.
 */
export function declaredLength(header: string | null): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (!/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
