import { Link } from "@remix-run/react";

import { ADMIN_DASHBOARD_TEXTS } from "../copy/admin/dashboard-texts";
import type { ChecklistItem } from "../domain/first-run";

const C = ADMIN_DASHBOARD_TEXTS.checklist;

/** The first steps of a new company, until every one is done. */
export function FirstRunChecklist({ items }: { items: ChecklistItem[] }) {
  const done = items.filter((i) => i.done).length;
  return (
    <section
      aria-labelledby="first-run-heading"
      data-testid="first-run-checklist"
      className="mb-10 rounded-xl border border-blue-200 bg-blue-50 p-6"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="first-run-heading" className="text-xl font-semibold">
          {C.title}
        </h2>
        <p className="text-sm text-gray-700">{C.progress(done, items.length)}</p>
      </div>
      <ol className="space-y-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm ${item.done ? "bg-green-700 text-white" : "border border-gray-500 bg-white"}`}
            >
              {item.done ? "✓" : ""}
            </span>
            {item.done ? (
              <span className="text-gray-700">
                <s>{C.steps[item.id]}</s> <span className="sr-only">{C.done}</span>
              </span>
            ) : (
              <Link to={item.to} className="font-medium text-blue-800 hover:underline">
                {C.steps[item.id]}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-gray-700">
        {C.financialTools}{" "}
        <Link to="/numbers" className="font-medium text-blue-800 hover:underline">
          {C.financialDashboard}
        </Link>
        .
      </p>
    </section>
  );
}
