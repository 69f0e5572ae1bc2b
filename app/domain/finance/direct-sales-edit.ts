/** The /numbers breakdown's inline edit of one month's direct sales costs. */
import { AMOUNT_RANGE, parseMonth, parseYear } from "../bounds";
import { type AmountProblem, readOptionalAmount } from "./amount";

export type DirectSalesEdit =
  | { ok: true; month: number; year: number; directSalesCosts: number }
  | { ok: false; month: number | null; error: DirectSalesProblem };

/** Why the edit is refused: app/copy/finance words it (directSalesEditError). */
export type DirectSalesProblem = "invalidPeriod" | AmountProblem | "notANumber" | "negative" | "tooBig";

/** The posted month, year and amount (Dutch notation): a number from 0 up to the app's amount bound, else why not. */
export function readDirectSalesEdit(form: { get(name: string): unknown }): DirectSalesEdit {
  const year = parseYear(form.get("year"));
  const month = parseMonth(form.get("month"));
  if (year === null || month === null) return { ok: false, month, error: "invalidPeriod" };
  const read = readOptionalAmount(form.get("direct_sales_costs"), "nl");
  if (!read.ok) return { ok: false, month, error: read.problem };
  const costs = read.value;
  if (costs === undefined) return { ok: false, month, error: "notANumber" };
  if (costs < 0) return { ok: false, month, error: "negative" };
  if (costs > AMOUNT_RANGE.max) return { ok: false, month, error: "tooBig" };
  return { ok: true, month, year, directSalesCosts: costs };
}
