/**
 * The wire format of a streamed chat reply (ADR 006, "Streaming"): Server-Sent Events, one
 * event per line group, each `data:` a JSON object.
 *
 *   data: {"text":"Starter costs "}        a piece of the reply (in order; `message` event)
 *   event: done  / data: {}                 the reply is complete and stored
 *   event: error / data: {"title":…,"description":…}   the reply failed; nothing was stored
 *
 * Pure: the server encodes with `encodeChatEvent`, the browser decodes with
 * `createChatEventParser`, which accepts the stream in arbitrary pieces (a line may arrive
 * split over several network chunks), LF or CRLF line ends, comments and unknown events.
 */

export type ChatStreamEvent =
  { type: "chunk"; text: string } | { type: "done" } | { type: "error"; title: string; description: string };

/** The SSE text of one event (ends with the blank line that dispatches it). */
export function encodeChatEvent(event: ChatStreamEvent): string {
  switch (event.type) {
    case "chunk":
      return `data: ${JSON.stringify({ text: event.text })}\n\n`;
    case "done":
      return "event: done\ndata: {}\n\n";
    case "error":
      return `event: error\ndata: ${JSON.stringify({ title: event.title, description: event.description })}\n\n`;
  }
}

function toEvent(name: string, data: string): ChatStreamEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  if (!payload || typeof payload !== "object") return null;
  const p = payload as Record<string, unknown>;
  if (name === "message") return typeof p.text === "string" ? { type: "chunk", text: p.text } : null;
  if (name === "done") return { type: "done" };
  if (name === "error") {
    return {
      type: "error",
      title: typeof p.title === "string" ? p.title : "",
      description: typeof p.description === "string" ? p.description : "",
    };
  }
  return null;
}

/**
 * An incremental SSE reader: `push(text)` returns the events completed by that text. As in
 * the SSE standard, an event is dispatched only by its closing blank line: what a cut
 * connection leaves unterminated is never dispatched (the caller sees no `done`).
 */
export function createChatEventParser() {
  let buffer = "";
  let name = "";
  let data: string[] = [];

  const dispatch = (out: ChatStreamEvent[]) => {
    if (data.length > 0) {
      const event = toEvent(name || "message", data.join("\n"));
      if (event) out.push(event);
    }
    name = "";
    data = [];
  };

  const line = (text: string, out: ChatStreamEvent[]) => {
    if (text === "") return dispatch(out);
    if (text.startsWith(":")) return; // comment / keep-alive
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  };

  return {
    push(text: string): ChatStreamEvent[] {
      const out: ChatStreamEvent[] = [];
      buffer += text;
      // A trailing CR may be the first half of a CRLF: keep it until the next piece.
      let cut = buffer.length;
      if (buffer.endsWith("\r")) cut -= 1;
      const complete = buffer.slice(0, cut);
      const lines = complete.split(/\r\n|\r|\n/);
      const rest = lines.pop() ?? "";
      for (const l of lines) line(l, out);
      buffer = rest + buffer.slice(cut);
      return out;
    },
  };
}

/**
 * A reply still being written, made to render as it will once complete: on its last line an
 * unclosed `**bold` or `` `code`` span is closed (a marker with nothing after it yet is left
 * out), so the growing bubble shows bold text instead of literal asterisks. Only for
 * display — the stored reply is the model's text as it is.
 */
export function closeOpenMarkers(partial: string): string {
  const cut = partial.lastIndexOf("\n") + 1;
  const head = partial.slice(0, cut);
  let line = partial.slice(cut);
  const ticks = (line.match(/`/g) ?? []).length;
  if (ticks % 2 === 1) {
    if (line.endsWith("`")) return head + line.slice(0, -1);
    return `${head}${line}\``;
  }
  const outsideCode = line.replace(/`[^`]*`/g, "");
  const bold = (outsideCode.match(/\*\*/g) ?? []).length;
  if (bold % 2 === 1) {
    if (line.endsWith("**")) line = line.slice(0, -2);
    else line = `${line.trimEnd()}**`;
  }
  return head + line;
}
