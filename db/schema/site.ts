/**
 * Investor site and admin (docs/product.md#site-data): timeline updates, videos, documents and slides,
 * founder interviews, chats, e-mail subscriptions, requests, page views and the mail outbox.
 * The spec's `user_id` / `startup_user_id` columns are `company_id` here (docs/architecture.md#tenancy-and-roles).
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { companies, users } from "./auth";
import { bool, createdAt, id, updatedAt, writtenAt } from "./columns";
import { investors } from "./investors";

const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/** Author of a row; kept (as null) when the user account is deleted. */
const createdBy = () => text("created_by").references(() => users.id, { onDelete: "set null" });

export const updateTypes = ["funding", "product", "growth", "milestone", "team", "metrics"] as const;
export const videoTypes = ["youtube", "vimeo"] as const;
export const documentTypes = ["pitch-combined", "pdf", "excel", "pitch-images"] as const;
export const extractionStatuses = ["none", "pending", "processing", "done", "failed"] as const;
/** A PDF's page images: none yet, being rendered in the admin's browser, or all stored. */
export const pagesStatuses = ["none", "rendering", "done"] as const;
/** Who read a page's OCR text (document_pages.ocr_source). */
export const ocrSources = ["browser", "server", "vision"] as const;
export const interviewStatuses = ["invited", "started", "completed", "expired"] as const;
export const conversationTypes = ["pitch-deck", "forecast", "general"] as const;
export const documentRequestTypes = ["captable", "finance-deck"] as const;
export const deviceTypes = ["tablet", "mobile", "desktop"] as const;

/* ------------------------------------------------------------------ updates */

export const updates = sqliteTable(
  "updates",
  {
    id: id(),
    companyId: companyId(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Calendar date 'YYYY-MM-DD'. */
    date: text("date").notNull(),
    type: text("type", { enum: updateTypes }).notNull(),
    /** Stored icon name (DollarSign, Rocket, Users, Award, Target, TrendingUp). */
    icon: text("icon").notNull(),
    /** Stored colour name (green, blue, purple, orange, indigo, emerald). */
    color: text("color").notNull(),
    metrics: text("metrics", { mode: "json" }).$type<string[]>().notNull().default([]),
    sendNotifications: bool("send_notifications").notNull().default(false),
    /** Who the update's mail goes to (app/domain/mail/update-audience.ts); null: nobody chosen. */
    mailAudience: text("mail_audience", { mode: "json" }).$type<{ subscribers: boolean; stages: string[] }>(),
    /** A scheduled mail: the moment (UTC ISO) the Cron Trigger sends it from. */
    mailAt: text("mail_at"),
    /** When the mail's recipients were written to the outbox (set once: the mail never goes twice). */
    mailedAt: text("mailed_at"),
    // Not in the spec: the author, since the tenant key is now the company (docs/architecture.md#tenancy-and-roles).
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("updates_company_date_idx").on(t.companyId, t.date),
    index("updates_mail_due_idx")
      .on(t.mailAt)
      .where(sql`${t.mailAt} IS NOT NULL AND ${t.mailedAt} IS NULL`),
  ],
);

/** 'Reageer' on an update's page: an investor's reply, mailed to the company's admins. */
export const updateReplies = sqliteTable(
  "update_replies",
  {
    id: id(),
    companyId: companyId(),
    updateId: text("update_id")
      .notNull()
      .references(() => updates.id, { onDelete: "cascade" }),
    /** The invited investor whose personal link opened the site, when known. */
    investorId: text("investor_id").references(() => investors.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** Lowercased and trimmed. */
    email: text("email").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("update_replies_company_update_idx").on(t.companyId, t.updateId, t.createdAt),
    index("update_replies_company_email_idx").on(t.companyId, t.email),
  ],
);

/** A visitor's reaction to an update, one of a small fixed set; once per visitor and reaction. */
export const updateReactions = sqliteTable(
  "update_reactions",
  {
    companyId: companyId(),
    updateId: text("update_id")
      .notNull()
      .references(() => updates.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
    reaction: text("reaction").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.visitorId, t.reaction] })],
);

