import { describe, expect, it } from "vitest";

import { type GateCodeMailTexts, renderGateCodeMail } from "./gate-code";

const texts: GateCodeMailTexts = {
  subject: (company) => `Code for ${company}`,
  intro: (company) => `Your code at ${company}:`,
  valid: "Valid once.",
  ignore: "Ignore it.",
};

describe("the gate's code mail", () => {
  it("carries the code on its own line, the company's name escaped in HTML", () => {
    const mail = renderGateCodeMail({ companyName: "Smit & Zn <BV>", code: "042917", texts });
    expect(mail.subject).toBe("Code for Smit & Zn <BV>");
    expect(mail.text).toBe("Your code at Smit & Zn <BV>:\n\n042917\n\nValid once.\n\nIgnore it.");
    expect(mail.html).toContain("Smit &amp; Zn &lt;BV&gt;");
    expect(mail.html).not.toContain("<BV>");
    expect(mail.html).toContain("042917");
    expect(mail.html).toContain("Ignore it.");
  });
});
