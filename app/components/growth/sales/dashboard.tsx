/**
 * The admin Sales Metrics Dashboard (docs/product.md#admin-sales-dashboard): the three-group menu of nine views,
 * 'Export Data', and the open view. The menu entries are links (`?view=`), so every view opens
 * without JavaScript; export is a download link that, with JavaScript, downloads in place and
 * says so in a toast. Used by /admin/sales-metrics and the Admin Panel's sales tabs.
 */
import { Link, useNavigation } from "@remix-run/react";
import { type MouseEvent, type ReactNode, useState } from "react";

import { DASHBOARD_TEXTS as D } from "../../../copy/growth/sales-dashboard-texts";
import { formatEuroExact } from "../../../domain/format/money";
import { formatCount, formatPercent } from "../../../domain/format/numbers";
import { SALES_VIEW_GROUPS, type SalesView } from "../../../domain/growth/sales-dashboard";
import type { SalesDashboardData } from "../../../routes/admin.sales-metrics";
import { DOT } from "../../charts/chart-legend";
import {
  LazySalesBarChart as BarChart,
  LazySalesLineChart as LineChart,
  LazySalesPieChart as PieChart,
} from "../../charts/lazy-sales-charts";
import { cardClass } from "../../ui/card";
import { type ToastData, Toaster } from "../../ui/toaster";
import { FunnelStatusCards, RateBars, StatCard } from "./cards";
import { AgencyTrends, ConversionRates, DirectTrends } from "./trend-tables";
import { PeriodPicker, WeekChoiceForm, WeekForm, weekLabel } from "./week-form";

type Data<V extends SalesView> = Extract<SalesDashboardData, { view: V }>;
type Href = (params: Record<string, string>) => string;

export const EXPORT_PATH = "/admin/sales-metrics/export";

/** `path` is the host page, `keep` its own query parameters (the Admin Panel's tab). */
export function SalesDashboard({
  data,
  path,
  keep = {},
  menu = true,
  error,
}: {
  data: SalesDashboardData;
  path: string;
  keep?: Record<string, string>;
  menu?: boolean;
  error?: string;
}) {
  const href: Href = (params) => `${path}?${new URLSearchParams({ ...keep, ...params })}`;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === path;
  return (
    <div className="space-y-6">
      {menu ? <ViewMenu active={data.view} href={href} /> : null}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="relative" aria-busy={loading}>
        {loading ? (
          <div role="status" className="absolute inset-x-0 top-0 z-10 flex justify-center pt-10">
            <span className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm shadow">
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent"
                aria-hidden="true"
              />
              {D.loading}
            </span>
          </div>
        ) : null}
        <div className={loading ? "opacity-50" : undefined}>
          <View data={data} href={href} keep={keep} />
        </div>
      </div>
    </div>
  );
}

