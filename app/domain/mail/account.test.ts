import { describe, expect, it } from "vitest";

import { renderEmailVerificationMail, renderPasswordResetMail, renderTeamInviteMail } from "./account";

describe("account mails", () => {
  it("an invitation names the company, the inviter and the role, and carries its link in text and HTML (escaped)", () => {
    const mail = renderTeamInviteMail({
      companyName: "Acme <B.V.>",
      inviterName: "Ann",
      roleLabel: "Kijker",
      link: "https://ir.example.com/admin/invite/abc",
      expiresOn: "04-12-2026 10:00",
    });
    expect(mail.subject).toBe("Uitnodiging voor het team van Acme <B.V.>");
    expect(mail.text).toContain("Ann nodigt je uit voor het team van Acme <B.V.> als kijker.");
    expect(mail.text).toContain("https://ir.example.com/admin/invite/abc");
    expect(mail.html).toContain("Acme &lt;B.V.&gt;");
    expect(mail.html).not.toContain("<B.V.>");
    expect(mail.html).toContain('href="https://ir.example.com/admin/invite/abc"');
  });

  it("the reset and verification mails say how long their link works; a non-http link is refused", () => {
    expect(renderPasswordResetMail({ link: "https://ir.example.com/admin/reset-password/x" }).text).toContain(
      "30 minuten geldig",
    );
    expect(
      renderEmailVerificationMail({ fullName: "Nina", link: "https://ir.example.com/admin/verify-email/x" })
        .text,
    ).toContain("24 uur geldig");
    expect(() => renderPasswordResetMail({ link: "javascript:alert(1)" })).toThrow();
  });
});
