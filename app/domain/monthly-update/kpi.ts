/**
 * The monthly update's KPI block (docs/decisions/057-monthly-update-kpis-and-plan.md): the
 * founder's own figures for one month, each read by the server from the one function its page
 * uses (revenue and customers: the yearly overview; costs: the monthly costs; conversion: the
 * sales dashboard; the round: the pipeline), each with the month it comes from. A figure that
 * is not known is `null` — shown as "geen gegevens", never as 0. The derived figures (MRR
 * change, net burn, runway, round %) are computed here from the base figures, so a figure the
 * founder edits carries through. Pure: no I/O.
 */

/** 'YYYY-MM'. */
export type MonthKey = string;

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parseMonthKey(value: unknown): { year: number; month: number } | null {
  if (typeof value !== "string") return null;
  const match = MONTH_KEY.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000 || year > 2100) return null;
  return { year, month: Number(match[2]) };
}

export const monthKey = (year: number, month: number): MonthKey =>
  `${year}-${String(month).padStart(2, "0")}`;

/** The month before `key` ('2026-01' → '2025-12'). */
export function previousMonth(key: MonthKey): MonthKey {
  const m = parseMonthKey(key);
  if (!m) throw new Error(`not a month: ${key}`);
  return m.month === 1 ? monthKey(m.year - 1, 12) : monthKey(m.year, m.month - 1);
}

/** The figures the founder can edit, in the order the block shows them. */
export const BASE_FIGURES = [
  "mrr",
  "revenueYtd",
  "costs",
  "cash",
  "customers",
  "mqlToSql",
  "sqlToCustomer",
  "roundCommitted",
  "roundTarget",
] as const;
export type BaseFigure = (typeof BASE_FIGURES)[number];

export const DERIVED_FIGURES = ["mrrChange", "mrrChangePct", "netBurn", "runway", "roundPercent"] as const;
export type DerivedFigure = (typeof DERIVED_FIGURES)[number];
export type FigureKey = BaseFigure | DerivedFigure;

export type FigureUnit = "eur" | "count" | "pct" | "months";

export const FIGURE_UNITS: Record<FigureKey, FigureUnit> = {
  mrr: "eur",
  mrrChange: "eur",
  mrrChangePct: "pct",
  revenueYtd: "eur",
  costs: "eur",
  netBurn: "eur",
  cash: "eur",
  runway: "months",
  customers: "count",
  mqlToSql: "pct",
  sqlToCustomer: "pct",
  roundCommitted: "eur",
  roundTarget: "eur",
  roundPercent: "pct",
};

export type Figure = {
  key: FigureKey;
  value: number | null;
  unit: FigureUnit;
  /** The month (or period) the figure comes from, as a label ('2026-10', '2026-01 t/m 2026-10', 'nu'). */
  from: string | null;
  /** True when the founder changed the value the pages gave. */
  edited?: boolean;
};

/** What the server read for the month, each from its page's function. */
export type KpiInputs = {
  month: MonthKey;
  /** The month's revenue (= MRR) and the previous month's, from the yearly overview. */
  mrr: number | null;
  previousMrr: number | null;
  /** January up to the month, from the same overview; null when a month of it is not known. */
  revenueYtd: number | null;
  /** The month's total costs; null without a cost record for the month. */
  costs: number | null;
  /** The cash balance stored with the month's costs. */
  cash: number | null;
  customers: number | null;
  /** The funnel of the weeks of the month (conversion view); null without weeks. */
  funnel: { mqlToSql: number; sqlToCustomer: number; weeks: number } | null;
  /** The open round (pipeline); its figures are as of now. */
  round: { name: string; committed: number; target: number } | null;
};

export type BaseValues = Record<BaseFigure, number | null>;

/** The base figures the pages give for the month. */
export function baseValuesOf(inputs: KpiInputs): BaseValues {
  return {
    mrr: inputs.mrr,
    revenueYtd: inputs.revenueYtd,
    costs: inputs.costs,
    cash: inputs.cash,
    customers: inputs.customers,
    mqlToSql: inputs.funnel ? round1(inputs.funnel.mqlToSql) : null,
    sqlToCustomer: inputs.funnel ? round1(inputs.funnel.sqlToCustomer) : null,
    roundCommitted: inputs.round?.committed ?? null,
    roundTarget: inputs.round?.target ?? null,
  };
}

