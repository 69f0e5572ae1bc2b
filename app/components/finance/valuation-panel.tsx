import { Form, Link } from "@remix-run/react";
import { useState } from "react";

import type { StartupData } from "../../../db/schema";
import { insightText, recommendationText } from "../../copy/finance/advice-texts";
import {
  growthClampText,
  plausibilityText,
  VALUATION_TEXTS,
  valuationErrorText,
} from "../../copy/finance/valuation-texts";
import {
  type FieldStatus,
  generateValuationAdvice,
  getFieldStatus,
  getScoreColor,
} from "../../domain/finance/advice";
import { formatAmountInput, readOptionalAmount } from "../../domain/finance/amount";
import {
  isValuationAvailable,
  type Plausibility,
  type ValuationOutcome,
  type ValuationParameters,
} from "../../domain/finance/valuation";
import { formatEuroWhole } from "../../domain/format/money";
import { LazyEuroBarChart as EuroBarChart, LazyEuroLineChart as EuroLineChart } from "../charts/lazy-charts";
import { ErrorList } from "../forms";
import { buttonClass } from "../ui/button";
import { cardClass } from "../ui/card";
import { labelClass } from "../ui/input";
import { useIsPending } from "../use-is-pending";

const PARAMETER_INPUTS: {
  key: keyof ValuationParameters;
  name: string;
  label: string;
  step: string;
  min?: number;
  max?: number;
}[] = [
  { key: "terminalGrowthRate", name: "terminal_growth_rate", label: "Terminal Growth Rate (%)", step: "0.1" },
  { key: "projectionYears", name: "projection_years", label: "Projectiejaren", step: "1", min: 3, max: 10 },
  { key: "revenueMultiple", name: "revenue_multiple", label: "Revenue Multiple (x)", step: "0.1" },
  { key: "ebitdaMultiple", name: "ebitda_multiple", label: "EBITDA Multiple (x)", step: "0.1" },
  { key: "targetEbitdaMargin", name: "target_ebitda_margin", label: "Target EBITDA Marge (%)", step: "0.1" },
];

const STATUS_CLASS: Record<FieldStatus, string> = {
  warning: "border-orange-400 bg-orange-50",
  good: "border-green-400 bg-green-50",
  error: "border-red-400 bg-red-50",
};

// -800 text on the -50 background: the score must stay readable (WCAG AA contrast).
const SCORE_CLASS = {
  green: "text-green-800 border-green-300 bg-green-50",
  orange: "text-orange-800 border-orange-300 bg-orange-50",
  red: "text-red-800 border-red-300 bg-red-50",
} as const;

/** What the valuation needs of the startup data. */
type ValuationData = Pick<StartupData, "equityInvestment" | "debtAmount" | "sector" | "stage" | "mrrCurrent">;

const nl = (value: number) => String(Math.round(value * 100) / 100).replace(".", ",");

/** 'AI-Enhanced Company Valuation' (docs/product.md#valuation). */
export function ValuationPanel({
  data,
  savedParameters,
  smartDefaults,
  valuation,
  refused,
}: {
  data: ValuationData;
  savedParameters: ValuationParameters;
  smartDefaults: ValuationParameters | null;
  valuation: ValuationOutcome | null;
  /** A refused 'Bereken Bedrijfswaarde': what was typed and why (nothing saved). */
  refused: { posted: Record<string, string>; fieldErrors: Record<string, string[]>; error: string } | null;
}) {
  const initial = smartDefaults ?? savedParameters;
  return (
    <section id="valuation" aria-labelledby="valuation-title" className={cardClass()}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 id="valuation-title" className="text-lg font-semibold">
          AI-Enhanced Company Valuation
        </h2>
        {valuation?.ok ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
            Berekend
          </span>
        ) : null}
        {smartDefaults ? (
          <span className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-medium text-purple-800">
            AI Defaults
          </span>
        ) : null}
      </div>
      {!isValuationAvailable(data) ? (
        <div className="rounded-lg border border-yellow-200 bg-yellow-50 p-6 text-center">
          <p className="mb-3 font-medium text-yellow-900">{VALUATION_TEXTS.missingCapital}</p>
          <Link
            to="/numbers/wizard?step=capital&mode=edit"
            className={buttonClass("primary", "inline-block text-sm")}
          >
            Voeg Financiële Gegevens Toe
          </Link>
        </div>
      ) : (
        <ParametersAndAdvice
          key={JSON.stringify([initial, refused])}
          data={data}
          initial={initial}
          plausibility={valuation?.ok ? valuation.plausibility : null}
          posted={refused?.posted ?? null}
          fieldErrors={refused?.fieldErrors ?? {}}
        />
      )}
      {refused ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refused.error}
        </p>
      ) : null}
      {valuation && !valuation.ok ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {valuationErrorText(valuation)}
        </p>
      ) : null}
      {valuation?.ok ? <ValuationResults outcome={valuation} /> : null}
    </section>
  );
}

