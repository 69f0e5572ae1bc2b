import { describe, expect, it } from "vitest";

import type { DatedWeek } from "./sales-dashboard";
import {
  columnName,
  exportCsv,
  exportFileName,
  exportJson,
  exportWeeks,
  readExportFormat,
} from "./sales-export";
import { emptyWeek, type WeekRecord, withTotals } from "./sales-metrics";

const rec = (fields: Partial<WeekRecord>): WeekRecord => withTotals({ ...emptyWeek(), ...fields });
const weeks: DatedWeek[] = [
  {
    week: 12,
    year: 2026,
    record: rec({
      marketingInvestmentDirect: 1500,
      mqlsMarketingDirect: 40,
      sqlsRegistered: 10,
      agenciesDeal: 1,
      agenciesNoDeal: 1,
      notes: '=HYPERLINK("x"), "quoted"',
    }),
  },
  {
    week: 11,
    year: 2026,
    record: rec({
      marketingInvestmentDirect: 1000,
      mqlsMarketingDirect: 20,
      sqlsRegistered: 2,
      agenciesDeal: 1,
    }),
  },
  { week: 10, year: 2026, record: rec({}) },
];
const AT = new Date("2026-11-23T18:00:00Z");

describe("export", () => {
  it("names the file sales-metrics-{date}", () => {
    expect(exportFileName("json", AT)).toBe("sales-metrics-2026-11-23.json");
    expect(exportFileName("csv", AT)).toBe("sales-metrics-2026-11-23.csv");
  });

  it("reads the format by own names only", () => {
    expect(readExportFormat(null)).toBe("json");
    expect(readExportFormat("csv")).toBe("csv");
    expect(readExportFormat("constructor")).toBeNull();
    expect(readExportFormat("xml")).toBeNull();
  });

  it("uses the spec's column names", () => {
    expect(columnName("marketingInvestmentDirect")).toBe("marketing_investment_direct");
    expect(columnName("payingCustomers150Agency")).toBe("paying_customers_150_agency");
    expect(columnName("payingCustomers20")).toBe("paying_customers_20");
    expect(columnName("sqlsCsmTouchpoints")).toBe("sqls_csm_touchpoints");
  });

  it("writes every week newest first with its computed figures and changes against the next older week", () => {
    const content = exportWeeks(weeks, AT);
    expect(content.exported_at).toBe("2026-11-23T18:00:00.000Z");
    expect(content.weeks.map((w) => w.week_number)).toEqual([12, 11, 10]);
    const [w12, w11, w10] = content.weeks;
    expect(w12).toMatchObject({
      year: 2026,
      marketing_investment: 1500,
      marketing_investment_direct: 1500,
      mqls_marketing: 40,
      sqls_total: 10,
      sqls_registered: 10,
    });
    expect(w12!.computed).toMatchObject({
      total_mqls: 40,
      total_sqls: 10,
      mql_to_sql_rate: 25,
      agencies_win_rate: 50,
    });
    // +50% investment, +100% MQLs, +400% SQLs; rates in points: 25 − 10 = +15, 50 − 100 = −50.
    expect(w12!.changes).toMatchObject({
      marketing_investment: 50,
      total_mqls: 100,
      total_sqls: 400,
      mql_to_sql_rate: 15,
      agencies_win_rate: -50,
    });
    // The previous week had 0: no percent change, but a rate still changes in points.
    expect(w11!.changes).toMatchObject({ marketing_investment: null, total_mqls: null, mql_to_sql_rate: 10 });
    expect(Object.values(w10!.changes).every((v) => v === null)).toBe(true);
  });

  it("indents the JSON", () => {
    const text = exportJson(exportWeeks(weeks.slice(2), AT));
    expect(text).toContain('\n  "weeks": [\n    {\n      "week_number": 10,');
    expect(JSON.parse(text).weeks).toHaveLength(1);
  });

  it("writes one CSV row per week, quoting text and defusing formulas", () => {
    const lines = exportCsv(exportWeeks(weeks, AT)).trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    const header = lines[0]!.split(",");
    expect(header.slice(0, 3)).toEqual(["week_number", "year", "marketing_investment"]);
    expect(header).toContain("computed_mql_to_sql_rate");
    expect(header).toContain("change_total_mqls");
    expect(lines[1]).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
    expect(lines[1]!.startsWith("12,2026,1500,")).toBe(true);
    const w10 = lines[3]!.split(",");
    expect(w10[header.indexOf("change_total_mqls")]).toBe("");
  });
});
