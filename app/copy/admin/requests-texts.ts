/** The Admin Panel's 'Requests' tab (English): visitors' document and call requests. */

export const REQUESTS_TEXTS = {
  documentsTitle: "Document requests",
  noDocumentRequests: "No document requests yet.",
  documentColumns: ["Date", "Document", "Name", "Email", "Company", "Message"],
  callsTitle: "Call requests",
  noCallRequests: "No call requests yet.",
  callColumns: ["Date", "Name", "Email", "Company", "Preferred time", "Message"],
  /** Under the name: whether a personal link proves who sent it (the typed name proves nothing). */
  viaLink: (investor: string) => `Sent through ${investor}'s personal link`,
  unverified: "Not verified",
  accessTitle: "Access requests",
  accessIntro:
    "Visitors without the access code who asked for access on the gate. Reply with the code, or invite them on the Investors tab for a personal link.",
  noAccessRequests: "No access requests yet.",
  accessColumns: ["Date", "Name", "Email", "Message"],
} as const;
