/**
 * Company valuation (docs/product.md#valuation):
 * discounted cash flow, revenue multiple and EBITDA multiple.
 *
 * Percentages travel as the user types them (2.5 means 2.5 %) and are divided by 100 only
 * inside the formulas; `wacc` in the result is a fraction (0.092 = 9.2 %).
 */
import { getSectorBenchmark } from "./benchmarks";
import { clamp, parseNumberOrZero, parseOptionalNumber } from "./parse-number";

export interface ValuationParameters {
  /** Percent. */
  terminalGrowthRate: number;
  /** Integer 3–10. */
  projectionYears: number;
  revenueMultiple: number;
  ebitdaMultiple: number;
  /** Percent. */
  targetEbitdaMargin: number;
}

export const DEFAULT_VALUATION_PARAMETERS: Readonly<ValuationParameters> = {
  terminalGrowthRate: 2.5,
  projectionYears: 5,
  revenueMultiple: 5,
  ebitdaMultiple: 12,
  targetEbitdaMargin: 20,
};

export const MIN_PROJECTION_YEARS = 3;
export const MAX_PROJECTION_YEARS = 10;

export interface ValuationProjection {
  /** 1 … projectionYears: the n in revenue × (1 + rate)^n. */
  year: number;
  revenue: number;
  freeCashFlow: number;
}

export interface ValuationResult {
  dcfValuation: number;
  revenueMultipleValuation: number;
  ebitdaMultipleValuation: number;
  /** The terminal value as a present value (discounted over the projection years). */
  terminalValue: number;
  /** Fraction: 0.092 = 9.2 %. */
  wacc: number;
  projections: ValuationProjection[];
}

/** Why no valuation could be made; `message` is the text the panel shows. */
export type ValuationErrorCode = "missing_capital" | "wacc_not_above_terminal_growth" | "invalid_input";

/** A growth rate held at a bound of the spec's 5 %–100 % range (shown: 'groei begrensd op 100%'). */
export type GrowthClamp = "max" | "min" | null;

export interface Plausibility {
  /** DCF ÷ current revenue. */
  impliedRevenueMultiple: number | null;
  /** DCF ÷ current EBITDA (null when the EBITDA is not positive). */
  impliedEbitdaMultiple: number | null;
  /** Why the DCF lies far outside the sector's multiples (empty when it does not). */
  warnings: PlausibilityWarning[];
}

/**
 * A DCF far outside the sector's multiples, with the figures the warning names
 * (app/copy/finance/valuation-texts.ts words it): the implied revenue or EBITDA multiple against
 * the sector's range, or a loss this year (its EBITDA in euros) under a DCF above the highest
 * revenue multiple.
 */
export type PlausibilityWarning =
  | { code: "revenueMultiple" | "ebitdaMultiple"; implied: number; low: number; high: number }
  | { code: "lossMaking"; ebitda: number };

/** Why there is no valuation (app/copy/finance/valuation-texts.ts says it); the WACC and terminal growth as fractions. */
export type ValuationFailure =
  | { ok: false; code: "missing_capital" | "invalid_input" }
  | { ok: false; code: "wacc_not_above_terminal_growth"; wacc: number; terminalGrowth: number };

export type ValuationOutcome =
  | {
      ok: true;
      result: ValuationResult;
      currentRevenue: number;
      growthRate: number;
      growthClamp: GrowthClamp;
      /** This year's costs that entered the free cash flows (null: not known, the target margin throughout). */
      currentCosts: number | null;
      plausibility: Plausibility;
    }
  | ValuationFailure;

/* --------------------------------------------------------------- parameters */

/**
 * Valuation inputs as typed into the panel (docs/product.md#valuation): a non-numeric value becomes 0.
 * Projection years: an integer is clamped to 3–10; a non-integer or non-numeric value falls
 * back to 5. (The panel's number input has min 3 / max 10; clamping keeps a typed 12 at the
 * nearest allowed value 10 instead of silently jumping to 5.)
 */
export function sanitizeValuationParameters(
  raw: Partial<Record<keyof ValuationParameters, unknown>>,
): ValuationParameters {
  return {
    terminalGrowthRate: parseNumberOrZero(raw.terminalGrowthRate),
    projectionYears: sanitizeProjectionYears(raw.projectionYears),
    revenueMultiple: parseNumberOrZero(raw.revenueMultiple),
    ebitdaMultiple: parseNumberOrZero(raw.ebitdaMultiple),
    targetEbitdaMargin: parseNumberOrZero(raw.targetEbitdaMargin),
  };
}

