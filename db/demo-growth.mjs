// The demo company's growth data for the seed: twelve weeks of sales metrics (direct and agency
// funnels), two forecast scenarios and a generated Excel forecast, stored and parsed as an
// admin's upload would be, so the sales pages, /forecast and the forecast chat open populated.
// The figures come from app/domain/growth/demo-data.ts; the workbook is read by the app's own
// reader (app/server/documents/workbook.server.ts). Both are TypeScript, loaded here through Vite.
import { fileURLToPath } from "node:url";

import * as XLSX from "@e965/xlsx";
import { createServer } from "vite";

export const DEMO_FORECAST = {
  id: "demo-forecast-xlsx",
  key: "demo-company/demo-forecast.xlsx",
  contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const q = (v) =>
  v === null || v === undefined
    ? "NULL"
    : typeof v === "number"
      ? String(v)
      : `'${String(v).replace(/'/g, "''")}'`;
/** camelCase field → its column: payingCustomers150Agency → paying_customers_150_agency. */
const column = (field) =>
  field
    .replace(/([A-Z])/g, "_$1")
    .replace(/(\d+)/g, "_$1")
    .toLowerCase();

/** Loads the app's TypeScript modules for the duration of `fn` (a Vite server without HTTP). */
async function withAppModules(fn) {
  const server = await createServer({
    root: fileURLToPath(new URL("..", import.meta.url)),
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await fn((path) => server.ssrLoadModule(path));
  } finally {
    await server.close();
  }
}

/** Twelve weeks; a week the founder has saved already is left as it is. */
export function salesWeeksSql(companyId, weeks) {
  return weeks.map(({ week, year, record }) => {
    const fields = Object.keys(record);
    const columns = ["id", "company_id", "week_number", "year", ...fields.map(column)];
    const values = [
      q(`demo-week-${year}-${week}`),
      q(companyId),
      week,
      year,
      ...fields.map((f) => q(record[f])),
    ];
    return `INSERT INTO weekly_sales_metrics (${columns.join(", ")}) VALUES (${values.join(", ")}) ON CONFLICT DO NOTHING;`;
  });
}

/** The scenarios and their monthly projections (a deleted demo scenario comes back on the next seed). */
export function scenariosSql(companyId, userId, scenarios) {
  return scenarios.flatMap((s) => [
    `INSERT INTO revenue_projections (id, company_id, scenario_name, monthly_marketing_budget, marketing_budget_growth_rate, projection_months, projection_start_date, created_by) VALUES (${q(s.id)}, ${q(companyId)}, ${q(s.name)}, ${s.input.monthlyMarketingBudget}, ${s.input.marketingBudgetGrowthRate}, ${s.input.projectionMonths}, ${q(s.input.projectionStartDate)}, ${q(userId)}) ON CONFLICT DO NOTHING;`,
    ...s.projections.map(
      (p) =>
        `INSERT INTO monthly_projections (id, company_id, projection_id, month, year, marketing_investment, new_customers, total_active_customers, monthly_recurring_revenue, cumulative_revenue) VALUES (${q(`${s.id}-${p.year}-${p.month}`)}, ${q(companyId)}, ${q(s.id)}, ${p.month}, ${p.year}, ${p.marketingInvestment}, ${p.newCustomers}, ${p.totalActiveCustomers}, ${p.monthlyRecurringRevenue}, ${p.cumulativeRevenue}) ON CONFLICT DO NOTHING;`,
    ),
  ]);
}

/** The workbook's documents row as the parse-excel job leaves it (refreshed on every seed). */
export function forecastDocumentSql(companyId, doc) {
  return `INSERT INTO documents (id, company_id, name, type, file_path, file_size, content_type, extracted_text, extraction_method, extraction_status, extraction_message) VALUES (${q(DEMO_FORECAST.id)}, ${q(companyId)}, ${q(doc.name)}, 'excel', ${q(DEMO_FORECAST.key)}, ${doc.size}, ${q(DEMO_FORECAST.contentType)}, ${q(doc.text)}, 'text', 'done', ${q(doc.message)}) ON CONFLICT(id) DO UPDATE SET name = excluded.name, file_size = excluded.file_size, extracted_text = excluded.extracted_text, extraction_status = excluded.extraction_status, extraction_message = excluded.extraction_message;`;
}

/**
 * Everything of the growth demo: the SQL lines and the R2 objects to store first (the
 * workbook and its parsed tables beside it), for the company and founder of the seed.
 */
export async function buildDemoGrowth(companyId, userId, asOf = new Date()) {
  return withAppModules(async (load) => {
    const demo = await load("/app/domain/growth/demo-data.ts");
    const { readWorkbook, workbookJsonKey } = await load("/app/server/documents/workbook.server.ts");
    const { workbookText } = await load("/app/domain/workbook/text.ts");
    const { formatOutcome } = await load("/app/domain/documents.ts");

    const year = asOf.getUTCFullYear() + 1;
    const book = XLSX.utils.book_new();
    for (const sheet of demo.demoForecastSheets(demo.DEMO_PROFILE, year)) {
      XLSX.utils.book_append_sheet(
        book,
        XLSX.utils.aoa_to_sheet(sheet.rows, { cellDates: true, dateNF: "mmm yyyy" }),
        sheet.name,
      );
    }
    const bytes = new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }));
    const workbook = await readWorkbook(bytes);
    const rows = workbook.sheets.reduce((n, s) => n + s.readRows, 0);
    const message = formatOutcome({
      title: "Bestand geüpload",
      description: [
        `${workbook.sheets.length} werkbladen ingelezen (${rows} rijen).`,
        ...workbook.notices,
      ].join(" "),
    });

    return {
      files: [
        { key: DEMO_FORECAST.key, bytes, contentType: DEMO_FORECAST.contentType },
        {
          key: workbookJsonKey(DEMO_FORECAST.key),
          bytes: new TextEncoder().encode(JSON.stringify(workbook)),
          contentType: "application/json",
        },
      ],
      sql: [
        ...salesWeeksSql(companyId, demo.demoSalesWeeks(asOf)),
        ...scenariosSql(companyId, userId, demo.demoScenarios(demo.DEMO_PROFILE, asOf)),
        forecastDocumentSql(companyId, {
          name: `Adup Data Agent - Forecast ${year}.xlsx`,
          size: bytes.byteLength,
          text: workbookText(workbook, 1_000_000),
          message,
        }),
      ],
    };
  });
}
