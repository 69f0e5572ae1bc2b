/** The Admin Panel's 'Outbox' tab (English): the subscribers and the mails sent for the company. */

export const OUTBOX_TEXTS = {
  subscribersTitle: "Subscribers",
  noSubscribers: "No subscribers yet.",
  subscriberColumns: ["Email", "Status", "Subscribed"],
  verified: "Verified",
  notVerified: "Not verified",
  title: "Outbox",
  intro: (limit: number) => `Mails sent for your company, newest first (the latest ${limit}).`,
  noMails: "No mails sent yet.",
  to: (address: string) => `to ${address}`,
} as const;