/* ------------------------------------------------------------------- videos */

export const videos = sqliteTable(
  "videos",
  {
    id: id(),
    companyId: companyId(),
    title: text("title").notNull(),
    description: text("description"),
    videoUrl: text("video_url").notNull(),
    videoType: text("video_type", { enum: videoTypes }).notNull(),
    isActive: bool("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    // Not in the spec: bookkeeping timestamps (stable tie-break for equal display_order).
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("videos_company_order_idx").on(t.companyId, t.displayOrder)],
);

/* ---------------------------------------------------------------- documents */

export const documents = sqliteTable(
  "documents",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    type: text("type", { enum: documentTypes }).notNull(),
    /** R2 object key in the FILES bucket (spec: path in the hosted 'documents' bucket). */
    filePath: text("file_path").notNull(),
    /** Bytes. */
    fileSize: integer("file_size").notNull(),
    // Not in the spec: MIME type kept so downloads through the Worker can set Content-Type.
    contentType: text("content_type").notNull().default("application/octet-stream"),
    extractedText: text("extracted_text"),
    /** How the text was obtained, e.g. 'text' or 'vision'. */
    extractionMethod: text("extraction_method"),
    // Not in the spec: extraction runs in the queue (docs/architecture.md#platform-budgets); its progress is stored here.
    extractionStatus: text("extraction_status", { enum: extractionStatuses }).notNull().default("none"),
    // Not in the spec: human-readable progress / outcome of the queued extraction.
    extractionMessage: text("extraction_message"),
    /** Slide order (starting at 1); null sorts after ordered slides. */
    displayOrder: integer("display_order"),
    uploadDate: writtenAt("upload_date"),
    createdAt: createdAt(),
    // Not in the spec: when the admin made this version live again ('switch back'); see app/domain/deck/versions.ts.
    selectedAt: text("selected_at"),
    // Not in the spec: the PDF's page count (known once its pages are rendered or its text extracted).
    pageCount: integer("page_count"),
    // Not in the spec: the PDF's page images, rendered in the admin's browser (pdf.js).
    pagesStatus: text("pages_status", { enum: pagesStatuses }).notNull().default("none"),
    /** When the page rendering last made progress (begin or a stored page). */
    pagesUpdatedAt: text("pages_updated_at"),
    /** Whether the rendering keeps the version processing: not when it was live at its start. */
    pagesBlocking: integer("pages_blocking", { mode: "boolean" }).notNull().default(true),
    // Not in the spec: whether investors may download this deck document (stamped with their
    // watermark); the team always gets the original. On unless the admin turns it off.
    downloads: bool("downloads").notNull().default(true),
    // Not in the spec: when the admin chose to publish this PDF version without page images
    // (app/domain/deck/versions.ts: only complete versions replace a live one with pages).
    textOnlyAt: text("text_only_at"),
    // Not in the spec: processing in queue steps (app/domain/processing/steps.ts): the run under
    // way, the next step it has to run, its number of steps and its plan (JSON).
    processingRun: text("processing_run"),
    processingStep: integer("processing_step"),
    processingSteps: integer("processing_steps"),
    processingPlan: text("processing_plan"),
    // Not in the spec: what a deck page shows besides the text, stored once per version (JSON,
    // app/domain/deck/derived.ts) and cleared by triggers (migrations/0007) whenever the text,
    // the processing state or a page changes; `derivedGen` counts those changes.
    derived: text("derived"),
    derivedGen: integer("derived_gen").notNull().default(0),
    // The stems of the deck's pages for the question digest's topic look-ups, with the
    // `derivedGen` they were made for (app/server/documents/deck-topics.server.ts).
    topicStems: text("topic_stems"),
    // Not in the spec: when the processing state last moved, kept by triggers (migrations/0011),
    // set on insert. The sweep fails pending or processing versions that stopped moving (ADR 030).
    processingUpdatedAt: text("processing_updated_at"),
    // Not in the spec: the PDF pages whose text layer was usable ('1-3,5'), set when its text is
    // published; the Documents tab says per page how it was read (app/domain/deck/page-reading.ts).
    textLayerPages: text("text_layer_pages"),
  },
  (t) => [
    index("documents_company_type_idx").on(t.companyId, t.type),
    index("documents_running_idx")
      .on(t.processingUpdatedAt)
      .where(sql`${t.extractionStatus} IN ('pending', 'processing')`),
  ],
);

