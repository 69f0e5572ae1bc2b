/**
 * The designed mail of a published update (every update mail: subscribers, invited investors,
 * the founder's test). One column, at most 600 px wide and fluid below, no images (the open
 * pixel, when the company turned tracking on, is 1×1 and carries no content), light colours
 * inline with a dark scheme for clients that honour `prefers-color-scheme`, and a plain-text
 * part with the same content. Everything the founder typed is escaped. Its words:
 * app/copy/mail/update-mail-texts.ts.
 */
import { formatLongDate } from "../format/dates";
import { displayMetrics } from "../updates";
import { assertHttpUrl, escapeHtml, escapeMultiline, type RenderedMail } from "./html";

/** Why this recipient gets the mail: shown in the footer. */
export type UpdateMailReason = "subscriber" | "investor" | "test";

export type UpdateMailInput = {
  companyName: string;
  update: { title: string; description: string; date: string; type: string; metrics: readonly string[] };
  /** Absolute link to the update's page (a signed click link where there is one). */
  readUrl: string;
  reason: UpdateMailReason;
  /** The subscriber's `/unsubscribe?token=…` link (also sent as List-Unsubscribe). */
  unsubscribeUrl?: string | null;
  /** The 1×1 open pixel: only when the company turned open tracking on. */
  openPixelUrl?: string | null;
  /**
   * A fragment placed after the text (the monthly update's KPI block): HTML already escaped, and
   * its text. With `replacesText` it stands in for the update's text and key points (the monthly
   * update's are derived from the same figures and sections).
   */
  extra?: { html: string; text: string; replacesText?: boolean } | null;
  texts: UpdateMailTexts;
};

/** The mail's words around what the founder wrote. */
export type UpdateMailTexts = {
  /** Before the subject of the founder's test mail. */
  testSubjectPrefix: string;
  kicker: (company: string) => string;
  keyPoints: string;
  /** The button. */
  read: string;
  /** The button's line in the plain text, before the link. */
  readText: string;
  testBanner: string;
  reason: Record<UpdateMailReason, (company: string) => string>;
  unsubscribe: string;
  openTracking: string;
  /** The update type's name beside the date. */
  typeLabel: (type: string) => string;
};

/** Dark-mode colours for clients that read the stylesheet; the inline ones are the light look. */
const STYLE = [
  ":root{color-scheme:light dark;supported-color-schemes:light dark}",
  "body{margin:0;padding:0;-webkit-text-size-adjust:100%}",
  "a{word-break:break-word}",
  "@media (max-width:480px){.um-pad{padding:20px 16px!important}.um-outer{padding:0!important}}",
  "@media (prefers-color-scheme:dark){",
  ".um-bg{background:#111827!important}",
  ".um-card{background:#1f2937!important;border-color:#374151!important}",
  ".um-text{color:#f3f4f6!important}",
  ".um-muted{color:#d1d5db!important}",
  ".um-link{color:#93c5fd!important}",
  ".um-button{background:#3b82f6!important;color:#ffffff!important}",
  ".um-test{background:#78350f!important;color:#fef3c7!important}",
  "}",
].join("");

export function renderUpdateMail(input: UpdateMailInput): RenderedMail {
  const { companyName, update, reason, texts: T } = input;
  const date = formatLongDate(update.date);
  const replaced = !!input.extra?.replacesText;
  const metrics = replaced ? [] : displayMetrics(update.metrics);
  const typeLabel = T.typeLabel(update.type);
  const read = assertHttpUrl(input.readUrl);
  const unsubscribe = input.unsubscribeUrl ? assertHttpUrl(input.unsubscribeUrl) : null;
  const pixel = input.openPixelUrl ? assertHttpUrl(input.openPixelUrl) : null;
  const subject = `${reason === "test" ? T.testSubjectPrefix : ""}${companyName}: ${update.title}`;

  const text = [
    ...(reason === "test" ? [T.testBanner, ""] : []),
    T.kicker(companyName),
    "",
    update.title,
    `${typeLabel} · ${date}`,
    ...(replaced ? [] : ["", update.description]),
    ...(metrics.length ? ["", `${T.keyPoints}:`, ...metrics.map((m) => `- ${m}`)] : []),
    ...(input.extra?.text ? ["", input.extra.text] : []),
    "",
    `${T.readText}: ${read}`,
    "",
    "--",
    T.reason[reason](companyName),
    ...(unsubscribe ? [`${T.unsubscribe}: ${unsubscribe}`] : []),
    ...(pixel ? [T.openTracking] : []),
  ].join("\n");

  const muted = 'class="um-muted" style="color:#4b5563"';
  const body = [
    reason === "test"
      ? `<p class="um-test" style="margin:0 0 16px;padding:8px 12px;border-radius:6px;background:#fef3c7;color:#78350f;font-size:14px">${escapeHtml(T.testBanner)}</p>`
      : "",
    `<p ${muted.replace('style="', 'style="margin:0 0 8px;font-size:13px;')}>${escapeHtml(T.kicker(companyName))}</p>`,
    `<h1 class="um-text" style="margin:0 0 6px;font-size:24px;line-height:1.25;color:#111827">${escapeHtml(update.title)}</h1>`,
    `<p ${muted.replace('style="', 'style="margin:0 0 20px;font-size:13px;')}>${escapeHtml(typeLabel)} · ${escapeHtml(date)}</p>`,
    replaced
      ? ""
      : `<p class="um-text" style="margin:0 0 20px;font-size:16px;color:#111827">${escapeMultiline(update.description)}</p>`,
    metrics.length
      ? `<p class="um-text" style="margin:0 0 6px;font-size:14px;font-weight:bold;color:#111827">${escapeHtml(T.keyPoints)}</p><ul class="um-text" style="margin:0 0 20px;padding-left:20px;font-size:16px;color:#111827">${metrics.map((m) => `<li style="margin:0 0 4px">${escapeHtml(m)}</li>`).join("")}</ul>`
      : "",
    input.extra?.html ? `<div style="margin:0 0 20px">${input.extra.html}</div>` : "",
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 0"><tr><td class="um-button" style="border-radius:6px;background:#1d4ed8"><a class="um-button" href="${escapeHtml(read)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1d4ed8;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(T.read)}</a></td></tr></table>`,
  ].join("");

  const footer = [
    escapeHtml(T.reason[reason](companyName)),
    unsubscribe
      ? ` <a class="um-link" href="${escapeHtml(unsubscribe)}" style="color:#1d4ed8;text-decoration:underline">${escapeHtml(T.unsubscribe)}</a>`
      : "",
    pixel ? `<br>${escapeHtml(T.openTracking)}` : "",
  ].join("");

  const html = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(subject)}</title><style>${STYLE}</style></head>`,
    '<body class="um-bg" style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111827">',
    '<table role="presentation" class="um-bg" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background:#f3f4f6">',
    '<tr><td class="um-outer" align="center" style="padding:24px 12px">',
    '<table role="presentation" class="um-card" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px">',
    `<tr><td class="um-pad" style="padding:28px 28px 24px">${body}</td></tr></table>`,
    `<p class="um-muted" style="max-width:600px;margin:16px auto 0;font-size:12px;color:#4b5563;text-align:center">${footer}</p>`,
    pixel
      ? `<img src="${escapeHtml(pixel)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`
      : "",
    "</td></tr></table></body></html>",
  ].join("");

  return { subject, text, html };
}
