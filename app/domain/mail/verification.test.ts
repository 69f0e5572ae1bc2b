import { describe, expect, it } from "vitest";

import { renderVerificationMail, type VerificationMailTexts } from "./verification";

/** Words that name themselves: the mail's structure and escaping (app/copy tests the wording). */
const WORDS: VerificationMailTexts = {
  subject: (company) => `[subject ${company}]`,
  title: "[title]",
  ask: (company) => `[ask ${company}]`,
  confirmLine: (url) => `[confirm ${url}]`,
  button: "[button]",
  orOpenLink: "[or open]",
  ignore: "[ignore]",
};

describe("renderVerificationMail", () => {
  const mail = renderVerificationMail({
    companyName: "A&B",
    verifyUrl: "https://x.example/subscribe/verify?token=t1&y=2",
    texts: WORDS,
  });

  it("carries the verification link in both parts", () => {
    expect(mail.text).toBe(
      "[ask A&B]\n\n[confirm https://x.example/subscribe/verify?token=t1&y=2]\n\n[ignore]",
    );
    expect(mail.html).toContain('href="https://x.example/subscribe/verify?token=t1&amp;y=2"');
  });

  it("escapes the company name", () => {
    expect(mail.subject).toBe("[subject A&B]");
    expect(mail.html).toContain("[ask A&amp;B]");
  });
});