/**
 * One page of a PDF version (not in the spec): its image in R2 (WebP, rendered in the admin's
 * browser) and, for a page without a usable text layer, the text read from the image by OCR.
 */
export const documentPages = sqliteTable(
  "document_pages",
  {
    id: id(),
    companyId: companyId(),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    pageNumber: integer("page_number").notNull(),
    imagePath: text("image_path"),
    imageSize: integer("image_size"),
    ocrText: text("ocr_text"),
    /** Who read `ocrText`: 'browser' (tesseract.js in the admin's browser, also when null), 'server' (tesseract in the job queue) or 'vision' (the vision model in the job queue). */
    ocrSource: text("ocr_source", { enum: ocrSources }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("document_pages_document_page_uq").on(t.documentId, t.pageNumber),
    index("document_pages_company_idx").on(t.companyId),
  ],
);

/* -------------------------------------------------------- founder interviews */

export type InterviewQuestion = {
  question: string;
  /** e.g. business-model, risks, strategy, finances */
  category: string;
  reasoning: string;
};

export const founderInterviews = sqliteTable(
  "founder_interviews",
  {
    id: id(),
    companyId: companyId(),
    /** Random, >= 128 bits; the only key a founder has (docs/architecture.md#tenancy-and-roles). */
    token: text("token").notNull().unique(),
    /** A placeholder value when created (spec). */
    founderEmail: text("founder_email").notNull(),
    status: text("status", { enum: interviewStatuses }).notNull().default("invited"),
    // Not in the spec as a column: the generated questions are stored so a resumed interview asks the same ones.
    questions: text("questions", { mode: "json" }).$type<InterviewQuestion[]>(),
    // Not in the spec: records that the four fallback questions were used instead of generated ones.
    usedFallbackQuestions: bool("used_fallback_questions").notNull().default(false),
    invitedAt: writtenAt("invited_at"),
    startedAt: text("started_at"),
    completedAt: text("completed_at"),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("founder_interviews_company_idx").on(t.companyId, t.invitedAt)],
);

export const interviewResponses = sqliteTable(
  "interview_responses",
  {
    id: id(),
    // Denormalised tenant key (the convention: every business row carries company_id).
    companyId: companyId(),
    interviewId: text("interview_id")
      .notNull()
      .references(() => founderInterviews.id, { onDelete: "cascade" }),
    questionNumber: integer("question_number").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    // Not in the spec: bookkeeping timestamp.
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("interview_responses_interview_question_uq").on(t.interviewId, t.questionNumber),
    index("interview_responses_company_idx").on(t.companyId),
  ],
);

/* -------------------------------------------------------------------- chats */

export const chatConversations = sqliteTable(
  "chat_conversations",
  {
    id: id(),
    companyId: companyId(),
    title: text("title"),
    type: text("type", { enum: conversationTypes }).notNull(),
    // Not in the spec: anonymous id (cookie) of a public visitor who started the conversation.
    visitorId: text("visitor_id"),
    // Spec's user_id as author: the signed-in member, null for public visitors.
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_conversations_company_created_idx").on(t.companyId, t.createdAt),
    index("chat_conversations_visitor_idx").on(t.visitorId),
  ],
);

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: id(),
    // Denormalised tenant key (the convention: every business row carries company_id).
    companyId: companyId(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    isUser: bool("is_user").notNull(),
    /** A question the AI did not answer: why (timeout, provider, empty, config); it has no reply. Null for every answered exchange. */
    failure: text("failure", { enum: ["timeout", "provider", "empty", "config"] }),
    /** Optional chart payload returned by the AI (shape not given by the spec). */
    chartData: text("chart_data", { mode: "json" }).$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_conversation_created_idx").on(t.conversationId, t.createdAt),
    index("chat_messages_company_idx").on(t.companyId),
    index("chat_messages_conversation_company_idx").on(t.conversationId, t.companyId, t.failure),
  ],
);

