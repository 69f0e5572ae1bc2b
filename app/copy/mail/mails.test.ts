import { describe, expect, it } from "vitest";

import { renderAiBudgetMail } from "../../domain/mail/ai-budget";
import { renderInvestorInviteMail } from "../../domain/mail/investor-invite";
import { renderVerificationMail } from "../../domain/mail/verification";
import { AI_BUDGET_MAIL_TEXTS } from "./ai-budget-texts";
import { INVESTOR_INVITE_MAIL_TEXTS } from "./investor-invite-texts";
import { VERIFICATION_MAIL_TEXTS } from "./verification-texts";

describe("the AI budget mail in English", () => {
  it("says the budget is used up, until when, and where to change it", () => {
    const mail = renderAiBudgetMail({
      companyName: "Acme <B.V.>",
      limit: 500,
      settingsUrl: "https://ir.example/admin/management/settings",
      texts: AI_BUDGET_MAIL_TEXTS,
    });
    expect(mail.subject).toBe("Acme <B.V.>: the pitch deck chat reached today's AI budget");
    expect(mail.text).toContain("asked the pitch deck chat 500 questions today");
    expect(mail.text).toContain("until tomorrow (UTC)");
    expect(mail.text).toContain("You can change the budget under Admin Panel → Settings → AI budget.");
    expect(mail.html).toContain("Open Settings");
  });
});

describe("the investor invite in English", () => {
  it("says the link is personal and recorded, and until when it opens", () => {
    const mail = renderInvestorInviteMail({
      companyName: "Acme",
      investorName: "Ann",
      link: "https://x.example/public/acme/i/TOKEN",
      expiresOn: "2026-12-31",
      texts: INVESTOR_INVITE_MAIL_TEXTS,
    });
    expect(mail.subject).toBe("Acme invites you to its investor site");
    expect(mail.text).toContain("Dear Ann, Acme invites you");
    expect(mail.text).toContain("It opens until 2026-12-31.");
    expect(mail.text).toContain("which pages you read and what you ask");
    expect(mail.html).toContain("Please do not forward this mail: the link is yours.");
    const open = renderInvestorInviteMail({
      companyName: "Acme",
      investorName: "Ann",
      link: "https://x.example/l",
      expiresOn: null,
      texts: INVESTOR_INVITE_MAIL_TEXTS,
    });
    expect(open.text).not.toContain("opens until");
  });
});

describe("the subscription's double opt-in in English", () => {
  it("asks to confirm, with the link", () => {
    const mail = renderVerificationMail({
      companyName: "A&B",
      verifyUrl: "https://x.example/subscribe/verify?token=t1&y=2",
      texts: VERIFICATION_MAIL_TEXTS,
    });
    expect(mail.subject).toBe("Confirm your subscription to A&B updates");
    expect(mail.text).toContain("Confirm your subscription: https://x.example/subscribe/verify?token=t1&y=2");
    expect(mail.html).toContain("updates from A&amp;B.");
    expect(mail.html).toContain("Confirm subscription");
  });
});
