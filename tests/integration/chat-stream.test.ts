import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { ADMIN_CHAT_ERRORS } from "../../app/copy/deck/admin-chat-texts";
import { PUBLIC_CHAT_ERRORS } from "../../app/copy/deck/chat-texts";
import { type ChatStreamEvent, createChatEventParser } from "../../app/domain/deck/chat-stream";
import { createLocalProvider } from "../../app/server/ai/local";
import type { AiProvider } from "../../app/server/ai/types";
import { createWorkersAiProvider } from "../../app/server/ai/workers-ai";
import { createChat } from "../../app/server/chat/chat.server";
import { type ChatState, memberScope, visitorScope } from "../../app/server/chat/chat-state.server";
import { streamChatAnswer } from "../../app/server/chat/chat-stream.server";
import { getLoadContext } from "../../workers/load-context";
import { deckCompany, demoDeck } from "../factories/documents";
import { conversationsOf, messagesOf } from "./chat-rows";
import { BASE, Browser, loggedIn, unlocked } from "./http";

const CODE = "stream-code-2026";
const PUBLIC_FAILED = {
  type: "error",
  title: "Error",
  description: "Could not get AI response. Please try again.",
} as const;
const ADMIN_FAILED = {
  type: "error",
  title: "Fout",
  description: "Kon geen AI reactie krijgen. Probeer het opnieuw.",
} as const;

// Building and extracting the demo PDF takes seconds on a busy machine: once, outside any test's time limit.
beforeAll(() => demoDeck(), 30_000);

const company = (options: { deck?: boolean } = {}) => deckCompany(env, CODE, options);

const investor = (page: string) => unlocked(page, CODE);

/** All events of an event-stream body, read the way the browser's chat card reads them. */
async function eventsOf(body: ReadableStream<Uint8Array> | null): Promise<ChatStreamEvent[]> {
  const parser = createChatEventParser();
  const decoder = new TextDecoder();
  const events: ChatStreamEvent[] = [];
  const reader = body!.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    events.push(...parser.push(decoder.decode(value, { stream: true })));
  }
  events.push(...parser.push(decoder.decode()));
  return events;
}

const replyOf = (events: ChatStreamEvent[]) => events.map((e) => (e.type === "chunk" ? e.text : "")).join("");

