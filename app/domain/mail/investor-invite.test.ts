import { describe, expect, it } from "vitest";

import { type InvestorInviteMailTexts, renderInvestorInviteMail } from "./investor-invite";

/** Words that name themselves: the mail's structure and escaping (app/copy tests the wording). */
const WORDS: InvestorInviteMailTexts = {
  subject: (company) => `[subject ${company}]`,
  intro: (investor, company, expiresOn) => `[intro ${investor} ${company} ${expiresOn}]`,
  button: "[button]",
  footer: "[footer]",
};

describe("investor invite mail", () => {
  it("carries the personal link in both parts and escapes names", () => {
    const mail = renderInvestorInviteMail({
      companyName: "Acme <b>",
      investorName: "Ann",
      link: "https://x.example/public/acme/i/TOKEN",
      expiresOn: "2026-12-31",
      texts: WORDS,
    });
    expect(mail.subject).toBe("[subject Acme <b>]");
    expect(mail.text).toBe("[intro Ann Acme <b> 2026-12-31]\n\nhttps://x.example/public/acme/i/TOKEN");
    expect(mail.html).toContain('href="https://x.example/public/acme/i/TOKEN"');
    expect(mail.html).toContain("[intro Ann Acme &lt;b&gt; 2026-12-31]");
    expect(mail.html).not.toContain("Acme <b>");
    expect(mail.html).toContain("[footer]");
  });
});
