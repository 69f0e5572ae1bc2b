import { assertHttpUrl, escapeHtml, linkButton, mailLayout, type RenderedMail } from "./html";

/** Double opt-in: the link in this mail turns a subscription into a verified one. */
export function renderVerificationMail({
  companyName,
  verifyUrl,
}: {
  companyName: string;
  verifyUrl: string;
}): RenderedMail {
  const subject = `Confirm your subscription to ${companyName} updates`;
  const url = assertHttpUrl(verifyUrl);
  const text = [
    `Please confirm that you want to receive updates from ${companyName}.`,
    "",
    `Confirm your subscription: ${url}`,
    "",
    "If you did not ask for this, ignore this mail: you will not receive any updates.",
  ].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">Confirm your subscription</h1>`,
    `<p style="margin:0 0 20px">Please confirm that you want to receive updates from ${escapeHtml(companyName)}.</p>`,
    `<p style="margin:0 0 20px">${linkButton(url, "Confirm subscription")}</p>`,
    `<p style="margin:0;font-size:13px;color:#6b7280">Or open this link: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
  ].join("");
  const footer = "If you did not ask for this, ignore this mail: you will not receive any updates.";
  return { subject, text, html: mailLayout({ title: subject, body, footer }) };
}
