/**
 * The pitch deck chat (docs/product.md#pitch-deck-chat): conversations and messages per company.
 *
 * - A public visitor's conversations are keyed by an anonymous visitor id; a member's by the
 *   user (`created_by`). Both live in one signed HttpOnly cookie (`__chat`) together with a
 *   pointer to the current conversation per company and chat type, so 'Reset Chat' can start
 *   a new conversation while the old one stays readable in the admin panel's chat tab.
 * - A conversation row is written together with its first question and reply, and every
 *   question with its reply, in one `db.batch` (one transaction): never half an exchange.
 * - A question the AI did not answer (failure, timeout, empty reply) is stored alone, marked
 *   with the failure's category: the admin's chat log shows it as not answered; the chat itself,
 *   the history sent with the next question and the answered-question counts leave it out.
 * - Every query is scoped by company, and a conversation is only continued by its owner.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { type ChatConversation, chatConversations, chatMessages, documents } from "../../../db/schema";
import { PAGE_SIZE, type Paging, pagingOf } from "../../domain/admin/paging";
import type { AiFailureCategory } from "../../domain/ai/failures";
import type { ChatMode } from "../../domain/deck/answer";
import {
  CHAT_TEXTS,
  type ChatErrorTexts,
  conversationTitle,
  describePage,
  FORECAST_CHAT_TEXTS,
  HISTORY_TURNS,
  isOnlyPageReference,
  referencedPage,
  validateQuestion,
} from "../../domain/deck/chat";
import { formatDeckPages } from "../../domain/deck/chunks";
import {
  buildForecastChatContext,
  buildPitchChatContext,
  type ChatContext,
  getForecastReadiness,
} from "../../domain/deck/context";
import { suggestionKey } from "../../domain/deck/derived";
import { type DeckReadiness, getDeckReadiness, sortSlides } from "../../domain/deck/slides";
import { rotateShown } from "../../domain/deck/suggestions";
import type { Language } from "../../domain/deck/text";
import { deckSource, liveVersion, publicDeckState } from "../../domain/deck/versions";
import { ownValue } from "../../domain/own-keys";
import {
  answerFromWorkbook,
  cellContext,
  enforceCitations,
  type WorkbookAnswer,
  type WorkbookIndex,
} from "../../domain/workbook/answer";
import { suggestWorkbookQuestions } from "../../domain/workbook/suggest";
import { AiFailure, type AiProvider, getAiProvider, toAiFailure } from "../ai";
import { recordAiFailure } from "../ai/ai-status.server";
import type { SuggestedQuestions } from "../ai/types";
import { type DerivedSource, versionDerived } from "../documents/deck-derived.server";
import { getVersion, listVersions, readDeckDocuments } from "../documents/document-versions.server";
import { loadWorkbookIndex, loadWorkbookSummary } from "../documents/workbook.server";
import { companyScopedId } from "../investors/visitor-id.server";
import { safeCookie } from "../platform/cookie.server";

export type ConversationType = ChatConversation["type"];

/** Whose conversation: an anonymous visitor of the public site, or a signed-in member. */
export type ChatOwner = { kind: "visitor"; visitorId: string } | { kind: "member"; userId: string };
export type ChatScope = { companyId: string; type: ConversationType; owner: ChatOwner };

/* ------------------------------------------------------------------ cookie */

const CHAT_COOKIE_DAYS = 30;
const ID = /^[0-9A-Za-z-]{1,64}$/;
/** What scopeKey() makes: `m:{companyId}:{type}` or `p:…` — nothing else is kept from the cookie. */
const SCOPE_KEY = /^[mp]:[0-9A-Za-z-]{1,64}:[a-z-]{1,32}$/;

/**
 * `vid`: the browser's own id, never recorded as it is (see companyVisitorId); `cur`: current
 * conversation id per scope key, '' after a reset; `own`: per company id, a visitor id that
 * replaces the derived one (a fresh one after switching to another investor's link).
 */
export type ChatState = { vid: string; cur: Record<string, string>; own?: Record<string, string> };

/** Companies with their own visitor id kept in the cookie, at most (the oldest goes first). */
const OWN_IDS = 20;

