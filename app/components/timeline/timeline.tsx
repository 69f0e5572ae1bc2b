import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { TIMELINE_TEXTS as T } from "../../copy/site/texts";
import { UPDATE_PAGE_TEXTS } from "../../copy/site/update-page-texts";
import { updateTypeLabel } from "../../copy/site/update-type-texts";
import { formatLongDate } from "../../domain/format/dates";
import { displayMetrics, splitDescription, updateTypeIcon, updateTypeTheme } from "../../domain/updates";

export type TimelineItem = {
  id: string;
  title: string;
  description: string;
  date: string;
  type: string;
  metrics: string[];
};

/**
 * Vertical timeline: alternating left/right from md up, one column below. `extra` adds an item's
 * own block under its card's text (a monthly update's figures and plan vs actual); `replyHref`
 * is the public timeline's link to an update's own page ('Reageer', reactions).
 */
export function Timeline({
  items,
  extra,
  replyHref,
}: {
  items: TimelineItem[];
  extra?: (item: TimelineItem) => ReactNode;
  replyHref?: (id: string) => string;
}) {
  return (
    <ol className="relative mx-auto max-w-5xl">
      <span aria-hidden className="absolute bottom-0 left-4 top-0 w-0.5 bg-gray-200 md:left-1/2 md:-ml-px" />
      {items.map((item, index) => (
        <TimelineEntry
          key={item.id}
          item={item}
          side={index % 2 === 0 ? "left" : "right"}
          extra={extra?.(item)}
          replyHref={replyHref?.(item.id)}
        />
      ))}
    </ol>
  );
}

function TimelineEntry({
  item,
  side,
  extra,
  replyHref,
}: {
  item: TimelineItem;
  side: "left" | "right";
  extra?: ReactNode;
  replyHref?: string;
}) {
  const { head, rest, truncated } = splitDescription(item.description);
  const metrics = displayMetrics(item.metrics);
  // The classes repeated in every update are the timeline's own (app/tailwind.css, 'The timeline'):
  // they draw the dot on the line, the type's icon and the text's toggle.
  return (
    <li className={`timeline-item timeline-${updateTypeTheme(item.type)}`} data-testid="timeline-item">
      <article className={side === "left" ? "timeline-card" : "timeline-card md:ml-auto"}>
        <div className="mb-2 flex flex-wrap items-center gap-2">
          <span className={`update-badge update-icon-${updateTypeIcon(item.type)}`}>
            {updateTypeLabel(item.type)}
          </span>
          <time dateTime={item.date} className="text-sm text-gray-500">
            {formatLongDate(item.date)}
          </time>
        </div>
        <h3 className="mb-2 text-lg font-semibold">{item.title}</h3>
        {truncated ? (
          // The text once: its head, then the rest when open; '...' and 'Lees meer' while closed, 'Lees minder' when open.
          <details className="update-text">
            <summary>
              {head}
              <span className="update-open">{rest}</span>
              <span className="update-closed">...</span>{" "}
              <span className="update-toggle update-closed">{T.readMore}</span>
              <span className="update-toggle update-open">{T.readLess}</span>
            </summary>
          </details>
        ) : (
          <p className="whitespace-pre-line text-gray-700">{item.description}</p>
        )}
        {metrics.length > 0 ? (
          <ul className="update-metrics">
            {metrics.map((m, i) => (
              <li key={`${i}-${m}`}>{m}</li>
            ))}
          </ul>
        ) : null}
        {extra}
        {replyHref ? (
          <Link to={replyHref} className="mt-3 inline-block text-sm font-medium text-blue-700 underline">
            {UPDATE_PAGE_TEXTS.replyTitle}
          </Link>
        ) : null}
      </article>
    </li>
  );
}
