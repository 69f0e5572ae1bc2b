import { describe, expect, it } from "vitest";

import { recipientKey, updateRecipients } from "./update-audience";
import { renderUpdateMail, type UpdateMailTexts } from "./update-mail";

/** Words that name themselves: the mail's structure and escaping (app/copy tests the wording). */
const UPDATE_MAIL_TEXTS: UpdateMailTexts = {
  testSubjectPrefix: "[test] ",
  kicker: (company) => `[kicker ${company}]`,
  keyPoints: "[key points]",
  read: "[read]",
  readText: "[read text]",
  testBanner: "[test banner]",
  reason: {
    subscriber: (company) => `[subscriber ${company}]`,
    investor: (company) => `[investor ${company}]`,
    test: (company) => `[test ${company}]`,
  },
  unsubscribe: "[unsubscribe]",
  openTracking: "[open tracking]",
  typeLabel: (type) => `[type ${type}]`,
};

const base = {
  companyName: `Acme <b>"&'`,
  update: {
    title: "<script>alert(1)</script> Q3",
    description: "Line one\nLine <two>",
    date: "2026-11-01",
    type: "growth",
    metrics: ["MRR - € 12k", "<img src=x onerror=alert(1)>"],
  },
  readUrl: "https://investors.example.com/public/acme/go?s=1&t=x&to=%2Fpublic%2Facme%2Fupdates%2Fu1",
  reason: "subscriber" as const,
  unsubscribeUrl: "https://investors.example.com/unsubscribe?token=abc",
  texts: UPDATE_MAIL_TEXTS,
};

describe("the update mail", () => {
  it("escapes everything the founder typed", () => {
    const { html, subject } = renderUpdateMail(base);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Q3");
    expect(html).toContain("Acme &lt;b&gt;&quot;&amp;&#39;");
    expect(html).toContain("Line one<br>Line &lt;two&gt;");
    expect(html).toContain('href="https://investors.example.com/public/acme/go?s=1&amp;t=x&amp;to=');
    expect(subject).toBe(`Acme <b>"&': <script>alert(1)</script> Q3`);
  });

  it("has a plain-text part with the same content, the link and the unsubscribe line", () => {
    const { text } = renderUpdateMail(base);
    expect(text).toContain("<script>alert(1)</script> Q3");
    expect(text).toContain("[type growth] · November 1, 2026");
    expect(text).toContain("Line one\nLine <two>");
    expect(text).toContain("- MRR\n- € 12k");
    expect(text).toContain(`${UPDATE_MAIL_TEXTS.readText}: ${base.readUrl}`);
    expect(text).toContain("[unsubscribe]: https://investors.example.com/unsubscribe?token=abc");
    expect(text).toContain(`\n--\n[subscriber ${base.companyName}]\n[unsubscribe]: `);
    expect(text).not.toContain(UPDATE_MAIL_TEXTS.openTracking);
  });

  it("is responsive and readable in dark mode and without images", () => {
    const { html } = renderUpdateMail(base);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain("@media (prefers-color-scheme:dark)");
    expect(html).toContain("max-width:600px");
    expect(html).not.toMatch(/<img/);
  });

  it("has the open pixel and says so in the footer only when tracking is on", () => {
    const on = renderUpdateMail({ ...base, openPixelUrl: "https://investors.example.com/mail/open?r=k&t=s" });
    expect(on.html).toContain(
      '<img src="https://investors.example.com/mail/open?r=k&amp;t=s" width="1" height="1" alt=""',
    );
    expect(on.html).toContain(UPDATE_MAIL_TEXTS.openTracking);
    expect(on.text).toContain(UPDATE_MAIL_TEXTS.openTracking);
  });

  it("places a fragment (the monthly update's block) as given, and refuses a non-http link", () => {
    const { html, text } = renderUpdateMail({
      ...base,
      extra: { html: "<table><tr><td>MRR €12k</td></tr></table>", text: "MRR: €12k" },
    });
    expect(html).toContain("<table><tr><td>MRR €12k</td></tr></table>");
    expect(text).toContain("MRR: €12k");
    expect(text).toContain("Line one\nLine <two>");
    expect(html).toContain(UPDATE_MAIL_TEXTS.keyPoints);
    expect(() => renderUpdateMail({ ...base, readUrl: "javascript:alert(1)" })).toThrow();
  });

  it("lets a fragment that replaces the text stand in for the text and key points", () => {
    const { html, text } = renderUpdateMail({
      ...base,
      extra: { html: "<table><tr><td>KPIs</td></tr></table>", text: "KPIs", replacesText: true },
    });
    expect(html).toContain("<table><tr><td>KPIs</td></tr></table>");
    expect(text).toContain("\nKPIs\n");
    for (const part of [html, text]) {
      expect(part).not.toContain("Line one");
      expect(part).not.toContain(UPDATE_MAIL_TEXTS.keyPoints);
    }
    expect(text).toContain(base.update.title);
  });

  it("marks a test mail and has no unsubscribe link for an investor", () => {
    const test = renderUpdateMail({ ...base, reason: "test", unsubscribeUrl: null });
    expect(test.subject).toBe(`[test] ${base.companyName}: ${base.update.title}`);
    expect(test.text.startsWith(`${UPDATE_MAIL_TEXTS.testBanner}\n\n[kicker ${base.companyName}]`)).toBe(
      true,
    );
    expect(test.text).not.toContain("[unsubscribe]");
    const investor = renderUpdateMail({ ...base, reason: "investor", unsubscribeUrl: null });
    expect(investor.text).toContain(UPDATE_MAIL_TEXTS.reason.investor(base.companyName));
  });
});

describe("the update's recipients", () => {
  const subscribers = [
    { id: "s1", email: "a@x.example", unsubscribeToken: "ta" },
    { id: "s2", email: "B@x.example", unsubscribeToken: "tb" },
  ];
  const investors = [
    { id: "i1", email: "b@x.example", stage: "meeting" as const, revoked: false },
    { id: "i2", email: "c@x.example", stage: "meeting" as const, revoked: false },
    { id: "i3", email: "d@x.example", stage: "passed" as const, revoked: false },
    { id: "i4", email: "e@x.example", stage: "meeting" as const, revoked: true },
    { id: "i5", email: "f@x.example", stage: null, revoked: false },
  ];

  it("subscribers and investors by stage, one mail per address; a subscribing investor keeps the unsubscribe link", () => {
    expect(updateRecipients({ subscribers: true, stages: ["meeting"] }, subscribers, investors)).toEqual([
      { kind: "subscriber", id: "s1", email: "a@x.example", unsubscribeToken: "ta" },
      { kind: "subscriber", id: "s2", email: "b@x.example", unsubscribeToken: "tb" },
      { kind: "investor", id: "i2", email: "c@x.example" },
    ]);
    expect(updateRecipients({ subscribers: false, stages: ["meeting"] }, subscribers, investors)).toEqual([
      { kind: "subscriber", id: "s2", email: "b@x.example", unsubscribeToken: "tb" },
      { kind: "investor", id: "i2", email: "c@x.example" },
    ]);
    expect(updateRecipients({ subscribers: false, stages: [] }, subscribers, investors)).toEqual([]);
  });

  it("keys a recipient's mail by update and recipient", () => {
    expect(recipientKey("u1", { kind: "subscriber", id: "s1" })).toBe("update:u1:sub:s1");
    expect(recipientKey("u1", { kind: "investor", id: "i1" })).toBe("update:u1:inv:i1");
  });
});
