import { describe, expect, it } from "vitest";

import { SALES_FIELD_LABELS, SALES_TEXTS } from "../copy/growth/sales-texts";
import { NOTES_MAX, overLongTextFields, textLength, withTotals } from "../domain/growth/sales-metrics";
import { readWeekPost } from "./sales-metrics";

/** A post the week's schema accepts: its figures. */
function readWeekForm(get: (name: string) => unknown) {
  const read = readWeekPost(get);
  if (!read.ok) throw new Error(`refused: ${JSON.stringify(read.fieldErrors)}`);
  return read.value;
}

const form: Record<string, string> = {
  marketingInvestmentDirect: "1,000",
  marketingInvestmentAgency: "500.50",
  mqlsMarketingDirect: "40",
  mqlsMarketingAgency: "10",
  sqlsRegistered: "20",
  sqlsIntegrated: "10",
  sqlsFirstChat: "6",
  sqlsActive: "4",
  sqlsAtRisk: "2",
  sqlsCsmTouchpoints: "1",
  sqlsDormant: "1",
  notes: "  Webinar week  ",
};
const week = withTotals(readWeekForm((k) => form[k]));

describe("weekly form", () => {
  it("reads investments as decimals in English notation, other figures as whole counts, empty as 0", () => {
    expect(
      readWeekForm((k) => (k === "marketingInvestmentDirect" ? "1,212.75" : undefined))
        .marketingInvestmentDirect,
    ).toBe(1212.75);
    expect(readWeekForm((k) => (k === "sqlsActive" ? "" : undefined)).sqlsActive).toBe(0);
  });

  it("refuses what it cannot read unambiguously instead of storing 0 or a value 1000× off", () => {
    const refused = (name: string, value: string) => {
      const read = readWeekPost((k) => (k === name ? value : undefined));
      return read.ok ? null : read.fieldErrors[name]?.[0];
    };
    expect(refused("agenciesMarketingInvestment", "1.500")).toMatch(/Ambiguous/);
    expect(refused("agenciesMarketingInvestment", "99,5")).toBe("Use 1,234.56 or 1234.56");
    expect(refused("mqlsInfluencers", "7.9")).toBe("Enter a whole number");
    expect(refused("sqlsActive", "abc")).toBe("Use 1,234.56 or 1234.56");
    expect(refused("sqlsActive", "-5")).toBe("Must be 0 or more");
  });

  it("sums the read-only totals from their parts and trims the notes", () => {
    expect(week.marketingInvestment).toBe(1500.5);
    expect(week.mqlsMarketing).toBe(50);
    expect(week.sqlsTotal).toBe(44);
    expect(week.notes).toBe("Webinar week");
    expect(week.mqlComments).toBeNull();
  });
});

describe("the week's notes and MQL comments", () => {
  const read = (fields: Record<string, string>) => readWeekForm((name) => fields[name] ?? null);

  it("are kept whole up to 5,000 characters (an emoji is one, never split) and refused above", () => {
    const emojiEnd = `${"a".repeat(4_999)}🚀`;
    const kept = read({ notes: emojiEnd, mqlComments: "🚀".repeat(5_000) });
    expect(kept.notes).toBe(emojiEnd);
    expect(encodeURIComponent(kept.notes!)).toContain("%F0%9F%9A%80"); // a lone half would throw here
    expect(overLongTextFields(kept)).toEqual([]);
    expect(
      overLongTextFields(read({ notes: "x".repeat(5_001), mqlComments: `${"🚀".repeat(5_000)}!` })),
    ).toEqual(["notes", "mqlComments"]);
    expect(overLongTextFields(read({ notes: `  ${"x".repeat(5_000)}  ` }))).toEqual([]);
  });

  it("count a browser's line breaks (posted as \\r\\n) as one character, as its maxlength did", () => {
    const posted = Array.from({ length: 100 }, () => "y".repeat(49)).join("\r\n");
    const input = read({ notes: posted });
    expect(input.notes).toBe(posted.replace(/\r\n/g, "\n"));
    expect(textLength(input.notes!)).toBe(4_999);
    expect(overLongTextFields(input)).toEqual([]);
    expect(
      SALES_TEXTS.textTooLong([SALES_FIELD_LABELS.notes!, SALES_FIELD_LABELS.mqlComments!], NOTES_MAX),
    ).toBe("Notes and MQL comments can be at most 5,000 characters: please shorten the text.");
  });
});
