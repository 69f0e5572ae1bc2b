import { describe, expect, it } from "vitest";

import {
  type AccountMailTexts,
  renderEmailVerificationMail,
  renderPasswordResetMail,
  renderTeamInviteMail,
  type TeamInviteFacts,
} from "./account";

/** Words that name themselves: the tests read the mails' structure and escaping (app/copy tests the wording). */
const words = <F>(lines: (facts: F) => string[]): AccountMailTexts<F> => ({
  subject: (facts) => `[subject ${JSON.stringify(facts)}]`,
  lines,
  button: "[button]",
  footer: "[footer <i>]",
  orOpenLink: "[or open]",
});
const TEAM = words<TeamInviteFacts>((f) => [
  `[${f.inviterName} ${f.companyName} ${f.roleLabel}]`,
  `[${f.expiresOn}]`,
]);

describe("account mails", () => {
  it("the paragraphs, then the button with the link, then the footer; text and HTML, the HTML escaped", () => {
    const mail = renderTeamInviteMail({
      companyName: "Acme <B.V.>",
      inviterName: "Ann",
      roleLabel: "Kijker",
      link: "https://ir.example.com/admin/invite/abc",
      expiresOn: "04-12-2026 10:00",
      texts: TEAM,
    });
    expect(mail.subject).toContain("Acme <B.V.>");
    expect(mail.text).toBe(
      [
        "[Ann Acme <B.V.> Kijker]",
        "",
        "[04-12-2026 10:00]",
        "",
        "[button]: https://ir.example.com/admin/invite/abc",
        "",
        "[footer <i>]",
      ].join("\n"),
    );
    expect(mail.html).toContain('<p style="margin:0 0 16px">[Ann Acme &lt;B.V.&gt; Kijker]</p>');
    expect(mail.html).not.toContain("<B.V.>");
    expect(mail.html).toContain("[footer &lt;i&gt;]");
    expect(mail.html).toContain(
      '[or open] <a href="https://ir.example.com/admin/invite/abc">https://ir.example.com/admin/invite/abc</a>',
    );
  });

  it("the reset and verification mails carry their link; a non-http link is refused", () => {
    const reset = words<unknown>(() => ["[reset]"]);
    expect(
      renderPasswordResetMail({ link: "https://ir.example.com/admin/reset-password/x", texts: reset }).text,
    ).toContain("[button]: https://ir.example.com/admin/reset-password/x");
    expect(
      renderEmailVerificationMail({
        fullName: "Nina",
        link: "https://ir.example.com/admin/verify-email/x",
        texts: words((f: { fullName: string }) => [`[welcome ${f.fullName}]`]),
      }).text,
    ).toContain("[welcome Nina]");
    expect(() => renderPasswordResetMail({ link: "javascript:alert(1)", texts: reset })).toThrow();
  });
});