function chatCookie(context: AppLoadContext, request: Request) {
  return safeCookie("__chat", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: new URL(request.url).protocol === "https:",
    secrets: [context.env.SESSION_SECRET],
    maxAge: CHAT_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** The chat cookie's state (a fresh visitor id when there is none or it was tampered with). */
export async function readChatState(request: Request, context: AppLoadContext): Promise<ChatState> {
  const raw = (await chatCookie(context, request).parse(request.headers.get("Cookie"))) as unknown;
  if (
    raw &&
    typeof raw === "object" &&
    typeof (raw as ChatState).vid === "string" &&
    ID.test((raw as ChatState).vid)
  ) {
    const cur: Record<string, string> = {};
    const given = (raw as ChatState).cur;
    if (given && typeof given === "object") {
      // At most a handful of scopes; ids only.
      for (const [k, v] of Object.entries(given).slice(0, 20))
        if (SCOPE_KEY.test(k) && typeof v === "string" && (v === "" || ID.test(v))) cur[k] = v;
    }
    const own: Record<string, string> = {};
    const givenOwn = (raw as ChatState).own;
    if (givenOwn && typeof givenOwn === "object") {
      for (const [k, v] of Object.entries(givenOwn).slice(-OWN_IDS))
        if (ID.test(k) && typeof v === "string" && ID.test(v)) own[k] = v;
    }
    return Object.keys(own).length
      ? { vid: (raw as ChatState).vid, cur, own }
      : { vid: (raw as ChatState).vid, cur };
  }
  const fresh: ChatState = { vid: crypto.randomUUID(), cur: {} };
  freshStates.add(fresh);
  return fresh;
}

/** States made for a browser without a chat cookie: a visitor id no conversation can have yet. */
const freshStates = new WeakSet<ChatState>();

export async function chatStateCookie(request: Request, context: AppLoadContext, state: ChatState) {
  return chatCookie(context, request).serialize(state);
}

/* ------------------------------------------------------- visitor per company */

/**
 * This browser's visitor id at one company: HMAC(secret, company id, browser id), shaped like
 * a UUID. One browser is a different visitor at every company, so no two companies' records
 * (or their admins) can tell it is the same person; within a company it stays the same for
 * the cookie's life. After switching to another investor's link the company's own id in the
 * cookie replaces it.
 */
export async function companyVisitorId(
  context: AppLoadContext,
  companyId: string,
  state: ChatState,
): Promise<string> {
  const own = state.own ? ownValue(state.own, companyId) : undefined;
  return own ?? companyScopedId(context.env.SESSION_SECRET, companyId, state.vid);
}

/** The state after switching this browser to another investor at a company: a fresh visitor id there, nothing carried over. */
export function withFreshVisitor(state: ChatState, companyId: string): ChatState {
  const own = Object.fromEntries(Object.entries(state.own ?? {}).filter(([k]) => k !== companyId));
  own[companyId] = crypto.randomUUID();
  const kept = Object.entries(own).slice(-OWN_IDS);
  // The company's chat pointers belonged to the other visitor.
  const cur = Object.fromEntries(Object.entries(state.cur).filter(([k]) => !k.startsWith(`p:${companyId}:`)));
  return { vid: state.vid, cur, own: Object.fromEntries(kept) };
}

export const scopeKey = (scope: ChatScope) =>
  `${scope.owner.kind === "member" ? "m" : "p"}:${scope.companyId}:${scope.type}`;

/** A visitor's chats at a company: keyed by their visitor id there (companyVisitorId). */
export async function visitorScope(
  context: AppLoadContext,
  companyId: string,
  state: ChatState,
  type: ConversationType = "pitch-deck",
): Promise<ChatScope> {
  return {
    companyId,
    type,
    owner: { kind: "visitor", visitorId: await companyVisitorId(context, companyId, state) },
  };
}

export function memberScope(
  companyId: string,
  userId: string,
  type: ConversationType = "pitch-deck",
): ChatScope {
  return { companyId, type, owner: { kind: "member", userId } };
}

/* ----------------------------------------------------------- conversations */

/**
 * The current conversation of a scope, or null when there is none yet (it is created with
 * the first question). Without a pointer in the cookie it is the owner's latest one; after a
 * reset (pointer '') there is none.
 */
const conversationBase = and(
  eq(chatConversations.companyId, sql.placeholder("companyId")),
  eq(chatConversations.type, sql.placeholder("type")),
);
const memberConversations = and(
  conversationBase,
  eq(chatConversations.createdBy, sql.placeholder("owner")),
  isNull(chatConversations.visitorId),
);
const visitorConversations = and(
  conversationBase,
  eq(chatConversations.visitorId, sql.placeholder("owner")),
  isNull(chatConversations.createdBy),
);
const newestOrder = [desc(chatConversations.createdAt), desc(chatConversations.id)];
const latestMemberConversation = (db: Db) =>
  db.query.chatConversations.findFirst({ where: memberConversations, orderBy: newestOrder }).prepare();
const latestVisitorConversation = (db: Db) =>
  db.query.chatConversations.findFirst({ where: visitorConversations, orderBy: newestOrder }).prepare();
const memberConversation = (db: Db) =>
  db.query.chatConversations
    .findFirst({ where: and(memberConversations, eq(chatConversations.id, sql.placeholder("id"))) })
    .prepare();
const visitorConversation = (db: Db) =>
  db.query.chatConversations
    .findFirst({ where: and(visitorConversations, eq(chatConversations.id, sql.placeholder("id"))) })
    .prepare();

/**
 * The current conversation of a scope, or null when there is none yet (it is created with
 * the first question). Without a pointer in the cookie it is the owner's latest one; after a
 * reset (pointer '') there is none.
 */
export async function getCurrentConversation(
  db: Db,
  scope: ChatScope,
  state: ChatState,
): Promise<ChatConversation | null> {
  const pointer = ownValue(state.cur, scopeKey(scope));
  // After 'Reset Chat', or for a visitor id made for this request: nothing to read.
  if (pointer === "" || (scope.owner.kind === "visitor" && freshStates.has(state))) return null;
  const member = scope.owner.kind === "member";
  const values = {
    companyId: scope.companyId,
    type: scope.type,
    owner: scope.owner.kind === "member" ? scope.owner.userId : scope.owner.visitorId,
  };
  const row = pointer
    ? await (member ? memberConversation : visitorConversation)(db).execute({ ...values, id: pointer })
    : await (member ? latestMemberConversation : latestVisitorConversation)(db).execute(values);
  return row ?? null;
}

export type ChatMessageView = { id: string; content: string; isUser: boolean; createdAt: string };
/** A message of the admin's chat log: a question the AI did not answer carries why. */
export type LoggedChatMessage = ChatMessageView & { failure: AiFailureCategory | null };

const messageOrder = [asc(chatMessages.createdAt), asc(chatMessages.isUser), asc(chatMessages.id)];

/**
 * A conversation's answered exchanges, oldest first (docs/product.md#pitch-deck-chat), of the
 * company's own conversation only: what the chat shows and the history a question is sent with.
 */
export async function listMessages(
  db: Db,
  companyId: string,
  conversationId: string,
): Promise<ChatMessageView[]> {
  return db
    .select({
      id: chatMessages.id,
      content: chatMessages.content,
      isUser: chatMessages.isUser,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.companyId, companyId),
        eq(chatMessages.conversationId, conversationId),
        isNull(chatMessages.failure),
      ),
    )
    .orderBy(...messageOrder);
}

/** All of a conversation's messages with the unanswered questions (the admin's chat log). */
async function listLoggedMessages(
  db: Db,
  companyId: string,
  conversationId: string,
): Promise<LoggedChatMessage[]> {
  return db
    .select({
      id: chatMessages.id,
      content: chatMessages.content,
      isUser: chatMessages.isUser,
      createdAt: chatMessages.createdAt,
      failure: chatMessages.failure,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.companyId, companyId), eq(chatMessages.conversationId, conversationId)))
    .orderBy(...messageOrder);
}

