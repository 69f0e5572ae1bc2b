/**
 * The weekly sales metrics form and its period picker, shown on the weekly page, in the admin
 * dashboard's Input Data view and in the Admin Panel's sales tabs. Plain forms: the picker is a
 * GET (with the host page's own parameters kept), the form posts to the page it is on.
 */
import { Form, useSubmit } from "@remix-run/react";
import type { ReactNode } from "react";

import { SALES_FIELD_LABELS as L, SALES_TEXTS as T } from "../../../copy/growth/sales-texts";
import { formatAmountInput } from "../../../domain/finance/amount";
import { formatEuroExact } from "../../../domain/format/money";
import {
  AGENCY_STAGES,
  AGENCY_TIERS,
  DIRECT_TIERS,
  emptyWeek,
  SQL_STAGES,
  type WeekRecord,
  withTotals,
} from "../../../domain/growth/sales-metrics";
import { readWeekPost } from "../../../schemas/sales-metrics";
import { buttonClass } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { ConfirmForm } from "../../ui/confirm-form";
import { inputClass, labelClass } from "../../ui/input";
import { useFormValue } from "../../use-field-state";
import { useIsPending } from "../../use-is-pending";

export type WeekFormData = {
  options: { weeks: number[]; years: number[] };
  period: { week: number; year: number };
  currentId: string | null;
  record: WeekRecord;
};

export const weekLabel = (w: { week: number; year: number }) => `W${w.week} ${w.year}`;

/**
 * 'All weeks' or one week, as a GET of `period` that submits itself on change (with a button
 * for when JavaScript is off); `hidden` are the host page's own query parameters.
 */
