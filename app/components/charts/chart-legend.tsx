/** Dot colours of the tremor colour names the charts use (tailwind.config.ts CHART_COLORS). */
export const DOT: Record<string, string> = {
  blue: "bg-blue-500",
  emerald: "bg-emerald-500",
  violet: "bg-violet-500",
  amber: "bg-amber-500",
  cyan: "bg-cyan-500",
  rose: "bg-rose-500",
  indigo: "bg-indigo-500",
  lime: "bg-lime-500",
};

/**
 * The legend above a chart. tremor's own legend puts its items in a <div> inside the <ol>,
 * which is not a list to assistive technology; this one is.
 */
export function ChartLegend({
  categories,
  colors,
}: {
  categories: readonly string[];
  colors: readonly string[];
}) {
  return (
    <ul
      className="mb-2 flex flex-wrap justify-end gap-x-4 gap-y-1 text-sm text-gray-700"
      data-testid="chart-legend"
    >
      {categories.map((name, i) => (
        <li key={name} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 rounded-full ${DOT[colors[i % colors.length]!] ?? "bg-gray-500"}`}
          />
          {name}
        </li>
      ))}
    </ul>
  );
}