function ParametersAndAdvice({
  data,
  initial,
  plausibility,
  posted,
  fieldErrors,
}: {
  data: ValuationData;
  initial: ValuationParameters;
  plausibility: Plausibility | null;
  posted: Record<string, string> | null;
  fieldErrors: Record<string, string[]>;
}) {
  const busy = useIsPending("valuation.calculate");
  const [raw, setRaw] = useState<Record<keyof ValuationParameters, string>>(
    () =>
      Object.fromEntries(
        PARAMETER_INPUTS.map((p) => [p.key, posted?.[p.name] ?? formatAmountInput(initial[p.key], "nl")]),
      ) as Record<keyof ValuationParameters, string>,
  );
  // The advice follows the inputs as they are typed (pure rules, no round trip); a text that is not a number yet counts as the saved value.
  const typed = Object.fromEntries(
    PARAMETER_INPUTS.map((p) => {
      const read = readOptionalAmount(raw[p.key], "nl");
      return [p.key, read.ok && read.value !== undefined ? read.value : initial[p.key]];
    }),
  ) as unknown as ValuationParameters;
  const advice = generateValuationAdvice({
    parameters: typed,
    sector: data.sector,
    stage: data.stage,
    mrrCurrent: data.mrrCurrent,
    plausibility,
  });
  const color = getScoreColor(advice.overallScore);
  const b = advice.benchmarkComparison;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Form method="post" noValidate className="space-y-4" aria-label="Waardering parameters">
        {PARAMETER_INPUTS.map((p) => {
          const status = getFieldStatus(advice.insights, p.key);
          return (
            <div key={p.key}>
              <label htmlFor={`valuation-${p.name}`} className={labelClass}>
                {p.label}
              </label>
              <input
                id={`valuation-${p.name}`}
                name={p.name}
                type="text"
                inputMode={p.key === "projectionYears" ? "numeric" : "decimal"}
                autoComplete="off"
                defaultValue={raw[p.key]}
                aria-invalid={fieldErrors[p.name] ? true : undefined}
                aria-describedby={fieldErrors[p.name] ? `valuation-${p.name}-error` : undefined}
                onChange={(e) => setRaw((r) => ({ ...r, [p.key]: e.target.value }))}
                className={`block w-full rounded-md border px-3 py-2 focus:outline-none focus:ring-1 focus:ring-blue-500 ${fieldErrors[p.name] ? STATUS_CLASS.error : status ? STATUS_CLASS[status] : "border-gray-300"}`}
              />
              <ErrorList id={`valuation-${p.name}-error`} errors={fieldErrors[p.name]} />
            </div>
          );
        })}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="valuation.defaults"
            className="rounded-md border border-purple-300 bg-purple-50 px-4 py-2 text-sm font-medium text-purple-800 hover:bg-purple-100"
          >
            Apply AI Smart Defaults
          </button>
          <button
            type="submit"
            name="intent"
            value="valuation.calculate"
            disabled={busy}
            className={buttonClass("primary", "text-sm")}
          >
            {busy ? "Berekenen..." : "Bereken Bedrijfswaarde"}
          </button>
        </div>
      </Form>

      <div className="rounded-lg border p-4" data-testid="valuation-advisor">
        <div className="mb-3 flex items-center justify-between">
          <h3 className="font-semibold">AI Valuation Advisor</h3>
          <span
            className={`rounded-full border px-3 py-1 text-sm font-bold ${SCORE_CLASS[color]}`}
            data-score-color={color}
          >
            {advice.overallScore}/100
          </span>
        </div>
        <h4 className="text-sm font-medium text-gray-700">Benchmarks</h4>
        <ul className="mb-3 mt-1 space-y-0.5 text-sm text-gray-600">
          <li>
            Sector: {b.sector} · Stadium: {b.stage}
          </li>
          <li>
            Revenue multiple: {nl(b.revenueMultipleRange.low)}-{nl(b.revenueMultipleRange.high)}x
          </li>
          <li>
            EBITDA multiple: {nl(b.ebitdaMultipleRange.low)}-{nl(b.ebitdaMultipleRange.high)}x
          </li>
          <li>
            Terminal growth: {nl(b.terminalGrowthSuggestion.low)}-{nl(b.terminalGrowthSuggestion.high)}%
          </li>
        </ul>
        <h4 className="text-sm font-medium text-gray-700">Parameter analyse</h4>
        {advice.insights.length === 0 ? (
          <p className="mb-3 mt-1 text-sm text-gray-500">Geen opmerkingen bij de huidige parameters.</p>
        ) : (
          <ul className="mb-3 mt-1 space-y-1 text-sm">
            {advice.insights.map((i) => (
              <li
                key={`${i.field}-${i.type}`}
                className={
                  i.type === "warning"
                    ? "text-orange-700"
                    : i.type === "info"
                      ? "text-green-700"
                      : "text-blue-700"
                }
              >
                {i.type === "warning" ? "⚠️" : i.type === "info" ? "✅" : "💡"} {insightText(i)}
              </li>
            ))}
          </ul>
        )}
        <h4 className="text-sm font-medium text-gray-700">Aanbevelingen</h4>
        {advice.recommendations.length === 0 ? (
          <p className="mt-1 text-sm text-gray-500">Geen aanbevelingen.</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700">
            {advice.recommendations.map(recommendationText).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ResultCard({ title, value, note }: { title: string; value: number; note: string }) {
  return (
    <div
      className="rounded-lg border bg-gradient-to-br from-white to-blue-50 p-4"
      data-testid="valuation-card"
    >
      <p className="text-sm font-medium text-gray-600">{title}</p>
      <p className="mt-1 text-2xl font-bold text-gray-900">{formatEuroWhole(value)}</p>
      <p className="mt-1 text-xs text-gray-500">{note}</p>
    </div>
  );
}

function ValuationResults({ outcome }: { outcome: Extract<ValuationOutcome, { ok: true }> }) {
  const r = outcome.result;
  const clampNote = growthClampText(outcome.growthClamp);
  const projections = r.projections.map((p) => ({
    year: `Jaar ${p.year}`,
    Omzet: p.revenue,
    "Free Cash Flow": p.freeCashFlow,
  }));
  const comparison = [
    { method: "DCF", Waardering: r.dcfValuation },
    { method: "Revenue Multiple", Waardering: r.revenueMultipleValuation },
    { method: "EBITDA Multiple", Waardering: r.ebitdaMultipleValuation },
  ];
  return (
    <div className="mt-6 space-y-6">
      {outcome.plausibility.warnings.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900"
          data-testid="valuation-plausibility"
        >
          <p className="font-semibold">Let op: deze waardering is niet aannemelijk</p>
          <ul className="mt-1 list-disc pl-5">
            {outcome.plausibility.warnings.map(plausibilityText).map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="space-y-0.5 text-sm text-gray-700" data-testid="valuation-basis">
        <li>
          Groei: {nl(outcome.growthRate * 100)}% per jaar{clampNote ? ` (${clampNote})` : ""}
        </li>
        <li>
          {outcome.currentCosts === null
            ? "Kosten van dit jaar onbekend: de free cash flow volgt de target EBITDA marge."
            : `Kosten van dit jaar ${formatEuroWhole(outcome.currentCosts)}: de marge groeit van ${nl(((outcome.currentRevenue - outcome.currentCosts) / outcome.currentRevenue) * 100)}% naar de target EBITDA marge.`}
        </li>
      </ul>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ResultCard title="DCF Waardering" value={r.dcfValuation} note={`WACC: ${nl(r.wacc * 100)}%`} />
        <ResultCard
          title="Revenue Multiple"
          value={r.revenueMultipleValuation}
          note={`Op basis van ${formatEuroWhole(outcome.currentRevenue)} jaaromzet`}
        />
        <ResultCard
          title="EBITDA Multiple"
          value={r.ebitdaMultipleValuation}
          note="Omzet × marge × EBITDA multiple"
        />
        <ResultCard title="Terminal Value (PV)" value={r.terminalValue} note="Contante waarde" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 font-semibold">Free Cash Flow Projecties</h3>
          <EuroLineChart
            data={projections}
            index="year"
            categories={["Omzet", "Free Cash Flow"]}
            colors={["blue", "emerald"]}
            label="Free Cash Flow Projecties"
          />
        </div>
        <div>
          <h3 className="mb-2 font-semibold">Waardering Vergelijking</h3>
          <EuroBarChart
            data={comparison}
            index="method"
            categories={["Waardering"]}
            colors={["violet"]}
            label="Waardering Vergelijking"
          />
        </div>
      </div>
    </div>
  );
}
