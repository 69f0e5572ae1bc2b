import { describe, expect, it } from "vitest";

import { renderAiBudgetMail } from "./ai-budget";

describe("renderAiBudgetMail", () => {
  it("says the budget is used up, until when, and where to change it; values escaped", () => {
    const mail = renderAiBudgetMail({
      companyName: "Acme <B.V.>",
      limit: 500,
      settingsUrl: "https://ir.example/admin/management/settings",
    });
    expect(mail.subject).toBe("Acme <B.V.>: the pitch deck chat reached today's AI budget");
    expect(mail.text).toContain("asked the pitch deck chat 500 questions today");
    expect(mail.text).toContain("until tomorrow (UTC)");
    expect(mail.text).toContain("https://ir.example/admin/management/settings");
    expect(mail.html).toContain("Acme &lt;B.V.&gt;");
    expect(mail.html).not.toContain("Acme <B.V.>");
  });

  it("refuses a link that is not http(s)", () => {
    expect(() =>
      renderAiBudgetMail({ companyName: "Acme", limit: 1, settingsUrl: "javascript:alert(1)" }),
    ).toThrow();
  });
});