/* ------------------------------------------------------- e-mail subscribers */

export const emailSubscriptions = sqliteTable(
  "email_subscriptions",
  {
    id: id(),
    // Spec: startup_user_id.
    companyId: companyId(),
    /** Lowercased and trimmed. */
    email: text("email").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    /** SHA-256 (hex) of the token in the latest verification mail; the token itself is only in that mail. Cleared once verified. */
    verificationToken: text("verification_token").unique(),
    /** The UTC day ('YYYY-MM-DD') the latest verification mail (and its token) was made: at most one a day. */
    verificationSentOn: text("verification_sent_on"),
    verified: bool("verified").notNull().default(false),
    subscribedAt: writtenAt("subscribed_at"),
  },
  (t) => [
    uniqueIndex("email_subscriptions_company_email_uq").on(t.companyId, t.email),
    // The database, too, refuses a second row for one address in another letter case.
    uniqueIndex("email_subscriptions_company_email_ci_uq").on(t.companyId, sql`lower(${t.email})`),
  ],
);

/* ---------------------------------------------------------------- requests */

export const documentRequests = sqliteTable(
  "document_requests",
  {
    id: id(),
    companyId: companyId(),
    type: text("type", { enum: documentRequestTypes }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    message: text("message"),
    // Not in the spec: the investor whose personal link's grant filed it (never matched by the typed name or address).
    investorId: text("investor_id").references(() => investors.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("document_requests_company_created_idx").on(t.companyId, t.createdAt),
    index("document_requests_company_investor_idx").on(t.companyId, t.investorId),
  ],
);

export const callRequests = sqliteTable(
  "call_requests",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    message: text("message").notNull(),
    preferredTime: text("preferred_time"),
    // Not in the spec: as document_requests.investor_id.
    investorId: text("investor_id").references(() => investors.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("call_requests_company_created_idx").on(t.companyId, t.createdAt),
    index("call_requests_company_investor_idx").on(t.companyId, t.investorId),
  ],
);

/** Not in the spec: 'Toegang aanvragen' on the access gate, from a visitor without the code (mailed to the admins). */
export const accessRequests = sqliteTable(
  "access_requests",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("access_requests_company_created_idx").on(t.companyId, t.createdAt)],
);

/* -------------------------------------------------------------- page views */

export const pageViews = sqliteTable(
  "page_views",
  {
    id: id(),
    companyId: companyId(),
    pagePath: text("page_path").notNull(),
    referrer: text("referrer"),
    userAgent: text("user_agent"),
    sessionId: text("session_id").notNull(),
    isUniqueVisitor: bool("is_unique_visitor").notNull(),
    deviceType: text("device_type", { enum: deviceTypes }).notNull(),
    // Not in the spec: the calendar day 'YYYY-MM-DD' used for "unique once per calendar day" (recorded server-side).
    viewedOn: text("viewed_on")
      .notNull()
      .default(sql`(date('now'))`),
    createdAt: createdAt(),
  },
  (t) => [
    index("page_views_company_created_idx").on(t.companyId, t.createdAt),
    index("page_views_company_session_day_idx").on(t.companyId, t.sessionId, t.viewedOn),
  ],
);

/**
 * Not in the spec: views per (company, day, page), kept by a trigger on page_views
 * (migrations/0007), so the dashboard's 30-day summary does not read every view.
 */
export const pageViewDaily = sqliteTable(
  "page_view_daily",
  {
    companyId: companyId(),
    day: text("day").notNull(),
    pagePath: text("page_path").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.pagePath] })],
);

