import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";

import { COPY_DIALOG_TEXTS } from "../../../copy/finance/texts";
import {
  clampYearsAhead,
  DEFAULT_YEARS_AHEAD,
  getYearSelectionState,
  groupTargetsByYear,
  hasExistingData,
  listCopyTargets,
  MAX_YEARS_AHEAD,
  MIN_YEARS_AHEAD,
  type MonthPosition,
  summarizeSelection,
  toggleMonthSelection,
  toggleYearSelection,
  toMonthKey,
} from "../../../domain/finance/copy-months";
import { DUTCH_MONTH_NAMES } from "../../../domain/finance/monthly-costs";
import { buttonClass } from "../../ui/button";

function WarningIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 flex-none text-yellow-500" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495zM10 6a.75.75 0 01.75.75v3.5a.75.75 0 01-1.5 0v-3.5A.75.75 0 0110 6zm0 9a1 1 0 100-2 1 1 0 000 2z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function YearCheckbox({
  state,
  label,
  onToggle,
}: {
  state: "all" | "partial" | "none";
  label: string;
  onToggle: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === "partial";
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={state === "all"}
      onChange={onToggle}
      className="h-4 w-4"
    />
  );
}

/**
 * 'Kopieer naar andere maanden' (docs/product.md#copy-to-other-months). Rendered by the page when the URL has
 * ?copy=1, so it works without JavaScript: the form's 'Bijwerken' and per-year select buttons
 * submit it as GET (the loader re-renders with the new years / selection); 'Kopieer naar N
 * maanden' posts intent=copy. With JavaScript years, growth and selection update in place and
 * the year checkbox shows the select-all / partial state.
 */
