/**
 * Monthly cost items: the monthly costs page, its records, the yearly-overview category grouping
 * and the copy dialog's rules (docs/product.md#monthly-costs).
 *
 * Field keys are the camelCase property names of the monthly_costs row (salaryCeo …); `column`
 * is the spec's snake_case name, used as the form field name.
 */
import { AMOUNT_RANGE } from "../bounds";
import { ownValue } from "../own-keys";
import { parseNumberOrZero } from "./parse-number";

export const COST_SECTION_KEYS = [
  "personnel",
  "operational",
  "tech",
  "marketing",
  "admin",
  "production",
  "other",
] as const;
export type CostSectionKey = (typeof COST_SECTION_KEYS)[number];

export interface CostFieldDefinition<K extends string = string> {
  key: K;
  column: string;
  /** English UI label. */
  label: string;
}

const f = <K extends string>(key: K, column: string, label: string): CostFieldDefinition<K> => ({
  key,
  column,
  label,
});

const FOUNDERS = [
  f("salaryCeo", "salary_ceo", "CEO Salary"),
  f("salaryCmo", "salary_cmo", "CMO Salary"),
  f("salaryCto", "salary_cto", "CTO Salary"),
  f("salaryCfo", "salary_cfo", "CFO Salary"),
  f("salaryCoo", "salary_coo", "COO Salary"),
] as const;

const TEAM = [
  f("salaryDevelopers", "salary_developers", "Developers"),
  f("salarySales", "salary_sales", "Sales Staff"),
  f("salaryMarketing", "salary_marketing", "Marketing Staff"),
  f("salarySupport", "salary_support", "Support Staff"),
  f("salaryOtherStaff", "salary_other_staff", "Other Staff"),
  f("freelancers", "freelancers", "Freelancers"),
  f("payrollKosten", "payroll_kosten", "Payroll Costs"),
  f("vergoedingen", "vergoedingen", "Allowances"),
  f("bonussen", "bonussen", "Bonuses"),
] as const;

const OPERATIONAL = [
  f("huurKantoor", "huur_kantoor", "Office Rent"),
  f("kantoorbenodigdheden", "kantoorbenodigdheden", "Office Supplies"),
  f("abonnementen", "abonnementen", "Subscriptions"),
  f("telefoonInternet", "telefoon_internet", "Phone & Internet"),
  f("reiskosten", "reiskosten", "Travel Expenses"),
] as const;

const TECH = [
  f("cloudkosten", "cloudkosten", "Cloud Costs"),
  f("domeinenHosting", "domeinen_hosting", "Domains & Hosting"),
  f("softwareDevelopment", "software_development", "Software Development"),
  f("licenties", "licenties", "Licenses"),
] as const;

const MARKETING = [
  f("advertentiekosten", "advertentiekosten", "Advertising"),
  f("crmTools", "crm_tools", "CRM Tools"),
  f("websiteOnderhoud", "website_onderhoud", "Website Maintenance"),
  f("designBranding", "design_branding", "Design & Branding"),
  f("evenementen", "evenementen", "Events"),
  f("directSalesCosts", "direct_sales_costs", "Direct Sales Costs"),
] as const;

const ADMIN = [
  f("boekhouding", "boekhouding", "Bookkeeping"),
  f("accountant", "accountant", "Accountant"),
  f("bankingkosten", "bankingkosten", "Banking Fees"),
  f("juridischAdvies", "juridisch_advies", "Legal Advice"),
  f("notariskosten", "notariskosten", "Notary Fees"),
] as const;

const PRODUCTION = [
  f("inkoopkosten", "inkoopkosten", "Purchasing Costs"),
  f("logistiek", "logistiek", "Logistics"),
  f("opslag", "opslag", "Storage"),
  f("retouren", "retouren", "Returns"),
] as const;

const OTHER = [
  f("onvoorzien", "onvoorzien", "Contingency"),
  f("afschrijvingen", "afschrijvingen", "Depreciation"),
  f("verzekeringen", "verzekeringen", "Insurance"),
  f("investeringskosten", "investeringskosten", "Investment Costs"),
] as const;

/** All 42 cost fields of a month, section by section. */
export const MONTHLY_COST_FIELDS = [
  ...FOUNDERS,
  ...TEAM,
  ...OPERATIONAL,
  ...TECH,
  ...MARKETING,
  ...ADMIN,
  ...PRODUCTION,
  ...OTHER,
] as const;
export type MonthlyCostField = (typeof MONTHLY_COST_FIELDS)[number]["key"];
export type MonthlyCostValues = Record<MonthlyCostField, number>;
/** Custom cost items: section → item name → amount (the row's custom_fields). */
export type CustomCostFields = Partial<Record<string, Record<string, number>>>;

