import { describe, expect, it } from "vitest";

import { checkReply } from "../../domain/site/update-reply";
import { replyErrorTexts } from "./update-page-texts";

const errors = (reply: { name: string; email: string; body: string }) => {
  const checked = checkReply(reply);
  return checked.ok ? {} : replyErrorTexts(checked.errors);
};

describe("a refused reply's words", () => {
  it("names each refused field in Dutch, a too long one with its own limit", () => {
    expect(errors({ name: "", email: "nope", body: "x".repeat(5001) })).toEqual({
      name: "Vul je naam in.",
      email: "Vul een geldig e-mailadres in.",
      body: "Te lang (hoogstens 5000 tekens).",
    });
    expect(errors({ name: "x".repeat(201), email: "ann@fund.example", body: "" })).toEqual({
      name: "Te lang (hoogstens 200 tekens).",
      body: "Vul een bericht in.",
    });
  });
});