/** 'Reset Chat': the next question starts a new conversation; the old one stays (admin tab). */
export function resetChat(state: ChatState, scope: ChatScope): ChatState {
  return { ...state, cur: { ...state.cur, [scopeKey(scope)]: "" } };
}

/* -------------------------------------------------------------------- deck */

export type DeckState = {
  /** Which material the chat answers from: the pitch deck, or the Excel forecast. */
  mode: ChatMode;
  /** A question can be answered: there is text to answer from (else 409, docs/product.md#chat-answers-and-errors). */
  answerable: boolean;
  readiness: DeckReadiness;
  context: ChatContext;
  /** The live pitch deck PDF to download, if the deck is a PDF. */
  pdf: { id: string; name: string } | null;
  /** The live PDF's page images, in page order (empty when the deck is slides or its pages were never rendered). */
  pages: { pageNumber: number }[];
  slides: { id: string; name: string; slideNumber: number }[];
  /** No live deck yet, but a new version is being processed: investors see 'being updated'. */
  updating: boolean;
  /** Combined slide text length and PDF text length (the admin status panel). */
  combinedChars: number;
  pdfChars: number;
  /** The live Excel forecast (forecast chat only). */
  forecastFile: { id: string; name: string } | null;
  /** Its table blocks, indexed: answers cite cells (forecast chat only; null before parsing). */
  workbook: WorkbookIndex | null;
  /** Read for a page instead of the tables: the workbook's suggested questions (its stored summary). */
  workbookSuggestions?: string[];
};

/** What a deck page shows, read without the deck's text (app/server/documents/deck-derived.server.ts). */
export type DeckView = Omit<DeckState, "context" | "answerable" | "workbook"> & {
  /** The document the chat answers from: the live PDF, the slides' combined text, or none. */
  shown: DerivedSource | null;
};

