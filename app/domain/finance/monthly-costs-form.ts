/**
 * Reading the monthly costs page's posts: the month's values and custom items, the copy
 * dialog's choices, and the no-JavaScript add / delete of a custom item.
 */
import { clampYearsAhead } from "./copy-months";
import {
  addCustomItem,
  COST_SECTION_KEYS,
  MONTHLY_COST_FIELDS,
  parseCostValue,
  removeCustomItem,
  toMonthlyCostValues,
  validateCustomItemName,
  type CostSectionKey,
  type CustomCostFields,
  type MonthlyCostValues,
} from "./monthly-costs";
import { parseNumberOrZero } from "./parse-number";
import { MONTHLY_COSTS_TEXTS as T } from "./texts";

type Posted = { get(name: string): unknown; getAll(name: string): unknown[] };

/** Characters of a custom item's name (code points: an emoji is one). */
export const MAX_CUSTOM_ITEM_NAME = 100;
/** Custom items in one section: far above real use, and what keeps a month's row small. */
export const MAX_CUSTOM_ITEMS_PER_SECTION = 200;

const nameLength = (name: string) => {
  let n = 0;
  for (const _ of name) if (++n > MAX_CUSTOM_ITEM_NAME) break;
  return n;
};

/** Why a new custom item cannot be added to a section that holds `count` items (null when it can). */
export function customItemProblem(name: string, count: number): string | null {
  if (nameLength(name.trim()) > MAX_CUSTOM_ITEM_NAME) return T.itemNameTooLong(MAX_CUSTOM_ITEM_NAME);
  if (count >= MAX_CUSTOM_ITEMS_PER_SECTION) return T.tooManyItems(MAX_CUSTOM_ITEMS_PER_SECTION);
  return null;
}

export function isCostSection(value: unknown): value is CostSectionKey {
  return typeof value === "string" && (COST_SECTION_KEYS as readonly string[]).includes(value);
}

export interface CostsForm {
  values: MonthlyCostValues;
  customFields: CustomCostFields;
}

/** The posted month, or why it is refused (a message for the page). */
export type CostsFormRead = ({ ok: true } & CostsForm) | { ok: false; error: string };

/**
 * The month's values and custom items from the page's form: each fixed field by its spec
 * column name, custom items as `custom:{section}:{name}` (names keep their ':' — only the first
 * two separators split). Values parse as a number, otherwise 0 (docs/product.md#monthly-costs). Custom items of an
 * unknown section are dropped. One pass over the form: a name longer than
 * `MAX_CUSTOM_ITEM_NAME` or a section with more than `MAX_CUSTOM_ITEMS_PER_SECTION` items
 * refuses the post as soon as it is seen.
 */
export function readCostsForm(form: Posted & { entries(): Iterable<[string, unknown]> }): CostsFormRead {
  const raw: Record<string, unknown> = {};
  for (const field of MONTHLY_COST_FIELDS) raw[field.key] = form.get(field.column);
  const values = toMonthlyCostValues(raw);
  const sections = new Map<CostSectionKey, Map<string, number>>();
  for (const [key, value] of form.entries()) {
    if (!key.startsWith("custom:")) continue;
    const rest = key.slice("custom:".length);
    const sep = rest.indexOf(":");
    if (sep < 0) continue;
    const section = rest.slice(0, sep);
    if (!isCostSection(section)) continue;
    const name = rest.slice(sep + 1).trim();
    if (name === "") continue;
    if (nameLength(name) > MAX_CUSTOM_ITEM_NAME) return { ok: false, error: T.itemNameTooLong(MAX_CUSTOM_ITEM_NAME) };
    let items = sections.get(section);
    if (!items) sections.set(section, (items = new Map()));
    items.set(name, parseCostValue(typeof value === "string" ? value : ""));
    if (items.size > MAX_CUSTOM_ITEMS_PER_SECTION) return { ok: false, error: T.tooManyItems(MAX_CUSTOM_ITEMS_PER_SECTION) };
  }
  // Own properties whatever the names ('__proto__' included).
  const customFields: CustomCostFields = Object.fromEntries([...sections].map(([section, items]) => [section, Object.fromEntries(items)]));
  return { ok: true, values, customFields };
}

/**
 * The copy dialog's form: 'Jaren vooruit' clamped to 1–10 (default 5), growth any number
 * (non-numeric → 0), the selected month keys.
 */
export function readCopyForm(form: Posted): { yearsAhead: number; growthPercent: number; targets: string[] } {
  return {
    yearsAhead: clampYearsAhead(form.get("years_ahead")),
    growthPercent: parseNumberOrZero(form.get("growth")),
    targets: form.getAll("target").filter((v): v is string => typeof v === "string"),
  };
}

export type CustomItemEdit =
  | { ok: true; section: CostSectionKey; costs: CostsForm; error?: string }
  | { ok: false; error: string };

/**
 * The no-JavaScript path of the prompt / confirm: `add-item:{section}` adds the posted
 * `new_item:{section}` name (an empty one adds nothing; a duplicate or an over-long one is
 * refused with the reason), `delete-item:{section}:{name}` removes the item. The edited,
 * unsaved month comes back.
 */
export function editCustomItems(intent: string, form: Posted, costs: CostsForm): CustomItemEdit {
  const [kind, section, ...rest] = intent.split(":");
  if (!isCostSection(section)) return { ok: false, error: T.unknownSection };
  if (kind === "delete-item") return { ok: true, section, costs: { ...costs, customFields: removeCustomItem(costs.customFields, section, rest.join(":")) } };
  const name = form.get(`new_item:${section}`);
  const check = validateCustomItemName(typeof name === "string" ? name : "", costs.customFields, section);
  const problem = check.ok ? customItemProblem(check.name, Object.keys(costs.customFields[section] ?? {}).length) : null;
  if (problem) return { ok: true, section, costs, error: problem };
  if (check.ok) return { ok: true, section, costs: { ...costs, customFields: addCustomItem(costs.customFields, section, check.name) } };
  return { ok: true, section, costs, error: check.reason === "duplicate" ? check.message : undefined };
}
