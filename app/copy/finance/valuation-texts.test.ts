import { describe, expect, it } from "vitest";

import {
  checkPlausibility,
  computeValuation,
  DEFAULT_VALUATION_PARAMETERS,
} from "../../domain/finance/valuation";
import { growthClampText, plausibilityText, VALUATION_TEXTS, valuationErrorText } from "./valuation-texts";

const base = { mrrCurrent: 10_000, equityInvestment: 100_000 };
const failure = (...args: Parameters<typeof computeValuation>) => {
  const outcome = computeValuation(...args);
  if (outcome.ok) throw new Error("valued");
  return valuationErrorText(outcome);
};

describe("the valuation's words in Dutch", () => {
  it("says why there is no valuation, with the WACC and terminal growth as percentages", () => {
    expect(failure({ mrrCurrent: 10_000 }, DEFAULT_VALUATION_PARAMETERS)).toBe(
      "Kapitaalstructuur gegevens ontbreken",
    );
    expect(
      failure(
        { ...base, riskFreeRate: 2, marketReturn: 8, betaValue: 0.5 },
        { ...DEFAULT_VALUATION_PARAMETERS, terminalGrowthRate: 5 },
      ),
    ).toBe(
      "De WACC (5%) moet hoger zijn dan de terminal growth rate (5%). Verlaag de terminal growth rate of controleer de WACC-gegevens.",
    );
    expect(failure(base, { ...DEFAULT_VALUATION_PARAMETERS, terminalGrowthRate: 12 })).toBe(
      "De WACC (9,2%) moet hoger zijn dan de terminal growth rate (12%). Verlaag de terminal growth rate of controleer de WACC-gegevens.",
    );
    expect(failure({ mrrCurrent: 1e307, equityInvestment: 1 }, DEFAULT_VALUATION_PARAMETERS)).toBe(
      "Unable to calculate valuation - check your financial data",
    );
    expect(VALUATION_TEXTS.unavailable).toBe("Unable to calculate valuation - check your financial data");
  });
  it("says a growth rate held at a bound", () => {
    expect(growthClampText("max")).toBe("groei begrensd op 100%");
    expect(growthClampText("min")).toBe("groei verhoogd tot het minimum van 5%");
    expect(growthClampText(null)).toBeNull();
  });
  it("says why a DCF is implausible, with multiples to one decimal", () => {
    const { warnings } = checkPlausibility(49_600_000, 654_000, 654_000 - 1_466_000, {
      revenueMultiple: { low: 8, high: 15 },
      ebitdaMultiple: { low: 15, high: 25 },
    });
    expect(warnings.map(plausibilityText)).toEqual([
      "De DCF is 75,8× de omzet; gebruikelijk in de sector is 8×–15×. Controleer groei, marge en WACC.",
      "Het bedrijf is dit jaar verlieslatend (EBITDA -812.000 euro) en de DCF ligt boven de hoogste omzet-multiple van de sector.",
    ]);
  });
});
