import { describe, expect, it } from "vitest";

import { renderGateCodeMail } from "./gate-code";

describe("the gate's code mail", () => {
  it("carries the code in the gate's language, the company's name escaped in HTML", () => {
    const nl = renderGateCodeMail({ companyName: "Smit & Zn <BV>", code: "042917", language: "nl" });
    expect(nl.subject).toBe("Je code voor Smit & Zn <BV>");
    expect(nl.text).toContain("\n042917\n");
    expect(nl.text).toContain("10 minuten geldig");
    expect(nl.html).toContain("Smit &amp; Zn &lt;BV&gt;");
    expect(nl.html).not.toContain("<BV>");
    const en = renderGateCodeMail({ companyName: "Acme", code: "000001", language: "en" });
    expect(en.subject).toBe("Your code for Acme");
    expect(en.text).toContain("works for 10 minutes, once");
    expect(en.html).toContain("000001");
  });
});
