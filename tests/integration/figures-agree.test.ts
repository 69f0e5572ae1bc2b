import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { formatEuro, formatEuroExact } from "../../app/domain/format/money";
import { createDb } from "../../db";
import { startupData } from "../../db/schema";
import { type Browser, rendered, signedIn } from "./http";

/** This year's costs are one figure on /numbers (its summary and yearly overview), the CSV and the report. */
const YEAR = Number(
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", year: "numeric" }).format(new Date()),
);
async function insertMonthlyCosts(companyId: string, month: number, values: Record<string, number>) {
  const columns = Object.keys(values);
  await env.DB.prepare(
    `INSERT INTO monthly_costs (id, company_id, month, year, ${columns.join(", ")}) VALUES (?, ?, ?, ?, ${columns.map(() => "?").join(", ")})`,
  )
    .bind(crypto.randomUUID(), companyId, month, YEAR, ...Object.values(values))
    .run();
}

const csvLine = async (admin: Browser, metric: string) => {
  const text = await (await admin.fetch(`/numbers/overview.csv?year=${YEAR}`)).text();
  return text
    .split("\r\n")
    .find((l) => l.startsWith(`${metric},`))!
    .split(",");
};

describe("this year's costs: one source on /numbers, the yearly overview and the report", () => {
  it("manual costs: the yearly overview spreads them over the months, its total is the report's", async () => {
    const { member, admin } = await signedIn();
    await createDb(env.DB).insert(startupData).values({
      companyId: member.companyId,
      companyName: "Manual BV",
      mrrCurrent: 1_000,
      fixedCostsCurrentYear: 264_000,
      variableCostsCurrentYear: 48_000,
      costCalculationSource: "manual",
    });

    const total = await csvLine(admin, "Totaal Kosten");
    expect(total.slice(1, 13)).toEqual(Array(12).fill("26000"));
    expect(total[13]).toBe("312000");
    expect((await csvLine(admin, "RESULTAAT"))[13]).toBe(String(12_000 - 312_000));

    const numbers = await (await admin.fetch(`/numbers?details=1`)).text();
    expect(numbers).toContain(rendered("Vaste kosten"));
    expect(numbers).toContain(rendered(formatEuroExact(312_000)));
    const report = await (await admin.fetch("/report")).text();
    expect(report).toContain(rendered(formatEuro(312_000)));
  });

  it("monthly costs saved after the wizard: /numbers shows the same costs as the report (not '—'), with their cents", async () => {
    const { member, admin } = await signedIn();
    await createDb(env.DB).insert(startupData).values({
      companyId: member.companyId,
      companyName: "Monthly BV",
      mrrCurrent: 0,
      costCalculationSource: "manual",
    });
    // €700,25 salary (fixed) and €50,25 advertising (variable) in March: €750,50.
    await insertMonthlyCosts(member.companyId, 3, { salary_ceo: 700.25, advertentiekosten: 50.25 });

    const numbers = await (await admin.fetch("/numbers")).text();
    expect(numbers).toContain(formatEuroExact(700.25));
    expect(numbers).toContain(formatEuroExact(50.25));
    expect(numbers).toContain("Berekend uit monthly costs");
    expect(numbers).toContain(rendered(formatEuroExact(750.5)));
    expect(numbers).not.toContain(rendered("€\u00a0751"));

    const report = await (await admin.fetch("/report")).text();
    expect(report).toContain(rendered(formatEuro(700.25)));
    expect(report).toContain(rendered(formatEuro(50.25)));
    expect(report).toContain(rendered(formatEuro(750.5)));

    expect((await csvLine(admin, "Totaal Kosten"))[13]).toBe("750.5");
  });
});
