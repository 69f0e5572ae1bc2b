/**
 * The monthly costs page's forms (docs/product.md#monthly-costs): the month's values and
 * custom items, and the copy dialog. Amounts are read in Dutch notation (`7.500` → 7500) by
 * the one amount reader; a negative or malformed amount is refused on its field and nothing is
 * saved. Fixed fields post under their spec column name, custom items as
 * `custom:{section}:{name}` (names keep their ':' — only the first two separators split).
 */
import { AMOUNT_MESSAGES } from "../copy/finance/amount-texts";
import { FORM_ERRORS as E, MONTHLY_COSTS_TEXTS as T } from "../copy/finance/texts";
import { AMOUNT_RANGE } from "../domain/bounds";
import { readOptionalAmount } from "../domain/finance/amount";
import { clampYearsAhead } from "../domain/finance/copy-months";
import {
  COST_SECTION_KEYS,
  type CostSectionKey,
  type CustomCostFields,
  MONTHLY_COST_FIELDS,
  type MonthlyCostValues,
} from "../domain/finance/monthly-costs";
import {
  isCostSection,
  MAX_CUSTOM_ITEM_NAME,
  MAX_CUSTOM_ITEMS_PER_SECTION,
  nameLength,
} from "../domain/finance/monthly-costs-form";
import { amountField, amountOrZeroField } from "./amount";
import { z } from "./zod";

const cost = () =>
  amountOrZeroField("nl", {
    min: 0,
    minMessage: E.negativeAmount,
    max: AMOUNT_RANGE.max,
    maxMessage: T.amountTooBig,
  });

const FixedCostsSchema = z.object(
  Object.fromEntries(MONTHLY_COST_FIELDS.map((f) => [f.column, cost()])) as Record<
    string,
    ReturnType<typeof cost>
  >,
);

/**
 * The month as posted (an object of the form's texts). Output: the values by field key and the
 * custom items by section. Every refused amount is reported, fixed and custom together.
 */
export const MonthlyCostsSchema = z
  .record(z.string(), z.string())
  .transform((posted, ctx): { values: MonthlyCostValues; customFields: CustomCostFields } => {
    const fixed = FixedCostsSchema.safeParse(posted);
    if (!fixed.success)
      for (const issue of fixed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    const values = Object.fromEntries(
      MONTHLY_COST_FIELDS.map((f) => [f.key, fixed.success ? fixed.data[f.column] : 0]),
    ) as MonthlyCostValues;
    const sections = new Map<CostSectionKey, Map<string, number>>();
    for (const [key, raw] of Object.entries(posted)) {
      if (!key.startsWith("custom:")) continue;
      const rest = key.slice("custom:".length);
      const sep = rest.indexOf(":");
      const section = rest.slice(0, sep);
      if (sep < 0 || !isCostSection(section)) continue;
      const name = rest.slice(sep + 1).trim();
      if (name === "") continue;
      if (nameLength(name) > MAX_CUSTOM_ITEM_NAME) {
        ctx.addIssue({ code: "custom", message: T.itemNameTooLong(MAX_CUSTOM_ITEM_NAME), path: [] });
        return z.NEVER;
      }
      const read = readOptionalAmount(raw, "nl");
      let value = 0;
      if (!read.ok) ctx.addIssue({ code: "custom", message: AMOUNT_MESSAGES.nl[read.problem], path: [key] });
      else if ((read.value ?? 0) < 0)
        ctx.addIssue({ code: "custom", message: E.negativeAmount, path: [key] });
      else if ((read.value ?? 0) > AMOUNT_RANGE.max)
        ctx.addIssue({ code: "custom", message: T.amountTooBig, path: [key] });
      else value = read.value ?? 0;
      let items = sections.get(section);
      if (!items) sections.set(section, (items = new Map()));
      items.set(name, value);
      if (items.size > MAX_CUSTOM_ITEMS_PER_SECTION) {
        ctx.addIssue({ code: "custom", message: T.tooManyItems(MAX_CUSTOM_ITEMS_PER_SECTION), path: [] });
        return z.NEVER;
      }
    }
    // Own properties whatever the names ('__proto__' included).
    const customFields: CustomCostFields = Object.fromEntries(
      [...sections].map(([section, items]) => [section, Object.fromEntries(items)]),
    );
    return { values, customFields };
  });

export type MonthlyCostsPost = z.output<typeof MonthlyCostsSchema>;

/** 'Kopieer naar andere maanden': 'Jaren vooruit' clamped to 1–10 (default 5), growth in Dutch notation, the selected months. */
export const CopyFormSchema = z.object({
  years_ahead: z.unknown().transform((v) => clampYearsAhead(v)),
  growth: amountField("nl", {
    min: -100,
    max: 1000,
    minMessage: T.growthOutOfRange,
    maxMessage: T.growthOutOfRange,
  }).transform((v) => v ?? 0),
  target: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string())),
});

/** The fixed fields, every section full of custom items, and the page's own fields. */
const MAX_POSTED_ENTRIES =
  MONTHLY_COST_FIELDS.length + COST_SECTION_KEYS.length * (MAX_CUSTOM_ITEMS_PER_SECTION + 1) + 20;

type Posted = { entries(): Iterable<[string, FormDataEntryValue]> };

/**
 * The month's post read by `MonthlyCostsSchema`: the month, or the field errors by input name
 * (custom item names may hold '.' or '[', so the entries are read as they are, not as paths).
 */
export function readMonthlyCostsPost(
  form: Posted,
):
  | { ok: true; value: MonthlyCostsPost }
  | { ok: false; fieldErrors: Record<string, string[]>; formError: string | null } {
  // Own properties whatever the names ('__proto__' included); a post far beyond the caps stops here.
  const posted: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;
  for (const [key, value] of form.entries()) {
    if (++count > MAX_POSTED_ENTRIES)
      return { ok: false, fieldErrors: {}, formError: T.tooManyItems(MAX_CUSTOM_ITEMS_PER_SECTION) };
    if (typeof value === "string") posted[key] = value;
  }
  const parsed = MonthlyCostsSchema.safeParse(posted);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string[]> = {};
  let formError: string | null = null;
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join(".");
    if (key === "") formError ??= issue.message;
    else (fieldErrors[key] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors, formError };
}

/** The copy dialog's post (or its query string): `target` is repeated, one per month. */
export function readCopyPost(form: { get(name: string): unknown; getAll(name: string): unknown[] }) {
  return CopyFormSchema.safeParse({
    years_ahead: form.get("years_ahead") ?? undefined,
    growth: form.get("growth") ?? undefined,
    target: form.getAll("target"),
  });
}
