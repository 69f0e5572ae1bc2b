/**
 * 'AI Valuation Advisor' and its score colours (docs/product.md#valuation-advice):
 * a score out of 100, insights per parameter, recommendations and the
 * sector/stage benchmark comparison. Rule-based and deterministic despite the "AI" label.
 * The insights and recommendations are codes with their figures: app/copy/finance/advice-texts.ts
 * words them.
 */
import { type BenchmarkSector, getSectorBenchmark, matchBenchmarkSector, normalizeStage } from "./benchmarks";
import { clamp } from "./parse-number";
import type { Plausibility, PlausibilityWarning, ValuationParameters } from "./valuation";

export type InsightType = "warning" | "info" | "suggestion";

/** What an insight says about its parameter. */
export type InsightCode =
  | "terminalGrowthHigh"
  | "terminalGrowthGood"
  | "revenueMultipleHigh"
  | "revenueMultipleInRange"
  | "ebitdaMarginLow";

export interface ValuationInsight {
  field: keyof ValuationParameters;
  code: InsightCode;
  type: InsightType;
  /** The parameter's value as the advice shows it ('2,5': Dutch decimal comma). */
  value: string;
  /** The benchmark the value was compared with, e.g. '8-15x' or '2-3%'. */
  benchmark?: string;
}

/** A recommendation: by revenue band, for an early stage, towards the sector's margin, or a plausibility warning of the valuation. */
export type Recommendation =
  | { code: "smallRevenue" | "mediumRevenue" | "largeRevenue" | "earlyStage" }
  | { code: "ebitdaMargin"; benchmark: string }
  | { code: "plausibility"; warning: PlausibilityWarning };

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
  recommendations: Recommendation[];
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

/** 2.5 → "2,5"; Dutch decimal comma, up to two decimals. */
function nl(value: number): string {
  return String(Math.round(value * 100) / 100).replace(".", ",");
}

export function isEarlyStage(stage: string | null | undefined): boolean {
  const s = normalizeStage(stage);
  return s === "mvp" || s === "startup";
}

export type RevenueBand = "smallRevenue" | "mediumRevenue" | "largeRevenue";

/** Annual revenue bands on MRR × 12 (only when positive). */
export function getRevenueRecommendation(mrrCurrent: number | null | undefined): RevenueBand | null {
  const annual = (mrrCurrent ?? 0) * 12;
  if (!(annual > 0)) return null;
  if (annual < 100_000) return "smallRevenue";
  if (annual < 1_000_000) return "mediumRevenue";
  return "largeRevenue";
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
  const recommendations: Recommendation[] = [];
  let score = BASE_ADVICE_SCORE;

  const tg = parameters.terminalGrowthRate;
  const tgBenchmark = `${TERMINAL_GROWTH_SUGGESTION.low}-${TERMINAL_GROWTH_SUGGESTION.high}%`;
  if (tg > TERMINAL_GROWTH_WARNING_ABOVE) {
    insights.push({
      field: "terminalGrowthRate",
      code: "terminalGrowthHigh",
      type: "warning",
      value: nl(tg),
      benchmark: tgBenchmark,
    });
    score -= TERMINAL_GROWTH_HIGH_PENALTY;
  } else if (tg >= TERMINAL_GROWTH_SUGGESTION.low && tg <= TERMINAL_GROWTH_SUGGESTION.high) {
    insights.push({
      field: "terminalGrowthRate",
      code: "terminalGrowthGood",
      type: "info",
      value: nl(tg),
      benchmark: tgBenchmark,
    });
  }

  const rm = parameters.revenueMultiple;
  const { low: rmLow, high: rmHigh } = benchmark.revenueMultiple;
  const rmBenchmark = `${nl(rmLow)}-${nl(rmHigh)}x`;
  if (rm > rmHigh) {
    insights.push({
      field: "revenueMultiple",
      code: "revenueMultipleHigh",
      type: "warning",
      value: nl(rm),
      benchmark: rmBenchmark,
    });
    score -= REVENUE_MULTIPLE_HIGH_PENALTY;
  } else if (rm >= rmLow) {
    insights.push({
      field: "revenueMultiple",
      code: "revenueMultipleInRange",
      type: "info",
      value: nl(rm),
      benchmark: rmBenchmark,
    });
  }

  const margin = parameters.targetEbitdaMargin;
  const { low: mLow, high: mHigh } = benchmark.ebitdaMargin;
  const marginBenchmark = `${nl(mLow)}-${nl(mHigh)}%`;
  if (margin < mLow) {
    insights.push({
      field: "targetEbitdaMargin",
      code: "ebitdaMarginLow",
      type: "suggestion",
      value: nl(margin),
      benchmark: marginBenchmark,
    });
    recommendations.push({ code: "ebitdaMargin", benchmark: marginBenchmark });
  }

  const implausible = input.plausibility?.warnings ?? [];
  if (implausible.length > 0) {
    recommendations.unshift(...implausible.map((warning) => ({ code: "plausibility" as const, warning })));
    score -= IMPLAUSIBLE_VALUATION_PENALTY;
  }

  const revenueRecommendation = getRevenueRecommendation(input.mrrCurrent);
  if (revenueRecommendation) recommendations.push({ code: revenueRecommendation });

  if (isEarlyStage(input.stage)) {
    recommendations.push({ code: "earlyStage" });
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