/**
 * The company's pitch deck: the live PDF version (app/server/documents/document-versions.server.ts) or
 * the slide images, whichever is newer (`deckSource`); readiness (docs/product.md#deck-readiness),
 * what the viewer shows and the chat's source all come from that one choice. Text lengths and
 * page lists come from each version's derived record, so no text is read here.
 */
export async function loadDeckView(db: Db, companyId: string): Promise<DeckView> {
  // One statement for the PDF's versions, the slide images and the slides' combined text.
  const { pdfVersions, slides: slideRows, combined: combinedRow } = await readDeckDocuments(db, companyId);
  const live = liveVersion(pdfVersions);
  const state = publicDeckState(pdfVersions);
  const slides = sortSlides(slideRows);
  const pdf: DerivedSource | null = live
    ? { id: live.id, name: live.name, type: "pdf", derivedGen: live.derivedGen }
    : null;
  const combined: DerivedSource | null = combinedRow
    ? {
        id: combinedRow.id,
        name: combinedRow.name,
        type: "pitch-combined",
        derivedGen: combinedRow.derivedGen,
      }
    : null;
  const [pdfDerived, combinedDerived] = await Promise.all([
    pdf ? versionDerived(db, companyId, pdf) : null,
    combined ? versionDerived(db, companyId, combined) : null,
  ]);
  const combinedChars = combinedDerived?.chars ?? 0;
  // The slide deck's time: its newest image, or its analysed text (kept when the images are gone).
  const slideTimes = [
    ...slides.map((s) => s.uploadDate),
    ...(combinedRow && combinedChars > 0 ? [combinedRow.uploadDate] : []),
  ];
  const newestSlide = slideTimes.reduce<string | null>((max, t) => (max === null || t > max ? t : max), null);
  const source = deckSource(pdfDerived ? live : null, newestSlide);
  const shown = source === "pdf" ? pdf : source === "slides" ? combined : null;
  const rows =
    source === "pdf"
      ? [{ type: "pdf", textChars: pdfDerived?.chars ?? 0 }]
      : source === "slides" && combined
        ? [{ type: "pitch-combined", textChars: combinedChars }]
        : [];
  const shownSlides = source === "slides" ? slides : [];
  return {
    mode: "pitch",
    readiness: getDeckReadiness([...rows, ...shownSlides.map((s) => ({ type: s.type }))]),
    pdf: source === "pdf" && pdf ? { id: pdf.id, name: pdf.name } : null,
    pages: source === "pdf" && pdfDerived ? pdfDerived.pages.map((pageNumber) => ({ pageNumber })) : [],
    slides: shownSlides.map((s, i) => ({ id: s.id, name: s.name, slideNumber: i + 1 })),
    updating: source === "none" && state.kind === "updating",
    combinedChars: source === "slides" ? combinedChars : 0,
    pdfChars: source === "pdf" ? (pdfDerived?.chars ?? 0) : 0,
    forecastFile: null,
    shown,
  };
}

const deckTextQuery = (db: Db) =>
  db.query.documents
    .findFirst({
      where: and(
        eq(documents.id, sql.placeholder("id")),
        eq(documents.companyId, sql.placeholder("companyId")),
      ),
      columns: { extractedText: true },
    })
    .prepare();

/** The deck with the text its chat answers from (asking a question, the founder interview). */
export async function loadDeck(db: Db, companyId: string): Promise<DeckState> {
  const { shown, ...view } = await loadDeckView(db, companyId);
  // The PDF's text with its OCR pages merged in; the slides' combined text as stored.
  const text =
    shown?.type === "pdf"
      ? (await getVersion(db, companyId, shown.id, "pdf"))?.extractedText
      : shown
        ? (await deckTextQuery(db).execute({ id: shown.id, companyId }))?.extractedText
        : null;
  const rows = shown
    ? [{ id: shown.id, name: shown.name, type: shown.type, extractedText: text ?? null }]
    : [];
  return {
    ...view,
    answerable: view.readiness.chatUsable && (view.readiness.hasCombinedText || view.readiness.hasPdf),
    context: buildPitchChatContext(rows),
    workbook: null,
  };
}

/** The deck's suggested questions (docs/product.md#suggested-questions), stored with the version the chat answers from. */
export async function deckSuggestions(
  db: Db,
  companyId: string,
  provider: AiProvider,
  view: DeckView,
  refresh: number,
  language: Language = "en",
): Promise<SuggestedQuestions> {
  const derived = view.shown
    ? await versionDerived(db, companyId, view.shown, { provider, mode: "pitch", language })
    : null;
  const stored = derived?.suggestions[suggestionKey(provider.name, "pitch", language)];
  if (!stored) return provider.suggestQuestions("", { mode: "pitch", refresh, language });
  return {
    questions: [...stored.questions],
    shown: rotateShown(stored.questions, refresh),
    source: stored.source,
  };
}