export function sanitizeProjectionYears(value: unknown): number {
  const years = parseOptionalNumber(value);
  if (years === undefined || !Number.isInteger(years)) return DEFAULT_VALUATION_PARAMETERS.projectionYears;
  return clamp(years, MIN_PROJECTION_YEARS, MAX_PROJECTION_YEARS);
}

/**
 * Saved parameters with the defaults (2.5 / 5 / 5 / 12 / 20) for every missing or
 * non-numeric field; also what the panel uses when loading the saved parameters fails.
 */
export function resolveValuationParameters(
  saved: Partial<Record<keyof ValuationParameters, unknown>> | null | undefined,
): ValuationParameters {
  const d = DEFAULT_VALUATION_PARAMETERS;
  const s = saved ?? {};
  const years = parseOptionalNumber(s.projectionYears);
  return {
    terminalGrowthRate: parseOptionalNumber(s.terminalGrowthRate) ?? d.terminalGrowthRate,
    projectionYears: years === undefined ? d.projectionYears : sanitizeProjectionYears(years),
    revenueMultiple: parseOptionalNumber(s.revenueMultiple) ?? d.revenueMultiple,
    ebitdaMultiple: parseOptionalNumber(s.ebitdaMultiple) ?? d.ebitdaMultiple,
    targetEbitdaMargin: parseOptionalNumber(s.targetEbitdaMargin) ?? d.targetEbitdaMargin,
  };
}

/* ----------------------------------------------------------------- formulas */

/** The valuation is available only when equity or debt is above 0. */
export function isValuationAvailable(capital: {
  equityInvestment?: number | null;
  debtAmount?: number | null;
}): boolean {
  return (capital.equityInvestment ?? 0) > 0 || (capital.debtAmount ?? 0) > 0;
}

/** Current revenue = MRR × 12 + the auto-generated yearly revenue of the current year. */
export function computeCurrentRevenue(
  mrrCurrent: number | null | undefined,
  autoGeneratedYearlyRevenue: number | null | undefined,
): number {
  return parseNumberOrZero(mrrCurrent) * 12 + parseNumberOrZero(autoGeneratedYearlyRevenue);
}

export const DEFAULT_GROWTH_RATE = 0.2;
export const MIN_GROWTH_RATE = 0.05;
export const MAX_GROWTH_RATE = 1;

/**
 * Growth rate as a fraction: 20 % by default; when last year's revenue is above 0 and the
 * current revenue exceeds it, the relative increase clamped to 5 %–100 %.
 */
export function computeGrowthRate(
  currentRevenue: number,
  lastYearRevenue: number | null | undefined,
): number {
  return growthRateOf(currentRevenue, lastYearRevenue).rate;
}

/** The growth rate and whether it was held at a bound ('groei begrensd op 100%'). */
export function growthRateOf(
  currentRevenue: number,
  lastYearRevenue: number | null | undefined,
): { rate: number; clamp: GrowthClamp } {
  const last = parseNumberOrZero(lastYearRevenue);
  if (last > 0 && currentRevenue > last) {
    const raw = (currentRevenue - last) / last;
    const rate = clamp(raw, MIN_GROWTH_RATE, MAX_GROWTH_RATE);
    return { rate, clamp: raw > MAX_GROWTH_RATE ? "max" : raw < MIN_GROWTH_RATE ? "min" : null };
  }
  return { rate: DEFAULT_GROWTH_RATE, clamp: null };
}

/**
 * Free cash flows with this year's costs (docs/decisions/044-amounts-revenue-and-valuations.md):
 * the EBITDA margin starts at this year's (revenue − costs) / revenue and moves in equal steps to
 * the target margin by the last projection year, so a loss-making company is not valued as if
 * it already earned the target margin. Without known costs the target margin holds throughout
 * (the spec's formula).
 */
export function computeProjectionsWithCosts(
  currentRevenue: number,
  growthRate: number,
  projectionYears: number,
  targetEbitdaMargin: number,
  currentCosts: number | null,
): ValuationProjection[] {
  if (currentCosts === null || !(currentRevenue > 0))
    return computeProjections(currentRevenue, growthRate, projectionYears, targetEbitdaMargin);
  const startMargin = (currentRevenue - currentCosts) / currentRevenue;
  const target = targetEbitdaMargin / 100;
  return computeProjections(currentRevenue, growthRate, projectionYears, targetEbitdaMargin).map((p) => {
    const margin = startMargin + ((target - startMargin) * p.year) / projectionYears;
    return { ...p, freeCashFlow: p.revenue * margin };
  });
}

