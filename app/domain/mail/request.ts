import {
  assertHttpUrl,
  escapeHtml,
  escapeMultiline,
  linkButton,
  mailLayout,
  type RenderedMail,
} from "./html";

export type DocumentRequestType = "captable" | "finance-deck";

/** The request mails' words (app/copy/mail/request-texts.ts): each mail's subject and intro, the rows' labels, the links. */
export type RequestMailTexts = {
  documentLabel: Record<DocumentRequestType, string>;
  document: {
    subject: (label: string, name: string) => string;
    intro: (name: string, label: string, company: string) => string;
  };
  call: { subject: (name: string) => string; intro: (name: string, company: string) => string };
  access: { subject: (name: string) => string; intro: (name: string, company: string) => string };
  rows: Record<"document" | "name" | "email" | "company" | "preferredTime" | "message" | "sentBy", string>;
  sentByVerified: (investor: string) => string;
  sentByUnverified: string;
  allRequests: (url: string) => string;
  openRequests: string;
};

type Row = [label: string, value: string | null | undefined];

/**
 * Who sent a request, as far as the site knows: only an investor's personal link proves it;
 * the name and address typed in the form could be anyone's who has the access code.
 */
function sentByRow(verifiedInvestor: string | null | undefined, t: RequestMailTexts): Row {
  return [t.rows.sentBy, verifiedInvestor ? t.sentByVerified(verifiedInvestor) : t.sentByUnverified];
}

function renderRows(rows: Row[]) {
  const present = rows.filter((r): r is [string, string] => !!r[1]?.trim());
  return {
    text: present
      .map(([label, value]) => `${label}: ${value.includes("\n") ? `\n${value}` : value}`)
      .join("\n"),
    html: `<table style="border-collapse:collapse;width:100%">${present
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#6b7280;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeMultiline(value)}</td></tr>`,
      )
      .join("")}</table>`,
  };
}

function renderRequestMail(opts: {
  subject: string;
  intro: string;
  rows: Row[];
  adminUrl: string;
  texts: RequestMailTexts;
}): RenderedMail {
  const admin = assertHttpUrl(opts.adminUrl);
  const rows = renderRows(opts.rows);
  const text = [opts.intro, "", rows.text, "", opts.texts.allRequests(admin)].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(opts.subject)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(opts.intro)}</p>`,
    rows.html,
    `<p style="margin:24px 0 0">${linkButton(admin, opts.texts.openRequests)}</p>`,
  ].join("");
  return { subject: opts.subject, text, html: mailLayout({ title: opts.subject, body }) };
}

export type DocumentRequestMailInput = {
  companyName: string;
  request: {
    type: DocumentRequestType;
    name: string;
    email: string;
    company?: string | null;
    message?: string | null;
  };
  adminUrl: string;
  /** The investor whose personal link's grant sent it; null when anyone with the code could have. */
  verifiedInvestor?: string | null;
  texts: RequestMailTexts;
};

/** Tells a company admin that an investor asked for the captable or the finance deck. */
export function renderDocumentRequestMail({
  companyName,
  request,
  adminUrl,
  verifiedInvestor,
  texts: t,
}: DocumentRequestMailInput): RenderedMail {
  const label = t.documentLabel[request.type];
  return renderRequestMail({
    subject: t.document.subject(label, request.name),
    intro: t.document.intro(request.name, label, companyName),
    rows: [
      [t.rows.document, label],
      [t.rows.name, request.name],
      [t.rows.email, request.email],
      [t.rows.company, request.company],
      [t.rows.message, request.message],
      sentByRow(verifiedInvestor, t),
    ],
    adminUrl,
    texts: t,
  });
}

export type CallRequestMailInput = {
  companyName: string;
  request: {
    name: string;
    email: string;
    company?: string | null;
    message: string;
    preferredTime?: string | null;
  };
  adminUrl: string;
  verifiedInvestor?: string | null;
  texts: RequestMailTexts;
};

/** Tells a company admin that an investor asked for a call. */
export function renderCallRequestMail({
  companyName,
  request,
  adminUrl,
  verifiedInvestor,
  texts: t,
}: CallRequestMailInput): RenderedMail {
  return renderRequestMail({
    subject: t.call.subject(request.name),
    intro: t.call.intro(request.name, companyName),
    rows: [
      [t.rows.name, request.name],
      [t.rows.email, request.email],
      [t.rows.company, request.company],
      [t.rows.preferredTime, request.preferredTime],
      [t.rows.message, request.message],
      sentByRow(verifiedInvestor, t),
    ],
    adminUrl,
    texts: t,
  });
}

export type AccessRequestMailInput = {
  companyName: string;
  request: { name: string; email: string; message: string };
  adminUrl: string;
  texts: RequestMailTexts;
};

/** Tells a company admin that a visitor without the access code asked for access ('Toegang aanvragen' on the gate). */
export function renderAccessRequestMail({
  companyName,
  request,
  adminUrl,
  texts: t,
}: AccessRequestMailInput): RenderedMail {
  return renderRequestMail({
    subject: t.access.subject(request.name),
    intro: t.access.intro(request.name, companyName),
    rows: [
      [t.rows.name, request.name],
      [t.rows.email, request.email],
      [t.rows.message, request.message],
      sentByRow(null, t),
    ],
    adminUrl,
    texts: t,
  });
}
