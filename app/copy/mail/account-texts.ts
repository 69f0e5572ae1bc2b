/** The account mails (app/domain/mail/account.ts), in Dutch like the admin's screens. */
import type { AccountMailTexts, EmailVerificationFacts, TeamInviteFacts } from "../../domain/mail/account";

const OR_OPEN_LINK = "Of open deze link:";

export const TEAM_INVITE_MAIL_TEXTS: AccountMailTexts<TeamInviteFacts> = {
  subject: ({ companyName }) => `Uitnodiging voor het team van ${companyName}`,
  lines: ({ companyName, inviterName, roleLabel, expiresOn }) => [
    `${inviterName} nodigt je uit voor het team van ${companyName} als ${roleLabel.toLowerCase()}.`,
    `Met de link hieronder kies je een naam en wachtwoord, of log je in met je bestaande account. De link werkt één keer en is geldig tot ${expiresOn}.`,
  ],
  button: "Uitnodiging aannemen",
  footer: "Verwachtte je deze uitnodiging niet? Dan kun je deze mail negeren.",
  orOpenLink: OR_OPEN_LINK,
};

export const PASSWORD_RESET_MAIL_TEXTS: AccountMailTexts<unknown> = {
  subject: () => "Nieuw wachtwoord instellen",
  lines: () => [
    "Iemand (hopelijk jij) vroeg om een nieuw wachtwoord voor je account.",
    "De link hieronder werkt één keer en is 30 minuten geldig. Na het instellen word je overal afgemeld.",
  ],
  button: "Nieuw wachtwoord instellen",
  footer: "Vroeg je hier niet om? Negeer deze mail: je wachtwoord blijft zoals het was.",
  orOpenLink: OR_OPEN_LINK,
};

export const EMAIL_VERIFICATION_MAIL_TEXTS: AccountMailTexts<EmailVerificationFacts> = {
  subject: () => "Bevestig je e-mailadres",
  lines: ({ fullName }) => [
    `Welkom, ${fullName}. Bevestig je e-mailadres om teamleden te kunnen uitnodigen en mails naar investeerders te versturen.`,
    "De link werkt één keer en is 24 uur geldig.",
  ],
  button: "E-mailadres bevestigen",
  footer: "Maakte je geen account aan? Negeer deze mail.",
  orOpenLink: OR_OPEN_LINK,
};
