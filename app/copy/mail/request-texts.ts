/**
 * The investors' requests: the documents' names (the request buttons, the Requests and Data room
 * tabs) and the admins' mails about a document, call or access request
 * (app/domain/mail/request.ts), in English like the other admin mails.
 */
import type { DocumentRequestType, RequestMailTexts } from "../../domain/mail/request";

export const DOCUMENT_REQUEST_LABEL: Record<DocumentRequestType, string> = {
  captable: "Captable",
  "finance-deck": "Finance Deck",
};

export const REQUEST_MAIL_TEXTS: RequestMailTexts = {
  documentLabel: DOCUMENT_REQUEST_LABEL,
  document: {
    subject: (label, name) => `${label} requested by ${name}`,
    intro: (name, label, company) => `${name} requested the ${label} of ${company} on the investor site.`,
  },
  call: {
    subject: (name) => `Call request from ${name}`,
    intro: (name, company) => `${name} asked ${company} for a call on the investor site.`,
  },
  access: {
    subject: (name) => `Access requested by ${name}`,
    intro: (name, company) =>
      `${name} asked for access to the investor site of ${company}. Reply to them with the access code or a personal link (Investors tab) if you want them to read along.`,
  },
  rows: {
    document: "Document",
    name: "Name",
    email: "Email",
    company: "Company",
    preferredTime: "Preferred time",
    message: "Message",
    sentBy: "Sent by",
  },
  sentByVerified: (investor) => `${investor} (through their personal link)`,
  sentByUnverified: "Not verified: the name and address were typed in the form",
  allRequests: (url) => `All requests: ${url}`,
  openRequests: "Open requests",
};
