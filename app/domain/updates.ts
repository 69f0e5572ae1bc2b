/** Timeline updates: the six types and how they look, and the metric display rule (docs/product.md#public-timeline). */
export const UPDATE_TYPES = ["funding", "product", "growth", "milestone", "team", "metrics"] as const;
export type UpdateType = (typeof UPDATE_TYPES)[number];

export const UPDATE_TYPE_STYLE: Record<
  UpdateType,
  { label: string; icon: string; color: string; theme: "yellow" | "blue" }
> = {
  funding: { label: "Funding", icon: "DollarSign", color: "green", theme: "yellow" },
  product: { label: "Product", icon: "Rocket", color: "blue", theme: "blue" },
  growth: { label: "Growth", icon: "Users", color: "purple", theme: "yellow" },
  milestone: { label: "Milestone", icon: "Award", color: "orange", theme: "blue" },
  team: { label: "Team", icon: "Target", color: "indigo", theme: "yellow" },
  metrics: { label: "Metrics", icon: "TrendingUp", color: "emerald", theme: "blue" },
};

export function isUpdateType(value: string): value is UpdateType {
  return (UPDATE_TYPES as readonly string[]).includes(value);
}

/** Label of a type; an unknown type is shown as-is. */
export function updateTypeLabel(type: string): string {
  return isUpdateType(type) ? UPDATE_TYPE_STYLE[type].label : type;
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

/** A description longer than 200 characters is cut with an ellipsis (and a 'Lees meer' toggle). */
export function previewDescription(
  text: string,
  limit = DESCRIPTION_PREVIEW_LENGTH,
): { preview: string; truncated: boolean } {
  if (text.length <= limit) return { preview: text, truncated: false };
  return { preview: `${text.slice(0, limit).trimEnd()}...`, truncated: true };
}

/**
 * The toast after 'Add Update' says what happened: added without notifications, added with
 * nobody to notify (no verified subscriber yet: 'Update toegevoegd'), the notifications on
 * their way (how many: nobody is told "notified" before the mails went out — the Updates tab
 * shows how many did), or they could not be prepared.
 */
export function updateCreatedToast(
  outcome: { notify: false } | { notify: true; subscribers: number } | { notify: true; failed: true },
): { title: string; description?: string } {
  if (!outcome.notify) return { title: "Update toegevoegd" };
  if ("failed" in outcome)
    return {
      title: "Update created",
      description: "Update created successfully, but some notifications may have failed to send.",
    };
  if (outcome.subscribers === 0)
    return {
      title: "Update toegevoegd",
      description: "Er zijn nog geen geverifieerde abonnees, dus er is niemand gemaild.",
    };
  const n = outcome.subscribers;
  return {
    title: "Update created",
    description: `Update created successfully; notifications to ${n} ${n === 1 ? "VC are" : "VCs are"} being sent (the update shows how many went out).`,
  };
}
