import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { TIMELINE_TEXTS as T } from "../../copy/site/texts";
import { UPDATE_PAGE_TEXTS } from "../../copy/site/update-page-texts";
import { updateTypeLabel } from "../../copy/site/update-type-texts";
import { formatLongDate } from "../../domain/format/dates";
import { displayMetrics, previewDescription, updateTypeIcon, updateTypeTheme } from "../../domain/updates";
import { UpdateIcon } from "./update-icon";

export type TimelineItem = {
  id: string;
  title: string;
  description: string;
  date: string;
  type: string;
  metrics: string[];
};

const THEME = {
  yellow: {
    badge: "bg-yellow-100 text-yellow-800 border-yellow-300",
    dot: "bg-yellow-500",
    icon: "text-yellow-600",
  },
  blue: { badge: "bg-blue-100 text-blue-800 border-blue-300", dot: "bg-blue-500", icon: "text-blue-600" },
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
  const theme = THEME[updateTypeTheme(item.type)];
  const { preview, truncated } = previewDescription(item.description);
  const metrics = displayMetrics(item.metrics);
  return (
    <li className="relative mb-8 pl-12 md:flex md:pl-0" data-testid="timeline-item">
      <span
        className={`absolute left-2.5 top-6 h-3.5 w-3.5 rounded-full ring-4 ring-white md:left-1/2 md:-ml-[7px] ${theme.dot}`}
      />
      <div className={`md:w-1/2 ${side === "left" ? "md:pr-10" : "md:ml-auto md:pl-10"}`}>
        <article className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <span
              className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${theme.badge}`}
            >
              <UpdateIcon name={updateTypeIcon(item.type)} className={`h-3.5 w-3.5 ${theme.icon}`} />
              {updateTypeLabel(item.type)}
            </span>
            <time dateTime={item.date} className="text-sm text-gray-500">
              {formatLongDate(item.date)}
            </time>
          </div>
          <h3 className="mb-2 text-lg font-semibold">{item.title}</h3>
          {truncated ? (
            <details className="group text-gray-700">
              <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                <span className="group-open:hidden">
                  {preview} <span className="font-medium text-blue-600 hover:underline">{T.readMore}</span>
                </span>
                <span className="hidden whitespace-pre-line group-open:inline">
                  {item.description}{" "}
                  <span className="font-medium text-blue-600 hover:underline">{T.readLess}</span>
                </span>
              </summary>
            </details>
          ) : (
            <p className="whitespace-pre-line text-gray-700">{item.description}</p>
          )}
          {metrics.length > 0 ? (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-700">
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
      </div>
    </li>
  );
}
