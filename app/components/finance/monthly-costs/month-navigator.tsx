import { Form, Link, useSubmit } from "@remix-run/react";

import { DUTCH_MONTH_NAMES, shiftMonth } from "../../../domain/finance/monthly-costs";

const button = "rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-100";

/**
 * Previous / next month buttons and a GET form with the month (Januari … December) and year
 * selects. With JavaScript a change of either select loads the month at once; without it the
 * 'Go' button does.
 */
export function MonthNavigator({ month, year, years }: { month: number; year: number; years: number[] }) {
  const submit = useSubmit();
  const prev = shiftMonth({ month, year }, -1);
  const next = shiftMonth({ month, year }, 1);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        className={button}
        to={`?month=${prev.month}&year=${prev.year}`}
        aria-label="Previous month"
        preventScrollReset
      >
        ← Previous
      </Link>
      <Form
        method="get"
        className="flex items-center gap-2"
        onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
      >
        <label className="sr-only" htmlFor="month-select">
          Month
        </label>
        <select
          id="month-select"
          name="month"
          defaultValue={month}
          key={`m${month}`}
          className="rounded-md border border-gray-300 px-2 py-1.5 text-sm"
        >
          {DUTCH_MONTH_NAMES.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="year-select">
          Year
        </label>
        <select
          id="year-select"
          name="year"
          defaultValue={year}
          key={`y${year}`}
          className="rounded-md border border-gray-300 px-2 py-1.5 text-sm"
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className={button}>
            Go
          </button>
        </noscript>
      </Form>
      <Link
        className={button}
        to={`?month=${next.month}&year=${next.year}`}
        aria-label="Next month"
        preventScrollReset
      >
        Next →
      </Link>
    </div>
  );
}