export interface CostFieldGroup {
  title: string;
  fields: readonly CostFieldDefinition<MonthlyCostField>[];
}

export interface CostSection {
  key: CostSectionKey;
  title: string;
  groups: readonly CostFieldGroup[];
}

/** The seven collapsible sections of the page; Personnel has two groups with their own subtotals. */
export const MONTHLY_COST_SECTIONS: readonly CostSection[] = [
  {
    key: "personnel",
    title: "Personnel & Freelancers",
    groups: [
      { title: "Founders & Leadership", fields: FOUNDERS },
      { title: "Team & Employees", fields: TEAM },
    ],
  },
  { key: "operational", title: "Operational", groups: [{ title: "Operational", fields: OPERATIONAL }] },
  { key: "tech", title: "Tech & Development", groups: [{ title: "Tech & Development", fields: TECH }] },
  {
    key: "marketing",
    title: "Marketing & Sales",
    groups: [{ title: "Marketing & Sales", fields: MARKETING }],
  },
  {
    key: "admin",
    title: "Administration & Finance",
    groups: [{ title: "Administration & Finance", fields: ADMIN }],
  },
  {
    key: "production",
    title: "Production / Fulfillment",
    groups: [{ title: "Production / Fulfillment", fields: PRODUCTION }],
  },
  { key: "other", title: "Other / Reserves", groups: [{ title: "Other / Reserves", fields: OTHER }] },
];

export function getSection(key: CostSectionKey): CostSection {
  return MONTHLY_COST_SECTIONS.find((s) => s.key === key) as CostSection;
}

export function getSectionFields(key: CostSectionKey): CostFieldDefinition<MonthlyCostField>[] {
  return getSection(key).groups.flatMap((g) => g.fields);
}

/* ------------------------------------------------------------------- values */

/** Cost values parse as a number, otherwise 0. */
export function parseCostValue(value: unknown): number {
  return parseNumberOrZero(value);
}

export function createEmptyMonthlyCosts(): MonthlyCostValues {
  return Object.fromEntries(MONTHLY_COST_FIELDS.map((field) => [field.key, 0])) as MonthlyCostValues;
}

/** A stored or submitted record as values: every field parsed, missing ones 0. */
export function toMonthlyCostValues(
  record: Partial<Record<MonthlyCostField, unknown>> | null | undefined,
): MonthlyCostValues {
  const values = createEmptyMonthlyCosts();
  if (!record) return values;
  for (const field of MONTHLY_COST_FIELDS) values[field.key] = parseCostValue(record[field.key]);
  return values;
}

function sumFields(
  values: MonthlyCostValues,
  fields: readonly CostFieldDefinition<MonthlyCostField>[],
): number {
  return fields.reduce((sum, field) => sum + (values[field.key] ?? 0), 0);
}

function customItems(customFields: CustomCostFields | null | undefined, section: string): [string, number][] {
  return Object.entries(customFields?.[section] ?? {}).map(([name, v]) => [name, parseCostValue(v)]);
}

export interface SectionSummary {
  subtotal: number;
  /** Fixed fields plus custom items of the section. */
  itemCount: number;
  /** Items with a non-zero amount. */
  filledCount: number;
}

/** Subtotal and counts of a section, custom items included. */
export function summarizeSection(
  values: MonthlyCostValues,
  customFields: CustomCostFields | null | undefined,
  key: CostSectionKey,
): SectionSummary {
  const fields = getSectionFields(key);
  const custom = customItems(customFields, key);
  const amounts = [...fields.map((field) => values[field.key] ?? 0), ...custom.map(([, v]) => v)];
  return {
    subtotal: amounts.reduce((sum, v) => sum + v, 0),
    itemCount: amounts.length,
    filledCount: amounts.filter((v) => v !== 0).length,
  };
}

/** Subtotal of one group (the Personnel section's 'Founders & Leadership' and 'Team & Employees'). */
export function computeGroupSubtotal(values: MonthlyCostValues, group: CostFieldGroup): number {
  return sumFields(values, group.fields);
}

