import { describe, expect, it } from "vitest";

import { renderVerificationMail } from "./verification";

describe("renderVerificationMail", () => {
  const mail = renderVerificationMail({
    companyName: "A&B",
    verifyUrl: "https://x.example/subscribe/verify?token=t1&y=2",
  });

  it("carries the verification link in both parts", () => {
    expect(mail.text).toContain("Confirm your subscription: https://x.example/subscribe/verify?token=t1&y=2");
    expect(mail.html).toContain('href="https://x.example/subscribe/verify?token=t1&amp;y=2"');
  });

  it("escapes the company name", () => {
    expect(mail.subject).toBe("Confirm your subscription to A&B updates");
    expect(mail.html).toContain("updates from A&amp;B.");
  });
});
