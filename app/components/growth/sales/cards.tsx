/** Cards, conversion bars and the funnel status cards of the sales pages. */
import { DASHBOARD_TEXTS as D } from "../../../copy/growth/sales-dashboard-texts";
import { formatEuroExact } from "../../../domain/format/money";
import { formatCount, formatPercent } from "../../../domain/format/numbers";
import type { funnelStatus, Tone } from "../../../domain/growth/sales-dashboard";
import { cardClass } from "../../ui/card";

export function StatCard({
  label,
  value,
  sub,
  testId,
}: {
  label: string;
  value: string;
  sub?: string;
  testId?: string;
}) {
  return (
    <div className={cardClass("p-4")} data-testid={testId}>
      <p className="text-sm text-gray-600">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {sub ? <p className="mt-1 text-sm text-gray-600">{sub}</p> : null}
    </div>
  );
}

/** Badge and bar colours of a tone (the domain decides the tone: admin or weekly rule). */
const BADGE = {
  green: "bg-green-100 text-green-800",
  yellow: "bg-yellow-100 text-yellow-800",
  red: "bg-red-100 text-red-800",
} as const;
const BAR = { green: "bg-green-500", yellow: "bg-yellow-500", red: "bg-red-500" } as const;

export function RateBars({
  rates,
  testId,
}: {
  rates: ReadonlyArray<{ key: string; label: string; rate: number; tone: Tone; width: number }>;
  testId?: string;
}) {
  return (
    <ul className="space-y-3" data-testid={testId}>
      {rates.map((r) => (
        <li key={r.key}>
          <div className="mb-1 flex items-center justify-between gap-2 text-sm">
            <span>{r.label}</span>
            <span className={`rounded px-2 py-0.5 text-xs font-semibold ${BADGE[r.tone]}`} data-tone={r.tone}>
              {formatPercent(r.rate)}
            </span>
          </div>
          <div className="h-2 rounded-full bg-gray-100">
            <div className={`h-2 rounded-full ${BAR[r.tone]}`} style={{ width: `${r.width}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 'Agency Funnel Status' and 'SQL Funnel Status': every stage over all weeks, with its share. */
export function FunnelStatusCards({ status: s }: { status: ReturnType<typeof funnelStatus> }) {
  return (
    <>
      <h3 className="font-semibold">{D.agencyStatus}</h3>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="agency-status">
        {s.agency.map((x) => (
          <StatCard key={x.key} label={x.label} value={formatCount(x.count)} sub={formatPercent(x.share)} />
        ))}
        <StatCard label={D.agencyInvestment} value={formatEuroExact(s.agencyInvestment)} />
      </div>
      <h3 className="font-semibold">{D.sqlStatus}</h3>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="sql-status">
        {s.sql.map((x) => (
          <StatCard key={x.key} label={x.label} value={formatCount(x.count)} sub={formatPercent(x.share)} />
        ))}
        <StatCard label={D.sqlTotal} value={formatCount(s.sqlTotal)} />
      </div>
    </>
  );
}