/**
 * The company's live Excel forecast: its parsed table blocks (from R2, when `files` is given)
 * and its text form are the forecast chat's context. A failed upload never replaces it.
 */
export async function loadForecast(
  db: Db,
  companyId: string,
  files?: R2Bucket,
  opts: { page?: boolean } = {},
): Promise<DeckState> {
  const versions = await listVersions(db, companyId, "excel");
  const live = liveVersion(versions);
  const state = publicDeckState(versions);
  // A page shows the workbook's suggested questions only: its summary, not its tables.
  const summary = opts.page && live && files ? await loadWorkbookSummary(files, live.filePath) : null;
  const workbook = !opts.page && live && files ? await loadWorkbookIndex(files, live.filePath) : null;
  const tables = workbook !== null || summary !== null;
  // With its tables the chat answers from cells; the text form is read only without them.
  const text =
    live && !tables ? ((await getVersion(db, companyId, live.id, "excel"))?.extractedText ?? "") : null;
  const context: ChatContext = tables
    ? { mode: "forecast", documentName: live!.name, pages: [], notice: null }
    : buildForecastChatContext(
        live ? [{ name: live.name, type: "excel" as const, extractedText: text }] : [],
      );
  const answerable = tables || context.pages.length > 0;
  return {
    mode: "forecast",
    answerable,
    readiness: getForecastReadiness(live !== null, answerable),
    context,
    pdf: null,
    pages: [],
    slides: [],
    updating: !live && state.kind === "updating",
    combinedChars: 0,
    pdfChars: 0,
    forecastFile: live ? { id: live.id, name: live.name } : null,
    workbook,
    ...(summary ? { workbookSuggestions: summary.suggestions } : {}),
  };
}

/** The material a scope's chat answers from: the forecast chat reads the Excel, the others the deck. */
export function loadChatSource(db: Db, scope: ChatScope, files?: R2Bucket): Promise<DeckState> {
  return scope.type === "forecast" ? loadForecast(db, scope.companyId, files) : loadDeck(db, scope.companyId);
}

/** The provider named by AI_PROVIDER for this request; a failed model call is recorded for the company's AI status. */
export function chatProvider(context: AppLoadContext, companyId: string): AiProvider {
  return getAiProvider(context.cloudflare.env, {
    onFailure: (failure) => recordAiFailure(context.db, companyId, failure),
  });
}

/** Suggested questions (docs/product.md#suggested-questions): 6 from the deck text (4 shown, rotated by `refresh`), or the starters. */
export async function suggestedQuestions(
  provider: AiProvider,
  deck: DeckState,
  refresh: number,
  language: Language = "en",
): Promise<SuggestedQuestions> {
  if (deck.workbook || deck.workbookSuggestions) {
    // From the workbook's own row labels and periods, each one answerable (any provider).
    const questions = deck.workbookSuggestions ?? suggestWorkbookQuestions(deck.workbook!);
    if (questions.length > 0)
      return { questions, shown: rotateShown(questions, refresh), source: "document" };
  }
  const text = deck.context.pages.length > 0 ? formatDeckPages(deck.context.pages) : "";
  try {
    return await provider.suggestQuestions(text, { mode: deck.mode, refresh, language });
  } catch (error) {
    // Suggested-question failures are only logged (the starters show instead;
    // docs/product.md#suggested-questions).
    console.error("suggested questions failed", error);
    return getAiProvider({ AI_PROVIDER: "local" }).suggestQuestions("", {
      mode: deck.mode,
      refresh,
      language,
    });
  }
}

/* --------------------------------------------------------------------- ask */

export type AskRefusal = {
  ok: false;
  status: 400 | 409;
  reason: "empty" | "too-long" | "no-deck";
  message: string;
};

export type AskOutcome =
  | { ok: true; conversationId: string; reply: string }
  | AskRefusal
  /** `conversationId`: the conversation the unanswered question was logged in (null when even that failed). */
  | { ok: false; status: 502; reason: "ai-failed"; message: string; conversationId: string | null };

/** A question that passed the checks, with what answering and storing it need. */
export type PreparedQuestion = {
  question: string;
  deck: DeckState;
  /** The conversation it continues, or null: it starts `conversationId` (stored with the reply). */
  conversation: ChatConversation | null;
  conversationId: string;
  history: { role: "user" | "assistant"; content: string }[];
  askedAt: Date;
};

/** The refusal when the AI gives no usable reply (docs/product.md#chat-answers-and-errors); the page shows its own error texts. */
export const AI_FAILED = {
  ok: false,
  status: 502,
  reason: "ai-failed",
  message: CHAT_TEXTS.publicErrorDescription,
} as const;

