import { describe, expect, it } from "vitest";

import { renderGateCodeMail } from "../../domain/mail/gate-code";
import { GATE_CODE_MAIL_TEXTS } from "./gate-code-texts";

describe("the gate's code mail in the gate's language", () => {
  it("says how long the code works, in Dutch and in English", () => {
    const nl = renderGateCodeMail({
      companyName: "Smit & Zn",
      code: "042917",
      texts: GATE_CODE_MAIL_TEXTS.nl,
    });
    expect(nl.subject).toBe("Je code voor Smit & Zn");
    expect(nl.text).toContain("10 minuten geldig");
    const en = renderGateCodeMail({ companyName: "Acme", code: "000001", texts: GATE_CODE_MAIL_TEXTS.en });
    expect(en.subject).toBe("Your code for Acme");
    expect(en.text).toContain("works for 10 minutes, once");
  });
});
