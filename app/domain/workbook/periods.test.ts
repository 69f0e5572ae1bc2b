import { describe, expect, it } from "vitest";

import { findPeriods, formatPeriod, parseHeaderPeriod, periodRelation } from "./periods";

const first = (q: string) => findPeriods(q)[0]?.period ?? null;

describe("periods in questions (en + nl)", () => {
  it.each([
    ["What is revenue in March 2025?", { kind: "month", y: 2025, m: 3 }],
    ["Wat is de omzet in maart 2025?", { kind: "month", y: 2025, m: 3 }],
    ["omzet mrt-25", { kind: "month", y: 2025, m: 3 }],
    ["MRR on 2024-12-01", { kind: "day", y: 2024, m: 12, d: 1 }],
    ["kas op 01-12-2024", { kind: "day", y: 2024, m: 12, d: 1 }],
    ["closing cash in December", { kind: "month", y: null, m: 12 }],
    ["kosten in januari", { kind: "month", y: null, m: 1 }],
    ["revenue in Q1 2025", { kind: "quarter", y: 2025, q: 1 }],
    ["omzet K3", { kind: "quarter", y: null, q: 3 }],
    ["revenue FY2025", { kind: "year", y: 2025 }],
    ["operating profit in FY27", { kind: "year", y: 2027 }],
    ["omzet boekjaar 2026", { kind: "year", y: 2026 }],
    ["revenue in 2025", { kind: "year", y: 2025 }],
  ])("%s", (q, period) => {
    expect(first(q)).toEqual(period);
  });

  it("does not read qualifiers or plain words as periods", () => {
    expect(findPeriods("recurring revenue in month 12")).toEqual([]);
    expect(findPeriods("cash at the end of Year 0")).toEqual([]);
    expect(findPeriods("what may the churn be")).toEqual([]);
  });
});

describe("periods in headers", () => {
  it("reads header texts and date cells; labels with a year are not periods", () => {
    expect(parseHeaderPeriod("Jan-25")).toEqual({ kind: "month", y: 2025, m: 1 });
    expect(parseHeaderPeriod("FY25")).toEqual({ kind: "year", y: 2025 });
    expect(parseHeaderPeriod("Q2 2026 (forecast)")).toEqual({ kind: "quarter", y: 2026, q: 2 });
    expect(parseHeaderPeriod("Jan 2025", "2025-01-01")).toEqual({ kind: "day", y: 2025, m: 1, d: 1 });
    expect(parseHeaderPeriod("Revenue growth 2025 vs 2024")).toBeNull();
  });

  it("relates asked and header periods", () => {
    expect(periodRelation({ kind: "month", y: 2025, m: 3 }, { kind: "day", y: 2025, m: 3, d: 1 })).toBe(
      "same",
    );
    expect(periodRelation({ kind: "month", y: null, m: 12 }, { kind: "month", y: 2024, m: 12 })).toBe("same");
    expect(periodRelation({ kind: "year", y: 2025 }, { kind: "month", y: 2025, m: 4 })).toBe("inside");
    expect(periodRelation({ kind: "quarter", y: 2025, q: 1 }, { kind: "month", y: 2025, m: 4 })).toBe("no");
    expect(periodRelation({ kind: "year", y: 2030 }, { kind: "year", y: 2029 })).toBe("no");
    expect(formatPeriod({ kind: "month", y: 2025, m: 3 })).toBe("Mar 2025");
  });
});
