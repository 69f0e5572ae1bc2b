import { describe, expect, it } from "vitest";

import { renderUpdateMail } from "../../domain/mail/update-mail";
import { UPDATE_MAIL_TEXTS } from "./update-mail-texts";

const base = {
  companyName: "Acme",
  update: {
    title: "Q3",
    description: "Line one",
    date: "2026-11-01",
    type: "growth",
    metrics: ["MRR - € 12k"],
  },
  readUrl: "https://investors.example.com/public/acme/updates/u1",
  reason: "subscriber" as const,
  unsubscribeUrl: "https://investors.example.com/unsubscribe?token=abc",
  texts: UPDATE_MAIL_TEXTS,
};

describe("the update mail in English", () => {
  it("says whose update it is, why the reader gets it, and how to unsubscribe", () => {
    const { text, html } = renderUpdateMail({
      ...base,
      openPixelUrl: "https://investors.example.com/mail/open",
    });
    expect(text).toContain("Update from Acme\n\nQ3\nGrowth · November 1, 2026");
    expect(text).toContain("Key points:\n- MRR\n- € 12k");
    expect(text).toContain("Read the update and reply: https://investors.example.com/public/acme/updates/u1");
    expect(text).toContain(
      "You receive this because you subscribed to updates from Acme.\nUnsubscribe: https://investors.example.com/unsubscribe?token=abc",
    );
    expect(text).toContain("This mail contains a tiny image that tells the sender when it was opened.");
    expect(html).toContain("Read and reply</a>");
  });

  it("marks the founder's test, and tells an investor why they get it", () => {
    const test = renderUpdateMail({ ...base, reason: "test", unsubscribeUrl: null });
    expect(test.subject).toBe("[Test] Acme: Q3");
    expect(test.text.startsWith("Test mail — only you received this.")).toBe(true);
    expect(test.text).toContain("A test of Acme's update mail, sent to yourself.");
    const investor = renderUpdateMail({ ...base, reason: "investor", unsubscribeUrl: null });
    expect(investor.text).toContain("You receive this as an investor invited by Acme.");
  });
});
