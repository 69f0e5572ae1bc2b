/** The mail each admin gets about a reply to an update (app/domain/site/update-reply.ts), in English like the other request mails. */
import type { UpdateReplyMailTexts } from "../../domain/site/update-reply";

export const UPDATE_REPLY_MAIL_TEXTS = {
  who: (name, email, investorName) =>
    `${name} <${email}>${investorName ? ` (invited investor ${investorName})` : ""}`,
  subject: (company, updateTitle, name) => `${company}: reply to "${updateTitle}" from ${name}`,
  intro: (who, updateTitle) => `${who} replied to your update "${updateTitle}":`,
  introHtml: (who, updateTitle) => `${who} replied to your update “${updateTitle}”:`,
  allReplies: "All replies and who read the update",
  openReaders: "Open the update's readers",
} as const satisfies UpdateReplyMailTexts;
