/**
 * The mails of an account (Dutch, as the admin's screens): an invitation to a company's team,
 * a password reset and the verification of a new account's e-mail address. Each carries one
 * single-use link; only its hash is stored.
 */
import { assertHttpUrl, escapeHtml, linkButton, mailLayout, type RenderedMail } from "./html";

function mail({
  subject,
  lines,
  link,
  button,
  footer,
}: {
  subject: string;
  lines: string[];
  link: string;
  button: string;
  footer: string;
}): RenderedMail {
  const url = assertHttpUrl(link);
  const text = [...lines.flatMap((line) => [line, ""]), `${button}: ${url}`, "", footer].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(subject)}</h1>`,
    ...lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`),
    `<p style="margin:8px 0 20px">${linkButton(url, button)}</p>`,
    `<p style="margin:0;font-size:13px;color:#6b7280">Of open deze link: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body, footer: escapeHtml(footer) }) };
}

export function renderTeamInviteMail({
  companyName,
  inviterName,
  roleLabel,
  link,
  expiresOn,
}: {
  companyName: string;
  inviterName: string;
  roleLabel: string;
  link: string;
  expiresOn: string;
}): RenderedMail {
  return mail({
    subject: `Uitnodiging voor het team van ${companyName}`,
    lines: [
      `${inviterName} nodigt je uit voor het team van ${companyName} als ${roleLabel.toLowerCase()}.`,
      `Met de link hieronder kies je een naam en wachtwoord, of log je in met je bestaande account. De link werkt één keer en is geldig tot ${expiresOn}.`,
    ],
    link,
    button: "Uitnodiging aannemen",
    footer: "Verwachtte je deze uitnodiging niet? Dan kun je deze mail negeren.",
  });
}

export function renderPasswordResetMail({ link }: { link: string }): RenderedMail {
  return mail({
    subject: "Nieuw wachtwoord instellen",
    lines: [
      "Iemand (hopelijk jij) vroeg om een nieuw wachtwoord voor je account.",
      "De link hieronder werkt één keer en is 30 minuten geldig. Na het instellen word je overal afgemeld.",
    ],
    link,
    button: "Nieuw wachtwoord instellen",
    footer: "Vroeg je hier niet om? Negeer deze mail: je wachtwoord blijft zoals het was.",
  });
}

export function renderEmailVerificationMail({
  fullName,
  link,
}: {
  fullName: string;
  link: string;
}): RenderedMail {
  return mail({
    subject: "Bevestig je e-mailadres",
    lines: [
      `Welkom, ${fullName}. Bevestig je e-mailadres om teamleden te kunnen uitnodigen en mails naar investeerders te versturen.`,
      "De link werkt één keer en is 24 uur geldig.",
    ],
    link,
    button: "E-mailadres bevestigen",
    footer: "Maakte je geen account aan? Negeer deze mail.",
  });
}
