import { describe, expect, it } from "vitest";

import { renderUpdateReplyMail } from "../../domain/site/update-reply";
import { UPDATE_REPLY_MAIL_TEXTS } from "./update-reply-texts";

const mail = (investorName: string | null) =>
  renderUpdateReplyMail({
    companyName: "Acme",
    updateTitle: "Q3",
    reply: { name: "Ann", email: "ann@fund.example", body: "Great quarter." },
    investorName,
    adminUrl: "https://investors.example.com/admin/management/updates?detail=u1",
    texts: UPDATE_REPLY_MAIL_TEXTS,
  });

describe("the reply mail in English", () => {
  it("names the sender, the update and where all replies are", () => {
    const { subject, text, html } = mail(null);
    expect(subject).toBe('Acme: reply to "Q3" from Ann');
    expect(text).toBe(
      'Ann <ann@fund.example> replied to your update "Q3":\n\nGreat quarter.\n\nAll replies and who read the update: https://investors.example.com/admin/management/updates?detail=u1',
    );
    expect(html).toContain("Ann &lt;ann@fund.example&gt; replied to your update “Q3”:");
    expect(html).toContain(">Open the update&#39;s readers</a>");
  });
  it("says when an invited investor's link opened the site", () => {
    expect(mail("Bob").text).toMatch(/^Ann <ann@fund\.example> \(invited investor Bob\) replied/);
  });
});