/** The month's headline total: all fields plus all custom items. */
export function computeMonthTotal(
  values: MonthlyCostValues,
  customFields: CustomCostFields | null | undefined,
): number {
  const fixed = sumFields(values, MONTHLY_COST_FIELDS);
  const custom = Object.keys(customFields ?? {}).reduce(
    (sum, section) => sum + customItems(customFields, section).reduce((s, [, v]) => s + v, 0),
    0,
  );
  return fixed + custom;
}

/** Whether any amount (fixed field or custom item) is beyond a trillion either way: refused, not stored. */
export function hasOversizedAmount(
  values: MonthlyCostValues,
  customFields: CustomCostFields | null | undefined,
): boolean {
  const tooBig = (v: number) => !(Math.abs(v) <= AMOUNT_RANGE.max);
  return (
    MONTHLY_COST_FIELDS.some((field) => tooBig(values[field.key] ?? 0)) ||
    Object.keys(customFields ?? {}).some((s) => customItems(customFields, s).some(([, v]) => tooBig(v)))
  );
}

/** 'Copy to other months' is visible only when any value is entered. */
export function hasAnyCostValue(
  values: MonthlyCostValues,
  customFields: CustomCostFields | null | undefined,
): boolean {
  return (
    MONTHLY_COST_FIELDS.some((field) => (values[field.key] ?? 0) !== 0) ||
    Object.keys(customFields ?? {}).some((s) => customItems(customFields, s).some(([, v]) => v !== 0))
  );
}

/* -------------------------------------------------- yearly-overview categories */

export const OVERVIEW_CATEGORY_KEYS = [
  "personnel",
  "office",
  "it",
  "marketing",
  "operational",
  "financial",
  "other",
] as const;
export type OverviewCategory = (typeof OVERVIEW_CATEGORY_KEYS)[number];

/** The yearly-overview category grouping (docs/product.md#monthly-costs), exactly (note: abonnementen counts as IT here). */
export const OVERVIEW_CATEGORY_FIELDS: Readonly<Record<OverviewCategory, readonly MonthlyCostField[]>> = {
  personnel: [...FOUNDERS, ...TEAM].map((x) => x.key),
  office: ["huurKantoor", "kantoorbenodigdheden", "telefoonInternet", "reiskosten"],
  it: ["cloudkosten", "domeinenHosting", "softwareDevelopment", "licenties", "abonnementen"],
  marketing: [
    "advertentiekosten",
    "crmTools",
    "websiteOnderhoud",
    "designBranding",
    "evenementen",
    "directSalesCosts",
  ],
  operational: ["inkoopkosten", "logistiek", "opslag", "retouren"],
  financial: ["boekhouding", "accountant", "bankingkosten", "juridischAdvies", "notariskosten"],
  other: ["onvoorzien", "afschrijvingen", "verzekeringen", "investeringskosten"],
};

/**
 * Where a page section's custom items land in the overview (the spec groups only the fixed
 * fields): each section goes to the category that holds most of its fields.
 */
export const SECTION_OVERVIEW_CATEGORY: Readonly<Record<CostSectionKey, OverviewCategory>> = {
  personnel: "personnel",
  operational: "office",
  tech: "it",
  marketing: "marketing",
  admin: "financial",
  production: "operational",
  other: "other",
};

/** A custom section key that is not one of the seven (legacy data) counts as 'other'. */
function overviewCategoryOfSection(section: string): OverviewCategory {
  return ownValue<OverviewCategory>(SECTION_OVERVIEW_CATEGORY, section) ?? "other";
}

export function computeCategoryTotals(
  values: MonthlyCostValues,
  customFields: CustomCostFields | null | undefined,
): Record<OverviewCategory, number> {
  const totals = Object.fromEntries(
    OVERVIEW_CATEGORY_KEYS.map((c) => [
      c,
      OVERVIEW_CATEGORY_FIELDS[c].reduce((sum, key) => sum + (values[key] ?? 0), 0),
    ]),
  ) as Record<OverviewCategory, number>;
  for (const section of Object.keys(customFields ?? {})) {
    totals[overviewCategoryOfSection(section)] += customItems(customFields, section).reduce(
      (s, [, v]) => s + v,
      0,
    );
  }
  return totals;
}

/* ----------------------------------------------------------- fixed / variable */

/**
 * calculate_yearly_costs_from_monthly returns fixed and variable costs; the spec does not say
 * which items are which. Our split: variable = the overview categories 'marketing' (incl.
 * direct sales costs) and 'operational' (production / fulfilment: purchasing, logistics,
 * storage, returns) — the costs that move with sales volume; fixed = everything else
 * (personnel, office, IT, financial, other), custom items following their category.
 */
