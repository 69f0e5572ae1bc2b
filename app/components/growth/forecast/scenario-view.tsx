import { FORECAST_TEXTS as T } from "../../../copy/growth/forecast-texts";
import { formatEuroExact, formatEuroWhole } from "../../../domain/format/money";
import type { ForecastSummary } from "../../../domain/growth/forecast";
import type { ForecastReadyPage } from "../../../routes/forecast";
import { LazyEuroLineChart } from "../../charts/lazy-charts";
import { cardClass } from "../../ui/card";

type Scenario = NonNullable<ForecastReadyPage["selected"]>;
type Projection = ForecastReadyPage["projections"][number];

const monthLabel = (month: number, year: number) => `${String(month).padStart(2, "0")}-${year}`;
// One formatter per module: toLocaleString builds a new one on every call.
const PERCENT = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat("nl-NL");
const percent = (v: number) => `${PERCENT.format(v)}%`;
/** Two charts share each card: 224 px each keeps the axis readable on a phone too. */
const CHART_HEIGHT = "h-56";

/** One scenario: its inputs, the summary cards, the two charts and the table of months. */
export function ScenarioView({
  scenario,
  summary,
  projections,
}: {
  scenario: Scenario;
  summary: ForecastSummary;
  projections: Projection[];
}) {
  const chartRows = projections.map((p) => ({
    maand: monthLabel(p.month, p.year),
    [T.series.monthly]: p.monthlyRecurringRevenue,
    [T.series.cumulative]: p.cumulativeRevenue,
    [T.series.customers]: p.totalActiveCustomers,
    [T.series.investment]: p.marketingInvestment,
  }));
  return (
    <section aria-labelledby="scenario-heading" className="space-y-6">
      <div className={cardClass()}>
        <h2 id="scenario-heading" className="mb-2 text-lg font-semibold">
          {scenario.scenarioName}
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-4">
          <Detail label={T.fields.projectionStartDate} value={scenario.projectionStartDate} />
          <Detail
            label={T.fields.monthlyMarketingBudget}
            value={formatEuroExact(scenario.monthlyMarketingBudget)}
          />
          <Detail
            label={T.fields.marketingBudgetGrowthRate}
            value={percent(scenario.marketingBudgetGrowthRate)}
          />
          <Detail label={T.fields.projectionMonths} value={T.months(scenario.projectionMonths)} />
        </dl>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="forecast-summary">
        <SummaryCard label={T.cards.customers} value={COUNT.format(summary.finalActiveCustomers)} />
        <SummaryCard label={T.cards.mrr} value={formatEuroWhole(summary.finalMRR)} />
        <SummaryCard label={T.cards.cumulative} value={formatEuroWhole(summary.totalRevenue)} />
        <SummaryCard
          label={T.cards.investment}
          value={formatEuroWhole(summary.totalInvestment)}
          note={`${T.roi} ${percent(summary.roi)}`}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cardClass("p-4")}>
          <h3 className="mb-2 font-semibold">{T.revenueChart}</h3>
          {/* MRR (tens of thousands) beside cumulative revenue (millions) on one axis would lie flat: each gets its own chart and axis. */}
          <LazyEuroLineChart
            data={chartRows}
            index="maand"
            categories={[T.series.monthly]}
            label={T.series.monthly}
            className={CHART_HEIGHT}
          />
          <LazyEuroLineChart
            data={chartRows}
            index="maand"
            categories={[T.series.cumulative]}
            colors={["emerald"]}
            label={T.series.cumulative}
            className={CHART_HEIGHT}
          />
        </div>
        <div className={cardClass("p-4")}>
          <h3 className="mb-2 font-semibold">{T.customersChart}</h3>
          {/* Customers and euros differ by orders of magnitude: each on its own axis, in its own chart. */}
          <LazyEuroLineChart
            data={chartRows}
            index="maand"
            categories={[T.series.customers]}
            colors={["violet"]}
            format="count"
            label={T.series.customers}
            className={CHART_HEIGHT}
          />
          <LazyEuroLineChart
            data={chartRows}
            index="maand"
            categories={[T.series.investment]}
            colors={["amber"]}
            label={T.series.investment}
            className={CHART_HEIGHT}
          />
        </div>
      </div>
      <div tabIndex={0} className="max-h-96 overflow-auto rounded-xl border bg-white shadow-sm">
        <table className="w-full text-right text-sm">
          <caption className="px-4 py-2 text-left font-semibold">{T.tableCaption}</caption>
          <thead className="sticky top-0 bg-gray-50 text-gray-600">
            <tr>
              {T.columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-2 font-medium first:text-left">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {projections.map((p) => (
              <tr key={`${p.year}-${p.month}`} className="border-t" data-testid="projection-row">
                <th scope="row" className="px-4 py-1.5 text-left font-normal">
                  {monthLabel(p.month, p.year)}
                </th>
                <td className="px-4 py-1.5">{formatEuroWhole(p.marketingInvestment)}</td>
                <td className="px-4 py-1.5">{p.newCustomers}</td>
                <td className="px-4 py-1.5">{p.totalActiveCustomers}</td>
                <td className="px-4 py-1.5">{formatEuroWhole(p.monthlyRecurringRevenue)}</td>
                <td className="px-4 py-1.5">{formatEuroWhole(p.cumulativeRevenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-gray-500">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function SummaryCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={cardClass("p-4")}>
      <p className="text-sm text-gray-500">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
      {note ? <p className="text-sm text-gray-600">{note}</p> : null}
    </div>
  );
}