/**
 * Not in the spec: each visitor of a page with the last day they viewed it (same trigger), so
 * 'unique visitors' over 30 days is a count of rows, exact across days.
 */
export const pageViewVisitors = sqliteTable(
  "page_view_visitors",
  {
    companyId: companyId(),
    pagePath: text("page_path").notNull(),
    sessionId: text("session_id").notNull(),
    lastViewedOn: text("last_viewed_on").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.pagePath, t.sessionId] }),
    index("page_view_visitors_company_day_idx").on(t.companyId, t.lastViewedOn),
  ],
);

/* ------------------------------------------------------------- mail outbox */

/** Not in the spec: the `outbox` mail transport (docs/architecture.md#mail) stores every sent mail here. */
export const outboxEmails = sqliteTable(
  "outbox_emails",
  {
    id: id(),
    // Nullable: system mails need not belong to a company.
    companyId: text("company_id").references(() => companies.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** e.g. 'update-notification', 'verification', 'request'. */
    kind: text("kind").notNull(),
    /** e.g. `update:{updateId}:sub:{subscriptionId}`; makes queue retries idempotent. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** 'pending' (written before its first send), 'sent', 'sending' (claimed, or waiting for a retry), 'queued' (sent again from the Outbox), 'failed'. */
    status: text("status").notNull().default("sent"),
    /** Why the mail failed (or, while it is retried, what went wrong last). */
    error: text("error"),
    /** The List-Unsubscribe link the mail was sent with: a resend is the same request. */
    unsubscribeUrl: text("unsubscribe_url"),
    /** The update a notification mail announces ("n of m sent" in the Updates tab). */
    updateId: text("update_id").references(() => updates.id, { onDelete: "set null" }),
    /** When `status` or `error` last changed (kept by triggers, migration 0016): the sweep sends again what stopped moving. */
    statusAt: text("status_at"),
    /** First time the open pixel was loaded (only when the company turned open tracking on). */
    openedAt: text("opened_at"),
    /** First click on the mail's signed read link. */
    clickedAt: text("clicked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_emails_company_created_idx").on(t.companyId, t.createdAt),
    index("outbox_emails_update_idx")
      .on(t.companyId, t.updateId, t.status)
      .where(sql`${t.updateId} IS NOT NULL`),
    index("outbox_emails_unsent_idx")
      .on(t.statusAt)
      .where(sql`${t.status} IN ('pending', 'sending', 'queued')`),
  ],
);

/* ------------------------------------------------------------------- types */

export type Update = typeof updates.$inferSelect;
export type NewUpdate = typeof updates.$inferInsert;
export type Video = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;
/** Named DocumentRow, not Document, so it does not shadow the DOM's global `Document` type. */
export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
export type FounderInterview = typeof founderInterviews.$inferSelect;
export type NewFounderInterview = typeof founderInterviews.$inferInsert;
export type InterviewResponse = typeof interviewResponses.$inferSelect;
export type NewInterviewResponse = typeof interviewResponses.$inferInsert;
export type ChatConversation = typeof chatConversations.$inferSelect;
export type NewChatConversation = typeof chatConversations.$inferInsert;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
export type EmailSubscription = typeof emailSubscriptions.$inferSelect;
export type NewEmailSubscription = typeof emailSubscriptions.$inferInsert;
export type DocumentRequest = typeof documentRequests.$inferSelect;
export type NewDocumentRequest = typeof documentRequests.$inferInsert;
export type CallRequest = typeof callRequests.$inferSelect;
export type NewCallRequest = typeof callRequests.$inferInsert;
export type PageView = typeof pageViews.$inferSelect;
export type NewPageView = typeof pageViews.$inferInsert;
export type OutboxEmail = typeof outboxEmails.$inferSelect;
export type NewOutboxEmail = typeof outboxEmails.$inferInsert;
