/** The Admin Panel's 'Outbox' tab (English): the subscribers and the mails sent for the company. */

export const OUTBOX_TEXTS = {
  subscribersTitle: "Subscribers",
  noSubscribers: "No subscribers yet.",
  subscriberColumns: ["Email", "Status", "Subscribed"],
  verified: "Verified",
  notVerified: "Not verified",
  title: "Outbox",
  intro: (limit: number) => `Mails sent for your company, newest first (the latest ${limit}). Links with a personal token are shown masked (…): only the recipient can use them.`,
  masked: "Masked: only the recipient's mail holds this link.",
  noMails: "No mails sent yet.",
  to: (address: string) => `to ${address}`,
} as const;
