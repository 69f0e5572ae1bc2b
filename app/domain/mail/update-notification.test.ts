import { describe, expect, it } from "vitest";

import { renderUpdateNotification } from "./update-notification";

const input = {
  companyName: "Acme <Data>",
  update: {
    title: 'Seed round "closed" & more',
    description: "We raised €1.2M.\nThanks <everyone>!",
    date: "2026-03-05",
    metrics: ["🚀 €1.2M raised - 12 investors", "  ", "• <b>3</b> new hires"],
  },
  timelineUrl: "https://investors.example.com/public/acme/timeline",
  unsubscribeUrl: "https://investors.example.com/unsubscribe?token=abc&x=1",
};

describe("renderUpdateNotification", () => {
  const mail = renderUpdateNotification(input);

  it("uses the company name and title as subject", () => {
    expect(mail.subject).toBe('Acme <Data>: Seed round "closed" & more');
  });

  it("writes the title, long English date, description and cleaned metrics in the text part", () => {
    expect(mail.text).toContain('Seed round "closed" & more');
    expect(mail.text).toContain("March 5, 2026");
    expect(mail.text).toContain("We raised €1.2M.\nThanks <everyone>!");
    expect(mail.text).toContain("- €1.2M raised\n- 12 investors\n- <b>3</b> new hires");
    expect(mail.text).toContain("Unsubscribe: https://investors.example.com/unsubscribe?token=abc&x=1");
    expect(mail.text).toContain("New update from Acme <Data>");
  });

  it("escapes every user-provided value in the HTML part", () => {
    expect(mail.html).toContain("Seed round &quot;closed&quot; &amp; more");
    expect(mail.html).toContain("Thanks &lt;everyone&gt;!");
    expect(mail.html).toContain("We raised €1.2M.<br>Thanks");
    expect(mail.html).toContain(
      "<li>€1.2M raised</li><li>12 investors</li><li>&lt;b&gt;3&lt;/b&gt; new hires</li>",
    );
    expect(mail.html).toContain("Acme &lt;Data&gt;");
    expect(mail.html).not.toContain("<everyone>");
    expect(mail.html).not.toContain("<b>3</b>");
  });

  it("links to the subscriber's unsubscribe URL (attribute-escaped) and the timeline", () => {
    expect(mail.html).toContain('href="https://investors.example.com/unsubscribe?token=abc&amp;x=1"');
    expect(mail.html).toContain('href="https://investors.example.com/public/acme/timeline"');
  });

  it("leaves out the key points block when there are no metrics", () => {
    const plain = renderUpdateNotification({ ...input, update: { ...input.update, metrics: [" - ", "✅"] } });
    expect(plain.text).not.toContain("Key points:");
    expect(plain.html).not.toContain("<ul");
  });

  it("refuses a non-http unsubscribe link", () => {
    expect(() => renderUpdateNotification({ ...input, unsubscribeUrl: "javascript:alert(1)" })).toThrow();
  });
});
