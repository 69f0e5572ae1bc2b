/**
 * Whose chat it is: the scope (company, chat type, owner) and the signed HttpOnly `__chat`
 * cookie that keeps a public visitor's anonymous id and a pointer to the current conversation
 * per company and chat type, so 'Reset Chat' can start a new conversation while the old one
 * stays readable in the admin panel's chat tab.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

import type { ChatConversation } from "../../../db/schema";
import { ownValue } from "../../domain/own-keys";
import { companyScopedId } from "../investors/visitor-id.server";
import { safeCookie } from "../platform/cookie.server";

export type ConversationType = ChatConversation["type"];

/** Whose conversation: an anonymous visitor of the public site, or a signed-in member. */
export type ChatOwner = { kind: "visitor"; visitorId: string } | { kind: "member"; userId: string };
export type ChatScope = { companyId: string; type: ConversationType; owner: ChatOwner };

const CHAT_COOKIE_DAYS = 30;
/** A conversation id or visitor id as the cookie and the admin's chat log accept it. */
export const CHAT_ID = /^[0-9A-Za-z-]{1,64}$/;
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
    CHAT_ID.test((raw as ChatState).vid)
  ) {
    const cur: Record<string, string> = {};
    const given = (raw as ChatState).cur;
    if (given && typeof given === "object") {
      // At most a handful of scopes; ids only.
      for (const [k, v] of Object.entries(given).slice(0, 20))
        if (SCOPE_KEY.test(k) && typeof v === "string" && (v === "" || CHAT_ID.test(v))) cur[k] = v;
    }
    const own: Record<string, string> = {};
    const givenOwn = (raw as ChatState).own;
    if (givenOwn && typeof givenOwn === "object") {
      for (const [k, v] of Object.entries(givenOwn).slice(-OWN_IDS))
        if (CHAT_ID.test(k) && typeof v === "string" && CHAT_ID.test(v)) own[k] = v;
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

/** The state was made for this request (no chat cookie came with it): it has no conversation yet. */
export const isFreshState = (state: ChatState) => freshStates.has(state);

export async function chatStateCookie(request: Request, context: AppLoadContext, state: ChatState) {
  return chatCookie(context, request).serialize(state);
}

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
  return knownVisitorScope(companyId, await companyVisitorId(context, companyId, state), type);
}

/** visitorScope for a visitor whose id at the company is already known (identifyVisitor made it). */
export function knownVisitorScope(
  companyId: string,
  visitorId: string,
  type: ConversationType = "pitch-deck",
): ChatScope {
  return { companyId, type, owner: { kind: "visitor", visitorId } };
}

export function memberScope(
  companyId: string,
  userId: string,
  type: ConversationType = "pitch-deck",
): ChatScope {
  return { companyId, type, owner: { kind: "member", userId } };
}

/** 'Reset Chat': the next question starts a new conversation; the old one stays (admin tab). */
export function resetChat(state: ChatState, scope: ChatScope): ChatState {
  return { ...state, cur: { ...state.cur, [scopeKey(scope)]: "" } };
}

/** The cookie state after a stored question: the conversation becomes the scope's current one. */
export function withCurrent(state: ChatState, scope: ChatScope, conversationId: string): ChatState {
  return { ...state, cur: { ...state.cur, [scopeKey(scope)]: conversationId } };
}
