import { describe, expect, it } from "vitest";

import {
  renderAccessRequestMail,
  renderCallRequestMail,
  renderDocumentRequestMail,
  type RequestMailTexts,
} from "./request";

const adminUrl = "https://x.example/admin/management/requests";

/** Words that name themselves: the mails' structure and escaping (app/copy tests the wording). */
const WORDS: RequestMailTexts = {
  documentLabel: { captable: "[captable]", "finance-deck": "[finance deck]" },
  document: {
    subject: (label, name) => `[document ${label} ${name}]`,
    intro: (name, label, company) => `[document intro ${name} ${label} ${company}]`,
  },
  call: { subject: (name) => `[call ${name}]`, intro: (name, company) => `[call intro ${name} ${company}]` },
  access: {
    subject: (name) => `[access ${name}]`,
    intro: (name, company) => `[access intro ${name} ${company}]`,
  },
  rows: {
    document: "[Document]",
    name: "[Name]",
    email: "[Email]",
    company: "[Company]",
    preferredTime: "[Time]",
    message: "[Message]",
    sentBy: "[Sent by]",
  },
  sentByVerified: (investor) => `[verified ${investor}]`,
  sentByUnverified: "[not verified]",
  allRequests: (url) => `[all ${url}]`,
  openRequests: "[open]",
};

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
      texts: WORDS,
    });
    expect(mail.subject).toBe("[document [finance deck] Ann <VC>]");
    expect(mail.text).toBe(
      [
        "[document intro Ann <VC> [finance deck] Acme]",
        "",
        "[Document]: [finance deck]",
        "[Name]: Ann <VC>",
        "[Email]: ann@vc.example",
        "[Sent by]: [not verified]",
        "",
        `[all ${adminUrl}]`,
      ].join("\n"),
    );
    expect(mail.html).toContain("Ann &lt;VC&gt;");
    expect(mail.html).not.toContain("<VC>");
    expect(mail.html).toContain(`href="${adminUrl}"`);
    expect(mail.html).toContain("[open]");
  });
});

describe("renderCallRequestMail", () => {
  it("includes message and preferred time, escaped, a multi-line value on its own lines", () => {
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
      texts: WORDS,
    });
    expect(mail.subject).toBe("[call Bob]");
    expect(mail.text).toContain(
      "[Name]: Bob\n[Email]: bob@vc.example\n[Company]: VC & Co\n[Time]: Tue 10:00\n[Message]: \nLet's talk\n<soon>",
    );
    expect(mail.html).toContain("VC &amp; Co");
    expect(mail.html).toContain("Let&#39;s talk<br>&lt;soon&gt;");
  });
});

describe("who sent a request", () => {
  it("names the investor only when their personal link sent it; an access request is never verified", () => {
    const request = { type: "captable" as const, name: "Ann Investor", email: "ann@vc.example" };
    const verified = renderDocumentRequestMail({
      companyName: "Acme",
      request,
      adminUrl,
      verifiedInvestor: "Ann Investor",
      texts: WORDS,
    });
    expect(verified.text).toContain("[Sent by]: [verified Ann Investor]");
    const access = renderAccessRequestMail({
      companyName: "Acme",
      request: { name: "Cy", email: "cy@x.example", message: "Hi" },
      adminUrl,
      texts: WORDS,
    });
    expect(access.text).toContain("[Message]: Hi\n[Sent by]: [not verified]");
  });
});