describe("chat stream route: the gate and the checks", () => {
  it("without the grant: 403 and nothing of the deck or the chat; another company's grant does not count", async () => {
    const mine = await company();
    const other = await company();
    const question = { question: "What is the pricing?" };
    const anonymous = new Browser();
    const res = await anonymous.post(mine.stream, question);
    expect(res.status).toBe(403);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    const text = await res.text();
    expect(text).not.toContain("Starter");
    expect(text).not.toContain("What is the pricing?");

    const stranger = await investor(other.page);
    const forged = await stranger.post(mine.stream, question);
    expect(forged.status).toBe(403);
    expect(await forged.text()).not.toContain("Starter");
    expect(await messagesOf(mine.member.companyId)).toHaveLength(0);
    expect((await anonymous.post("/public/no-such-company/pitch-deck/stream", question)).status).toBe(404);
  });

  it("refuses a cross-origin post before any route runs", async () => {
    const { member, page, stream } = await company();
    const visitor = await investor(page);
    const res = await visitor.post(
      stream,
      { question: "What is the pricing?" },
      { Origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Cross-origin request refused");
    expect(await messagesOf(member.companyId)).toHaveLength(0);
  });

  it("empty, blank, missing and too-long questions: 400 with the form post's texts; no deck: 409; nothing stored", async () => {
    const { member, page, stream } = await company();
    const visitor = await investor(page);
    for (const question of ["", "  \n\t ", "y".repeat(2001)]) {
      const res = await visitor.post(stream, { question });
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: { title: string; description: string; variant: string };
        question: string;
      };
      expect(body.error).toEqual({
        title: "Error",
        description: question.trim()
          ? "Your question is too long: at most 2000 characters."
          : "Please enter a question.",
        variant: "destructive",
      });
      expect(body.question).toBe(question.slice(0, 2000));
    }
    expect((await visitor.post(stream, {})).status).toBe(400);
    // Not a form at all.
    const json = await visitor.fetch(stream, {
      method: "POST",
      body: '{"question":"What is the pricing?"}',
      headers: { "Content-Type": "application/json", Origin: BASE },
    });
    expect(json.status).toBe(400);
    expect(await conversationsOf(member.companyId)).toHaveLength(0);
    expect(await messagesOf(member.companyId)).toHaveLength(0);

    const empty = await company({ deck: false });
    const emptyVisitor = await investor(empty.page);
    const noDeck = await emptyVisitor.post(empty.stream, { question: "What is the pricing?" });
    expect(noDeck.status).toBe(409);
    expect(await noDeck.json()).toMatchObject({
      error: {
        title: "No pitch deck available",
        description: "Please upload pitch deck images or a PDF in the admin panel first.",
        variant: "destructive",
      },
    });
    const admin = await loggedIn(empty.member.email, empty.member.password);
    const adminNoDeck = await admin.post("/pitch-deck-chat/stream", { question: "What is the pricing?" });
    expect(adminNoDeck.status).toBe(409);
    expect(await adminNoDeck.json()).toMatchObject({
      error: {
        title: "Fout",
        description:
          "Geen pitch deck beschikbaar - Upload eerst pitch deck afbeeldingen of een PDF in het admin panel.",
      },
    });
    const adminEmpty = await admin.post("/pitch-deck-chat/stream", { question: " " });
    expect(adminEmpty.status).toBe(400);
    expect(await adminEmpty.json()).toMatchObject({
      error: { title: "Fout", description: "Please enter a question." },
    });
    expect(await messagesOf(empty.member.companyId)).toHaveLength(0);
  });

  it("the admin stream is members only: signed out 401 with no answer", async () => {
    const { member } = await company();
    const res = await new Browser().post("/pitch-deck-chat/stream", { question: "What is the pricing?" });
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("Starter");
    expect(await messagesOf(member.companyId)).toHaveLength(0);
  });
});

describe("chat stream route: answering", () => {
  it("streams the reply as events, stores question and full reply once, and the page then shows them", async () => {
    const { member, page, stream } = await company();
    const visitor = await investor(page);
    const res = await visitor.post(stream, { question: "  What is the pricing?  " });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const events = await eventsOf(res.body);
    expect(events.at(-1)).toEqual({ type: "done" });
    expect(events.filter((e) => e.type === "done")).toHaveLength(1);
    const reply = replyOf(events);
    expect(reply).toContain("Starter costs €99 per month");
    expect(reply).toMatch(/Source: page 6\./);

    // `done` comes after the write: the exchange is already stored, exactly once.
    const [conversation, ...more] = await conversationsOf(member.companyId);
    expect(more).toHaveLength(0);
    expect(conversation).toMatchObject({ title: "What is the pricing?", created_by: null });
    const messages = await messagesOf(member.companyId);
    expect(messages.map((m) => [m.is_user, m.content, m.conversation_id])).toEqual([
      [1, "What is the pricing?", conversation!.id],
      [0, reply, conversation!.id],
    ]);
    expect(messages[1]!.created_at > messages[0]!.created_at).toBe(true);

    // The cookie makes it the visitor's current conversation: the page shows it, and a
    // follow-up (streamed or posted) continues it.
    const html = await (await visitor.fetch(page)).text();
    expect(html).toContain("Starter costs €99 per month");
    expect(html).toContain("Reset Chat");
    const followUp = await eventsOf((await visitor.post(stream, { question: "And the churn?" })).body);
    expect(followUp.at(-1)).toEqual({ type: "done" });
    expect(replyOf(followUp)).toMatch(/page 7/);
    expect((await visitor.post(page, { intent: "ask", question: "Who is on the team?" })).status).toBe(302);
    expect(await conversationsOf(member.companyId)).toHaveLength(1);
    expect(await messagesOf(member.companyId)).toHaveLength(6);
  });

  it("answers 'what does slide n say' the same way as the form post (the page is quoted)", async () => {
    const { member, page, stream } = await company();
    const visitor = await investor(page);
    const events = await eventsOf(
      (await visitor.post(stream, { question: "What does slide 10 of the pitch deck say?" })).body,
    );
    expect(replyOf(events)).toContain("Source: page 10.");
    expect(replyOf(events)).toContain("Lisa de Vries");
    const [, stored] = await messagesOf(member.companyId);
    expect(stored!.content).toBe(replyOf(events));
  });

  it("after Reset Chat a streamed question starts a new conversation; visitors and companies stay apart", async () => {
    const { member, page, stream } = await company();
    const a = await investor(page);
    const b = await investor(page);
    await eventsOf((await a.post(stream, { question: "Who is on the team?" })).body);
    expect((await a.post(page, { intent: "reset" })).status).toBe(302);
    await eventsOf((await a.post(stream, { question: "How much are you raising?" })).body);
    const conversations = await conversationsOf(member.companyId);
    expect(conversations.map((c) => c.title).sort()).toEqual([
      "How much are you raising?",
      "Who is on the team?",
    ]);
    expect(new Set(conversations.map((c) => c.visitor_id)).size).toBe(1);
    const aPage = await (await a.fetch(page)).text();
    expect(aPage).toContain("€1.5 million");
    expect(aPage).not.toContain("Lisa de Vries");
    // Visitor b sees none of a's conversations, and b's question goes into b's own.
    expect(await (await b.fetch(page)).text()).not.toContain("€1.5 million");
    await eventsOf((await b.post(stream, { question: "What is the pricing?" })).body);
    expect(await conversationsOf(member.companyId)).toHaveLength(3);
    expect(await (await a.fetch(page)).text()).not.toContain("Starter costs");

    const other = await company();
    expect(await messagesOf(other.member.companyId)).toHaveLength(0);
  });

  it("the admin stream is keyed by the member, and shows under both admin URLs", async () => {
    const { member } = await company();
    const admin = await loggedIn(member.email, member.password);
    const res = await admin.post("/pitch-deck-chat/stream", { question: "What is the business model?" });
    expect(res.status).toBe(200);
    const events = await eventsOf(res.body);
    expect(events.at(-1)).toEqual({ type: "done" });
    const [conversation] = await conversationsOf(member.companyId);
    expect(conversation).toMatchObject({ created_by: member.userId, visitor_id: null });
    const [, reply] = await messagesOf(member.companyId);
    expect(reply!.content).toBe(replyOf(events));
    expect(reply!.content).toMatch(/page 6/);
    for (const path of ["/pitch-deck-chat"])
      expect(await (await admin.fetch(path)).text()).toContain("What is the business model?");
  });

  it("stores the reply even when the client goes away before reading it", async () => {
    const { member, page, stream } = await company();
    const visitor = await investor(page);
    const res = await visitor.post(stream, { question: "Who are the competitors?" });
    expect(res.status).toBe(200);
    await res.body!.cancel();
    await expect
      .poll(async () => (await messagesOf(member.companyId)).length, { timeout: 5000, interval: 50 })
      .toBe(2);
    const [question, reply] = await messagesOf(member.companyId);
    expect(question!.content).toBe("Who are the competitors?");
    expect(reply!.content.trim().length).toBeGreaterThan(0);
  });
});

/* ------------------------------------------------- providers that stream or fail */

const encoder = new TextEncoder();

/** A Workers AI binding whose streamed run sends these SSE pieces, then fails when `fail` is set. */
function streamingAi(pieces: string[], fail = false) {
  return {
    async run() {
      let i = 0;
      return new ReadableStream<Uint8Array>({
        pull(c) {
          if (i < pieces.length) c.enqueue(encoder.encode(pieces[i++]!));
          else if (fail) c.error(new Error("connection reset"));
          else c.close();
        },
      });
    },
  };
}

/** Calls the stream handler directly with a given provider (the route picks it from AI_PROVIDER). */
async function callStream(
  provider: AiProvider,
  owner: "visitor" | "member",
  question = "What is the pricing?",
) {
  const { member } = await company();
  const request = new Request(`${BASE}/public/${member.slug}/pitch-deck/stream`, {
    method: "POST",
    body: new URLSearchParams({ question }),
  });
  const ctx = createExecutionContext();
  const context = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
  const state: ChatState = { vid: crypto.randomUUID(), cur: {} };
  const scope =
    owner === "visitor"
      ? await visitorScope(context, member.companyId, state)
      : memberScope(member.companyId, member.userId);
  const texts = owner === "visitor" ? PUBLIC_CHAT_ERRORS : ADMIN_CHAT_ERRORS;
  const res = await streamChatAnswer(createChat(request, context, scope, state, texts, provider));
  const events = res.status === 200 ? await eventsOf(res.body) : [];
  await waitOnExecutionContext(ctx);
  return { member, res, events };
}

describe("chat stream: a model's tokens and failures", () => {
  it("sends the model's tokens as they come and stores their concatenation", async () => {
    const ai = streamingAi([
      'data: {"response":"Starter "}\n\n',
      'data: {"response":"costs €99 "}\n\ndata: {"resp',
      'onse":"(page 6)."}\n\n',
      "data: [DONE]\n\n",
    ]);
    const { member, events } = await callStream(createWorkersAiProvider(ai), "visitor");
    expect(events.slice(0, 3)).toEqual([
      { type: "chunk", text: "Starter " },
      { type: "chunk", text: "costs €99 " },
      { type: "chunk", text: "(page 6)." },
    ]);
    // Then the sources line and the cited page's passage, quoted from the deck, and done.
    const tail = events[3];
    expect(tail?.type === "chunk" && tail.text).toMatch(
      /^\n\n_Source: page 6\._\n\n### What the deck says\n\n- \*\*Page 6 · /,
    );
    expect(events.slice(4)).toEqual([{ type: "done" }]);
    const [, reply] = await messagesOf(member.companyId);
    expect(reply!.content).toBe(`Starter costs €99 (page 6).${tail?.type === "chunk" ? tail.text : ""}`);
  });

  /** What a failed answer leaves: the question alone, marked with why; no reply. */
  const unanswered = async (companyId: string) =>
    (await messagesOf(companyId)).map((m) => [m.is_user, m.failure]);

  it("a model that breaks mid-answer: the public error event, no reply stored, the question logged as not answered", async () => {
    const ai = streamingAi(['data: {"response":"Starter costs"}\n\n'], true);
    const { member, events } = await callStream(createWorkersAiProvider(ai), "visitor");
    expect(events).toEqual([{ type: "chunk", text: "Starter costs" }, PUBLIC_FAILED]);
    expect(await conversationsOf(member.companyId)).toHaveLength(1);
    expect(await unanswered(member.companyId)).toEqual([[1, "provider"]]);
  });

  it("a model that stalls: the error event after the idle bound, the question logged as a timeout", async () => {
    const stalled = {
      async run() {
        return new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(encoder.encode('data: {"response":"Starter"}\n\n'));
          },
        });
      },
    };
    const { member, events } = await callStream(
      createWorkersAiProvider(stalled, {}, { timeouts: { streamIdle: 50 } }),
      "visitor",
    );
    expect(events).toEqual([{ type: "chunk", text: "Starter" }, PUBLIC_FAILED]);
    expect(await unanswered(member.companyId)).toEqual([[1, "timeout"]]);
  });

  it("the admin chat gets the Dutch error; an empty reply stores no reply either", async () => {
    const broken = await callStream(
      createWorkersAiProvider(streamingAi(['data: {"response":"Het"}\n\n'], true)),
      "member",
    );
    expect(broken.events.at(-1)).toEqual(ADMIN_FAILED);
    expect(await unanswered(broken.member.companyId)).toEqual([[1, "provider"]]);

    const blank: AiProvider = {
      ...createLocalProvider(),
      async answerStream() {
        const stream = new ReadableStream<string>({
          start(c) {
            c.enqueue("  ");
            c.enqueue("\n");
            c.close();
          },
        });
        return { stream, citations: [] };
      },
    };
    const empty = await callStream(blank, "visitor");
    expect(empty.events.at(-1)).toEqual(PUBLIC_FAILED);
    expect(await unanswered(empty.member.companyId)).toEqual([[1, "empty"]]);
  });

  it("a provider that throws before streaming: 502 with the error texts, no reply stored", async () => {
    const throwing: AiProvider = {
      ...createLocalProvider(),
      async answerStream() {
        throw new Error("model down");
      },
    };
    const { member, res } = await callStream(throwing, "visitor");
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: {
        title: "Error",
        description: "Could not get AI response. Please try again.",
        variant: "destructive",
      },
      question: "What is the pricing?",
    });
    expect(await unanswered(member.companyId)).toEqual([[1, "provider"]]);
  });
});
