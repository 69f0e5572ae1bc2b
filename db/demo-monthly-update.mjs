// The demo's monthly update (docs/decisions/057-monthly-update-kpis-and-plan.md), published with
// its frozen snapshot and its mail scheduled for tomorrow's first whole hour after 08:00 UTC to the
// subscribers and the investors in the first stages (ADR 058): the Updates tab shows 'Mail gepland',
// the timeline its figures and plan vs actual, and the Cron Trigger sends it with the KPI block once
// the hour has come. Fixed ids: seeding again adds nothing.
const q = (v) => (v === null || v === undefined ? "NULL" : `'${String(v).replace(/'/g, "''")}'`);

const ID = "demo-monthly-update";

export function demoMonthlyUpdateSql(companyId, userId, asOf = new Date()) {
  const y = asOf.getUTCMonth() === 0 ? asOf.getUTCFullYear() - 1 : asOf.getUTCFullYear();
  const m = asOf.getUTCMonth() === 0 ? 12 : asOf.getUTCMonth();
  const month = `${y}-${String(m).padStart(2, "0")}`;
  // The seed's locked plan (this year's 'Begroting'): €15.000 in January, 3% a month, €149 a customer.
  const planOf = (n) => {
    const mrr = Math.round(15000 * 1.03 ** (n - 1));
    return { mrr, customers: Math.round(mrr / 149) };
  };
  const actual = { mrr: 18500, customers: 124 };
  const variance = (a, p) => (a === null || p === 0 ? null : Math.round(((a - p) / p) * 1000) / 10);
  const rows =
    y === asOf.getUTCFullYear()
      ? [m - 2, m - 1, m]
          .filter((n) => n >= 1)
          .map((n) => {
            const plan = planOf(n);
            const own = n === m ? actual : { mrr: null, customers: null };
            return {
              month: `${y}-${String(n).padStart(2, "0")}`,
              planMrr: plan.mrr,
              actualMrr: own.mrr,
              mrrVariancePct: variance(own.mrr, plan.mrr),
              planCustomers: plan.customers,
              actualCustomers: own.customers,
              customersVariancePct: variance(own.customers, plan.customers),
            };
          })
      : [];
  const figure = (key, value, unit, from = month) => ({
    key,
    value,
    unit,
    from: value === null ? null : from,
  });
  const snapshot = {
    version: 1,
    month,
    title: `Monthly update ${month}`,
    figures: [
      figure("mrr", actual.mrr, "eur"),
      figure("costs", 27000, "eur"),
      figure("netBurn", 8500, "eur"),
      figure("cash", 410000, "eur"),
      figure("runway", 48.2, "months"),
      figure("customers", actual.customers, "count"),
    ],
    roundName: null,
    sections: {
      highlights: ["Twelve agencies resell the agent", "First enterprise customer signed"],
      lowlights: ["Churn of two small shops"],
      asks: [{ text: "Introductions to Belgian retailers", help: "introductions" }],
      freeText: "",
    },
    plan: rows.length ? { name: `Begroting ${y}`, lockedAt: `${y}-01-02T09:00:00.000Z`, rows } : null,
  };
  const description = [
    `Hoogtepunten:\n${snapshot.sections.highlights.map((h) => `- ${h}`).join("\n")}`,
    `Tegenvallers:\n${snapshot.sections.lowlights.map((h) => `- ${h}`).join("\n")}`,
    `Vragen aan investeerders:\n- Introductions to Belgian retailers (gezochte hulp: introductions)`,
  ].join("\n\n");
  const metrics = ["MRR: € 18.500", "Kosten (burn): € 27.000", "Runway: 48,2 maanden", "Klanten: 124"];
  const tomorrow = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), asOf.getUTCDate() + 1, 8));
  return [
    `INSERT INTO updates (id, company_id, title, description, date, type, icon, color, metrics, created_by, send_notifications, mail_audience, mail_at) VALUES (${q(ID)}, ${q(companyId)}, ${q(snapshot.title)}, ${q(description)}, ${q(asOf.toISOString().slice(0, 10))}, 'metrics', 'TrendingUp', 'emerald', ${q(JSON.stringify(metrics))}, ${q(userId)}, 1, '{"subscribers":true,"stages":["backlog","contacted","meeting"]}', ${q(tomorrow.toISOString())}) ON CONFLICT DO NOTHING;`,
    `INSERT INTO monthly_updates (update_id, company_id, month, snapshot) VALUES (${q(ID)}, ${q(companyId)}, ${q(month)}, ${q(JSON.stringify(snapshot))}) ON CONFLICT DO NOTHING;`,
  ];
}
