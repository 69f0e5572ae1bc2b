/**
 * The public investor site's own copy: the landing page, the access gate's title (its form's
 * words are in gate-texts.ts), the timeline, the
 * videos, the document and call requests, the e-mail subscription and the subscriber's pages
 * (/subscribe/verify, /unsubscribe) — titles, labels, buttons, toasts, refusals and the line
 * on what is recorded. The pitch deck chat's texts live with the chat (app/domain/deck/chat.ts),
 * the founder interview's in app/domain/interview/texts.ts. Quoted texts verbatim from
 * docs/product.md.
 */

/** What a site page is called when the company is not known yet. */
export const SITE_TITLE = "Investor site";

/** The company's own name and tagline, as the site's title ('Adup — Your AI Data & E-commerce Agent'). */
export const companyTitle = (company: { name: string; tagline?: string | null }) =>
  company.tagline ? `${company.name} — ${company.tagline}` : company.name;

/** The gate's title, and the refusal of anything gated without a grant (docs/product.md#access-gate). */
export const ACCESS_REQUIRED = "Toegang Vereist";

/**
 * The one line that tells a visitor what the investor site records, in the language of the
 * screen it stands on: the gate is Dutch, the deck viewer of the public chat is English.
 */
export const RECORDING_NOTICE = {
  nl: "We registreren welke pagina's je bekijkt en hoe lang, je downloads, aanvragen en vragen in de chat, zodat het bedrijf weet wat je interesseert.",
  en: "We record which pages you view and for how long, your downloads, requests and questions in the chat, so the company knows what interests you.",
} as const;

/** What the gate of a personal link says when the link does not open (an English gate, as the deck it leads to). */
export const LINK_REFUSED = {
  expired: "This personal link has expired. Ask the company for a new link, or use the access code.",
  revoked: "This personal link has been revoked. Ask the company for a new link, or use the access code.",
  unknown: "This personal link is not valid. Check the link in your invitation, or use the access code.",
} as const;

/**
 * A browser that belongs to one investor opens another investor's personal link: it asks
 * before switching (what is recorded next belongs to whoever goes on).
 */
export const SWITCH_INVESTOR_TEXTS = {
  title: "Andere investeerder",
  intro: (current: string, next: string) =>
    `Deze browser hoort bij ${current}. Deze persoonlijke link is van ${next}.`,
  explain: "Wat je hierna bekijkt en vraagt, wordt bewaard bij de investeerder met wie je doorgaat.",
  switchTo: (next: string) => `Doorgaan als ${next}`,
  stayAs: (current: string) => `Blijven als ${current}`,
} as const;

/** The plain-text answers of the deck viewer's beacon (a script reads them, no person). */
export const BEACON_REFUSALS = {
  method: "Method not allowed",
  tooLarge: "Beacon too large",
  malformed: "Malformed beacon",
  notFound: "Not Found",
} as const;

/** The header links of the site's pages. */
export const SITE_NAV = {
  home: "Back to Home",
  pitchDeckChat: "Pitch Deck Chat",
} as const;

/** docs/product.md#public-landing. */
export const LANDING_TEXTS = {
  welcome: (company: string) => `Welcome to ${company}`,
  journeyTitle: "Our journey and pitch",
  journeyBody: "Follow our progress on the timeline, or ask our AI anything about the pitch deck.",
  viewTimeline: "View Timeline",
  videosTitle: "Videos",
  videosBody: "Demos and talks about the product.",
  watchVideos: "Watch Videos",
  dashboard: "Dashboard",
  about: "About",
} as const;

/** docs/product.md#public-timeline. */
export const TIMELINE_TEXTS = {
  documentTitle: (company: string) => `Timeline · ${company}`,
  title: "Our Journey So Far",
  /** A failed read, in general words: the details are in the log. */
  loadError: "Error loading updates: please try again in a moment.",
  empty: "No updates available yet.",
  questionsTitle: "Questions About Our Progress?",
  readMore: "Lees meer",
  readLess: "Lees minder",
} as const;

/** docs/product.md#public-videos. */
export const VIDEOS_TEXTS = {
  documentTitle: (company: string) => `Videos · ${company}`,
  gateTitle: "Access to the videos",
  gateDescription: "Enter the access code to view our video content.",
  title: "Videos",
  about: (company: string) => `About ${company}`,
  comingSoon: "Video Content Coming Soon",
} as const;

