import { Link } from "@remix-run/react";

import { cardClass } from "../../ui/card";
import { AskButton } from "./chat-card";

const questionClass =
  "w-full rounded-md border border-blue-100 bg-blue-50 px-3 py-2 text-left text-sm text-blue-900 hover:bg-blue-100 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * 'Suggested Questions' (docs/product.md#suggested-questions): the 4 shown questions, each sent when clicked (a form post
 * without JavaScript), and a refresh link (`?refresh=n`) that rotates to the next ones. On
 * small screens only the first shows, the rest behind 'More Questions (n)' / 'Show Less'.
 */
export function SuggestedQuestions({
  title,
  questions,
  refresh,
  refreshLabel,
  moreLabel = "More Questions",
  lessLabel = "Show Less",
  disabled,
}: {
  title: string;
  questions: string[];
  refresh: number;
  refreshLabel: string;
  /** The small screens' toggle, in the page's language ('More Questions (n)' / 'Show Less' on the public page). */
  moreLabel?: string;
  lessLabel?: string;
  disabled?: boolean;
}) {
  // No question the deck answers (every candidate was checked): no card rather than an empty one.
  if (questions.length === 0) return null;
  const [first, ...rest] = questions;
  return (
    <section
      aria-labelledby="suggested-heading"
      className={cardClass("p-4")}
      data-testid="suggested-questions"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="suggested-heading" className="font-semibold">
          {title}
        </h2>
        <Link
          to={`?refresh=${refresh + 1}`}
          preventScrollReset
          replace
          className="whitespace-nowrap rounded-md border px-2 py-1 text-xs text-gray-700 hover:bg-gray-100"
          aria-label={refreshLabel}
          title={refreshLabel}
        >
          ↻ {refreshLabel}
        </Link>
      </div>
      {first ? (
        <ul className="space-y-2">
          <li>
            <AskButton question={first} className={questionClass} disabled={disabled}>
              {first}
            </AskButton>
          </li>
          {rest.map((q) => (
            <li key={q} className="hidden md:block">
              <AskButton question={q} className={questionClass} disabled={disabled}>
                {q}
              </AskButton>
            </li>
          ))}
        </ul>
      ) : null}
      {rest.length > 0 ? (
        <details className="group mt-2 md:hidden">
          <summary className="cursor-pointer list-none text-sm font-medium text-blue-700 [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">
              {moreLabel} ({rest.length})
            </span>
            <span className="hidden group-open:inline">{lessLabel}</span>
          </summary>
          <ul className="mt-2 space-y-2">
            {rest.map((q) => (
              <li key={q}>
                <AskButton question={q} className={questionClass} disabled={disabled}>
                  {q}
                </AskButton>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