/**
 * The checks of docs/product.md#chat-answers-and-errors and the context of a question: validation (empty, too long), a usable deck,
 * the scope's current conversation and its recent turns. Reads only; stores nothing.
 */
export async function prepareQuestion(
  db: Db,
  scope: ChatScope,
  state: ChatState,
  rawQuestion: unknown,
  deck?: DeckState,
  files?: R2Bucket,
): Promise<{ ok: true; prepared: PreparedQuestion } | AskRefusal> {
  const check = validateQuestion(rawQuestion);
  if (!check.ok) return { ok: false, status: 400, reason: check.reason, message: check.message };
  const current = deck ?? (await loadChatSource(db, scope, files));
  if (!current.answerable) {
    return {
      ok: false,
      status: 409,
      reason: "no-deck",
      message:
        current.mode === "forecast" ? FORECAST_CHAT_TEXTS.noFileDescription : CHAT_TEXTS.noDeckDescription,
    };
  }
  const conversation = await getCurrentConversation(db, scope, state);
  const previous = conversation ? await listMessages(db, scope.companyId, conversation.id) : [];
  const history = previous
    .slice(-HISTORY_TURNS * 2)
    .map((m) => ({ role: m.isUser ? ("user" as const) : ("assistant" as const), content: m.content }));
  return {
    ok: true,
    prepared: {
      question: check.question,
      deck: current,
      conversation,
      conversationId: conversation?.id ?? crypto.randomUUID(),
      history,
      askedAt: new Date(),
    },
  };
}

/**
 * 'What does slide 3 say?': a question about one page needs no retrieval — the local
 * provider quotes that page (a model gets the whole deck and the question as asked).
 */
function pageReply(provider: AiProvider, prepared: PreparedQuestion): string | null {
  if (provider.name !== "local" || !isOnlyPageReference(prepared.question)) return null;
  const page = referencedPage(prepared.question, prepared.deck.context.pages);
  return page ? describePage(page).response : null;
}

const answerInput = (prepared: PreparedQuestion) => ({
  question: prepared.question,
  context: prepared.deck.context,
  history: prepared.history,
  mode: prepared.deck.mode,
});

/**
 * A forecast question over a parsed workbook: the cells it resolves to. The local provider's
 * answer is the composed one; a model gets only those cells as context and must keep their
 * citations (checked afterwards); when no cell matches, the workbook's honest 'does not
 * contain' answer is given without asking a model.
 */
function workbookAnswer(prepared: PreparedQuestion): WorkbookAnswer | null {
  return prepared.deck.mode === "forecast" && prepared.deck.workbook
    ? answerFromWorkbook(prepared.deck.workbook, prepared.question)
    : null;
}

const cellInput = (prepared: PreparedQuestion, answer: WorkbookAnswer) => ({
  ...answerInput(prepared),
  context: `Document: ${prepared.deck.context.documentName ?? "(unnamed)"}\n\n${cellContext(answer)}`,
});

const noAnswer = (message: string) => new AiFailure("empty", "answer", message);

/** The reply as a whole (the form post). Throws (an AiFailure) when the provider fails or answers nothing. */
export async function generateReply(provider: AiProvider, prepared: PreparedQuestion): Promise<string> {
  const cells = workbookAnswer(prepared);
  if (cells) {
    if (provider.name === "local" || cells.kind === "not-found") return cells.text;
    const result = await provider.answer(cellInput(prepared, cells));
    if (result.fallback || !result.response.trim())
      throw noAnswer("no model answer over the workbook's cells");
    return enforceCitations(result.response, cells);
  }
  const reply = pageReply(provider, prepared) ?? (await provider.answer(answerInput(prepared))).response;
  if (!reply || !reply.trim()) throw noAnswer("empty reply");
  return reply;
}

/** The same reply as text pieces (the streamed chat); the caller checks the joined text. */
export async function streamReply(
  provider: AiProvider,
  prepared: PreparedQuestion,
): Promise<ReadableStream<string>> {
  const cells = workbookAnswer(prepared);
  if (cells) {
    if (provider.name === "local" || cells.kind === "not-found") return textOnce(cells.text);
    const { stream } = await provider.answerStream(cellInput(prepared, cells));
    return withCitation(stream, cells);
  }
  const page = pageReply(provider, prepared);
  if (page !== null) {
    return new ReadableStream<string>({
      start(controller) {
        controller.enqueue(page);
        controller.close();
      },
    });
  }
  return (await provider.answerStream(answerInput(prepared))).stream;
}

function textOnce(text: string): ReadableStream<string> {
  return new ReadableStream<string>({
    start(controller) {
      controller.enqueue(text);
      controller.close();
    },
  });
}

