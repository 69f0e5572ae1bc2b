import { describe, expect, it } from "vitest";

import {
  renderAccessRequestMail,
  renderCallRequestMail,
  renderDocumentRequestMail,
} from "../../domain/mail/request";
import { REQUEST_MAIL_TEXTS } from "./request-texts";

const adminUrl = "https://x.example/admin/management/requests";

describe("the request mails in English", () => {
  it("a document request names the document and the requester", () => {
    const mail = renderDocumentRequestMail({
      companyName: "Acme",
      request: { type: "finance-deck", name: "Ann", email: "ann@vc.example", company: "", message: null },
      adminUrl,
      verifiedInvestor: "Ann Investor",
      texts: REQUEST_MAIL_TEXTS,
    });
    expect(mail.subject).toBe("Finance Deck requested by Ann");
    expect(mail.text).toContain("Ann requested the Finance Deck of Acme on the investor site.");
    expect(mail.text).toContain("Document: Finance Deck\nName: Ann\nEmail: ann@vc.example");
    expect(mail.text).toContain("Sent by: Ann Investor (through their personal link)");
    expect(mail.text).toContain(`All requests: ${adminUrl}`);
    expect(mail.html).toContain("Open requests");
  });

  it("a call request, with the preferred time; nobody verified", () => {
    const mail = renderCallRequestMail({
      companyName: "Acme",
      request: {
        name: "Bob",
        email: "bob@vc.example",
        company: "VC & Co",
        message: "Hi",
        preferredTime: "Tue 10:00",
      },
      adminUrl,
      verifiedInvestor: null,
      texts: REQUEST_MAIL_TEXTS,
    });
    expect(mail.subject).toBe("Call request from Bob");
    expect(mail.text).toContain("Bob asked Acme for a call on the investor site.");
    expect(mail.text).toContain("Company: VC & Co\nPreferred time: Tue 10:00\nMessage: Hi");
    expect(mail.text).toContain("Sent by: Not verified: the name and address were typed in the form");
  });

  it("an access request says how to let them in", () => {
    const mail = renderAccessRequestMail({
      companyName: "Acme",
      request: { name: "Cy", email: "cy@x.example", message: "Let me in" },
      adminUrl,
      texts: REQUEST_MAIL_TEXTS,
    });
    expect(mail.subject).toBe("Access requested by Cy");
    expect(mail.text).toContain("Reply to them with the access code or a personal link (Investors tab)");
  });
});
