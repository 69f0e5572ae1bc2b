import { describe, expect, it } from "vitest";

import { generateValuationAdvice } from "../../domain/finance/advice";
import {
  DEFAULT_VALUATION_PARAMETERS,
  type PlausibilityWarning,
  type ValuationParameters,
} from "../../domain/finance/valuation";
import { insightText, recommendationText } from "./advice-texts";

const advise = (
  p: Partial<ValuationParameters>,
  extra: {
    sector?: string;
    stage?: string;
    mrrCurrent?: number;
    plausibility?: { warnings: PlausibilityWarning[] };
  } = {},
) => {
  const advice = generateValuationAdvice({
    parameters: { ...DEFAULT_VALUATION_PARAMETERS, ...p },
    sector: "Technology",
    stage: "Seed",
    ...extra,
  });
  return {
    insights: advice.insights.map(insightText),
    recommendations: advice.recommendations.map(recommendationText),
  };
};

describe("the valuation advice in Dutch", () => {
  it("says the terminal growth insights in the spec's words", () => {
    expect(advise({ terminalGrowthRate: 5 }).insights).toContain(
      "Terminal growth rate boven 4% is zeer optimistisch. Overweeg 2-3% voor mature bedrijven.",
    );
    expect(advise({ terminalGrowthRate: 2.5 }).insights).toContain(
      "Uitstekende terminal growth rate - realistisch en conservatief.",
    );
  });
  it("names the revenue multiple and the sector range with a decimal comma", () => {
    expect(advise({ revenueMultiple: 12.5 }).insights).toContain(
      "Revenue multiple van 12,5x ligt boven de sectorrange (5-12x). Dit is een optimistische waardering.",
    );
    expect(advise({ revenueMultiple: 12 }).insights).toContain(
      "Revenue multiple van 12x valt binnen de sectorrange (5-12x).",
    );
  });
  it("says a low EBITDA margin and recommends the sector's", () => {
    const advice = advise({ targetEbitdaMargin: 10 });
    expect(advice.insights).toContain("EBITDA marge van 10% ligt onder de sectorrange (15-30%).");
    expect(advice.recommendations).toContain(
      "Verbeter je EBITDA marge richting 15-30%, de gebruikelijke marge in je sector.",
    );
  });
  it("recommends by revenue band and for an early stage", () => {
    expect(advise({}, { mrrCurrent: 5_000 }).recommendations).toEqual([
      "Focus op product-market fit en klantacquisitie voordat je op waardering stuurt.",
    ]);
    expect(advise({}, { mrrCurrent: 50_000 }).recommendations).toEqual([
      "Focus op omzetgroei en gezonde unit economics (CAC, LTV, marge).",
    ]);
    expect(advise({}, { mrrCurrent: 100_000 }).recommendations).toEqual([
      "Focus op efficiëntie en schaalbaarheid om de marges verder te verbeteren.",
    ]);
    expect(advise({}, { stage: "MVP" }).recommendations).toEqual([
      "In een vroege fase is een waardering erg onzeker: onderbouw je aannames met tractie en klantdata en verwacht een korting van investeerders.",
    ]);
  });
  it("lists a plausibility warning first, as the valuation says it", () => {
    const warning: PlausibilityWarning = { code: "ebitdaMultiple", implied: 40, low: 15, high: 25 };
    expect(advise({}, { mrrCurrent: 5_000, plausibility: { warnings: [warning] } }).recommendations[0]).toBe(
      "De DCF is 40× de EBITDA; gebruikelijk in de sector is 15×–25×.",
    );
  });
});
