/** The Admin Panel's 'Outbox' tab (English, Dutch toasts and refusals): the subscribers and the mails sent for the company. */

export const OUTBOX_TEXTS = {
  subscribersTitle: "Subscribers",
  noSubscribers: "No subscribers yet.",
  subscriberColumns: ["Email", "Status", "Subscribed"],
  verified: "Verified",
  notVerified: "Not verified",
  title: "Outbox",
  intro: (limit: number) =>
    `Mails sent for your company, newest first (the latest ${limit}). Links with a personal token are shown masked (…): only the recipient can use them.`,
  masked: "Masked: only the recipient's mail holds this link.",
  noMails: "No mails sent yet.",
  to: (address: string) => `to ${address}`,
  /** A mail that is not sent yet: why it failed, or what went wrong on its last attempt. */
  failedReason: "Not sent:",
  lastError: "Last attempt:",
  resend: "Opnieuw versturen",
} as const;

/** What 'Opnieuw versturen' answers (app/server/mail/outbox.server.ts). */
export const OUTBOX_RESEND = {
  queued: {
    title: "Mail opnieuw in de wachtrij",
    description: (to: string) => `De mail aan ${to} wordt opnieuw verstuurd.`,
  },
  notFound: "Mail niet gevonden.",
  notFailed: "Deze mail is niet mislukt (al verstuurd of onderweg) en wordt niet nog eens verstuurd.",
  notQueued: "De mail kon niet in de wachtrij worden gezet. Probeer het opnieuw.",
  /** Stored as the row's reason (the Outbox is English). */
  notQueuedReason: "Sending again could not be queued: try 'Opnieuw versturen' again.",
} as const;