/** How far outside the sector's multiples a DCF may lie before it is flagged: 2× the high end, half the low end. */
export const PLAUSIBILITY_FACTOR = 2;

/**
 * The DCF against the sector's revenue- and EBITDA-multiple ranges: flagged when the implied
 * multiple lies above twice the range's high end or below half its low end.
 */
export function checkPlausibility(
  dcf: number,
  currentRevenue: number,
  currentEbitda: number | null,
  ranges: { revenueMultiple: { low: number; high: number }; ebitdaMultiple: { low: number; high: number } },
): Plausibility {
  const warnings: PlausibilityWarning[] = [];
  const impliedRevenueMultiple = currentRevenue > 0 ? dcf / currentRevenue : null;
  const impliedEbitdaMultiple = currentEbitda !== null && currentEbitda > 0 ? dcf / currentEbitda : null;
  const outside = (value: number, range: { low: number; high: number }) =>
    value > range.high * PLAUSIBILITY_FACTOR || value < range.low / PLAUSIBILITY_FACTOR;
  if (impliedRevenueMultiple !== null && outside(impliedRevenueMultiple, ranges.revenueMultiple)) {
    const { low, high } = ranges.revenueMultiple;
    warnings.push({ code: "revenueMultiple", implied: impliedRevenueMultiple, low, high });
  }
  if (impliedEbitdaMultiple !== null && outside(impliedEbitdaMultiple, ranges.ebitdaMultiple)) {
    const { low, high } = ranges.ebitdaMultiple;
    warnings.push({ code: "ebitdaMultiple", implied: impliedEbitdaMultiple, low, high });
  }
  if (
    currentEbitda !== null &&
    currentEbitda <= 0 &&
    dcf > 0 &&
    impliedRevenueMultiple !== null &&
    impliedRevenueMultiple > ranges.revenueMultiple.high
  ) {
    warnings.push({ code: "lossMaking", ebitda: currentEbitda });
  }
  return { impliedRevenueMultiple, impliedEbitdaMultiple, warnings };
}

/** Revenue in year n = current × (1 + rate)^n; free cash flow = revenue × margin%/100. */
export function computeProjections(
  currentRevenue: number,
  growthRate: number,
  projectionYears: number,
  targetEbitdaMargin: number,
): ValuationProjection[] {
  const projections: ValuationProjection[] = [];
  for (let year = 1; year <= projectionYears; year++) {
    const revenue = currentRevenue * Math.pow(1 + growthRate, year);
    projections.push({ year, revenue, freeCashFlow: revenue * (targetEbitdaMargin / 100) });
  }
  return projections;
}

export const DEFAULT_WACC_INPUTS = { riskFreeRate: 2, marketReturn: 8, betaValue: 1.2 } as const;

export interface WaccInputs {
  /** Percent. */
  riskFreeRate?: number | null;
  /** Percent. */
  marketReturn?: number | null;
  betaValue?: number | null;
}

/**
 * WACC = rf + beta × (market − rf), percentages divided by 100, as a fraction.
 * A missing (null/undefined) or non-numeric input takes its default (2 %, 8 %, 1.2); an
 * entered 0 is kept (a risk-free rate of 0 % is a real value).
 */
export function computeWacc(inputs: WaccInputs): number {
  const rf = (parseOptionalNumber(inputs.riskFreeRate) ?? DEFAULT_WACC_INPUTS.riskFreeRate) / 100;
  const mr = (parseOptionalNumber(inputs.marketReturn) ?? DEFAULT_WACC_INPUTS.marketReturn) / 100;
  const beta = parseOptionalNumber(inputs.betaValue) ?? DEFAULT_WACC_INPUTS.betaValue;
  return rf + beta * (mr - rf);
}

/** Terminal value (undiscounted) = last FCF × (1 + g) / (WACC − g); g and WACC as fractions. */
export function computeTerminalValue(lastFreeCashFlow: number, wacc: number, terminalGrowth: number): number {
  return (lastFreeCashFlow * (1 + terminalGrowth)) / (wacc - terminalGrowth);
}

/** Present value of an amount n years out at the WACC. */
export function discount(amount: number, wacc: number, years: number): number {
  return amount / Math.pow(1 + wacc, years);
}

/** Revenue multiple valuation = revenue × multiple. */
export function computeRevenueMultipleValuation(revenue: number, revenueMultiple: number): number {
  return revenue * revenueMultiple;
}

