/**
 * Sector benchmarks and the valuation panel's smart defaults
 * (docs/product.md#valuation-advice).
 */
import { ownValue } from "../own-keys";
import { DEFAULT_VALUATION_PARAMETERS, type ValuationParameters } from "./valuation";

export interface BenchmarkRange {
  low: number;
  high: number;
  typical: number;
}

export interface SectorBenchmark {
  revenueMultiple: BenchmarkRange;
  ebitdaMultiple: BenchmarkRange;
  /** Percent, as the target EBITDA margin parameter. */
  ebitdaMargin: BenchmarkRange;
}

export const BENCHMARK_SECTORS = [
  "saas",
  "technology",
  "ecommerce",
  "fintech",
  "healthcare",
  "education",
  "default",
] as const;
export type BenchmarkSector = (typeof BENCHMARK_SECTORS)[number];

const range = (low: number, high: number, typical: number): BenchmarkRange => ({ low, high, typical });

/** The spec's table, low-high (typical). */
export const SECTOR_BENCHMARKS: Readonly<Record<BenchmarkSector, SectorBenchmark>> = {
  saas: {
    revenueMultiple: range(8, 15, 10),
    ebitdaMultiple: range(15, 25, 18),
    ebitdaMargin: range(20, 35, 25),
  },
  technology: {
    revenueMultiple: range(5, 12, 7),
    ebitdaMultiple: range(12, 20, 15),
    ebitdaMargin: range(15, 30, 20),
  },
  ecommerce: {
    revenueMultiple: range(1, 4, 2.5),
    ebitdaMultiple: range(8, 15, 10),
    ebitdaMargin: range(5, 15, 8),
  },
  fintech: {
    revenueMultiple: range(6, 14, 9),
    ebitdaMultiple: range(12, 22, 16),
    ebitdaMargin: range(25, 45, 32),
  },
  healthcare: {
    revenueMultiple: range(3, 8, 5),
    ebitdaMultiple: range(10, 18, 13),
    ebitdaMargin: range(12, 25, 18),
  },
  education: {
    revenueMultiple: range(2, 6, 3.5),
    ebitdaMultiple: range(8, 14, 10),
    ebitdaMargin: range(15, 28, 20),
  },
  default: {
    revenueMultiple: range(3, 8, 5),
    ebitdaMultiple: range(10, 16, 12),
    ebitdaMargin: range(15, 25, 20),
  },
};

/** Spec: "Default sector 'technology', default stage 'growth'" (used when none is stored). */
export const DEFAULT_BENCHMARK_SECTOR: BenchmarkSector = "technology";
export const DEFAULT_STAGE = "growth";

/**
 * The sector options of the profile form (lower-cased) that name a benchmark row differently.
 * The spec matches the sector in lower case against the table keys; the form's options are
 * 'SaaS/Software', 'E-commerce', … so without this map only an exact key would match.
 * - 'saas/software' → saas
 * - 'e-commerce' → ecommerce
 * - 'fintech' → fintech (matches directly in lower case)
 * - 'healthtech' → healthcare, 'edtech' → education
 * - 'ai/ml', 'iot' → technology (technology companies without a row of their own)
 * Every other option (GreenTech, Gaming, Media/Content, Logistics, Food & Beverage, Fashion,
 * Real Estate, Travel, Other) and any unknown text uses the 'default' row.
 * An empty or missing sector is the default sector 'technology'.
 */
export const SECTOR_ALIASES: Readonly<Record<string, BenchmarkSector>> = {
  "saas/software": "saas",
  software: "saas",
  "e-commerce": "ecommerce",
  healthtech: "healthcare",
  edtech: "education",
  tech: "technology",
  "ai/ml": "technology",
  iot: "technology",
};

function isBenchmarkSector(value: string): value is BenchmarkSector {
  return (BENCHMARK_SECTORS as readonly string[]).includes(value);
}

/** The benchmark row for a stored sector text, matched in lower case (see SECTOR_ALIASES). */
export function matchBenchmarkSector(sector: string | null | undefined): BenchmarkSector {
  const key = (sector ?? "").trim().toLowerCase();
  if (key === "") return DEFAULT_BENCHMARK_SECTOR;
  if (isBenchmarkSector(key)) return key;
  return ownValue(SECTOR_ALIASES, key) ?? "default";
}

export function getSectorBenchmark(sector: string | null | undefined): SectorBenchmark {
  return SECTOR_BENCHMARKS[matchBenchmarkSector(sector)];
}

/** The stage in lower case, 'growth' when none is stored. */
export function normalizeStage(stage: string | null | undefined): string {
  const key = (stage ?? "").trim().toLowerCase();
  return key === "" ? DEFAULT_STAGE : key;
}

/** Spec: projection years 7 for stage 'startup', else 5. */
export const STARTUP_PROJECTION_YEARS = 7;

/**
 * 'Apply AI Smart Defaults': terminal growth 2.5; projection years 7 for stage 'startup'
 * (matched in lower case), else 5; revenue multiple, EBITDA multiple and target EBITDA margin
 * are the sector's typical values.
 */
export function getSmartDefaults(profile: {
  sector?: string | null;
  stage?: string | null;
}): ValuationParameters {
  const benchmark = getSectorBenchmark(profile.sector);
  return {
    terminalGrowthRate: DEFAULT_VALUATION_PARAMETERS.terminalGrowthRate,
    projectionYears:
      normalizeStage(profile.stage) === "startup"
        ? STARTUP_PROJECTION_YEARS
        : DEFAULT_VALUATION_PARAMETERS.projectionYears,
    revenueMultiple: benchmark.revenueMultiple.typical,
    ebitdaMultiple: benchmark.ebitdaMultiple.typical,
    targetEbitdaMargin: benchmark.ebitdaMargin.typical,
  };
}
