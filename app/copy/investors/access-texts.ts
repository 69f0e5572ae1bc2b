/** The Investors tab's words for verified e-mails and the agreement (the tab is English). */
export const INVESTOR_ACCESS_TEXTS = {
  title: "Verified e-mail and NDA",
  linkVerify: "This personal link asks for a verified e-mail (the invited address) before it opens the site",
  inviteVerify: "Ask for a verified e-mail (the invited address) before the link opens",
  save: "Save",
  saving: "Saving...",
  saved: "Link setting saved",
  ndaTitle: "NDA acceptances",
  none: "No NDA accepted yet.",
  columns: {
    acceptedAt: "Accepted",
    name: "Name",
    email: "E-mail",
    version: "Version",
    hash: "Text (SHA-256)",
    address: "Address",
  },
  export: "All acceptances (CSV)",
};