/** The request forms (docs/product.md#document-and-call-requests); shared labels first. */
export const REQUEST_TEXTS = {
  nameLabel: "Name *",
  emailLabel: "Email *",
  companyLabel: "Company",
  back: "Back",
  nameRequired: "Please fill in your name.",
  emailRequired: "Please fill in your email address.",
  emailInvalid: "Please enter a valid email address.",
  messageRequired: "Please fill in a message.",
  typeRequired: "Please choose the captable or the finance deck.",
  tooLong: (label: string, max: number) => `${label} is too long (at most ${max} characters).`,
  /** The field names the length messages use. */
  fields: {
    name: "Name",
    email: "This email address",
    company: "Company",
    message: "Message",
    preferredTime: "Preferred time",
  },
  errorTitle: "Error",
} as const;

export const DOCUMENT_REQUEST_TEXTS = {
  documentTitle: "Request documents",
  button: (label: string) => `Request ${label}`,
  title: (label: string) => `Request the ${label}`,
  intro: "Leave your details and we will send it to you.",
  messageLabel: "Message",
  submit: "Submit Request",
  submitting: "Submitting...",
  missing: "Missing Information: Please fill in your name and email address.",
  success: "Request Submitted",
  failedTitle: "Submission Failed",
  failed: "There was an error submitting your request. Please try again.",
} as const;

export const CALL_REQUEST_TEXTS = {
  title: "Schedule a Call",
  intro: "Tell us when suits you and what you would like to discuss; we will get back to you.",
  preferredTimeLabel: "Preferred Time",
  preferredTimePlaceholder: "e.g. weekdays after 14:00",
  messageLabel: "Message *",
  submit: "Send Request",
  submitting: "Sending...",
  missing: "Please fill in all required fields",
  success: "Call request sent successfully! We'll get back to you soon.",
  failed: "Failed to send call request. Please try again.",
} as const;

/** A request or subscription past a daily budget (docs/decisions/034-budgets-and-throttles.md): 429, above the form. */
export const PUBLIC_BUDGET_TEXTS = {
  request:
    "We have received as many requests as we accept from you or your network today. Please try again tomorrow.",
  subscribe:
    "We have received as many subscriptions as we accept from you or your network today. Please try again tomorrow.",
  requestCompany: "We cannot accept more requests today. Please try again tomorrow.",
  subscribeCompany: "We cannot accept more subscriptions today. Please try again tomorrow.",
} as const;

/** 'Get updates by email' (docs/product.md#e-mail-subscriptions). */
export const SUBSCRIBE_TEXTS = {
  documentTitle: "Subscribe to updates",
  title: "Get updates by email",
  intro: "We e-mail you when we publish a new update. You can unsubscribe at any time.",
  emailLabel: "Email",
  emailPlaceholder: "you@example.com",
  submit: "Subscribe",
  submitting: "Subscribing...",
  backToTimeline: "Back to the timeline",
  failedTitle: "Subscription failed",
  failed: "Something went wrong. Please try again.",
  sentTitle: "Check your inbox",
  sent: (email: string) =>
    `To confirm, open the link in the email we sent to ${email}. Already subscribed? Then nothing changes.`,
} as const;

/**
 * /subscribe/verify: English, as the subscribe form and the verification mail that lead to it
 * (one language per flow, docs/decisions/053-investors-tab-gate-and-language.md).
 */
export const VERIFY_SUBSCRIPTION_TEXTS = {
  language: "en",
  documentTitle: "Confirm your subscription",
  /** The link's page asks: only the button (a POST) confirms, so a mail scanner opening the link does not. */
  confirmTitle: "Confirm your subscription",
  confirm: (company: string) => `Would you like to receive ${company}'s updates by email? Confirm below.`,
  submit: "Confirm",
  submitting: "Confirming...",
  verifiedTitle: "Subscription confirmed",
  verified: (company: string) => `You will get an email whenever ${company} publishes a new update.`,
  viewTimeline: "View the timeline",
  invalidTitle: "Link not valid",
  noToken: "This confirmation link is incomplete: its token is missing.",
  invalid: "This confirmation link is not valid or was already used.",
  exception: "Something went wrong. Please try again later.",
} as const;

/** docs/product.md#unsubscribe. */
export const UNSUBSCRIBE_TEXTS = {
  title: "Uitschrijven",
  confirm: (company: string) => `Wil je je uitschrijven van de updates van ${company}?`,
  submit: "Uitschrijven",
  submitting: "Bezig met uitschrijven...",
  noToken: "Geen geldig unsubscribe token gevonden.",
  success: "Je bent succesvol uitgeschreven van de updates.",
  failed: "Er is een fout opgetreden bij het uitschrijven. Mogelijk ben je al uitgeschreven.",
  exception: "Er is een onverwachte fout opgetreden.",
} as const;
