/**
 * The glue between the chat pages (public /public/{slug}/pitch-deck, the members'
 * /pitch-deck-chat and /forecast-chat) and app/server/chat/chat.server.ts: what a page loads, and how its
 * 'ask' and 'reset' posts are answered (PRG redirect on success, the spec's error with a
 * 4xx/5xx status otherwise — no reply stored; a question the AI did not answer is logged as such).
 */
import { data, redirect } from "@remix-run/cloudflare";

import type { ChatConversation } from "../../../db/schema";
import type { ChatErrorTexts } from "../../copy/deck/chat-texts";
import type { Language } from "../../domain/deck/text";
import {
  deckDocumentsFrom,
  deckDocumentsQuery,
  versionsFrom,
  versionsOfQuery,
} from "../documents/document-versions.server";
import { type Chat } from "./chat.server";
import {
  type DeckState,
  deckSuggestions,
  type DeckView,
  loadDeckView,
  loadForecast,
  suggestedQuestions,
} from "./chat-source.server";
import { currentConversationQuery, listMessages } from "./conversations.server";

/** The toast of a refused or failed question, in the page's language (docs/product.md#chat-answers-and-errors). */
export function askErrorToast(
  outcome: { reason: "empty" | "too-long" | "no-deck" | "ai-failed"; message: string },
  texts: ChatErrorTexts,
) {
  const error =
    outcome.reason === "no-deck"
      ? texts.noDeck
      : outcome.reason === "ai-failed"
        ? texts.aiFailed
        : { title: texts.invalidTitle, description: outcome.message };
  return { ...error, variant: "destructive" as const };
}

const int = (v: string | null, fallback: number) => {
  const n = v === null ? NaN : Number.parseInt(v, 10);
  return Number.isFinite(n) && n >= 0 && n < 1_000_000 ? n : fallback;
};

/** Everything a chat page shows besides its own header; suggested questions in the page's `language`. */
export async function loadChatPage(chat: Chat, language: Language = "en") {
  const { db, provider, scope, state, files } = chat;
  const url = new URL(chat.request.url);
  // Independent reads in one D1 batch: the deck's documents (or the forecast's versions) and
  // the conversation. The deck is read without its text (its derived record); the forecast
  // chat then reads its workbook's summary.
  const conversationQuery = currentConversationQuery(db, scope, state);
  let deck: DeckState | DeckView;
  let conversation: ChatConversation | null;
  if (scope.type === "forecast") {
    const versionsQuery = versionsOfQuery(db, scope.companyId, "excel");
    const [versionRows, conversationRows] = conversationQuery
      ? await db.batch([versionsQuery, conversationQuery])
      : [await versionsQuery, []];
    conversation = conversationRows[0] ?? null;
    deck = await loadForecast(db, scope.companyId, files, { page: true }, versionsFrom(versionRows, "excel"));
  } else {
    const documentsQuery = deckDocumentsQuery(db, scope.companyId);
    const [documentRows, conversationRows] = conversationQuery
      ? await db.batch([documentsQuery, conversationQuery])
      : [await documentsQuery, []];
    conversation = conversationRows[0] ?? null;
    deck = await loadDeckView(db, scope.companyId, deckDocumentsFrom(documentRows));
  }
  const refresh = int(url.searchParams.get("refresh"), 0);
  const [messages, suggestions] = await Promise.all([
    conversation ? listMessages(db, scope.companyId, conversation.id) : [],
    !deck.readiness.showSuggestedQuestions
      ? null
      : "shown" in deck
        ? deckSuggestions(db, scope.companyId, provider, deck, refresh, language)
        : suggestedQuestions(provider, deck, refresh, language),
  ]);
  return {
    readiness: deck.readiness,
    pdf: deck.pdf,
    pages: deck.pages,
    updating: deck.updating,
    slides: deck.slides,
    combinedChars: deck.combinedChars,
    pdfChars: deck.pdfChars,
    forecastFile: deck.forecastFile,
    /** Investors may download the shown PDF (its switch on the Documents tab), read with the deck. */
    pdfDownloads: "pdfDownloads" in deck && deck.pdfDownloads,
    messages,
    suggestions: suggestions?.shown ?? [],
    refresh,
    slideIndex: Math.max(0, int(url.searchParams.get("slide"), 1) - 1),
    slidesShown: url.searchParams.get("slides") !== "hidden",
  };
}

/** Where a post returns to: the same page (its query kept); without JavaScript at the newest message. */
function back(request: Request, form: FormData) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const hash = form.get("js") === "1" ? "" : "#latest";
  return `${url.pathname}${url.search}${hash}`;
}

/** The answer to a refused question: the toast, and the question to offer again. */
export type AskRefusal = { intent: "ask"; error: ReturnType<typeof askErrorToast>; question: string };

/** Answers the chat intents of a page ('ask', 'reset'); null for any other intent. */
export async function handleChatIntent(
  chat: Chat,
  form: FormData,
): Promise<Response | ReturnType<typeof data<AskRefusal>> | null> {
  const intent = form.get("intent");
  if (intent === "reset") {
    return redirect(back(chat.request, new FormData()).replace(/#latest$/, ""), {
      headers: { "Set-Cookie": await chat.resetCookie() },
    });
  }
  if (intent !== "ask") return null;
  const raw = form.get("question");
  const outcome = await chat.ask(raw);
  if (!outcome.ok) {
    // The question comes back (cut to a sane size) so the input can offer it again.
    const question = typeof raw === "string" ? raw.slice(0, 2000) : "";
    // An unanswered question was logged in its conversation: that one stays the current one (as after a streamed failure).
    const logged = outcome.reason === "ai-failed" ? outcome.conversationId : null;
    const headers = logged ? { "Set-Cookie": await chat.keepCookie(logged) } : undefined;
    return data<AskRefusal>(
      { intent: "ask", error: askErrorToast(outcome, chat.texts), question },
      { status: outcome.status, headers },
    );
  }
  return redirect(back(chat.request, form), {
    headers: { "Set-Cookie": await chat.keepCookie(outcome.conversationId) },
  });
}
