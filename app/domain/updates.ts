/**
 * Timeline updates: the six types and how they look, and the metric display rule
 * (docs/product.md#public-timeline). The types' names are words: app/copy/site/update-type-texts.ts.
 */
export const UPDATE_TYPES = ["funding", "product", "growth", "milestone", "team", "metrics"] as const;
export type UpdateType = (typeof UPDATE_TYPES)[number];

export const UPDATE_TYPE_STYLE: Record<
  UpdateType,
  { icon: string; color: string; theme: "yellow" | "blue" }
> = {
  funding: { icon: "DollarSign", color: "green", theme: "yellow" },
  product: { icon: "Rocket", color: "blue", theme: "blue" },
  growth: { icon: "Users", color: "purple", theme: "yellow" },
  milestone: { icon: "Award", color: "orange", theme: "blue" },
  team: { icon: "Target", color: "indigo", theme: "yellow" },
  metrics: { icon: "TrendingUp", color: "emerald", theme: "blue" },
};

export function isUpdateType(value: string): value is UpdateType {
  return (UPDATE_TYPES as readonly string[]).includes(value);
}

/** Icon name of a type; unknown types fall back to TrendingUp. */
export function updateTypeIcon(type: string): string {
  return isUpdateType(type) ? UPDATE_TYPE_STYLE[type].icon : "TrendingUp";
}

/** Theme on the signed-in timeline; default blue. */
export function updateTypeTheme(type: string): "yellow" | "blue" {
  return isUpdateType(type) ? UPDATE_TYPE_STYLE[type].theme : "blue";
}

/**
 * Trim, strip leading non-word non-space characters (emoji, bullets), trim again.
 * Currency signs are kept: the spec's rule is about decoration, and '€1.2M' must stay money.
 */
function cleanMetric(item: string): string {
  return item
    .trim()
    .replace(/^[^\p{L}\p{N}\p{Sc}_\s]+/u, "")
    .trim();
}

/** Display rule: entries with ' - ' split into several items; each cleaned; empties dropped. */
export function displayMetrics(entries: readonly string[]): string[] {
  return entries
    .flatMap((entry) => (entry.includes(" - ") ? entry.split(" - ") : [entry]))
    .map(cleanMetric)
    .filter((item) => item.length > 0);
}

/** The form's 'Metrics/Key Points' text: one item per line or per ' - '. */
export function parseMetricsInput(text: string): string[] {
  return displayMetrics(text.split(/\r?\n/));
}

export const DESCRIPTION_PREVIEW_LENGTH = 200;

/**
 * A description longer than 200 characters is cut with an ellipsis (and a 'Lees meer' toggle):
 * `head` is what the preview shows before its '...', `rest` the remainder the toggle reveals
 * (`head + rest` is the whole text; `rest` is empty when the text is not cut).
 */
export function splitDescription(
  text: string,
  limit = DESCRIPTION_PREVIEW_LENGTH,
): { head: string; rest: string; truncated: boolean } {
  if (text.length <= limit) return { head: text, rest: "", truncated: false };
  const head = text.slice(0, limit).trimEnd();
  return { head, rest: text.slice(head.length), truncated: true };
}
