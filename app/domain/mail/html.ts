/** Shared pieces of the mails: HTML escaping and the one layout every mail uses. */

export type RenderedMail = { subject: string; text: string; html: string };

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Escaped text with its line breaks kept. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

/** Only http(s) URLs become links; anything else is refused rather than rendered. */
export function assertHttpUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new Error(`refusing a non-http link in a mail: ${parsed.protocol}`);
  return parsed.toString();
}

/** A button-like link (inline styles: mail clients ignore stylesheets). */
export function linkButton(url: string, label: string): string {
  return `<a href="${escapeHtml(assertHttpUrl(url))}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;
}

/** The HTML document around a mail's body; `footer` is already-escaped HTML. */
export function mailLayout({
  title,
  body,
  footer,
}: {
  title: string;
  body: string;
  footer?: string;
}): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    body,
    "</div>",
    footer
      ? `<p style="max-width:600px;margin:16px auto 0;font-size:12px;color:#6b7280;text-align:center">${footer}</p>`
      : "",
    "</body></html>",
  ].join("");
}
