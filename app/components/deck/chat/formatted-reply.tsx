import { createContext, Fragment, type ReactNode, useContext, useEffect, useRef, useState } from "react";

import { formatReply, type InlineNode } from "../../../domain/deck/format-reply";
import { PASSAGES_HEADING, replyParts, type ReplySource } from "../../../domain/deck/reply-parts";

function Inline({ nodes }: { nodes: readonly InlineNode[] }): ReactNode {
  return nodes.map((n, i) => {
    switch (n.kind) {
      case "text":
        return <Fragment key={i}>{n.text}</Fragment>;
      case "strong":
        return (
          <strong key={i} className="font-semibold">
            <Inline nodes={n.children} />
          </strong>
        );
      case "em":
        return (
          <em key={i}>
            <Inline nodes={n.children} />
          </em>
        );
      case "code":
        return (
          <code key={i} className="rounded bg-gray-200 px-1 text-[0.9em]">
            {n.text}
          </code>
        );
      case "break":
        return <br key={i} />;
    }
  });
}

/** Markdown blocks (the parser's tree, rendered as React text: never as HTML). */
function Blocks({ text }: { text: string }) {
  const blocks = formatReply(text);
  return blocks.map((b, i) => {
    if (b.kind === "heading") {
      const cls =
        b.level === 1 ? "text-lg font-bold" : b.level === 2 ? "text-base font-bold" : "font-semibold";
      const Tag = b.level === 1 ? "h3" : b.level === 2 ? "h4" : "h5";
      return (
        <Tag key={i} className={cls}>
          <Inline nodes={b.children} />
        </Tag>
      );
    }
    if (b.kind === "list") {
      const items = b.items.map((item, j) => (
        <li key={j}>
          <Inline nodes={item} />
        </li>
      ));
      return b.ordered ? (
        <ol key={i} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={i} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      );
    }
    return (
      <p key={i}>
        <Inline nodes={b.children} />
      </p>
    );
  });
}

/** A source as a chip: a page or slide opens in the deck viewer (`?slide=n`), a sheet is a label. */
function SourceChip({ source }: { source: ReplySource }) {
  const cls =
    "inline-flex items-center rounded-full border border-gray-300 bg-white px-2 py-0.5 text-xs font-medium text-gray-700";
  if (source.source === "sheet") return <span className={cls}>{source.label}</span>;
  return (
    <a href={`?slide=${source.number}`} className={`${cls} hover:border-blue-500 hover:text-blue-700`}>
      {source.label}
    </a>
  );
}

/**
 * A bot reply (docs/product.md#pitch-deck-chat: headings, lists, bold, italic): the answer, its
 * sources as page chips, and the passages it rests on folded under "What the deck says" (a
 * details element: it opens without JavaScript). The text goes through the pure parsers
 * (app/domain/deck/format-reply.ts, reply-parts.ts) and is rendered as React text: never as HTML.
 */
export function FormattedReply({ text }: { text: string }) {
  const parts = replyParts(text);
  return (
    <div className="space-y-2 break-words" data-testid="formatted-reply">
      <div className="space-y-2" data-testid="reply-answer">
        <Blocks text={parts.answer} />
      </div>
      {parts.sources.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Sources" data-testid="reply-sources">
          {parts.sources.map((s) => (
            <li key={s.label}>
              <SourceChip source={s} />
            </li>
          ))}
        </ul>
      ) : null}
      {parts.passages ? <Passages text={parts.passages} /> : null}
    </div>
  );
}

/**
 * The passages an investor opened in this chat, by their text. A streamed reply is replaced by
 * the stored message (a new element) once the conversation is read again: the new fold opens
 * if the investor had opened the streamed one. Without a provider (and without JavaScript) a
 * fold simply keeps its own state.
 */
export const OpenPassages = createContext<Set<string> | null>(null);

function Passages({ text }: { text: string }) {
  const opened = useContext(OpenPassages);
  const [openAtMount] = useState(() => opened?.has(text) ?? false);
  const details = useRef<HTMLDetailsElement>(null);
  // A reply still being written grows: an open fold is remembered under its latest text.
  useEffect(() => {
    if (!opened || !details.current?.open) return;
    opened.add(text);
    return () => void opened.delete(text);
  }, [opened, text]);
  return (
    <details
      ref={details}
      open={openAtMount || undefined}
      onToggle={(e) => {
        if (e.currentTarget.open) opened?.add(text);
        else opened?.delete(text);
      }}
      className="rounded-lg border border-gray-200 bg-white/60 px-3 py-2"
      data-testid="reply-passages"
    >
      <summary className="cursor-pointer text-xs font-semibold text-gray-700">{PASSAGES_HEADING}</summary>
      <div className="mt-2 space-y-2 text-[13px] text-gray-800">
        <Blocks text={text} />
      </div>
    </details>
  );
}
