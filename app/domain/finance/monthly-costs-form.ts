/**
 * The monthly costs page's custom items: the caps on them and the no-JavaScript add / delete.
 * (The month and the copy dialog are read by app/schemas/monthly-costs.ts.)
 */
import {
  addCustomItem,
  COST_SECTION_KEYS,
  type CostSectionKey,
  type CustomCostFields,
  type MonthlyCostValues,
  removeCustomItem,
  validateCustomItemName,
} from "./monthly-costs";

type Posted = { get(name: string): unknown };

/** Characters of a custom item's name (code points: an emoji is one). */
export const MAX_CUSTOM_ITEM_NAME = 100;
/** Custom items in one section: far above real use, and what keeps a month's row small. */
export const MAX_CUSTOM_ITEMS_PER_SECTION = 200;

/** Characters of a name, counted up to just past `MAX_CUSTOM_ITEM_NAME`. */
export const nameLength = (name: string) => {
  let n = 0;
  for (const _ of name) if (++n > MAX_CUSTOM_ITEM_NAME) break;
  return n;
};

/** Why a custom item is not added or edited: app/copy/finance/texts.ts words it (customItemError). */
export type CustomItemProblem = "empty" | "duplicate" | "nameTooLong" | "tooManyItems" | "unknownSection";

/** Why a new custom item cannot be added to a section that holds `count` items (null when it can). */
export function customItemProblem(name: string, count: number): "nameTooLong" | "tooManyItems" | null {
  if (nameLength(name.trim()) > MAX_CUSTOM_ITEM_NAME) return "nameTooLong";
  if (count >= MAX_CUSTOM_ITEMS_PER_SECTION) return "tooManyItems";
  return null;
}

export function isCostSection(value: unknown): value is CostSectionKey {
  return typeof value === "string" && (COST_SECTION_KEYS as readonly string[]).includes(value);
}

export interface CostsForm {
  values: MonthlyCostValues;
  customFields: CustomCostFields;
}

export type CustomItemEdit =
  | { ok: true; section: CostSectionKey; costs: CostsForm; error?: CustomItemProblem }
  | { ok: false; error: "unknownSection" };

/**
 * The no-JavaScript path of the prompt / confirm: `add-item:{section}` adds the posted
 * `new_item:{section}` name (an empty one adds nothing; a duplicate or an over-long one is
 * refused with the reason), `delete-item:{section}:{name}` removes the item. The edited,
 * unsaved month comes back.
 */
export function editCustomItems(intent: string, form: Posted, costs: CostsForm): CustomItemEdit {
  const [kind, section, ...rest] = intent.split(":");
  if (!isCostSection(section)) return { ok: false, error: "unknownSection" };
  if (kind === "delete-item")
    return {
      ok: true,
      section,
      costs: { ...costs, customFields: removeCustomItem(costs.customFields, section, rest.join(":")) },
    };
  const name = form.get(`new_item:${section}`);
  const check = validateCustomItemName(typeof name === "string" ? name : "", costs.customFields, section);
  const problem = check.ok
    ? customItemProblem(check.name, Object.keys(costs.customFields[section] ?? {}).length)
    : null;
  if (problem) return { ok: true, section, costs, error: problem };
  if (check.ok)
    return {
      ok: true,
      section,
      costs: { ...costs, customFields: addCustomItem(costs.customFields, section, check.name) },
    };
  return {
    ok: true,
    section,
    costs,
    error: check.reason,
  };
}