export function WeekChoiceForm({
  id,
  label,
  choice,
  weekOptions,
  hidden,
  allWeeks,
  show,
}: {
  id: string;
  label: string;
  choice: string;
  weekOptions: ReadonlyArray<{ value: string; week: number; year: number }>;
  hidden: Record<string, string>;
  allWeeks: string;
  show: string;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      preventScrollReset
      className="flex flex-wrap items-end gap-2"
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
    >
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <select
          id={id}
          name="period"
          defaultValue={choice}
          key={choice}
          className="rounded-md border px-3 py-2"
        >
          <option value="all">{allWeeks}</option>
          {weekOptions.map((w) => (
            <option key={w.value} value={w.value}>
              {weekLabel(w)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-md border px-4 py-2 hover:bg-gray-100">
        {show}
      </button>
    </Form>
  );
}

/** Week and year; `keep` are the host page's own query parameters (e.g. the view or tab). */
export function PeriodPicker({ page, keep = {} }: { page: WeekFormData; keep?: Record<string, string> }) {
  return (
    // Keyed by period: after a drill-down link the selects show the week that was opened.
    <Form
      key={`${page.period.year}-${page.period.week}`}
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-xl border bg-white p-4 shadow-sm"
      aria-label={T.period}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {(
        [
          ["week", T.week, page.options.weeks, page.period.week],
          ["year", T.year, page.options.years, page.period.year],
        ] as const
      ).map(([name, text, values, current]) => (
        <div key={name}>
          <label htmlFor={`period-${name}`} className={labelClass}>
            {text}
          </label>
          <select
            id={`period-${name}`}
            name={name}
            defaultValue={current}
            className="rounded-md border px-3 py-2"
          >
            {values.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="rounded-md border px-4 py-2 hover:bg-gray-100">
        {T.load}
      </button>
    </Form>
  );
}

/** A figure's field. A plain function, not a component: the form has 30, and each component costs the server render. */
function numberField(name: string, value: number, money?: "money") {
  return (
    <div key={name}>
      <label htmlFor={`f-${name}`} className="mb-1 block text-sm text-gray-700">
        {L[name]}
      </label>
      <input
        id={`f-${name}`}
        name={name}
        type="text"
        autoComplete="off"
        inputMode={money ? "decimal" : "numeric"}
        defaultValue={formatAmountInput(value, "en")}
        className={inputClass}
      />
    </div>
  );
}

function total(name: string, value: number, money?: "money") {
  return (
    <div key={name}>
      <span className="mb-1 block text-sm text-gray-700">{L[name]}</span>
      <output data-testid={`total-${name}`} className="block rounded-md bg-gray-100 px-3 py-2 font-semibold">
        {money ? formatEuroExact(value) : value}
      </output>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={cardClass("p-4")}>
      <legend className="px-1 font-semibold">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </fieldset>
  );
}

function readTotals(form: HTMLFormElement) {
  const data = new FormData(form);
  const read = readWeekPost((name) => data.get(name));
  // Figures not readable yet (mid-typing) count as 0 in the live totals; the server refuses them.
  const w = withTotals(read.ok ? read.value : emptyWeek());
  return { investment: w.marketingInvestment, mqls: w.mqlsMarketing, sqls: w.sqlsTotal };
}

/** The week's figures; the read-only totals follow the inputs live with JavaScript. */
export function WeekForm({ page }: { page: WeekFormData }) {
  const saving = useIsPending("sales.save");
  const r = page.record;
  // Figures typed before this script ran count too (the Admin Panel's tabs load as their own chunks).
  const [totals, onInput, formRef] = useFormValue(
    { investment: r.marketingInvestment, mqls: r.mqlsMarketing, sqls: r.sqlsTotal },
    readTotals,
    r,
  );
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold">
        {weekLabel(page.period)}
        {page.currentId ? null : <span className="ml-3 text-sm font-normal text-gray-600">{T.newWeek}</span>}
      </h2>
      <Form
        ref={formRef}
        method="post"
        onInput={onInput}
        className="space-y-4"
        aria-label={`${T.title} ${weekLabel(page.period)}`}
      >
        <input type="hidden" name="intent" value="sales.save" />
        <input type="hidden" name="week" value={page.period.week} />
        <input type="hidden" name="year" value={page.period.year} />
        <Card title={T.cards.marketing}>
          {numberField("marketingInvestmentDirect", r.marketingInvestmentDirect, "money")}
          {numberField("marketingInvestmentAgency", r.marketingInvestmentAgency, "money")}
          {total("marketingInvestment", totals.investment, "money")}
          <div />
          {numberField("mqlsMarketingDirect", r.mqlsMarketingDirect)}
          {numberField("mqlsMarketingAgency", r.mqlsMarketingAgency)}
          {total("mqlsMarketing", totals.mqls)}
          {numberField("mqlsInfluencers", r.mqlsInfluencers)}
          <div className="sm:col-span-2 lg:col-span-4">
            <label htmlFor="f-mqlComments" className="mb-1 block text-sm text-gray-700">
              {L.mqlComments}
            </label>
            <input
              id="f-mqlComments"
              name="mqlComments"
              defaultValue={r.mqlComments ?? ""}
              maxLength={5000}
              className={inputClass}
            />
          </div>
        </Card>
        <Card title={T.cards.sql}>
          {SQL_STAGES.map((f) => numberField(f, r[f]))}
          {total("sqlsTotal", totals.sqls)}
        </Card>
        <Card title={T.cards.agency}>
          {AGENCY_STAGES.map((f) => numberField(f, r[f]))}
          {numberField("agenciesMarketingInvestment", r.agenciesMarketingInvestment, "money")}
        </Card>
        <Card title={T.cards.tiers}>
          {[...DIRECT_TIERS, ...AGENCY_TIERS].map((f) => numberField(f, r[f]))}
        </Card>
        <fieldset className={cardClass("p-4")}>
          <legend className="px-1 font-semibold">{T.cards.notes}</legend>
          <label htmlFor="f-notes" className="sr-only">
            {L.notes}
          </label>
          <textarea
            id="f-notes"
            name="notes"
            rows={3}
            defaultValue={r.notes ?? ""}
            maxLength={5000}
            className={inputClass}
          />
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={saving} className={buttonClass("primary", "shadow")}>
            {saving ? T.saving : T.save}
          </button>
        </div>
      </Form>
      {page.currentId ? (
        <ConfirmForm intent="sales.delete" id={page.currentId} question={T.deleteConfirm}>
          <button
            type="submit"
            className="rounded-md border border-red-300 px-4 py-2 text-sm text-red-700 hover:bg-red-50"
          >
            {T.delete}
          </button>
        </ConfirmForm>
      ) : null}
    </div>
  );
}
