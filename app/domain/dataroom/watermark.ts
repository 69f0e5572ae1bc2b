/**
 * The watermark of a data-room page or a stamped download: the viewer's e-mail (else their
 * name, else 'Confidential') and the day, e.g. 'jan@fund.example · 2026-11-27'. Pure.
 */
export const WATERMARK_FALLBACK = "Confidential";
export const MAX_WATERMARK_CHARS = 120;

export function watermarkText(identity: { email?: string | null; name?: string | null }, now: Date): string {
  const who = identity.email?.trim() || identity.name?.trim() || WATERMARK_FALLBACK;
  // Control characters never reach a PDF's text or an HTML attribute.
  const clean = who.replace(/[\p{Cc}]/gu, " ").slice(0, MAX_WATERMARK_CHARS - 13);
  return `${clean} · ${now.toISOString().slice(0, 10)}`;
}

/**
 * The text pdf-lib's standard fonts can draw (WinAnsi): anything else becomes '?', so an
 * unusual name never makes stamping fail.
 */
export function winAnsiSafe(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff·]/g, "?");
}

/** Files up to this size are stamped in the request; larger ones in the job queue, with progress. */
export const INLINE_STAMP_BYTES = 5 * 1024 * 1024;
