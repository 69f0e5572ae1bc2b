import { describe, expect, it } from "vitest";

import {
  AutoRevenueConfigurationSchema,
  createFinancialProfileDefaults,
  createFinancialProfileSchema,
  FINANCIAL_MONEY_FIELDS,
  ValuationParametersSchema,
} from "./finance";

const schema = createFinancialProfileSchema(2026);
const valid = { company_name: "Acme BV", country: "Nederland", sector: "SaaS/Software", stage: "Seed" };

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("profile schema: required texts", () => {
  it("accepts the four required fields alone", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });
  it("names each missing field in Dutch", () => {
    expect(messages(schema.safeParse({}))).toEqual({
      company_name: "Bedrijfsnaam is verplicht",
      country: "Land is verplicht",
      sector: "Sector is verplicht",
      stage: "Stadium is verplicht",
    });
  });
  it("treats whitespace as missing", () => {
    expect(messages(schema.safeParse({ ...valid, company_name: "   " }))).toEqual({
      company_name: "Bedrijfsnaam is verplicht",
    });
  });
  it("trims", () => {
    expect(schema.parse({ ...valid, company_name: "  Acme  " }).company_name).toBe("Acme");
  });
});

describe("founding_year: 1900 to the current year", () => {
  it("accepts the bounds", () => {
    expect(schema.parse({ ...valid, founding_year: "1900" }).founding_year).toBe(1900);
    expect(schema.parse({ ...valid, founding_year: 2026 }).founding_year).toBe(2026);
  });
  it("rejects earlier and later years", () => {
    expect(messages(schema.safeParse({ ...valid, founding_year: 1899 }))).toEqual({
      founding_year: "Oprichtingsjaar moet 1900 of later zijn",
    });
    expect(messages(schema.safeParse({ ...valid, founding_year: 2027 }))).toEqual({
      founding_year: "Oprichtingsjaar mag niet na 2026 liggen",
    });
  });
  it("follows the given current year", () => {
    expect(createFinancialProfileSchema(2030).safeParse({ ...valid, founding_year: 2029 }).success).toBe(
      true,
    );
  });
  it("is optional", () => {
    expect(schema.parse({ ...valid, founding_year: "" }).founding_year).toBeUndefined();
  });
});

describe("money fields: ≥ 0, optional, empty → undefined", () => {
  it("converts input to numbers", () => {
    const out = schema.parse({
      ...valid,
      mrr_current: "12.500,50",
      equity_investment: "0",
      debt_amount: "42.500",
    });
    expect(out.mrr_current).toBe(12500.5);
    expect(out.debt_amount).toBe(42500);
    expect(out.equity_investment).toBe(0);
  });
  it("turns empty input into undefined", () => {
    const out = schema.parse({ ...valid, mrr_current: "", debt_amount: "  " });
    expect(out.mrr_current).toBeUndefined();
    expect(out.debt_amount).toBeUndefined();
  });
  it("rejects negative amounts and text", () => {
    expect(
      messages(schema.safeParse({ ...valid, fixed_costs_current_year: "-1", variable_costs_year_1: "abc" })),
    ).toEqual({
      fixed_costs_current_year: "Bedrag mag niet negatief zijn",
      variable_costs_year_1: "Gebruik 1.234,56 of 1234,56",
    });
  });
  it("covers the 14 cost fields, revenue and capital", () => {
    expect(FINANCIAL_MONEY_FIELDS.filter((f) => f.includes("costs"))).toHaveLength(14);
    expect(FINANCIAL_MONEY_FIELDS).toContain("equity_investment");
  });
});

describe("rates 0–100 and beta ≥ 0", () => {
  it("accepts the bounds", () => {
    const out = schema.parse({
      ...valid,
      risk_free_rate: "0",
      market_return: "100",
      cost_of_equity: 12.5,
      cost_of_debt: 5,
      beta_value: "0",
    });
    expect(out).toMatchObject({
      risk_free_rate: 0,
      market_return: 100,
      cost_of_equity: 12.5,
      cost_of_debt: 5,
      beta_value: 0,
    });
  });
  it("rejects out-of-range rates and a negative beta", () => {
    expect(
      messages(schema.safeParse({ ...valid, risk_free_rate: 101, cost_of_debt: -1, beta_value: -0.1 })),
    ).toEqual({
      risk_free_rate: "Percentage moet tussen 0 en 100 liggen",
      cost_of_debt: "Percentage moet tussen 0 en 100 liggen",
      beta_value: "Beta mag niet negatief zijn",
    });
  });
  it("allows a beta above 1", () => {
    expect(schema.parse({ ...valid, beta_value: "2,4" }).beta_value).toBe(2.4);
  });
});

