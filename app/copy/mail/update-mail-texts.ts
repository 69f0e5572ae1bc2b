/** The designed mail of a published update (app/domain/mail/update-mail.ts), in English. */
import type { UpdateMailTexts } from "../../domain/mail/update-mail";
import { updateTypeLabel } from "../site/update-type-texts";

export const UPDATE_MAIL_TEXTS = {
  testSubjectPrefix: "[Test] ",
  kicker: (company: string) => `Update from ${company}`,
  keyPoints: "Key points",
  read: "Read and reply",
  readText: "Read the update and reply",
  testBanner: "Test mail — only you received this.",
  reason: {
    subscriber: (company: string) => `You receive this because you subscribed to updates from ${company}.`,
    investor: (company: string) => `You receive this as an investor invited by ${company}.`,
    test: (company: string) => `A test of ${company}'s update mail, sent to yourself.`,
  },
  unsubscribe: "Unsubscribe",
  openTracking: "This mail contains a tiny image that tells the sender when it was opened.",
  typeLabel: updateTypeLabel,
} as const satisfies UpdateMailTexts;
