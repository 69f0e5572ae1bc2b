import {
  BLOCK_TEXTS,
  FIGURE_LABELS,
  formatFigure,
  formatVariance,
  type Lang,
  monthLabel,
} from "../../copy/monthly-update/texts";
import type { MonthlyUpdateSnapshot } from "../../domain/monthly-update/compose";
import { barsOf, type PlanRow } from "../../domain/monthly-update/plan";
import { LazyEuroBarChart } from "../charts/lazy-charts";
import { useHydrated } from "../use-hydrated";

type Snapshot = Pick<MonthlyUpdateSnapshot, "figures" | "sections" | "plan"> & { month: string };

/** The KPI figures, each with the month it comes from ('geen gegevens' where a month has none). */
export function FiguresTable({ figures, lang }: { figures: Snapshot["figures"]; lang: Lang }) {
  const t = BLOCK_TEXTS[lang];
  return (
    <table className="w-full text-sm" data-testid="monthly-figures">
      <caption className="sr-only">{t.figuresTitle}</caption>
      <tbody>
        {figures.map((f) => (
          <tr key={f.key} className="border-b last:border-0">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal text-gray-700">
              {FIGURE_LABELS[lang][f.key]}
            </th>
            <td className="py-1.5 text-right font-semibold" data-figure={f.key}>
              {formatFigure(f, lang)}
            </td>
            <td className="py-1.5 pl-3 text-right text-xs text-gray-500">
              {f.from ? `${t.from} ${f.from}` : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Plan vs actual: the table (always, also without JavaScript) and the chart (tremor once the page runs, HTML bars before). */
export function PlanVsActual({ plan, lang }: { plan: NonNullable<Snapshot["plan"]>; lang: Lang }) {
  const t = BLOCK_TEXTS[lang];
  if (plan.rows.length === 0) return null;
  return (
    <section className="mt-4" data-testid="plan-vs-actual">
      <h4 className="mb-2 font-semibold">{t.planTitle(plan.name)}</h4>
      {/* A narrow card scrolls the table sideways: the region takes the keyboard focus so it can be scrolled without a mouse. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t.planTitle(plan.name)}>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left text-gray-600">
              <th className="py-1 pr-2 font-medium">{t.month}</th>
              <th className="py-1 pr-2 font-medium">
                {t.mrr} {t.plan.toLowerCase()}
              </th>
              <th className="py-1 pr-2 font-medium">
                {t.mrr} {t.actual.toLowerCase()}
              </th>
              <th className="py-1 pr-2 font-medium">{t.variance}</th>
              <th className="py-1 pr-2 font-medium">
                {t.customers} {t.plan.toLowerCase()} / {t.actual.toLowerCase()}
              </th>
              <th className="py-1 font-medium">{t.variance}</th>
            </tr>
          </thead>
          <tbody>
            {plan.rows.map((r) => (
              <tr key={r.month} className="border-b last:border-0">
                <td className="py-1 pr-2">{monthLabel(r.month, lang)}</td>
                <td className="py-1 pr-2">
                  {formatFigure({ key: "mrr", unit: "eur", value: r.planMrr }, lang)}
                </td>
                <td className="py-1 pr-2">
                  {formatFigure({ key: "mrr", unit: "eur", value: r.actualMrr }, lang)}
                </td>
                <td className={`py-1 pr-2 ${tone(r.mrrVariancePct)}`}>
                  {formatVariance(r.mrrVariancePct, lang)}
                </td>
                <td className="py-1 pr-2">
                  {formatFigure({ key: "customers", unit: "count", value: r.planCustomers }, lang)} /{" "}
                  {formatFigure({ key: "customers", unit: "count", value: r.actualCustomers }, lang)}
                </td>
                <td className={`py-1 ${tone(r.customersVariancePct)}`}>
                  {formatVariance(r.customersVariancePct, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PlanChart rows={plan.rows} lang={lang} />
    </section>
  );
}

const tone = (v: number | null) => (v === null ? "text-gray-500" : v < 0 ? "text-red-700" : "text-green-700");

function PlanChart({ rows, lang }: { rows: PlanRow[]; lang: Lang }) {
  const t = BLOCK_TEXTS[lang];
  const hydrated = useHydrated();
  if (hydrated)
    return (
      <div className="mt-3">
        <LazyEuroBarChart
          label={t.chartLabel}
          className="h-48"
          index="month"
          categories={[t.plan, t.actual]}
          colors={["blue", "indigo"]}
          data={rows.map((r) => ({
            month: monthLabel(r.month, lang),
            [t.plan]: r.planMrr,
            [t.actual]: r.actualMrr,
          }))}
        />
      </div>
    );
  // Without JavaScript (and before it runs): the same bars as plain HTML.
  return (
    <div role="figure" aria-label={t.chartLabel} className="mt-3 space-y-1" data-testid="plan-bars">
      {barsOf(rows).map((b) => (
        <div key={b.month} className="flex items-center gap-2 text-xs">
          <span className="w-28 shrink-0 text-gray-600">{monthLabel(b.month, lang)}</span>
          <span className="flex-1 space-y-0.5">
            <span className="block h-2 rounded bg-blue-300" style={{ width: `${b.plan}%` }} title={t.plan} />
            {b.actual === null ? null : (
              <span
                className="block h-2 rounded bg-indigo-700"
                style={{ width: `${b.actual}%` }}
                title={t.actual}
              />
            )}
          </span>
        </div>
      ))}
    </div>
  );
}

/** The whole monthly block: figures, sections, plan vs actual (the preview and the timeline). */
export function MonthlyBlock({ snapshot, lang }: { snapshot: Snapshot; lang: Lang }) {
  const t = BLOCK_TEXTS[lang];
  const { highlights, lowlights, asks, freeText } = snapshot.sections;
  return (
    <div className="mt-3 space-y-3" data-testid="monthly-block">
      <FiguresTable figures={snapshot.figures} lang={lang} />
      {highlights.length ? <Section title={t.highlights} items={highlights} /> : null}
      {lowlights.length ? <Section title={t.lowlights} items={lowlights} /> : null}
      {asks.length ? (
        <Section
          title={t.asks}
          items={asks.map((a) => (a.help ? `${a.text} — ${t.help}: ${a.help}` : a.text))}
        />
      ) : null}
      {freeText ? <p className="whitespace-pre-line text-sm text-gray-700">{freeText}</p> : null}
      {snapshot.plan ? <PlanVsActual plan={snapshot.plan} lang={lang} /> : null}
    </div>
  );
}

function Section({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      <ul className="ml-5 list-disc text-sm text-gray-700">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** On the timeline: the card already shows the sections as text; under it the figures and plan vs actual. */
export function MonthlyTimelineBlock({ snapshot, lang }: { snapshot: Snapshot; lang: Lang }) {
  const t = BLOCK_TEXTS[lang];
  return (
    <div className="mt-3" data-testid="monthly-block">
      <details>
        <summary className="cursor-pointer text-sm font-medium text-blue-700">{t.figuresTitle}</summary>
        <FiguresTable figures={snapshot.figures} lang={lang} />
      </details>
      {snapshot.plan ? <PlanVsActual plan={snapshot.plan} lang={lang} /> : null}
    </div>
  );
}
