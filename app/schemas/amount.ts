/**
 * The zod field for an amount or percentage typed in the screen's notation
 * (app/domain/finance/amount.ts): every finance form's schema builds its number fields with it,
 * so the client (conform) and the server read `42.500` the same way.
 */
import { AMOUNT_MESSAGES } from "../copy/finance/amount-texts";
import { type Notation, readOptionalAmount } from "../domain/finance/amount";
import { z } from "./zod";

export interface AmountFieldOptions {
  min?: number;
  max?: number;
  /** Message for a value under `min` (e.g. a negative salary). */
  minMessage?: string;
  maxMessage?: string;
  /** Whole numbers only (e.g. months), with this message. */
  integer?: string;
  /** Empty (or absent) is refused with this message instead of being undefined. */
  required?: string;
}

/** An empty input becomes undefined; text is read in `notation` or refused with its message. */
export function amountField(notation: Notation, options: AmountFieldOptions = {}) {
  let inner = z.number();
  if (options.integer) inner = inner.int(options.integer);
  if (options.min !== undefined) inner = inner.min(options.min, options.minMessage);
  if (options.max !== undefined) inner = inner.max(options.max, options.maxMessage);
  const read = (value: unknown, ctx: z.RefinementCtx) => {
    const result = readOptionalAmount(value, notation);
    if (!result.ok) ctx.addIssue({ code: "custom", message: AMOUNT_MESSAGES[notation][result.problem] });
    else if (result.value === undefined && options.required)
      ctx.addIssue({ code: "custom", message: options.required });
    else return result.value;
    return z.NEVER;
  };
  if (options.required) return z.unknown().transform(read).pipe(inner);
  return z.unknown().transform(read).pipe(inner.optional()).optional();
}

/** The same field where empty means 0 (monthly costs, sales weeks, the forecast budget). */
export function amountOrZeroField(notation: Notation, options: AmountFieldOptions = {}) {
  return amountField(notation, options).transform((v) => v ?? 0);
}