/** EBITDA multiple valuation = revenue × margin%/100 × EBITDA multiple. */
export function computeEbitdaMultipleValuation(
  revenue: number,
  targetEbitdaMargin: number,
  ebitdaMultiple: number,
): number {
  return revenue * (targetEbitdaMargin / 100) * ebitdaMultiple;
}

export interface ValuationInput extends WaccInputs {
  /** This year's revenue from the one revenue function; when given it replaces MRR × 12 + auto revenue. */
  currentRevenue?: number | null;
  /** This year's total costs from the one cost source; null / absent when not known. */
  currentCosts?: number | null;
  /** The sector, for the plausibility check against its multiples. */
  sector?: string | null;
  mrrCurrent?: number | null;
  /** Cohort revenue of the current year (auto revenue), in euros per year. */
  autoGeneratedYearlyRevenue?: number | null;
  /** Last year's revenue: startup_data.revenue_year_3 ("treated as last year"). */
  lastYearRevenue?: number | null;
  equityInvestment?: number | null;
  debtAmount?: number | null;
}

/**
 * The whole valuation. Returns an error outcome (never Infinity or NaN) when:
 * - neither equity nor debt is above 0 → 'Kapitaalstructuur gegevens ontbreken';
 * - the WACC is not above the terminal growth rate: the Gordon-growth terminal value
 *   last FCF × (1 + g) / (WACC − g) divides by zero or turns negative, so there is no
 *   meaningful DCF. The panel shows the message and asks for a lower terminal growth
 *   (or higher WACC inputs); the multiples are not shown either, to keep the result whole;
 * - a number came out non-finite anyway (absurd inputs) → the spec's
 *   'Unable to calculate valuation - check your financial data'.
 */
export function computeValuation(
  input: ValuationInput,
  rawParameters: Partial<Record<keyof ValuationParameters, unknown>>,
): ValuationOutcome {
  if (!isValuationAvailable(input)) return { ok: false, code: "missing_capital" };

  const parameters = sanitizeValuationParameters(rawParameters);
  const wacc = computeWacc(input);
  const g = parameters.terminalGrowthRate / 100;
  if (!(wacc > g)) {
    return { ok: false, code: "wacc_not_above_terminal_growth", wacc, terminalGrowth: g };
  }

  const currentRevenue =
    input.currentRevenue ?? computeCurrentRevenue(input.mrrCurrent, input.autoGeneratedYearlyRevenue);
  const { rate: growthRate, clamp: growthClamp } = growthRateOf(currentRevenue, input.lastYearRevenue);
  const currentCosts =
    input.currentCosts !== undefined && input.currentCosts !== null && input.currentCosts > 0
      ? input.currentCosts
      : null;
  const projections = computeProjectionsWithCosts(
    currentRevenue,
    growthRate,
    parameters.projectionYears,
    parameters.targetEbitdaMargin,
    currentCosts,
  );

  const discountedCashFlows = projections.reduce((sum, p) => sum + discount(p.freeCashFlow, wacc, p.year), 0);
  const lastFreeCashFlow = projections[projections.length - 1].freeCashFlow;
  const terminalValue = discount(
    computeTerminalValue(lastFreeCashFlow, wacc, g),
    wacc,
    parameters.projectionYears,
  );

  const result: ValuationResult = {
    dcfValuation: discountedCashFlows + terminalValue,
    revenueMultipleValuation: computeRevenueMultipleValuation(currentRevenue, parameters.revenueMultiple),
    ebitdaMultipleValuation: computeEbitdaMultipleValuation(
      currentRevenue,
      parameters.targetEbitdaMargin,
      parameters.ebitdaMultiple,
    ),
    terminalValue,
    wacc,
    projections,
  };
  const numbers = [
    result.dcfValuation,
    result.revenueMultipleValuation,
    result.ebitdaMultipleValuation,
    result.terminalValue,
    result.wacc,
  ];
  if (
    !numbers.every(Number.isFinite) ||
    !projections.every((p) => Number.isFinite(p.revenue) && Number.isFinite(p.freeCashFlow))
  ) {
    return { ok: false, code: "invalid_input" };
  }
  const benchmark = getSectorBenchmark(input.sector);
  const plausibility = checkPlausibility(
    result.dcfValuation,
    currentRevenue,
    currentCosts === null ? null : currentRevenue - currentCosts,
    benchmark,
  );
  return { ok: true, result, currentRevenue, growthRate, growthClamp, currentCosts, plausibility };
}
