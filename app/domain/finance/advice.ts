/**
 * 'AI Valuation Advisor' and its score colours (docs/product.md#valuation-advice):
 * a score out of 100, insights per parameter, recommendations and the
 * sector/stage benchmark comparison. Rule-based and deterministic despite the "AI" label.
 */
import { type BenchmarkSector, getSectorBenchmark, matchBenchmarkSector, normalizeStage } from "./benchmarks";
import { clamp } from "./parse-number";
import type { Plausibility, ValuationParameters } from "./valuation";

export type InsightType = "warning" | "info" | "suggestion";

export interface ValuationInsight {
  field: keyof ValuationParameters;
  message: string;
  type: InsightType;
  /** The benchmark the value was compared with, e.g. '8-15x' or '2-3%'. */
  benchmark?: string;
}

export interface BenchmarkComparison {
  /** The benchmark row used ('saas', 'technology', …, 'default'). */
  sector: BenchmarkSector;
  /** The stage in lower case, 'growth' when none is stored. */
  stage: string;
  revenueMultipleRange: { low: number; high: number };
  ebitdaMultipleRange: { low: number; high: number };
  /** Percent. */
  terminalGrowthSuggestion: { low: number; high: number };
}

export interface ValuationAdvice {
  overallScore: number;
  insights: ValuationInsight[];
  recommendations: string[];
  benchmarkComparison: BenchmarkComparison;
}

export const BASE_ADVICE_SCORE = 85;
export const TERMINAL_GROWTH_HIGH_PENALTY = 10;
export const REVENUE_MULTIPLE_HIGH_PENALTY = 15;
export const EARLY_STAGE_PENALTY = 20;
export const EARLY_STAGE_SCORE_FLOOR = 40;
/** Spec: terminal growth 2 to 3 inclusive is "realistic and conservative". */
export const TERMINAL_GROWTH_SUGGESTION = { low: 2, high: 3 } as const;
export const TERMINAL_GROWTH_WARNING_ABOVE = 4;

/* Verbatim texts of the spec. */
export const TERMINAL_GROWTH_HIGH_WARNING =
  "Terminal growth rate boven 4% is zeer optimistisch. Overweeg 2-3% voor mature bedrijven.";
export const TERMINAL_GROWTH_GOOD_INFO = "Uitstekende terminal growth rate - realistisch en conservatief.";

/* Our texts where the spec names the rule but not the words. */
export const RECOMMENDATION_SMALL_REVENUE =
  "Focus op product-market fit en klantacquisitie voordat je op waardering stuurt.";
export const RECOMMENDATION_MEDIUM_REVENUE =
  "Focus op omzetgroei en gezonde unit economics (CAC, LTV, marge).";
export const RECOMMENDATION_LARGE_REVENUE =
  "Focus op efficiëntie en schaalbaarheid om de marges verder te verbeteren.";
export const RECOMMENDATION_EARLY_STAGE =
  "In een vroege fase is een waardering erg onzeker: onderbouw je aannames met tractie en klantdata en verwacht een korting van investeerders.";

/** 2.5 → "2,5"; Dutch decimal comma, up to two decimals. */
function nl(value: number): string {
  return String(Math.round(value * 100) / 100).replace(".", ",");
}

export function isEarlyStage(stage: string | null | undefined): boolean {
  const s = normalizeStage(stage);
  return s === "mvp" || s === "startup";
}

/** Annual revenue bands on MRR × 12 (only when positive). */
export function getRevenueRecommendation(mrrCurrent: number | null | undefined): string | null {
  const annual = (mrrCurrent ?? 0) * 12;
  if (!(annual > 0)) return null;
  if (annual < 100_000) return RECOMMENDATION_SMALL_REVENUE;
  if (annual < 1_000_000) return RECOMMENDATION_MEDIUM_REVENUE;
  return RECOMMENDATION_LARGE_REVENUE;
}

export interface AdviceInput {
  parameters: ValuationParameters;
  sector?: string | null;
  stage?: string | null;
  mrrCurrent?: number | null;
  /** The calculated valuation's plausibility check: its warnings cost points and are listed first. */
  plausibility?: Pick<Plausibility, "warnings"> | null;
}

/** A DCF far outside the sector's multiples (valuation.ts#checkPlausibility). */
export const IMPLAUSIBLE_VALUATION_PENALTY = 30;

/**
 * The advice. Score: 85; terminal growth above 4 → −10; revenue multiple above the sector's
 * high → −15; stage 'MVP' or 'startup' (any case) → −20 but not below 40; finally clamped
 * to 0–100. Insights in the order terminal growth, revenue multiple, EBITDA margin.
 */