export const VARIABLE_COST_CATEGORIES: readonly OverviewCategory[] = ["marketing", "operational"];

export function splitFixedVariableCosts(
  values: MonthlyCostValues,
  customFields: CustomCostFields | null | undefined,
): { fixedCosts: number; variableCosts: number } {
  const totals = computeCategoryTotals(values, customFields);
  let fixedCosts = 0;
  let variableCosts = 0;
  for (const c of OVERVIEW_CATEGORY_KEYS) {
    if (VARIABLE_COST_CATEGORIES.includes(c)) variableCosts += totals[c];
    else fixedCosts += totals[c];
  }
  return { fixedCosts, variableCosts };
}

export interface MonthlyCostRecord {
  /** 1-12. */
  month: number;
  year: number;
  values: MonthlyCostValues;
  customFields?: CustomCostFields | null;
}

/** The yearly fixed and variable costs from a year's monthly records (records of other years ignored). */
export function computeYearlyCostsFromMonthly(
  records: readonly MonthlyCostRecord[],
  year: number,
): { fixedCosts: number; variableCosts: number } {
  return records
    .filter((r) => r.year === year)
    .reduce(
      (acc, r) => {
        const split = splitFixedVariableCosts(r.values, r.customFields);
        return {
          fixedCosts: acc.fixedCosts + split.fixedCosts,
          variableCosts: acc.variableCosts + split.variableCosts,
        };
      },
      { fixedCosts: 0, variableCosts: 0 },
    );
}

/* ------------------------------------------------------------- custom items */

export type CustomItemNameCheck = { ok: true; name: string } | { ok: false; reason: "empty" | "duplicate" };

/**
 * A custom item name must be non-empty after trimming (an empty prompt simply adds nothing)
 * and not repeat a name of the same section; names compare trimmed and case-insensitively,
 * so 'Rent' and ' rent ' are the same item.
 */
export function validateCustomItemName(
  name: string | null | undefined,
  customFields: CustomCostFields | null | undefined,
  section: string,
): CustomItemNameCheck {
  const trimmed = (name ?? "").trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  const existing = Object.keys(customFields?.[section] ?? {}).map((n) => n.trim().toLowerCase());
  if (existing.includes(trimmed.toLowerCase())) return { ok: false, reason: "duplicate" };
  return { ok: true, name: trimmed };
}

/** A new custom item (amount 0); the input is not changed. Call validateCustomItemName first. */
export function addCustomItem(
  customFields: CustomCostFields | null | undefined,
  section: string,
  name: string,
): CustomCostFields {
  return { ...customFields, [section]: { ...customFields?.[section], [name]: 0 } };
}

export function setCustomItemValue(
  customFields: CustomCostFields | null | undefined,
  section: string,
  name: string,
  value: unknown,
): CustomCostFields {
  return { ...customFields, [section]: { ...customFields?.[section], [name]: parseCostValue(value) } };
}

export function removeCustomItem(
  customFields: CustomCostFields | null | undefined,
  section: string,
  name: string,
): CustomCostFields {
  const items = { ...customFields?.[section] };
  delete items[name];
  return { ...customFields, [section]: items };
}

/** The delete confirmation: 'Are you sure you want to delete "{item}"?'. */
export function buildDeleteCustomItemPrompt(item: string): string {
  return `Are you sure you want to delete "${item}"?`;
}

/* -------------------------------------------------------------- navigation */

/** The English month names of the page's own (English) texts; the month select keeps the Dutch ones. */
export { ENGLISH_MONTH_NAMES } from "../format/dates";

export const DUTCH_MONTH_NAMES = [
  "Januari",
  "Februari",
  "Maart",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Augustus",
  "September",
  "Oktober",
  "November",
  "December",
] as const;

/** The page's year select: current year − 2 … + 5. */
export function listMonthlyCostYears(currentYear: number): number[] {
  return Array.from({ length: 8 }, (_, i) => currentYear - 2 + i);
}

/** Previous/next month buttons: shift by `delta` months across year boundaries. */
export function shiftMonth(
  position: { month: number; year: number },
  delta: number,
): { month: number; year: number } {
  const index = position.year * 12 + (position.month - 1) + delta;
  return { month: (((index % 12) + 12) % 12) + 1, year: Math.floor(index / 12) };
}
