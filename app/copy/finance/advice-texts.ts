/**
 * The 'AI Valuation Advisor' words (docs/product.md#valuation-advice), in Dutch: what each insight
 * and recommendation of the advice (app/domain/finance/advice.ts) says. The terminal growth texts
 * are the spec's, verbatim; the spec names the other rules but not their words.
 */
import type { InsightCode, Recommendation, ValuationInsight } from "../../domain/finance/advice";
import { plausibilityText } from "./valuation-texts";

export const ADVICE_INSIGHTS = {
  terminalGrowthHigh: () =>
    "Terminal growth rate boven 4% is zeer optimistisch. Overweeg 2-3% voor mature bedrijven.",
  terminalGrowthGood: () => "Uitstekende terminal growth rate - realistisch en conservatief.",
  revenueMultipleHigh: (value: string, range: string) =>
    `Revenue multiple van ${value}x ligt boven de sectorrange (${range}). Dit is een optimistische waardering.`,
  revenueMultipleInRange: (value: string, range: string) =>
    `Revenue multiple van ${value}x valt binnen de sectorrange (${range}).`,
  ebitdaMarginLow: (value: string, range: string) =>
    `EBITDA marge van ${value}% ligt onder de sectorrange (${range}).`,
} as const satisfies Record<InsightCode, (value: string, range: string) => string>;

export const ADVICE_RECOMMENDATIONS = {
  smallRevenue: "Focus op product-market fit en klantacquisitie voordat je op waardering stuurt.",
  mediumRevenue: "Focus op omzetgroei en gezonde unit economics (CAC, LTV, marge).",
  largeRevenue: "Focus op efficiëntie en schaalbaarheid om de marges verder te verbeteren.",
  earlyStage:
    "In een vroege fase is een waardering erg onzeker: onderbouw je aannames met tractie en klantdata en verwacht een korting van investeerders.",
  ebitdaMargin: (range: string) =>
    `Verbeter je EBITDA marge richting ${range}, de gebruikelijke marge in je sector.`,
} as const;

/** An insight in words. */
export function insightText(insight: ValuationInsight): string {
  return ADVICE_INSIGHTS[insight.code](insight.value, insight.benchmark ?? "");
}

/** A recommendation in words (a plausibility warning as the valuation says it). */
export function recommendationText(recommendation: Recommendation): string {
  switch (recommendation.code) {
    case "plausibility":
      return plausibilityText(recommendation.warning);
    case "ebitdaMargin":
      return ADVICE_RECOMMENDATIONS.ebitdaMargin(recommendation.benchmark);
    default:
      return ADVICE_RECOMMENDATIONS[recommendation.code];
  }
}