export function CopyDialog({
  source,
  yearsAhead: initialYears,
  growth: initialGrowth,
  selected: initialSelected,
  monthsWithData,
  error,
  pending,
  hydrated,
  cancelTo,
}: {
  source: MonthPosition;
  yearsAhead: number;
  growth: string;
  selected: string[];
  monthsWithData: string[];
  error?: string | null;
  pending: boolean;
  hydrated: boolean;
  cancelTo: string;
}) {
  const [yearsText, setYearsText] = useState(String(initialYears));
  const [growth, setGrowth] = useState(initialGrowth);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(initialSelected));
  const yearsAhead = clampYearsAhead(yearsText);
  const targets = useMemo(() => listCopyTargets(source, yearsAhead), [source, yearsAhead]);
  const groups = useMemo(() => groupTargetsByYear(targets), [targets]);
  const existing = useMemo(() => new Set(monthsWithData), [monthsWithData]);
  const valid = useMemo(() => new Set(targets.map(toMonthKey)), [targets]);
  const effective = new Set([...selected].filter((k) => valid.has(k)));
  const summary = summarizeSelection(effective);
  const anyExisting = targets.some((t) => hasExistingData(existing, t));
  const navigate = useNavigate();
  // Escape closes the dialog like 'Annuleren'.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") navigate(cancelTo, { preventScrollReset: true });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate, cancelTo]);

  return (
    <div
      className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-black/40 p-4 print:hidden"
      role="presentation"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="copy-dialog-title"
        className="my-8 w-full max-w-2xl rounded-xl bg-white shadow-xl"
      >
        <Form method="post" preventScrollReset>
          <input type="hidden" name="month" value={source.month} />
          <input type="hidden" name="year" value={source.year} />
          <input type="hidden" name="copy" value="1" />
          <div className="border-b px-6 py-4">
            <h2 id="copy-dialog-title" className="text-lg font-semibold">
              Kopieer naar andere maanden
            </h2>
            <p className="text-sm text-gray-500">
              {DUTCH_MONTH_NAMES[source.month - 1]} {source.year}
            </p>
          </div>
          <div className="space-y-4 px-6 py-4">
            <div className="flex flex-wrap items-end gap-4">
              <label className="text-sm">
                <span className="mb-1 block font-medium text-gray-700">Jaren vooruit</span>
                <input
                  type="number"
                  name="years_ahead"
                  min={MIN_YEARS_AHEAD}
                  max={MAX_YEARS_AHEAD}
                  step={1}
                  value={yearsText}
                  onChange={(e) => setYearsText(e.currentTarget.value)}
                  placeholder={String(DEFAULT_YEARS_AHEAD)}
                  className="w-24 rounded-md border border-gray-300 px-2 py-1"
                />
              </label>
              <label className="text-sm">
                <span className="mb-1 block font-medium text-gray-700">Maandelijkse groei (%)</span>
                <input
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  name="growth"
                  value={growth}
                  onChange={(e) => setGrowth(e.currentTarget.value)}
                  className="w-28 rounded-md border border-gray-300 px-2 py-1"
                />
              </label>
              {hydrated ? null : (
                <button
                  type="submit"
                  formMethod="get"
                  className="rounded-md border border-gray-300 bg-white px-3 py-1 text-sm font-medium hover:bg-gray-100"
                >
                  Bijwerken
                </button>
              )}
            </div>

            {anyExisting ? (
              <p className="flex items-center gap-2 rounded-md bg-yellow-50 px-3 py-2 text-sm text-yellow-800">
                <WarningIcon />
                Maanden met bestaande data worden overschreven
              </p>
            ) : null}

            <div className="max-h-[50vh] space-y-2 overflow-y-auto">
              {groups.map((group) => {
                const state = getYearSelectionState(effective, group.targets);
                const count = group.targets.filter((t) => effective.has(toMonthKey(t))).length;
                return (
                  <details key={group.year} open className="rounded-md border" data-year={group.year}>
                    {/* Only text in the summary: a control inside the clickable heading is unreachable for assistive technology. */}
                    <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2">
                      <span className="font-medium">{group.year}</span>
                      <span className="text-sm text-gray-600">
                        {count}/{group.targets.length}
                      </span>
                    </summary>
                    <div className="px-3 pb-1 text-sm">
                      {hydrated ? (
                        <span className="flex items-center gap-2">
                          <YearCheckbox
                            state={state}
                            label={`Selecteer alle maanden van ${group.year}`}
                            onToggle={() => setSelected(toggleYearSelection(effective, group.targets))}
                          />
                          <span aria-hidden>Alle maanden</span>
                        </span>
                      ) : (
                        <button
                          type="submit"
                          formMethod="get"
                          name="toggle_year"
                          value={group.year}
                          className="rounded border border-gray-300 bg-white px-2 py-0.5 text-xs font-medium text-gray-700 hover:bg-gray-100"
                        >
                          {state === "all" ? "Alles deselecteren" : "Alles selecteren"} {group.year}
                        </button>
                      )}
                    </div>
                    <div className="grid grid-cols-2 gap-1 px-3 pb-3 sm:grid-cols-4">
                      {group.targets.map((t) => {
                        const key = toMonthKey(t);
                        const warn = hasExistingData(existing, t);
                        return (
                          <label
                            key={key}
                            className="flex items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-gray-50"
                          >
                            <input
                              type="checkbox"
                              name="target"
                              value={key}
                              checked={effective.has(key)}
                              onChange={() => setSelected(toggleMonthSelection(effective, t))}
                              className="h-4 w-4"
                            />
                            <span>{DUTCH_MONTH_NAMES[t.month - 1]}</span>
                            {warn ? (
                              <span
                                title={COPY_DIALOG_TEXTS.overwriteWarning}
                                data-testid={`existing-${key}`}
                              >
                                <WarningIcon />
                              </span>
                            ) : null}
                          </label>
                        );
                      })}
                    </div>
                  </details>
                );
              })}
            </div>

            <p className="text-sm text-gray-700" data-testid="copy-summary">
              {summary.months} {summary.months === 1 ? "maand" : "maanden"} geselecteerd in {summary.years}{" "}
              jaar
            </p>
            {error ? (
              <p role="alert" className="text-sm text-red-600">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end gap-2 border-t px-6 py-4">
            <Link
              to={cancelTo}
              preventScrollReset
              className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:bg-gray-100"
            >
              Annuleren
            </Link>
            <button
              type="submit"
              name="intent"
              value="copy"
              // Without JavaScript ticking a box cannot update this button: it stays usable and
              // the server refuses an empty selection with its message.
              disabled={(hydrated && summary.months === 0) || pending}
              className={buttonClass("primary", "text-sm")}
            >
              {hydrated || summary.months > 0
                ? COPY_DIALOG_TEXTS.copyButton(summary.months)
                : COPY_DIALOG_TEXTS.copySelected}
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
