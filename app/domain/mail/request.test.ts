import { describe, expect, it } from "vitest";

import { renderCallRequestMail, renderDocumentRequestMail } from "./request";

const adminUrl = "https://x.example/admin/management/requests";

describe("renderDocumentRequestMail", () => {
  it("names the document and the requester, and leaves out empty optional fields", () => {
    const mail = renderDocumentRequestMail({
      companyName: "Acme",
      request: {
        type: "finance-deck",
        name: "Ann <VC>",
        email: "ann@vc.example",
        company: "",
        message: null,
      },
      adminUrl,
    });
    expect(mail.subject).toBe("Finance Deck requested by Ann <VC>");
    expect(mail.text).toContain("Document: Finance Deck\nName: Ann <VC>\nEmail: ann@vc.example");
    expect(mail.text).not.toContain("Company:");
    expect(mail.text).not.toContain("Message:");
    expect(mail.html).toContain("Ann &lt;VC&gt;");
    expect(mail.html).not.toContain("<VC>");
    expect(mail.html).toContain(`href="${adminUrl}"`);
  });
});

describe("renderCallRequestMail", () => {
  it("includes message and preferred time, escaped", () => {
    const mail = renderCallRequestMail({
      companyName: "Acme",
      request: {
        name: "Bob",
        email: "bob@vc.example",
        company: "VC & Co",
        message: "Let's talk\n<soon>",
        preferredTime: "Tue 10:00",
      },
      adminUrl,
    });
    expect(mail.subject).toBe("Call request from Bob");
    expect(mail.text).toContain("Company: VC & Co");
    expect(mail.text).toContain("Preferred time: Tue 10:00");
    expect(mail.text).toContain("Message: \nLet's talk\n<soon>");
    expect(mail.html).toContain("VC &amp; Co");
    expect(mail.html).toContain("Let&#39;s talk<br>&lt;soon&gt;");
  });
});

describe("who sent a request", () => {
  it("names the investor only when their personal link sent it, and says so when nobody is verified", () => {
    const request = { type: "captable" as const, name: "Ann Investor", email: "ann@vc.example" };
    const verified = renderDocumentRequestMail({
      companyName: "Acme",
      request,
      adminUrl,
      verifiedInvestor: "Ann Investor",
    });
    expect(verified.text).toContain("Sent by: Ann Investor (through their personal link)");
    const typed = renderCallRequestMail({
      companyName: "Acme",
      request: { ...request, message: "Hi" },
      adminUrl,
      verifiedInvestor: null,
    });
    expect(typed.text).toContain("Sent by: Not verified: the name and address were typed in the form");
  });
});
