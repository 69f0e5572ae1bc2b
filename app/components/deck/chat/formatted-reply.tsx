import { Fragment, type ReactNode } from "react";

import { formatReply, type InlineNode } from "../../../domain/deck/format-reply";

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

/**
 * A bot reply, formatted (docs/product.md#pitch-deck-chat: headings, lists, bold, italic). The text goes through the pure
 * parser (app/domain/deck/format-reply.ts) and is rendered as React text: never as HTML.
 */
export function FormattedReply({ text }: { text: string }) {
  const blocks = formatReply(text);
  return (
    <div className="space-y-2 break-words" data-testid="formatted-reply">
      {blocks.map((b, i) => {
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
      })}
    </div>
  );
}
