/**
 * The admins' mails about investor activity (app/domain/mail/investor-activity.ts): the first
 * open of the deck through a personal link, and the daily digest. English, like the other admin mails.
 */
import type { ActivityDigestMailTexts, FirstOpenMailTexts } from "../../domain/mail/investor-activity";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const SETTINGS_FOOTER =
  "You can switch these mails off under Admin Panel → Settings → Investor notifications.";

export const FIRST_OPEN_MAIL_TEXTS: FirstOpenMailTexts = {
  subject: (who) => `${who} opened your pitch deck`,
  intro: (who, email, company) =>
    `${who} <${email}> opened the pitch deck of ${company} for the first time, through their personal link.`,
  readLine: (url) => `What they read and ask: ${url}`,
  cardLine: (url) => `Their pipeline card: ${url}`,
  seeWhatTheyRead: "See what they read",
  openCard: "Open their pipeline card",
  footer: SETTINGS_FOOTER,
};

export const ACTIVITY_DIGEST_MAIL_TEXTS: ActivityDigestMailTexts = {
  subject: (company) => `${company}: investor activity of the last 24 hours`,
  visits: "Visits",
  visitsValue: (visits, visitors, anonymous) =>
    `${visits} by ${plural(visitors, "visitor", "visitors")} (${anonymous} anonymous)`,
  deck: "Deck",
  deckValue: (pageViews, duration) => `${plural(pageViews, "page view", "page views")}, ${duration} in total`,
  questionsAsked: "Questions asked",
  unanswered: "Not answered by the deck",
  newRequests: "New requests",
  readersTitle: "Investors who read",
  reader: (pages, duration, questions) =>
    `${plural(pages, "deck page", "deck pages")}, ${duration}, ${plural(questions, "question", "questions")}`,
  noReadersText: "none",
  noReadersHtml: "None.",
  questionsTitle: "Questions",
  question: (question, askedBy, covered) =>
    `"${question}" (${askedBy})${covered ? "" : " (not answered by the deck)"}`,
  more: (n) => `and ${n} more`,
  followUpToday: "Follow up today",
  followUpReason: {
    engaged: "engaged in the last 48 hours, nothing logged since",
    planned: "follow-up planned",
  },
  investorsTabLine: (url) => `Investors tab: ${url}`,
  pipelineLine: (url) => `Pipeline: ${url}`,
  openInvestorsTab: "Open the Investors tab",
  openPipeline: "Open the pipeline",
  footer: SETTINGS_FOOTER,
};
