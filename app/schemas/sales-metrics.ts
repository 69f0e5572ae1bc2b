/**
 * 'Weekly Sales Metrics' (docs/product.md#weekly-sales-metrics): the week's figures. The screen is
 * English, so amounts are read in English notation (`1,500.50`); a Dutch `1.500` is refused as
 * ambiguous rather than stored as 1.5. Empty is 0; investments are amounts, the rest whole counts.
 */
import { AMOUNT_RANGE, COUNT_RANGE } from "../domain/bounds";
import { COUNT_FIELDS, MONEY_FIELDS, TEXT_FIELDS, type WeekInput } from "../domain/growth/sales-metrics";
import { amountOrZeroField } from "./amount";
import { z } from "./zod";

const E = {
  negative: "Must be 0 or more",
  tooBig: "Too large",
  whole: "Enter a whole number",
} as const;

const money = () =>
  amountOrZeroField("en", { min: 0, minMessage: E.negative, max: AMOUNT_RANGE.max, maxMessage: E.tooBig });
const count = () =>
  amountOrZeroField("en", {
    integer: E.whole,
    min: 0,
    minMessage: E.negative,
    max: COUNT_RANGE.max,
    maxMessage: E.tooBig,
  });
/** Trimmed, line breaks as '\n' (a browser posts a textarea's as '\r\n'); empty → null. Length is checked by the caller. */
const text = () =>
  z.unknown().transform((v) => (typeof v === "string" && v.trim() ? v.replace(/\r\n?/g, "\n").trim() : null));

export const WeekFormSchema = z.object({
  ...(Object.fromEntries(MONEY_FIELDS.map((f) => [f, money()])) as Record<
    (typeof MONEY_FIELDS)[number],
    ReturnType<typeof money>
  >),
  ...(Object.fromEntries(COUNT_FIELDS.map((f) => [f, count()])) as Record<
    (typeof COUNT_FIELDS)[number],
    ReturnType<typeof count>
  >),
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, text()])) as Record<
    (typeof TEXT_FIELDS)[number],
    ReturnType<typeof text>
  >),
});

/** The week's figures as posted, or the refused fields with their messages. */
export function readWeekPost(
  get: (name: string) => unknown,
): { ok: true; value: WeekInput } | { ok: false; fieldErrors: Record<string, string[]> } {
  const names = [...MONEY_FIELDS, ...COUNT_FIELDS, ...TEXT_FIELDS];
  const parsed = WeekFormSchema.safeParse(Object.fromEntries(names.map((n) => [n, get(n) ?? undefined])));
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
  return { ok: false, fieldErrors };
}
