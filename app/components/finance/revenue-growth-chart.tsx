import { REVENUE_CHART_CATEGORY, type RevenueChartPoint } from "../../domain/finance/revenue-chart";
import { formatEuroWhole } from "../../domain/format/money";
import { LazyEuroLineChart as EuroLineChart } from "../charts/lazy-charts";
import { cardClass } from "../ui/card";

/** Five-year revenue growth (revenue_year_1 … revenue_forecast_2), axis in K / M. */
export function RevenueGrowthChart({ points }: { points: RevenueChartPoint[] }) {
  const known = points.filter((p) => p.Omzet !== null);
  return (
    <section aria-labelledby="revenue-growth-title" className={cardClass()}>
      <h2 id="revenue-growth-title" className="mb-4 text-lg font-semibold">
        Omzetgroei
      </h2>
      {known.length >= 2 ? (
        <EuroLineChart
          data={points}
          index="year"
          categories={[REVENUE_CHART_CATEGORY]}
          colors={["blue"]}
          label="Omzetgroei over vijf jaar"
        />
      ) : (
        <p className="text-sm text-gray-600">
          {known.length === 1
            ? `Omzet ${known[0]!.year}: ${formatEuroWhole(known[0]!.Omzet ?? 0)}. `
            : "Nog geen omzetcijfers per jaar. "}
          Een groeicurve verschijnt zodra er omzet van minstens twee jaren is (vorig jaar in de wizard,
          prognoses via de Forecast pagina).
        </p>
      )}
    </section>
  );
}
