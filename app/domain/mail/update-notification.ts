import { formatLongDate } from "../format/dates";
import { displayMetrics } from "../updates";
import {
  assertHttpUrl,
  escapeHtml,
  escapeMultiline,
  linkButton,
  mailLayout,
  type RenderedMail,
} from "./html";

export type UpdateNotificationInput = {
  companyName: string;
  update: { title: string; description: string; date: string; metrics: readonly string[] };
  /** Absolute link to the investor timeline. */
  timelineUrl: string;
  /** Absolute `/unsubscribe?token=…` link of this subscriber. */
  unsubscribeUrl: string;
};

/** The mail a verified subscriber receives when an update is published with notifications. */
export function renderUpdateNotification({
  companyName,
  update,
  timelineUrl,
  unsubscribeUrl,
}: UpdateNotificationInput): RenderedMail {
  const date = formatLongDate(update.date);
  const metrics = displayMetrics(update.metrics);
  const subject = `${companyName}: ${update.title}`;
  const timeline = assertHttpUrl(timelineUrl);
  const unsubscribe = assertHttpUrl(unsubscribeUrl);

  const text = [
    `New update from ${companyName}`,
    "",
    update.title,
    date,
    "",
    update.description,
    ...(metrics.length ? ["", "Key points:", ...metrics.map((m) => `- ${m}`)] : []),
    "",
    `Read all updates: ${timeline}`,
    "",
    "--",
    `You receive this because you subscribed to updates from ${companyName}.`,
    `Unsubscribe: ${unsubscribe}`,
  ].join("\n");

  const body = [
    `<p style="margin:0 0 4px;font-size:13px;color:#6b7280">New update from ${escapeHtml(companyName)}</p>`,
    `<h1 style="margin:0 0 4px;font-size:22px">${escapeHtml(update.title)}</h1>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(date)}</p>`,
    `<p style="margin:0 0 16px">${escapeMultiline(update.description)}</p>`,
    metrics.length
      ? `<ul style="margin:0 0 16px;padding-left:20px">${metrics.map((m) => `<li>${escapeHtml(m)}</li>`).join("")}</ul>`
      : "",
    `<p style="margin:24px 0 0">${linkButton(timeline, "Read all updates")}</p>`,
  ].join("");

  const footer = `You receive this because you subscribed to updates from ${escapeHtml(companyName)}. <a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">Unsubscribe</a>`;
  return { subject, text, html: mailLayout({ title: subject, body, footer }) };
}
