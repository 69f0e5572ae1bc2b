import { describe, expect, it } from "vitest";

import { renderInvestorInviteMail } from "./investor-invite";

describe("investor invite mail", () => {
  it("carries the personal link, says it is personal and recorded, and escapes names", () => {
    const mail = renderInvestorInviteMail({
      companyName: "Acme <b>",
      investorName: "Ann",
      link: "https://x.example/public/acme/i/TOKEN",
      expiresOn: "2026-12-31",
    });
    expect(mail.subject).toBe("Acme <b> invites you to its investor site");
    expect(mail.text).toContain("https://x.example/public/acme/i/TOKEN");
    expect(mail.text).toContain("It opens until 2026-12-31.");
    expect(mail.text).toContain("which pages you read and what you ask");
    expect(mail.html).toContain('href="https://x.example/public/acme/i/TOKEN"');
    expect(mail.html).toContain("Acme &lt;b&gt;");
    expect(mail.html).not.toContain("Acme <b>");
  });

  it("says nothing about an expiry when there is none", () => {
    expect(
      renderInvestorInviteMail({
        companyName: "Acme",
        investorName: "Ann",
        link: "https://x.example/l",
        expiresOn: null,
      }).text,
    ).not.toContain("opens until");
  });
});
