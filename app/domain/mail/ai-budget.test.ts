import { describe, expect, it } from "vitest";

import { type AiBudgetMailTexts, renderAiBudgetMail } from "./ai-budget";

/** Words that name themselves: the mail's structure and escaping (app/copy tests the wording). */
const WORDS: AiBudgetMailTexts = {
  subject: (company) => `[subject ${company}]`,
  intro: (company, limit) => `[intro ${company} ${limit}]`,
  action: "[action]",
  button: "[button]",
};

describe("renderAiBudgetMail", () => {
  it("says the budget is used up and where to change it, with the link; values escaped", () => {
    const mail = renderAiBudgetMail({
      companyName: "Acme <B.V.>",
      limit: 500,
      settingsUrl: "https://ir.example/admin/management/settings",
      texts: WORDS,
    });
    expect(mail.subject).toBe("[subject Acme <B.V.>]");
    expect(mail.text).toBe(
      "[intro Acme <B.V.> 500]\n\n[action]\nhttps://ir.example/admin/management/settings",
    );
    expect(mail.html).toContain("[intro Acme &lt;B.V.&gt; 500]");
    expect(mail.html).not.toContain("Acme <B.V.>");
    expect(mail.html).toContain('href="https://ir.example/admin/management/settings"');
  });

  it("refuses a link that is not http(s)", () => {
    expect(() =>
      renderAiBudgetMail({ companyName: "Acme", limit: 1, settingsUrl: "javascript:alert(1)", texts: WORDS }),
    ).toThrow();
  });
});
