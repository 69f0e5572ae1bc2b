import { describe, expect, it } from "vitest";

import {
  renderEmailVerificationMail,
  renderPasswordResetMail,
  renderTeamInviteMail,
} from "../../domain/mail/account";
import {
  EMAIL_VERIFICATION_MAIL_TEXTS,
  PASSWORD_RESET_MAIL_TEXTS,
  TEAM_INVITE_MAIL_TEXTS,
} from "./account-texts";

describe("the account mails in Dutch", () => {
  it("an invitation names the company, the inviter and the role", () => {
    const mail = renderTeamInviteMail({
      companyName: "Acme <B.V.>",
      inviterName: "Ann",
      roleLabel: "Kijker",
      link: "https://ir.example.com/admin/invite/abc",
      expiresOn: "04-12-2026 10:00",
      texts: TEAM_INVITE_MAIL_TEXTS,
    });
    expect(mail.subject).toBe("Uitnodiging voor het team van Acme <B.V.>");
    expect(mail.text).toContain("Ann nodigt je uit voor het team van Acme <B.V.> als kijker.");
    expect(mail.text).toContain("De link werkt één keer en is geldig tot 04-12-2026 10:00.");
    expect(mail.text).toContain("Uitnodiging aannemen: https://ir.example.com/admin/invite/abc");
    expect(mail.html).toContain("Of open deze link:");
  });

  it("the reset and verification mails say how long their link works", () => {
    const reset = renderPasswordResetMail({
      link: "https://ir.example.com/admin/reset-password/x",
      texts: PASSWORD_RESET_MAIL_TEXTS,
    });
    expect(reset.subject).toBe("Nieuw wachtwoord instellen");
    expect(reset.text).toContain("30 minuten geldig");
    const verify = renderEmailVerificationMail({
      fullName: "Nina",
      link: "https://ir.example.com/admin/verify-email/x",
      texts: EMAIL_VERIFICATION_MAIL_TEXTS,
    });
    expect(verify.subject).toBe("Bevestig je e-mailadres");
    expect(verify.text).toContain("Welkom, Nina.");
    expect(verify.text).toContain("24 uur geldig");
  });
});
