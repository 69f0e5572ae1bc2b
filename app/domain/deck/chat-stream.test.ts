import { describe, expect, it } from "vitest";

import {
  type ChatStreamEvent,
  closeOpenMarkers,
  createChatEventParser,
  encodeChatEvent,
} from "./chat-stream";
import { formatReply, plainText } from "./format-reply";

const formatReplyText = (text: string) => plainText(formatReply(text));

const EVENTS: ChatStreamEvent[] = [
  { type: "chunk", text: "**From the pitch deck:**\n\n" },
  { type: "chunk", text: 'Starter costs €99 — "quoted" data: {x}\r\nnext line' },
  { type: "chunk", text: "" },
  { type: "done" },
];

const wire = (events: ChatStreamEvent[]) => events.map(encodeChatEvent).join("");

describe("chat stream events (SSE)", () => {
  it("encodes each event as one SSE block with JSON data", () => {
    expect(encodeChatEvent({ type: "chunk", text: "a\nb" })).toBe('data: {"text":"a\\nb"}\n\n');
    expect(encodeChatEvent({ type: "done" })).toBe("event: done\ndata: {}\n\n");
    expect(
      encodeChatEvent({
        type: "error",
        title: "Error",
        description: "Could not get AI response. Please try again.",
      }),
    ).toBe(
      'event: error\ndata: {"title":"Error","description":"Could not get AI response. Please try again."}\n\n',
    );
  });

  it("round-trips events pushed whole", () => {
    const parser = createChatEventParser();
    expect(parser.push(wire(EVENTS))).toEqual(EVENTS);
  });

  it("round-trips the same events however the text is split (every split point, and one character at a time)", () => {
    const events: ChatStreamEvent[] = [
      ...EVENTS.slice(0, 3),
      { type: "error", title: "Fout", description: "Kon geen AI reactie krijgen. Probeer het opnieuw." },
    ];
    const text = wire(events);
    const expected = events;
    for (let i = 0; i <= text.length; i++) {
      const parser = createChatEventParser();
      expect([...parser.push(text.slice(0, i)), ...parser.push(text.slice(i))]).toEqual(expected);
    }
    const parser = createChatEventParser();
    expect([...text].flatMap((ch) => parser.push(ch))).toEqual(expected);
  });

  it("reads CRLF and CR line ends, a CRLF split between pieces, comments, and no space after the colon", () => {
    const parser = createChatEventParser();
    expect(parser.push(': keep-alive\r\ndata:{"text":"a"}\r')).toEqual([]);
    expect(parser.push("\n\r\nevent: done\rdata: {}\r\r\n")).toEqual([
      { type: "chunk", text: "a" },
      { type: "done" },
    ]);
  });

  it("ignores unknown events, malformed JSON, data-less blocks and chunks without text", () => {
    const parser = createChatEventParser();
    const text = [
      'event: ping\ndata: {"text":"x"}\n\n',
      "data: not json\n\n",
      "event: done\n\n",
      'data: {"text":3}\n\n',
      'data: {"text":"ok"}\n\n',
    ].join("");
    expect(parser.push(text)).toEqual([{ type: "chunk", text: "ok" }]);
  });

  it("joins multi-line data with newlines (any SSE sender), and an error without texts gets empty ones", () => {
    const parser = createChatEventParser();
    expect(parser.push('data: {"text":\ndata: "two"}\n\nevent: error\ndata: {}\n\n')).toEqual([
      { type: "chunk", text: "two" },
      { type: "error", title: "", description: "" },
    ]);
  });

  it("never dispatches an event whose closing blank line did not arrive (a cut connection)", () => {
    const parser = createChatEventParser();
    expect(parser.push('data: {"text":"whole"}\n\nevent: done\ndata: {}\n')).toEqual([
      { type: "chunk", text: "whole" },
    ]);
  });
});

describe("closeOpenMarkers (a reply while it streams)", () => {
  it("closes an unfinished bold or code span on the last line", () => {
    expect(closeOpenMarkers("We raise **€1.5")).toBe("We raise **€1.5**");
    expect(closeOpenMarkers("**Done** and **more ")).toBe("**Done** and **more**");
    expect(closeOpenMarkers("see `npm run")).toBe("see `npm run`");
    expect(closeOpenMarkers("## Funding\n\nWe raise **€1.5")).toBe("## Funding\n\nWe raise **€1.5**");
  });

  it("drops a marker that has nothing after it yet", () => {
    expect(closeOpenMarkers("We raise **")).toBe("We raise ");
    expect(closeOpenMarkers("run `")).toBe("run ");
  });

  it("leaves complete text alone, and does not count markers inside code or on earlier lines", () => {
    for (const text of ["a **b** c", "`a**b` c", "**open\nclosed line", "", "plain"])
      expect(closeOpenMarkers(text)).toBe(text);
    expect(formatReplyText(closeOpenMarkers("We raise **€1.5"))).toBe("We raise €1.5");
  });
});
