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

const LEADING_DECORATION = /^[^\p{L}\p{N}\p{Sc}_\s]+/u;

/**
 * Trim, strip leading non-word non-space characters (emoji, bullets), trim again.
 * Currency signs are kept: the spec's rule is about decoration, and '€1.2M' must stay money.
 * An item that starts with an ASCII letter or digit has nothing to strip: the regular
 * expression (the costly part, run for every metric of every update on a timeline) is skipped.
 */
function cleanMetric(item: string): string {
  const trimmed = item.trim();
  const c = trimmed.charCodeAt(0);
  const lower = c | 32;
  if ((c >= 48 && c <= 57) || (lower >= 97 && lower <= 122)) return trimmed;
  return trimmed.replace(LEADING_DECORATION, "").trim();
}

/** Display rule: entries with ' - ' split into several items; each cleaned; empties dropped. */
export function displayMetrics(entries: readonly string[]): string[] {
  const items: string[] = [];
  for (const entry of entries)
    for (const part of entry.includes(" - ") ? entry.split(" - ") : [entry]) {
      const item = cleanMetric(part);
      if (item.length > 0) items.push(item);
    }
  return items;
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
