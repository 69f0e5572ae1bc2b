import { Form, Link } from "@remix-run/react";
import { useState } from "react";

import { FORECAST_TEXTS as T } from "../../../copy/growth/forecast-texts";
import { DEFAULT_PROJECTION_MONTHS, PROJECTION_MONTH_OPTIONS } from "../../../domain/growth/forecast";
import { ErrorList, StatusButton } from "../../forms";
import { buttonClass } from "../../ui/button";
import { inputClass, Label } from "../../ui/input";
import { useHydrated } from "../../use-hydrated";
import { useIsPending } from "../../use-is-pending";

/** What the forecast page's action answers when it does not redirect. */
export type ForecastActionData = {
  intent: string;
  error: string;
  fieldErrors?: Record<string, string[] | null | undefined>;
  values?: Record<string, string>;
};

type FieldKey = keyof typeof T.fields;

/** 'Nieuw Scenario': a plain form (works without JS); with JS the button waits for a name and a date. */
export function ScenarioForm({ today, error }: { today: string; error?: ForecastActionData }) {
  const busy = useIsPending("scenario.create");
  const values = error?.values ?? {};
  const [name, setName] = useState(values.scenarioName ?? "");
  const [start, setStart] = useState(values.projectionStartDate ?? today);
  // The empty-field rule needs JavaScript; without it the server answers with the reason.
  const hydrated = useHydrated();
  const invalid = (key: FieldKey) => !!error?.fieldErrors?.[key]?.length;
  const field = (key: FieldKey) => ({
    id: `scenario-${key}`,
    name: key,
    "aria-invalid": invalid(key) ? true : undefined,
    "aria-describedby": invalid(key) ? `scenario-${key}-error` : undefined,
    className: inputClass,
  });
  const label = (key: FieldKey) => <Label htmlFor={`scenario-${key}`}>{T.fields[key]}</Label>;
  const errors = (key: FieldKey) => (
    <ErrorList id={`scenario-${key}-error`} errors={error?.fieldErrors?.[key]} />
  );
  return (
    <section
      role="dialog"
      aria-labelledby="new-scenario-title"
      className="rounded-xl border-2 border-blue-200 bg-white p-6 shadow-sm"
    >
      <h2 id="new-scenario-title" className="mb-4 text-lg font-semibold">
        {T.newScenario}
      </h2>
      <Form method="post" action="/forecast" className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="scenario.create" />
        <div className="sm:col-span-2">
          {label("scenarioName")}
          <input
            {...field("scenarioName")}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
          />
          {errors("scenarioName")}
        </div>
        <div>
          {label("projectionStartDate")}
          <input
            {...field("projectionStartDate")}
            type="date"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
          {errors("projectionStartDate")}
        </div>
        <div>
          {label("projectionMonths")}
          <select
            {...field("projectionMonths")}
            defaultValue={values.projectionMonths ?? String(DEFAULT_PROJECTION_MONTHS)}
          >
            {PROJECTION_MONTH_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {T.months(n)}
              </option>
            ))}
          </select>
          {errors("projectionMonths")}
        </div>
        <div>
          {label("monthlyMarketingBudget")}
          <input
            {...field("monthlyMarketingBudget")}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values.monthlyMarketingBudget ?? "0"}
          />
          {errors("monthlyMarketingBudget")}
        </div>
        <div>
          {label("marketingBudgetGrowthRate")}
          <input
            {...field("marketingBudgetGrowthRate")}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values.marketingBudgetGrowthRate ?? "0"}
          />
          {errors("marketingBudgetGrowthRate")}
        </div>
        {error && !error.fieldErrors ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {error.error}
          </p>
        ) : null}
        <div className="flex gap-2 sm:col-span-2">
          <StatusButton
            pending={busy}
            pendingText={T.creating}
            disabled={hydrated && (!name.trim() || !start.trim())}
          >
            {T.create}
          </StatusButton>
          <Link to="/forecast" className={buttonClass("ghost")}>
            {T.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