/** A model's streamed reply, with the cell citation appended at the end when it left it out. */
function withCitation(stream: ReadableStream<string>, answer: WorkbookAnswer): ReadableStream<string> {
  let text = "";
  return stream.pipeThrough(
    new TransformStream<string, string>({
      transform(chunk, controller) {
        text += chunk;
        controller.enqueue(chunk);
      },
      flush(controller) {
        const checked = enforceCitations(text, answer);
        if (checked.startsWith(text.trim()) && checked.length > text.trim().length)
          controller.enqueue(checked.slice(text.trim().length));
      },
    }),
  );
}

/**
 * Stores a question with its reply in one batch — with the conversation itself when this is
 * its first question. The reply is stored at least a millisecond after the question, so
 * 'oldest first' keeps them in order.
 */
export async function storeExchange(
  db: Db,
  scope: ChatScope,
  prepared: PreparedQuestion,
  reply: string,
  answeredAt = new Date(),
): Promise<void> {
  const asked = prepared.askedAt;
  const answered = new Date(Math.max(answeredAt.getTime(), asked.getTime() + 1));
  await storeMessages(db, scope, prepared, [
    {
      companyId: scope.companyId,
      conversationId: prepared.conversationId,
      content: prepared.question,
      isUser: true,
      createdAt: asked.toISOString(),
    },
    {
      companyId: scope.companyId,
      conversationId: prepared.conversationId,
      content: reply,
      isUser: false,
      createdAt: answered.toISOString(),
    },
  ]);
}

/**
 * A question the AI did not answer: logged, and stored alone with the failure's category (with
 * its conversation when it is the first question) — never with a reply. Answers the category;
 * `stored` is false when even that write failed (logged; the asker sees the same error).
 */
export async function storeUnanswered(
  db: Db,
  scope: ChatScope,
  prepared: PreparedQuestion,
  error: unknown,
): Promise<{ category: AiFailureCategory; stored: boolean }> {
  const failure = toAiFailure(error, "answer");
  // The provider logged the cause of its own failures; anything else is logged here.
  if (!(error instanceof AiFailure)) console.error("chat answer failed", error);
  console.error(
    `chat question not answered (${failure.category}); stored as such in conversation ${prepared.conversationId}`,
  );
  try {
    await storeMessages(db, scope, prepared, [
      {
        companyId: scope.companyId,
        conversationId: prepared.conversationId,
        content: prepared.question,
        isUser: true,
        failure: failure.category,
        createdAt: prepared.askedAt.toISOString(),
      },
    ]);
    return { category: failure.category, stored: true };
  } catch (storeError) {
    console.error("unanswered chat question not stored", storeError);
    return { category: failure.category, stored: false };
  }
}

async function storeMessages(
  db: Db,
  scope: ChatScope,
  prepared: PreparedQuestion,
  rows: (typeof chatMessages.$inferInsert)[],
): Promise<void> {
  const conversationId = prepared.conversationId;
  const messages = db.insert(chatMessages).values(rows);
  if (prepared.conversation) {
    await db.batch([messages]);
    return;
  }
  await db.batch([
    db.insert(chatConversations).values({
      id: conversationId,
      companyId: scope.companyId,
      title: conversationTitle(prepared.question),
      type: scope.type,
      visitorId: scope.owner.kind === "visitor" ? scope.owner.visitorId : null,
      createdBy: scope.owner.kind === "member" ? scope.owner.userId : null,
      createdAt: prepared.askedAt.toISOString(),
    }),
    messages,
  ]);
}

/**
 * A question: validated (docs/product.md#chat-answers-and-errors), answered from the deck (its context: docs/product.md#deck-readiness), then stored with its
 * reply in one batch — with the conversation itself when this is its first question. A refusal
 * stores nothing; an AI failure stores the question alone, marked as not answered.
 */
export async function askQuestion(
  db: Db,
  provider: AiProvider,
  scope: ChatScope,
  state: ChatState,
  rawQuestion: unknown,
  deck?: DeckState,
  files?: R2Bucket,
): Promise<AskOutcome> {
  const ready = await prepareQuestion(db, scope, state, rawQuestion, deck, files);
  if (!ready.ok) return ready;
  const { prepared } = ready;
  let reply: string;
  try {
    reply = await generateReply(provider, prepared);
  } catch (error) {
    const { stored } = await storeUnanswered(db, scope, prepared, error);
    return { ...AI_FAILED, conversationId: stored ? prepared.conversationId : null };
  }
  await storeExchange(db, scope, prepared, reply, new Date(prepared.askedAt.getTime() + 1));
  return { ok: true, conversationId: prepared.conversationId, reply };
}

/** The cookie state after a stored question: the conversation becomes the scope's current one. */
export function withCurrent(state: ChatState, scope: ChatScope, conversationId: string): ChatState {
  return { ...state, cur: { ...state.cur, [scopeKey(scope)]: conversationId } };
}

