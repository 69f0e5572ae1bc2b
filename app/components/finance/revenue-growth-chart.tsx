import { revenueChartSources } from "../../copy/finance/texts";
import { REVENUE_CHART_CATEGORY, type RevenueChartPoint } from "../../domain/finance/revenue-chart";
import { formatEuroWhole } from "../../domain/format/money";
import { LazyEuroLineChart as EuroLineChart } from "../charts/lazy-charts";
import { cardClass } from "../ui/card";

/**
 * Revenue growth over five years (current − 2 … current + 2) from the one revenue function,
 * axis in K / M; the note under it says which wizard field or figure each year comes from.
 */
export function RevenueGrowthChart({
  points,
  currentYear,
}: {
  points: RevenueChartPoint[];
  currentYear: number;
}) {
  const known = points.filter((p) => p.Omzet !== null);
  // A company without any revenue yet gets the sentence, not a flat line at €0.
  const drawn = known.length >= 2 && known.some((p) => (p.Omzet ?? 0) > 0);
  return (
    <section aria-labelledby="revenue-growth-title" className={cardClass()}>
      <h2 id="revenue-growth-title" className="mb-4 text-lg font-semibold">
        Omzetgroei
      </h2>
      {drawn ? (
        <EuroLineChart
          data={points}
          index="year"
          categories={[REVENUE_CHART_CATEGORY]}
          colors={["blue"]}
          label={`Omzetgroei ${points[0]!.year}–${points[points.length - 1]!.year}`}
        />
      ) : (
        <p className="text-sm text-gray-600">
          {known.length === 1 && (known[0]!.Omzet ?? 0) > 0
            ? `Omzet ${known[0]!.year}: ${formatEuroWhole(known[0]!.Omzet ?? 0)}. `
            : "Nog geen omzetcijfers per jaar. "}
          Vul in de wizard de huidige MRR in: dan volgen dit jaar en de komende twee jaren.
        </p>
      )}
      <p className="mt-2 text-xs text-gray-600" data-testid="revenue-growth-sources">
        {revenueChartSources(currentYear)}
      </p>
    </section>
  );
}
