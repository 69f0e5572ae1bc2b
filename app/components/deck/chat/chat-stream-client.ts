import { createChatEventParser } from "../../../domain/deck/chat-stream";
import type { ToastData } from "../../ui/toaster";

/**
 * How a streamed question ended: stored (`done`), refused or failed (the server's toast, null
 * when it could not say), signed out or the gate's grant gone, aborted by the page, or the
 * connection broke before `done`.
 */
export type StreamOutcome = "done" | "signed-out" | "aborted" | "broken" | { failed: ToastData | null };

/**
 * Posts a question to a chat's stream route and reads its Server-Sent Events
 * (app/domain/deck/chat-stream.ts), handing each piece of the reply to `onChunk`. Its own
 * chunk: ChatAskProvider imports it on the first question, so a page's first load does not
 * carry it.
 */
export async function streamAnswer(
  url: string,
  question: string,
  signal: AbortSignal,
  onChunk: (text: string) => void,
): Promise<StreamOutcome> {
  let outcome: StreamOutcome | null = null;
  try {
    const res = await fetch(url, {
      method: "POST",
      body: new URLSearchParams({ question }),
      headers: { Accept: "text/event-stream" },
      signal,
    });
    const type = res.headers.get("Content-Type") ?? "";
    if (!res.ok || !type.startsWith("text/event-stream")) {
      const body = (await res.json().catch(() => null)) as { error?: ToastData } | null;
      if (res.status === 401 || res.status === 403) return "signed-out";
      return { failed: body?.error?.title ? body.error : null };
    }
    const parser = createChatEventParser();
    const decoder = new TextDecoder();
    const handle = (text: string): StreamOutcome | null => {
      for (const event of parser.push(text)) {
        if (event.type === "chunk") onChunk(event.text);
        else if (event.type === "done") outcome = "done";
        else return { failed: event.title ? { title: event.title, description: event.description } : null };
      }
      return null;
    };
    if (!res.body) return handle(await res.text()) ?? outcome ?? "broken";
    const reader = res.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const failed = handle(decoder.decode(value, { stream: true }));
      if (failed) {
        void reader.cancel().catch(() => {});
        return failed;
      }
    }
    const failed = handle(decoder.decode());
    if (failed) return failed;
  } catch {
    if (signal.aborted) return "aborted";
  }
  return outcome ?? "broken";
}
