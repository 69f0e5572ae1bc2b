/**
 * The weekly page's week overview and funnel status (docs/product.md#weekly-sales-metrics):
 * the week selector ('All Weeks (Aggregated)' or one week, a GET form that submits on change
 * with JavaScript) and the chosen weeks' agency figures, revenue, funnel and conversion bars.
 */
import { DASHBOARD_TEXTS as D } from "../../../copy/growth/sales-dashboard-texts";
import { SALES_TEXTS as T } from "../../../copy/growth/sales-texts";
import { formatEuroExact } from "../../../domain/format/money";
import { formatCount, formatPercent } from "../../../domain/format/numbers";
import type { funnelStatus, weekOverview } from "../../../domain/growth/sales-dashboard";
import { FunnelStatusCards, RateBars, StatCard } from "./cards";
import { WeekChoiceForm } from "./week-form";

type Overview = NonNullable<ReturnType<typeof weekOverview>>;

export function WeekOverview({
  overview: o,
  choice,
  weekOptions,
  keep,
}: {
  overview: Overview;
  choice: string;
  weekOptions: ReadonlyArray<{ value: string; week: number; year: number }>;
  keep: Record<string, string>;
}) {
  const C = T.overviewCards;
  return (
    <section
      aria-labelledby="week-overview-title"
      className="space-y-4 rounded-xl border bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="week-overview-title" className="text-lg font-semibold">
          {T.overview}
        </h2>
        {/* Not just 'Week': the period picker above has that label. */}
        <WeekChoiceForm
          id="week-overview-period"
          label={T.overviewWeek}
          choice={choice}
          weekOptions={weekOptions}
          hidden={keep}
          allWeeks={D.allWeeks}
          show={D.show}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7" data-testid="week-overview">
        <StatCard label={C.agencyMqls} value={formatCount(o.agencyMQLs)} />
        <StatCard label={C.agencies} value={formatCount(o.agencies)} />
        <StatCard
          label={C.won}
          value={formatCount(o.won)}
          sub={`${formatPercent(o.winRate)} ${D.cards.winRate}`}
        />
        <StatCard label={C.investment} value={formatEuroExact(o.investment)} />
        <StatCard label={C.roi} value={formatPercent(o.roi)} />
        <StatCard label={C.revenue} value={formatEuroExact(o.revenue)} />
        <StatCard label={C.agencyMqlRoi} value={formatPercent(o.agencyMqlROI)} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm" aria-label={D.funnelProgression}>
          {o.funnel.map((s) => (
            <li key={s.key} className="flex justify-between gap-2 border-b py-1">
              <span className="text-gray-600">{s.label}</span>
              <span className="font-medium">{formatCount(s.count)}</span>
            </li>
          ))}
        </ul>
        <RateBars rates={o.bars} testId="week-overview-bars" />
      </div>
    </section>
  );
}

export function FunnelStatus({ status }: { status: ReturnType<typeof funnelStatus> }) {
  return (
    <section aria-labelledby="funnel-status-title" className="space-y-3">
      <h2 id="funnel-status-title" className="text-lg font-semibold">
        {T.funnelStatus}
      </h2>
      <FunnelStatusCards status={status} />
    </section>
  );
}