function ViewMenu({ active, href }: { active: SalesView; href: Href }) {
  const [toast, setToast] = useState<ToastData | null>(null);
  // With JavaScript: fetch the file, save it, and say how it went (the toasts of docs/product.md#admin-sales-dashboard).
  const exportJson = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      const res = await fetch(EXPORT_PATH, { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(`export answered ${res.status}`);
      const name =
        /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "sales-metrics.json";
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setToast({ title: D.exportedTitle, description: D.exported });
    } catch {
      setToast({ title: D.exportFailedTitle, description: D.exportFailed, variant: "destructive" });
    }
  };
  return (
    <div className={cardClass("p-4")}>
      <Toaster toast={toast} />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <nav aria-label={D.menu} className="grid gap-4 sm:grid-cols-3">
          {SALES_VIEW_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="mb-2 text-xs font-semibold uppercase tracking-wide text-gray-600">
                {group.title}
              </h2>
              <ul className="flex flex-wrap gap-1.5 sm:flex-col sm:items-start">
                {group.views.map(([id, label]) => (
                  <li key={id}>
                    <Link
                      to={href({ view: id })}
                      preventScrollReset
                      aria-current={id === active ? "page" : undefined}
                      className={`inline-block rounded-md px-3 py-1.5 text-sm font-medium ${id === active ? "bg-blue-600 text-white" : "bg-gray-100 text-gray-800 hover:bg-gray-200"}`}
                    >
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="flex gap-2">
          <a
            href={EXPORT_PATH}
            download
            onClick={exportJson}
            className="rounded-md bg-gray-900 px-4 py-2 text-sm font-medium text-white hover:bg-gray-700"
          >
            {D.exportData}
          </a>
          <a
            href={`${EXPORT_PATH}?format=csv`}
            download
            className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium hover:bg-gray-100"
          >
            <span className="sr-only">{D.exportData} </span>
            {D.exportCsv}
          </a>
        </div>
      </div>
    </div>
  );
}

function View({ data, href, keep }: { data: SalesDashboardData; href: Href; keep: Record<string, string> }) {
  switch (data.view) {
    case "input":
      return <InputView data={data} keep={keep} />;
    case "overview":
      return <OverviewView data={data} keep={keep} />;
    case "funnel-status":
      return <FunnelStatusView data={data} />;
    case "trends":
      return (
        <Section title="Direct Trends" noData={!data.weeks.length}>
          <ChartCard title={D.directChart}>
            <LineChart
              data={data.chart}
              index="week"
              categories={["Direct MQLs", "SQLs", "Direct customers"]}
              colors={["blue", "emerald", "violet"]}
              label={D.directChart}
            />
          </ChartCard>
          <DirectTrends weeks={data.weeks} />
        </Section>
      );
    case "agency-trends":
      return (
        <Section title="Agency Trends" noData={!data.weeks.length}>
          <ChartCard title={D.agencyChart}>
            <BarChart
              data={data.chart}
              index="week"
              categories={["Leads", "Won", "Lost"]}
              colors={["blue", "emerald", "rose"]}
              label={D.agencyChart}
            />
          </ChartCard>
          <AgencyTrends weeks={data.weeks} />
        </Section>
      );
    case "conversion":
      return <ConversionView data={data} href={href} />;
    case "marketing":
      return <MarketingView data={data} />;
    case "agencies":
      return <AgencyView data={data} />;
    case "enhanced":
      return <EnhancedView data={data} />;
  }
}

/* ------------------------------------------------------------ pieces */

/** A view's frame; without data it shows the no-data text instead of the children. */
function Section({
  title,
  noData = false,
  children,
}: {
  title: string;
  noData?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="sales-view-title" className="space-y-4">
      <h2 id="sales-view-title" className="text-lg font-semibold">
        {title}
      </h2>
      {noData ? <NoData /> : children}
    </section>
  );
}

function NoData({
  text = "No weekly data available yet. Start by adding your first week of sales metrics.",
}: {
  text?: string;
}) {
  return (
    <div className="rounded-xl border border-dashed bg-white p-8 text-center">
      <p className="font-semibold">{D.noData}</p>
      <p className="mt-1 text-sm text-gray-600">{text}</p>
    </div>
  );
}

const Cards = ({ children }: { children: ReactNode }) => (
  <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">{children}</div>
);

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={cardClass("p-4")}>
      <h3 className="mb-3 font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/** The slices of a pie as a plain list (the pie itself draws no legend). */
const PIE_COLORS = ["blue", "emerald", "violet", "amber", "cyan", "rose", "indigo", "lime"];
function Pie({
  title,
  slices,
  format,
}: {
  title: string;
  slices: ReadonlyArray<{ name: string; value: number }>;
  format: "count" | "euro";
}) {
  const show = format === "euro" ? formatEuroExact : formatCount;
  return (
    <ChartCard title={title}>
      <div className="grid items-center gap-4 sm:grid-cols-2">
        <PieChart
          data={slices}
          index="name"
          category="value"
          colors={PIE_COLORS.slice(0, slices.length)}
          label={title}
          format={format}
        />
        <ul className="space-y-1 text-sm">
          {slices.map((s, i) => (
            <li key={s.name} className="flex items-center gap-2">
              <span className={`h-3 w-3 rounded-full ${DOT[PIE_COLORS[i]!]}`} aria-hidden="true" />
              <span className="flex-1">{s.name}</span>
              <span className="font-medium">{show(s.value)}</span>
            </li>
          ))}
        </ul>
      </div>
    </ChartCard>
  );
}

/* ------------------------------------------------------------- views */

function InputView({ data, keep }: { data: Data<"input">; keep: Record<string, string> }) {
  return (
    <section aria-label="Input Data" className="space-y-4">
      <PeriodPicker page={data.form} keep={{ ...keep, view: "input" }} />
      <WeekForm key={`${data.form.period.year}-${data.form.period.week}`} page={data.form} />
    </section>
  );
}

function OverviewView({ data, keep }: { data: Data<"overview">; keep: Record<string, string> }) {
  const o = data.overview;
  if (!o)
    return (
      <Section title="Overview">
        <NoData text={D.noDataOverview} />
      </Section>
    );
  const max = Math.max(1, ...o.funnel.map((s) => s.count));
  return (
    <Section title="Overview">
      <WeekChoiceForm
        id="overview-period"
        label={D.weekSelector}
        choice={data.choice}
        weekOptions={data.weekOptions}
        hidden={{ ...keep, view: "overview" }}
        allWeeks={D.allWeeks}
        show={D.show}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <StatCard
          testId="card-total-leads"
          label={D.cards.totalLeads}
          value={formatCount(o.cards.totalLeads)}
        />
        <StatCard
          testId="card-total-deals"
          label={D.cards.totalDeals}
          value={formatCount(o.cards.totalDeals)}
          sub={`${formatPercent(o.cards.winRate)} ${D.cards.winRate}`}
        />
        <StatCard testId="card-won-deals" label={D.cards.wonDeals} value={formatCount(o.cards.wonDeals)} />
        <StatCard
          testId="card-investment"
          label={D.cards.investment}
          value={formatEuroExact(o.cards.investment)}
        />
        <StatCard testId="card-roi" label={D.cards.roi} value={formatPercent(o.cards.roi)} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title={D.funnelProgression}>
          <ol className="space-y-2" data-testid="funnel-progression">
            {o.funnel.map((s) => (
              <li key={s.key} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2 text-sm">
                <span>{s.label}</span>
                <span className="h-4 rounded bg-gray-100">
                  <span
                    className="block h-4 rounded bg-blue-500"
                    style={{ width: `${(s.count / max) * 100}%` }}
                  />
                </span>
                <span className="text-right font-medium">{formatCount(s.count)}</span>
              </li>
            ))}
          </ol>
        </ChartCard>
        <ChartCard title={D.conversionBars}>
          <RateBars rates={o.bars} testId="overview-conversion" />
        </ChartCard>
      </div>
    </Section>
  );
}

function FunnelStatusView({ data }: { data: Data<"funnel-status"> }) {
  return (
    <Section title="Funnel Status" noData={!data.status}>
      {data.status ? <FunnelStatusCards status={data.status} /> : null}
    </Section>
  );
}

function ConversionView({ data, href }: { data: Data<"conversion">; href: Href }) {
  return (
    <Section title="Conversion Rates" noData={!data.rates}>
      {data.rates ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartCard title={D.directRates}>
            <RateBars rates={data.rates.direct} testId="direct-rates" />
          </ChartCard>
          <ChartCard title={D.agencyRates}>
            <RateBars rates={data.rates.agency} testId="agency-rates" />
          </ChartCard>
        </div>
      ) : null}
      <ConversionRates
        weeks={data.weeks}
        total={data.total}
        drill={(w) => href({ view: "input", week: String(w.week), year: String(w.year) })}
      />
    </Section>
  );
}

function MarketingView({ data }: { data: Data<"marketing"> }) {
  const m = data.marketing;
  return (
    <Section title="Marketing Funnel" noData={!m}>
      {m ? (
        <>
          <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            <StatCard
              testId="card-marketing-mqls"
              label={D.cards.marketingMqls}
              value={formatCount(m.marketingMQLs)}
              sub={D.vsInfluencer(formatCount(m.influencerMQLs))}
            />
            <StatCard
              testId="card-marketing-spend"
              label={D.cards.marketingSpend}
              value={formatEuroExact(m.spend)}
              sub={D.perWeek(formatEuroExact(m.spendPerWeek))}
            />
            <StatCard
              testId="card-marketing-share"
              label={D.cards.marketingShare}
              value={formatPercent(m.marketingShare)}
            />
            <StatCard
              testId="card-marketing-cac"
              label={D.cards.marketingCac}
              value={formatEuroExact(m.cac)}
              sub={D.perMql}
            />
          </div>
          <ChartCard title={D.marketingChart}>
            <LineChart
              data={m.chart}
              index="week"
              categories={["Marketing", "Influencer"]}
              colors={["blue", "amber"]}
              label={D.marketingChart}
            />
          </ChartCard>
        </>
      ) : null}
    </Section>
  );
}

function AgencyView({ data }: { data: Data<"agencies"> }) {
  const a = data.agencies;
  return (
    <Section title="Agency Funnel" noData={!a}>
      {a ? (
        <>
          <Cards>
            <StatCard testId="card-leads" label={D.cards.leads} value={formatCount(a.leads)} />
            <StatCard
              testId="card-activity"
              label={D.cards.totalActivity}
              value={formatCount(a.totalActivity)}
            />
            <StatCard
              testId="card-total-deals"
              label={D.cards.totalDeals}
              value={formatCount(a.totalDeals)}
              sub={`${formatPercent(a.winRate)} ${D.cards.winRate}`}
            />
            <StatCard testId="card-won-deals" label={D.cards.wonDeals} value={formatCount(a.won)} />
            <StatCard
              testId="card-investment"
              label={D.cards.investment}
              value={formatEuroExact(a.investment)}
            />
            <StatCard testId="card-roi" label={D.cards.roi} value={formatPercent(a.roi)} />
          </Cards>
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartCard title={D.funnelProgression}>
              <BarChart
                data={a.stages.map((s) => ({ stage: s.label, Count: s.count }))}
                index="stage"
                categories={["Count"]}
                colors={["blue"]}
                layout="vertical"
                label={D.funnelProgression}
              />
            </ChartCard>
            <ChartCard title={D.stageConversion}>
              <BarChart
                data={a.conversions.map((c) => ({
                  stage: c.label,
                  "Conversion %": Math.round(c.rate * 10) / 10,
                }))}
                index="stage"
                categories={["Conversion %"]}
                colors={["emerald"]}
                format="percent"
                layout="vertical"
                label={D.stageConversion}
              />
            </ChartCard>
            <ChartCard title={D.investmentChart}>
              <BarChart
                data={a.investmentChart}
                index="week"
                categories={["Investment"]}
                colors={["violet"]}
                format="euro"
                label={D.investmentChart}
              />
            </ChartCard>
            <ChartCard title={D.roiBars}>
              <BarChart
                data={a.investmentChart}
                index="week"
                categories={["ROI"]}
                colors={["amber"]}
                format="percent"
                label={D.roiBars}
              />
            </ChartCard>
            {a.currentWeek && a.currentWeek.slices.length ? (
              <Pie
                title={D.currentWeekPie(weekLabel(a.currentWeek))}
                slices={a.currentWeek.slices.map((s) => ({ name: s.label, value: s.count }))}
                format="count"
              />
            ) : (
              <ChartCard title={D.currentWeekPie(a.currentWeek ? weekLabel(a.currentWeek) : "")}>
                <p className="text-sm text-gray-600">{D.noSlices}</p>
              </ChartCard>
            )}
            <ChartCard title={D.winRateTrend}>
              <LineChart
                data={a.winRateChart}
                index="week"
                categories={["Win rate"]}
                colors={["emerald"]}
                format="percent"
                label={D.winRateTrend}
              />
            </ChartCard>
            <ChartCard title={D.roiTrend}>
              <LineChart
                data={a.roiChart}
                index="week"
                categories={["ROI"]}
                colors={["violet"]}
                format="percent"
                label={D.roiTrend}
              />
            </ChartCard>
          </div>
        </>
      ) : null}
    </Section>
  );
}

function EnhancedView({ data }: { data: Data<"enhanced"> }) {
  const e = data.enhanced;
  return (
    <Section title="Enhanced Analytics" noData={!e}>
      {e ? (
        <>
          <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            <StatCard
              testId="card-agency-revenue"
              label={D.cards.agencyRevenue}
              value={formatEuroExact(e.revenue)}
            />
            <StatCard
              testId="card-revenue-per-agency"
              label={D.cards.revenuePerAgency}
              value={formatEuroExact(e.revenuePerAgency)}
            />
            <StatCard
              testId="card-win-rate"
              label={D.cards.overallWinRate}
              value={formatPercent(e.winRate)}
            />
            <StatCard testId="card-roi" label={D.cards.roi} value={formatPercent(e.roi)} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartCard title={D.tierComparison}>
              <div className="overflow-x-auto">
                <table className="w-full text-right text-sm" data-testid="tier-comparison">
                  <thead className="text-gray-600">
                    <tr>
                      {D.tierHead.map((h) => (
                        <th key={h} scope="col" className="px-2 py-2 font-medium first:text-left">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {e.tiers.map((t) => (
                      <tr key={t.key} className="border-t">
                        <th scope="row" className="px-2 py-2 text-left font-medium">
                          {t.label}
                        </th>
                        <td className="px-2 py-2">{formatCount(t.customers)}</td>
                        <td className="px-2 py-2">{formatEuroExact(t.revenue)}</td>
                        <td className="px-2 py-2">{formatPercent(t.share)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </ChartCard>
            <ChartCard title={D.funnelAnalysis}>
              <RateBars rates={e.conversions} testId="funnel-analysis" />
              {e.lowest ? (
                <p
                  className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
                  data-testid="lowest-stage"
                >
                  {D.lowestHint(e.lowest.label, formatPercent(e.lowest.rate))}
                </p>
              ) : null}
            </ChartCard>
            <ChartCard title={D.roiTrend}>
              <LineChart
                data={e.roiChart}
                index="week"
                categories={["ROI"]}
                colors={["violet"]}
                format="percent"
                label={D.roiTrend}
              />
            </ChartCard>
            {e.tierPie.length ? (
              <Pie title={D.revenueByTier} slices={e.tierPie} format="euro" />
            ) : (
              <ChartCard title={D.revenueByTier}>
                <p className="text-sm text-gray-600">{D.noInsights}</p>
              </ChartCard>
            )}
          </div>
          <ChartCard title={D.insights}>
            {e.insights.length ? (
              <div className="grid gap-4 md:grid-cols-2" data-testid="insights">
                {(
                  [
                    ["strength", D.strengths, "border-green-200 bg-green-50"],
                    ["improvement", D.improvements, "border-amber-200 bg-amber-50"],
                  ] as const
                ).map(([kind, title, tone]) => (
                  <div key={kind}>
                    <h4 className="mb-2 text-sm font-semibold text-gray-700">{title}</h4>
                    <ul className="space-y-2">
                      {e.insights
                        .filter((i) => i.kind === kind)
                        .map((i) => (
                          <li key={i.title} className={`rounded-md border px-3 py-2 text-sm ${tone}`}>
                            <p className="font-semibold">{i.title}</p>
                            <p className="text-gray-700">{i.detail}</p>
                          </li>
                        ))}
                    </ul>
                  </div>
                ))}
              </div>
            ) : (
              <p className="text-sm text-gray-600">{D.noInsights}</p>
            )}
          </ChartCard>
        </>
      ) : null}
    </Section>
  );
}