export const round1 = (v: number) => Math.round(v * 10) / 10;
const cents = (v: number) => Math.round(v * 100) / 100;

/** Where each base figure comes from, for the month of `inputs`. */
export function sourcesOf(inputs: KpiInputs): Record<FigureKey, string | null> {
  const m = inputs.month;
  const jan = `${m.slice(0, 4)}-01`;
  return {
    mrr: m,
    mrrChange: `${previousMonth(m)} → ${m}`,
    mrrChangePct: `${previousMonth(m)} → ${m}`,
    revenueYtd: jan === m ? m : `${jan} t/m ${m}`,
    costs: m,
    netBurn: m,
    cash: m,
    runway: m,
    customers: m,
    mqlToSql: m,
    sqlToCustomer: m,
    roundCommitted: inputs.round ? "nu" : null,
    roundTarget: inputs.round ? "nu" : null,
    roundPercent: inputs.round ? "nu" : null,
  };
}

/**
 * The block: the base values (as the pages give them, or as the founder edited them) and the
 * derived figures. Net burn = costs − MRR; runway = cash / net burn in months (one decimal),
 * null when there is no burn (the company earns what it spends) or a figure is missing.
 */
export function buildKpiBlock(
  inputs: KpiInputs,
  edited: Partial<BaseValues> = {},
): { month: MonthKey; figures: Figure[]; roundName: string | null } {
  const given = baseValuesOf(inputs);
  const v: BaseValues = { ...given };
  const changed = new Set<BaseFigure>();
  for (const key of BASE_FIGURES)
    if (key in edited) {
      const value = edited[key] ?? null;
      if (value !== given[key]) changed.add(key);
      v[key] = value;
    }
  const previous = inputs.previousMrr;
  const mrrChange = v.mrr !== null && previous !== null ? cents(v.mrr - previous) : null;
  const mrrChangePct =
    v.mrr !== null && previous !== null && previous > 0
      ? round1(((v.mrr - previous) / previous) * 100)
      : null;
  const netBurn = v.costs !== null && v.mrr !== null ? cents(v.costs - v.mrr) : null;
  const runway = v.cash !== null && netBurn !== null && netBurn > 0 ? round1(v.cash / netBurn) : null;
  const roundPercent =
    v.roundCommitted !== null && v.roundTarget !== null && v.roundTarget > 0
      ? Math.floor((v.roundCommitted / v.roundTarget) * 100)
      : null;
  const derived: Record<DerivedFigure, number | null> = {
    mrrChange,
    mrrChangePct,
    netBurn,
    runway,
    roundPercent,
  };
  const sources = sourcesOf(inputs);
  const order: FigureKey[] = [
    "mrr",
    "mrrChange",
    "mrrChangePct",
    "revenueYtd",
    "costs",
    "netBurn",
    "cash",
    "runway",
    "customers",
    "mqlToSql",
    "sqlToCustomer",
    "roundCommitted",
    "roundTarget",
    "roundPercent",
  ];
  const figures = order.map((key): Figure => {
    const isBase = (BASE_FIGURES as readonly string[]).includes(key);
    const value = isBase ? v[key as BaseFigure] : derived[key as DerivedFigure];
    return {
      key,
      value,
      unit: FIGURE_UNITS[key],
      from: value === null ? null : sources[key],
      ...(isBase && changed.has(key as BaseFigure) ? { edited: true } : {}),
    };
  });
  return { month: inputs.month, figures, roundName: inputs.round?.name ?? null };
}

/**
 * The week numbers of `year` in the sales metrics (Sunday-based weeks counted from 1 January,
 * week 1 holds 1 January) that belong to a month: a week belongs to the month its Thursday
 * falls in (a week whose Thursday is in another year belongs to no month of this one).
 */
export function weeksOfMonth(year: number, month: number): number[] {
  const jan1 = Date.UTC(year, 0, 1);
  const firstSunday = jan1 - new Date(jan1).getUTCDay() * 86_400_000;
  const out: number[] = [];
  for (let week = 1; week <= 53; week++) {
    const thursday = new Date(firstSunday + ((week - 1) * 7 + 4) * 86_400_000);
    if (thursday.getUTCFullYear() === year && thursday.getUTCMonth() + 1 === month) out.push(week);
  }
  return out;
}