export function generateValuationAdvice(input: AdviceInput): ValuationAdvice {
  const { parameters } = input;
  const benchmark = getSectorBenchmark(input.sector);
  const insights: ValuationInsight[] = [];
  const recommendations: string[] = [];
  let score = BASE_ADVICE_SCORE;

  const tg = parameters.terminalGrowthRate;
  const tgBenchmark = `${TERMINAL_GROWTH_SUGGESTION.low}-${TERMINAL_GROWTH_SUGGESTION.high}%`;
  if (tg > TERMINAL_GROWTH_WARNING_ABOVE) {
    insights.push({
      field: "terminalGrowthRate",
      message: TERMINAL_GROWTH_HIGH_WARNING,
      type: "warning",
      benchmark: tgBenchmark,
    });
    score -= TERMINAL_GROWTH_HIGH_PENALTY;
  } else if (tg >= TERMINAL_GROWTH_SUGGESTION.low && tg <= TERMINAL_GROWTH_SUGGESTION.high) {
    insights.push({
      field: "terminalGrowthRate",
      message: TERMINAL_GROWTH_GOOD_INFO,
      type: "info",
      benchmark: tgBenchmark,
    });
  }

  const rm = parameters.revenueMultiple;
  const { low: rmLow, high: rmHigh } = benchmark.revenueMultiple;
  const rmBenchmark = `${nl(rmLow)}-${nl(rmHigh)}x`;
  if (rm > rmHigh) {
    insights.push({
      field: "revenueMultiple",
      message: `Revenue multiple van ${nl(rm)}x ligt boven de sectorrange (${rmBenchmark}). Dit is een optimistische waardering.`,
      type: "warning",
      benchmark: rmBenchmark,
    });
    score -= REVENUE_MULTIPLE_HIGH_PENALTY;
  } else if (rm >= rmLow) {
    insights.push({
      field: "revenueMultiple",
      message: `Revenue multiple van ${nl(rm)}x valt binnen de sectorrange (${rmBenchmark}).`,
      type: "info",
      benchmark: rmBenchmark,
    });
  }

  const margin = parameters.targetEbitdaMargin;
  const { low: mLow, high: mHigh } = benchmark.ebitdaMargin;
  const marginBenchmark = `${nl(mLow)}-${nl(mHigh)}%`;
  if (margin < mLow) {
    insights.push({
      field: "targetEbitdaMargin",
      message: `EBITDA marge van ${nl(margin)}% ligt onder de sectorrange (${marginBenchmark}).`,
      type: "suggestion",
      benchmark: marginBenchmark,
    });
    recommendations.push(
      `Verbeter je EBITDA marge richting ${marginBenchmark}, de gebruikelijke marge in je sector.`,
    );
  }

  const implausible = input.plausibility?.warnings ?? [];
  if (implausible.length > 0) {
    recommendations.unshift(...implausible);
    score -= IMPLAUSIBLE_VALUATION_PENALTY;
  }

  const revenueRecommendation = getRevenueRecommendation(input.mrrCurrent);
  if (revenueRecommendation) recommendations.push(revenueRecommendation);

  if (isEarlyStage(input.stage)) {
    recommendations.push(RECOMMENDATION_EARLY_STAGE);
    score = Math.max(EARLY_STAGE_SCORE_FLOOR, score - EARLY_STAGE_PENALTY);
  }

  return {
    overallScore: clamp(score, 0, 100),
    insights,
    recommendations,
    benchmarkComparison: {
      sector: matchBenchmarkSector(input.sector),
      stage: normalizeStage(input.stage),
      revenueMultipleRange: { low: rmLow, high: rmHigh },
      ebitdaMultipleRange: { low: benchmark.ebitdaMultiple.low, high: benchmark.ebitdaMultiple.high },
      terminalGrowthSuggestion: { ...TERMINAL_GROWTH_SUGGESTION },
    },
  };
}

export type FieldStatus = "warning" | "good" | "error";

/** Field status of a parameter input: warning → warning, info → good, any other type → error; no insight → null. */
export function getFieldStatus(
  insights: readonly ValuationInsight[],
  field: keyof ValuationParameters,
): FieldStatus | null {
  const insight = insights.find((i) => i.field === field);
  if (!insight) return null;
  if (insight.type === "warning") return "warning";
  if (insight.type === "info") return "good";
  return "error";
}

export type ScoreColor = "green" | "orange" | "red";

/** Score colour: 80 or more green, 60 or more orange, otherwise red. */
export function getScoreColor(score: number): ScoreColor {
  if (score >= 80) return "green";
  if (score >= 60) return "orange";
  return "red";
}