describe("form defaults", () => {
  it("are the spec's", () => {
    expect(createFinancialProfileDefaults(2026)).toEqual({
      founding_year: 2026,
      risk_free_rate: 2,
      market_return: 8,
      beta_value: 1.2,
      cost_of_debt: 5,
      mrr_current: 0,
    });
  });
  it("pass the schema", () => {
    expect(schema.safeParse({ ...valid, ...createFinancialProfileDefaults(2026) }).success).toBe(true);
  });
});

describe("AutoRevenueConfigurationSchema", () => {
  const enabled = {
    auto_revenue_calculation_enabled: "on",
    cac_per_customer: "300",
    revenue_model: "subscription",
    ltv_months: "12",
    revenue_per_customer_monthly: "50",
  };
  it("accepts a complete subscription configuration", () => {
    expect(AutoRevenueConfigurationSchema.parse(enabled)).toEqual({
      auto_revenue_calculation_enabled: true,
      cac_per_customer: 300,
      revenue_model: "subscription",
      ltv_months: 12,
      revenue_per_customer_monthly: 50,
      revenue_per_customer_onetime: undefined,
    });
  });
  it("puts each spec message on its field when enabled", () => {
    expect(
      messages(
        AutoRevenueConfigurationSchema.safeParse({
          ...enabled,
          cac_per_customer: "0",
          ltv_months: "",
          revenue_per_customer_monthly: "",
        }),
      ),
    ).toEqual({
      cac_per_customer: "CAC per customer moet groter zijn dan 0",
      revenue_per_customer_monthly:
        "Revenue per klant per maand moet groter zijn dan 0 voor subscription model",
      ltv_months: "LTV maanden moet groter zijn dan 0 voor subscription model",
    });
    expect(
      messages(AutoRevenueConfigurationSchema.safeParse({ ...enabled, revenue_model: "one-time" })),
    ).toEqual({
      revenue_per_customer_onetime: "Revenue per klant (eenmalig) moet groter zijn dan 0 voor one-time model",
    });
  });
  it("lets an incomplete configuration be saved while switched off", () => {
    const out = AutoRevenueConfigurationSchema.parse({ cac_per_customer: "" });
    expect(out.auto_revenue_calculation_enabled).toBe(false);
    expect(out.revenue_model).toBe("subscription");
  });
  it("reads 'one_time' and rejects other models", () => {
    expect(AutoRevenueConfigurationSchema.parse({ revenue_model: "one_time" }).revenue_model).toBe(
      "one-time",
    );
    expect(AutoRevenueConfigurationSchema.safeParse({ revenue_model: "lease" }).success).toBe(false);
  });
  it("needs whole LTV months", () => {
    expect(messages(AutoRevenueConfigurationSchema.safeParse({ ltv_months: "1,5" }))).toEqual({
      ltv_months: "LTV maanden moet een heel getal zijn",
    });
  });
});

describe("ValuationParametersSchema", () => {
  it("reads the five parameters in Dutch notation", () => {
    expect(
      ValuationParametersSchema.parse({
        terminal_growth_rate: "2,5",
        projection_years: "7",
        revenue_multiple: "8",
        ebitda_multiple: "12,5",
        target_ebitda_margin: "22,5",
      }),
    ).toEqual({
      terminalGrowthRate: 2.5,
      projectionYears: 7,
      revenueMultiple: 8,
      ebitdaMultiple: 12.5,
      targetEbitdaMargin: 22.5,
    });
  });
  it("keeps the spec's projection years rule: whole numbers held to 3–10, anything else 5", () => {
    const valid = {
      terminal_growth_rate: "2,5",
      revenue_multiple: "8",
      ebitda_multiple: "12",
      target_ebitda_margin: "20",
    };
    expect(
      ["2", "11", "7,5", "zeven"].map(
        (y) => ValuationParametersSchema.parse({ ...valid, projection_years: y }).projectionYears,
      ),
    ).toEqual([3, 10, 5, 5]);
  });
  it("refuses a missing parameter", () => {
    expect(messages(ValuationParametersSchema.safeParse({ terminal_growth_rate: "2,5" }))).toEqual({
      revenue_multiple: "Vul een waarde in",
      ebitda_multiple: "Vul een waarde in",
      target_ebitda_margin: "Vul een waarde in",
    });
  });
  it("refuses what is not a number, empty or out of range — never values with a silent 0", () => {
    expect(
      messages(
        ValuationParametersSchema.safeParse({
          terminal_growth_rate: "abc",
          projection_years: "7",
          revenue_multiple: "-1",
          ebitda_multiple: "",
          target_ebitda_margin: "120",
        }),
      ),
    ).toEqual({
      terminal_growth_rate: "Gebruik 1.234,56 of 1234,56",
      revenue_multiple: "Multiple moet tussen 0 en 1000 liggen",
      ebitda_multiple: "Vul een waarde in",
      target_ebitda_margin: "Percentage moet tussen 0 en 100 liggen",
    });
  });
});
