/** The six update types' names (docs/product.md#public-timeline), in English on every screen and in the mail. */
import { isUpdateType, type UpdateType } from "../../domain/updates";

export const UPDATE_TYPE_LABELS: Record<UpdateType, string> = {
  funding: "Funding",
  product: "Product",
  growth: "Growth",
  milestone: "Milestone",
  team: "Team",
  metrics: "Metrics",
};

/** A type's name; a type the app does not know is shown as stored. */
export function updateTypeLabel(type: string): string {
  return isUpdateType(type) ? UPDATE_TYPE_LABELS[type] : type;
}
