import { describe, expect, it } from "vitest";

import { gateAsksEmail, gateEmailSchema, GateEmailSettingSchema } from "./gate";

describe("gate e-mail", () => {
  it("accepts an address (trimmed, lowercased) and answers in the gate's language", () => {
    expect(gateEmailSchema("nl").parse({ email: "  Ann@Fund.Example " })).toEqual({
      email: "ann@fund.example",
    });
    expect(gateEmailSchema("nl").safeParse({ email: "not-an-address" }).error?.issues[0]?.message).toBe(
      "Vul een geldig e-mailadres in.",
    );
    expect(gateEmailSchema("en").safeParse({ email: " " }).error?.issues[0]?.message).toBe(
      "Enter your email address.",
    );
    expect(gateEmailSchema("en").safeParse({}).error?.issues[0]?.message).toBe("Enter your email address.");
  });

  it("is off unless the company turned it on", () => {
    expect(gateAsksEmail(null)).toBe(false);
    expect(gateAsksEmail({ gateAsksEmail: "yes" })).toBe(false);
    expect(gateAsksEmail({ gateAsksEmail: true, other: 1 })).toBe(true);
    expect(GateEmailSettingSchema.parse({ askEmail: "on" })).toEqual({ askEmail: true });
    expect(GateEmailSettingSchema.parse({})).toEqual({ askEmail: false });
  });
});
