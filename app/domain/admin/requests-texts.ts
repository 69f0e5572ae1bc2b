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
} as const;