/**
 * One chat of one request: whose it is (its scope and the browser's cookie state), the provider
 * that answers, the page's error texts. A page's loader reads through it, and both ways of asking
 * — the form post without JavaScript (chat-page.server.ts) and the stream (chat-stream.server.ts)
 * — take the same checks, reply and storing from it.
 */
export function createChat(
  request: Request,
  context: AppLoadContext,
  scope: ChatScope,
  state: ChatState,
  texts: ChatErrorTexts,
  provider: AiProvider = chatProvider(context, scope.companyId),
) {
  const db = context.db;
  const files = context.cloudflare.env.FILES;
  return {
    request,
    context,
    db,
    files,
    scope,
    state,
    provider,
    texts,
    /** The checks and context of a question (reads only). */
    prepare: (raw: unknown) => prepareQuestion(db, scope, state, raw, undefined, files),
    /** A question asked and answered as a whole, and stored (the form post). */
    ask: (raw: unknown) => askQuestion(db, provider, scope, state, raw, undefined, files),
    /** The reply as text pieces (the stream). */
    streamReply: (prepared: PreparedQuestion) => streamReply(provider, prepared),
    store: (prepared: PreparedQuestion, reply: string) => storeExchange(db, scope, prepared, reply),
    storeUnanswered: (prepared: PreparedQuestion, error: unknown) =>
      storeUnanswered(db, scope, prepared, error),
    /** The Set-Cookie that makes a conversation the scope's current one. */
    keepCookie: (conversationId: string) =>
      chatStateCookie(request, context, withCurrent(state, scope, conversationId)),
    /** The Set-Cookie of 'Reset Chat'. */
    resetCookie: () => chatStateCookie(request, context, resetChat(state, scope)),
  };
}

export type Chat = ReturnType<typeof createChat>;

/* ------------------------------------------------------------- admin tab */

export type ConversationListItem = {
  id: string;
  title: string | null;
  type: ConversationType;
  /** The member's user id, or the visitor id of a public conversation. */
  userId: string | null;
  createdAt: string;
  messageCount: number;
  /** Questions the AI did not answer (counted in `messageCount` too). */
  unanswered: number;
};

/** One page of the company's conversations, newest first (docs/product.md#pitch-deck-chat), with their message counts. */
export function conversationPageQuery(db: Db, companyId: string, page: number) {
  // Counted per listed conversation only (the page's rows), each through the conversation index (migration 0018).
  const counted = (column: "conversation_id" | "failure") =>
    sql<number>`(SELECT count(m.${sql.raw(column)}) FROM chat_messages m WHERE m.conversation_id = "chat_conversations"."id" AND m.company_id = ${companyId})`;
  return db
    .select({
      id: chatConversations.id,
      title: chatConversations.title,
      type: chatConversations.type,
      createdBy: chatConversations.createdBy,
      visitorId: chatConversations.visitorId,
      createdAt: chatConversations.createdAt,
      messageCount: counted("conversation_id").mapWith(Number),
      unanswered: counted("failure").mapWith(Number),
    })
    .from(chatConversations)
    .where(eq(chatConversations.companyId, companyId))
    .orderBy(desc(chatConversations.createdAt), desc(chatConversations.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}

/** One page (PAGE_SIZE, newest first) of the company's conversations with their message counts, and how many there are. */
export async function listConversations(
  db: Db,
  companyId: string,
  requestedPage = 1,
): Promise<{ conversations: ConversationListItem[]; paging: Paging }> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(chatConversations)
    .where(eq(chatConversations.companyId, companyId));
  const paging = pagingOf(total, requestedPage);
  const rows = await conversationPageQuery(db, companyId, paging.page);
  return {
    conversations: rows.map((r) => ({
      id: r.id,
      title: r.title,
      type: r.type,
      userId: r.createdBy ?? r.visitorId,
      createdAt: r.createdAt,
      messageCount: r.messageCount,
      unanswered: r.unanswered,
    })),
    paging,
  };
}

/** One of the company's conversations with its messages; null for another company's or a missing id. */
export async function getConversation(db: Db, companyId: string, id: string) {
  if (!id || !ID.test(id)) return null;
  const row = await db.query.chatConversations.findFirst({
    where: and(eq(chatConversations.id, id), eq(chatConversations.companyId, companyId)),
  });
  if (!row) return null;
  const messages = await listLoggedMessages(db, companyId, row.id);
  return {
    conversation: {
      id: row.id,
      title: row.title,
      type: row.type,
      userId: row.createdBy ?? row.visitorId,
      createdAt: row.createdAt,
    },
    messages,
  };
}
