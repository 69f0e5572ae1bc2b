/** The /numbers breakdown's inline edit of one month's direct sales costs. */
import { NUMBERS_TEXTS as T } from "../../copy/finance/texts";
import { AMOUNT_RANGE, parseMonth, parseYear } from "../bounds";
import { AMOUNT_MESSAGES, readOptionalAmount } from "./amount";

export type DirectSalesEdit =
  | { ok: true; month: number; year: number; directSalesCosts: number }
  | { ok: false; month: number | null; error: string };

/** The posted month, year and amount (Dutch notation): a number from 0 up to the app's amount bound, else the reason. */
export function readDirectSalesEdit(form: { get(name: string): unknown }): DirectSalesEdit {
  const year = parseYear(form.get("year"));
  const month = parseMonth(form.get("month"));
  if (year === null || month === null) return { ok: false, month, error: T.invalidPeriod };
  const read = readOptionalAmount(form.get("direct_sales_costs"), "nl");
  if (!read.ok) return { ok: false, month, error: AMOUNT_MESSAGES.nl[read.problem] };
  const costs = read.value;
  if (costs === undefined) return { ok: false, month, error: T.directSales.notANumber };
  if (costs < 0) return { ok: false, month, error: T.directSales.negative };
  if (costs > AMOUNT_RANGE.max) return { ok: false, month, error: T.directSales.tooBig };
  return { ok: true, month, year, directSalesCosts: costs };
}
