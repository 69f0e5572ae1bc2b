/**
 * The valuation's words (docs/product.md#valuation), in Dutch as the panel: why there is no
 * valuation, a growth rate held at a bound, and a DCF far outside the sector's multiples
 * (app/domain/finance/valuation.ts gives the codes and figures).
 */
import {
  type GrowthClamp,
  MAX_GROWTH_RATE,
  MIN_GROWTH_RATE,
  type PlausibilityWarning,
  type ValuationFailure,
} from "../../domain/finance/valuation";
import { formatCount } from "../../domain/format/numbers";

export const VALUATION_TEXTS = {
  /** Neither equity nor debt is above 0 (the panel's text). */
  missingCapital: "Kapitaalstructuur gegevens ontbreken",
  /** The spec's "No result" text. */
  unavailable: "Unable to calculate valuation - check your financial data",
} as const;

/** "9,2%": one decimal, Dutch comma. */
const percent = (fraction: number) => `${(Math.round(fraction * 1000) / 10).toString().replace(".", ",")}%`;
/** "75,8×": a multiple with one decimal, Dutch comma. */
const times = (n: number) => `${(Math.round(n * 10) / 10).toString().replace(".", ",")}×`;

/** Why there is no valuation. */
export function valuationErrorText(failure: ValuationFailure): string {
  switch (failure.code) {
    case "missing_capital":
      return VALUATION_TEXTS.missingCapital;
    case "wacc_not_above_terminal_growth":
      return `De WACC (${percent(failure.wacc)}) moet hoger zijn dan de terminal growth rate (${percent(failure.terminalGrowth)}). Verlaag de terminal growth rate of controleer de WACC-gegevens.`;
    case "invalid_input":
      return VALUATION_TEXTS.unavailable;
  }
}

/** The clamp as the panel and the report say it (null: the growth rate was not held). */
export function growthClampText(clamped: GrowthClamp): string | null {
  if (clamped === "max") return `groei begrensd op ${MAX_GROWTH_RATE * 100}%`;
  if (clamped === "min") return `groei verhoogd tot het minimum van ${MIN_GROWTH_RATE * 100}%`;
  return null;
}

/** A DCF far outside the sector's multiples, in words. */
export function plausibilityText(warning: PlausibilityWarning): string {
  switch (warning.code) {
    case "revenueMultiple":
      return `De DCF is ${times(warning.implied)} de omzet; gebruikelijk in de sector is ${times(warning.low)}–${times(warning.high)}. Controleer groei, marge en WACC.`;
    case "ebitdaMultiple":
      return `De DCF is ${times(warning.implied)} de EBITDA; gebruikelijk in de sector is ${times(warning.low)}–${times(warning.high)}.`;
    case "lossMaking":
      return `Het bedrijf is dit jaar verlieslatend (EBITDA ${formatCount(Math.round(warning.ebitda))} euro) en de DCF ligt boven de hoogste omzet-multiple van de sector.`;
  }
}
