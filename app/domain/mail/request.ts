import {
  assertHttpUrl,
  escapeHtml,
  escapeMultiline,
  linkButton,
  mailLayout,
  type RenderedMail,
} from "./html";

export type DocumentRequestType = "captable" | "finance-deck";

export const DOCUMENT_REQUEST_LABEL: Record<DocumentRequestType, string> = {
  captable: "Captable",
  "finance-deck": "Finance Deck",
};

type Row = [label: string, value: string | null | undefined];

/**
 * Who sent a request, as far as the site knows: only an investor's personal link proves it;
 * the name and address typed in the form could be anyone's who has the access code.
 */
export function sentByRow(verifiedInvestor: string | null | undefined): Row {
  return [
    "Sent by",
    verifiedInvestor
      ? `${verifiedInvestor} (through their personal link)`
      : "Not verified: the name and address were typed in the form",
  ];
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
}): RenderedMail {
  const admin = assertHttpUrl(opts.adminUrl);
  const rows = renderRows(opts.rows);
  const text = [opts.intro, "", rows.text, "", `All requests: ${admin}`].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(opts.subject)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(opts.intro)}</p>`,
    rows.html,
    `<p style="margin:24px 0 0">${linkButton(admin, "Open requests")}</p>`,
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
};

/** Tells a company admin that an investor asked for the captable or the finance deck. */
export function renderDocumentRequestMail({
  companyName,
  request,
  adminUrl,
  verifiedInvestor,
}: DocumentRequestMailInput): RenderedMail {
  const label = DOCUMENT_REQUEST_LABEL[request.type];
  return renderRequestMail({
    subject: `${label} requested by ${request.name}`,
    intro: `${request.name} requested the ${label} of ${companyName} on the investor site.`,
    rows: [
      ["Document", label],
      ["Name", request.name],
      ["Email", request.email],
      ["Company", request.company],
      ["Message", request.message],
      sentByRow(verifiedInvestor),
    ],
    adminUrl,
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
};

/** Tells a company admin that an investor asked for a call. */
export function renderCallRequestMail({
  companyName,
  request,
  adminUrl,
  verifiedInvestor,
}: CallRequestMailInput): RenderedMail {
  return renderRequestMail({
    subject: `Call request from ${request.name}`,
    intro: `${request.name} asked ${companyName} for a call on the investor site.`,
    rows: [
      ["Name", request.name],
      ["Email", request.email],
      ["Company", request.company],
      ["Preferred time", request.preferredTime],
      ["Message", request.message],
      sentByRow(verifiedInvestor),
    ],
    adminUrl,
  });
}

export type AccessRequestMailInput = {
  companyName: string;
  request: { name: string; email: string; message: string };
  adminUrl: string;
};

/** Tells a company admin that a visitor without the access code asked for access ('Toegang aanvragen' on the gate). */
export function renderAccessRequestMail({
  companyName,
  request,
  adminUrl,
}: AccessRequestMailInput): RenderedMail {
  return renderRequestMail({
    subject: `Access requested by ${request.name}`,
    intro: `${request.name} asked for access to the investor site of ${companyName}. Reply to them with the access code or a personal link (Investors tab) if you want them to read along.`,
    rows: [["Name", request.name], ["Email", request.email], ["Message", request.message], sentByRow(null)],
    adminUrl,
  });
}
