/**
 * The streamed answer of the pitch deck chats (ADR 006, "Streaming"): with JavaScript the
 * chat card posts a question here and reads the reply as Server-Sent Events
 * (app/domain/deck/chat-stream.ts) while the model writes it. Without JavaScript the page's
 * own form post (chat-page.server.ts) answers instead; both share the checks, the reply and
 * the storing of chat.server.ts.
 *
 * - Refusals come before any streaming, as JSON with the same status and texts as the form
 *   post: 400 (empty / too long), 409 (no deck); the routes answer 403 / 401 themselves.
 * - The provider's stream is teed: one branch goes to the client, the other is collected
 *   under `ctx.waitUntil` and stored (question + full reply, one `db.batch`) when it ends —
 *   also when the client has gone away. A provider failure, a stalled stream or an empty reply
 *   stores no reply: the question is logged as not answered (chat.server.ts `storeUnanswered`),
 *   and the client receives an `error` event with the page's error texts (docs/product.md#chat-answers-and-errors).
 *   A failed write is logged and answered the same way.
 * - `done` is sent only after the exchange is stored, so the page's revalidation that
 *   follows already finds it.
 */
import { type ChatStreamEvent, encodeChatEvent } from "../../domain/deck/chat-stream";
import { AiFailure } from "../ai";
import { tryReadForm } from "../platform/form.server";
import type { Chat } from "./chat.server";
import { askErrorToast } from "./chat-page.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** A JSON answer for refusals before streaming (the client shows `error` as a toast). */
export function chatStreamRefusal(status: number, body: Record<string, unknown>, headers: HeadersInit = {}) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

async function readAll(stream: ReadableStream<string>): Promise<string> {
  const reader = stream.getReader();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += value;
  }
}

/** Answers one question of a page's chat as an event stream (see the module comment). */
export async function streamChatAnswer(chat: Chat): Promise<Response> {
  const { texts } = chat;
  const read = await tryReadForm(chat.request);
  const raw = read.ok ? read.form.get("question") : null; // not a form: no question (a 400)
  const ready = await chat.prepare(raw);
  if (!ready.ok) {
    const question = typeof raw === "string" ? raw.slice(0, 2000) : "";
    return chatStreamRefusal(ready.status, { error: askErrorToast(ready, texts), question });
  }
  const { prepared } = ready;

  let source: ReadableStream<string>;
  try {
    source = await chat.streamReply(prepared);
  } catch (error) {
    const { stored } = await chat.storeUnanswered(prepared, error);
    const headers: Record<string, string> = stored
      ? { "Set-Cookie": await chat.keepCookie(prepared.conversationId) }
      : {};
    return chatStreamRefusal(
      502,
      {
        error: askErrorToast({ reason: "ai-failed", message: texts.aiFailed.description }, texts),
        question: prepared.question,
      },
      headers,
    );
  }

  const [toClient, toStore] = source.tee();
  const stored: Promise<boolean> = (async () => {
    let reply: string;
    try {
      reply = await readAll(toStore);
      if (!reply.trim()) throw new AiFailure("empty", "answer", "empty reply");
    } catch (error) {
      await chat.storeUnanswered(prepared, error);
      return false;
    }
    try {
      await chat.store(prepared, reply);
      return true;
    } catch (error) {
      console.error("chat answer not stored", error);
      return false;
    }
  })();
  chat.context.cloudflare.ctx.waitUntil(stored);

  const encoder = new TextEncoder();
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, event: ChatStreamEvent) =>
    controller.enqueue(encoder.encode(encodeChatEvent(event)));
  const reader = toClient.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          if (value) {
            send(controller, { type: "chunk", text: value });
            return;
          }
        }
      } catch {
        // The provider failed: the storing branch sees the same failure, logs it and stores no reply.
      }
      const ok = await stored;
      send(
        controller,
        ok
          ? { type: "done" }
          : { type: "error", title: texts.aiFailed.title, description: texts.aiFailed.description },
      );
      controller.close();
    },
    async cancel(reason) {
      // The client went away: only its branch stops; the reply is still stored.
      await reader.cancel(reason).catch(() => undefined);
    },
  });

  // The conversation becomes the scope's current one now (its id is fixed before streaming);
  // should the reply fail, the pointer names a conversation that does not exist and the next
  // question simply starts one.
  const cookie = await chat.keepCookie(prepared.conversationId);
  return new Response(body, {
    status: 200,
    headers: {
      ...NO_STORE,
      "Content-Type": "text/event-stream; charset=utf-8",
      "X-Content-Type-Options": "nosniff",
      "Set-Cookie": cookie,
    },
  });
}
