// Idempotent demo seed: a company `demo`, its founder, a hashed investor access code, a
// few timeline updates and a pitch deck PDF (generated from db/demo-deck.mjs, stored in the
// local R2 bucket, with the text the extraction job would store for it), and the growth demo
// of db/demo-growth.mjs (sales metrics, forecast scenarios, an Excel forecast) and the investor
// activity of db/demo-investors.mjs (invited investors, visits, questions), and a locked plan
// for the monthly update (plan vs actual). Figures can be
// overridden with SEED_* environment variables.
// Usage: node db/seed.mjs [--persist-to DIR]
import { createHash, webcrypto } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { executeSqlFile, run } from "../workers/local/lib.mjs";
import { useSupportedNode } from "../workers/local/node.mjs";
import { renderDeckPages } from "./demo-deck-pages.mjs";
import { buildDeckPdf, extractDeckText } from "./demo-deck-pdf.mjs";
import { buildDemoGrowth } from "./demo-growth.mjs";
import { demoInvestorsSql } from "./demo-investors.mjs";
import { demoMonthlyUpdateSql } from "./demo-monthly-update.mjs";
import { demoUpdateMailSql } from "./demo-update-mail.mjs";

export const seedConfig = {
  companySlug: process.env.SEED_COMPANY_SLUG ?? "demo",
  companyName: process.env.SEED_COMPANY_NAME ?? "Adup Data Agent",
  adminEmail: (process.env.SEED_ADMIN_EMAIL ?? "founder@example.com").toLowerCase(),
  adminPassword: process.env.SEED_ADMIN_PASSWORD ?? "demo-founder-2026",
  adminName: process.env.SEED_ADMIN_NAME ?? "Demo Founder",
  accessCode: process.env.SEED_ACCESS_CODE ?? "investor2026",
};
const overridden = ["SEED_ADMIN_EMAIL", "SEED_ADMIN_PASSWORD", "SEED_ACCESS_CODE", "SEED_COMPANY_NAME"].some(
  (k) => process.env[k],
);

/** Same format as app/server/auth/password.server.ts (PBKDF2-SHA256, 100,000 iterations). */
async function hashSecret(secret) {
  const salt = webcrypto.getRandomValues(new Uint8Array(16));
  const key = await webcrypto.subtle.importKey("raw", new TextEncoder().encode(secret), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await webcrypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations: 100000 },
    key,
    256,
  );
  return `pbkdf2-sha256$100000$${Buffer.from(salt).toString("base64")}$${Buffer.from(bits).toString("base64")}`;
}

/** The demo pitch deck: R2 bucket (wrangler.toml FILES), key, row id. */
export const DEMO_DECK = {
  bucket: "investor-relations-files",
  key: "demo-company/demo-pitch-deck.pdf",
  id: "demo-pitch-deck-pdf",
  name: "Adup Data Agent - Pitch Deck.pdf",
};

const q = (v) => (v === null ? "NULL" : `'${String(v).replace(/'/g, "''")}'`);

const UPDATES = [
  {
    id: "demo-update-1",
    date: "2026-01-15",
    type: "funding",
    title: "Pre-seed round closed",
    description:
      "We closed a €750k pre-seed round led by two angels from the Dutch e-commerce scene. The money goes into the data-connector platform and our first two engineering hires, so we can bring the agent from pilot to a self-serve product.",
    metrics: ["€750k raised - 2 lead angels", "18 months runway"],
  },
  {
    id: "demo-update-2",
    date: "2026-04-02",
    type: "product",
    title: "AI agent v1 live with Shopify and GA4",
    description:
      "The agent now tracks, analyses and reports on Shopify and Google Analytics 4 data, sends proactive notifications and lets shop owners chat with their own web data.",
    metrics: ["🚀 2 data sources connected", "• Weekly AI reports"],
  },
  {
    id: "demo-update-3",
    date: "2026-07-20",
    type: "growth",
    title: "First 40 paying shops",
    description:
      "Paid conversion from the pilot group was 38%. Most customers found us through agency partners.",
    metrics: ["40 paying customers - €9.6k MRR", "38% pilot-to-paid"],
  },
  {
    id: "demo-update-4",
    date: "2026-10-05",
    type: "milestone",
    title: "Agency partner programme launched",
    description: "Twelve e-commerce agencies resell the agent to their clients with a revenue share.",
    metrics: ["12 agency partners"],
  },
];

/**
 * The pitch deck's documents row, as the upload plus the extract-pdf job leave it. Re-seeding
 * refreshes its text and size (the PDF itself is rewritten with the same bytes).
 */
export function deckSql(companyId, deck) {
  const message = `PDF succesvol verwerkt\nTekst geëxtraheerd (${deck.chars.toLocaleString("nl-NL")} tekens). De pitch deck chat is klaar voor gebruik. (${deck.pages} pagina's)`;
  return `INSERT INTO documents (id, company_id, name, type, file_path, file_size, content_type, extracted_text, extraction_method, extraction_status, extraction_message, page_count) VALUES (${q(DEMO_DECK.id)}, ${q(companyId)}, ${q(DEMO_DECK.name)}, 'pdf', ${q(DEMO_DECK.key)}, ${deck.size}, 'application/pdf', ${q(deck.text)}, 'text', 'done', ${q(message)}, ${deck.pages}) ON CONFLICT(id) DO UPDATE SET file_size = excluded.file_size, extracted_text = excluded.extracted_text, extraction_method = excluded.extraction_method, extraction_status = excluded.extraction_status, extraction_message = excluded.extraction_message, page_count = excluded.page_count;`;
}

/** R2 key of a page image (app/domain/deck/pages.ts pageImageKey). */
const pageKey = (companyId, n) => `${companyId}/pages/${DEMO_DECK.id}/${n}.webp`;

/**
 * The demo deck's page rows once their images are in R2: the version's pages are done, so the
 * viewer works on a fresh clone. Earlier rows of the demo deck are replaced.
 */
export function deckPagesSql(companyId, pages) {
  return [
    `DELETE FROM document_pages WHERE document_id = ${q(DEMO_DECK.id)};`,
    ...pages.map(
      (p) =>
        `INSERT INTO document_pages (id, company_id, document_id, page_number, image_path, image_size) VALUES (${q(`${DEMO_DECK.id}-page-${p.pageNumber}`)}, ${q(companyId)}, ${q(DEMO_DECK.id)}, ${p.pageNumber}, ${q(pageKey(companyId, p.pageNumber))}, ${p.bytes.byteLength});`,
    ),
    `UPDATE documents SET pages_status = 'done', page_count = ${pages.length}, pages_updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ${q(DEMO_DECK.id)};`,
  ];
}

/**
 * The data room's demo (Admin Panel → Data room): a 'Financials' folder with the finance deck
 * (everyone with access, downloads on, stamped) and a cap table given to Lotte only, which
 * answers Pieter's captable request ('Toegang geven'), and Lotte's verified visit of it. Both
 * reuse the demo PDF and its page images.
 */
export function dataRoomSql(companyId, size, pageCount) {
  const folder = "demo-room-financials";
  const doc = (id, name, visibility, downloads, requestType) =>
    `INSERT INTO data_room_documents (id, company_id, folder_id, name, visibility, downloads, request_type) VALUES (${q(id)}, ${q(companyId)}, ${q(folder)}, ${q(name)}, ${q(visibility)}, ${downloads ? 1 : 0}, ${q(requestType)}) ON CONFLICT DO NOTHING;`;
  const version = (docId) =>
    `INSERT INTO data_room_versions (id, company_id, document_id, number, file_path, file_name, content_type, file_size, page_count) VALUES (${q(`${docId}-v1`)}, ${q(companyId)}, ${q(docId)}, 1, ${q(DEMO_DECK.key)}, 'demo-pitch-deck.pdf', 'application/pdf', ${size}, ${pageCount}) ON CONFLICT DO NOTHING;`;
  const pages = (docId) =>
    Array.from(
      { length: pageCount },
      (_, i) =>
        `INSERT INTO data_room_pages (company_id, version_id, page_number, image_path, content_type) VALUES (${q(companyId)}, ${q(`${docId}-v1`)}, ${i + 1}, ${q(pageKey(companyId, i + 1))}, 'image/webp') ON CONFLICT DO NOTHING;`,
    );
  return [
    `INSERT INTO data_room_folders (id, company_id, name) VALUES (${q(folder)}, ${q(companyId)}, 'Financials') ON CONFLICT DO NOTHING;`,
    doc("demo-room-finance", "Finance deck", "everyone", true, "finance-deck"),
    doc("demo-room-captable", "Cap table", "chosen", false, "captable"),
    version("demo-room-finance"),
    version("demo-room-captable"),
    ...pages("demo-room-finance"),
    ...pages("demo-room-captable"),
    `INSERT INTO data_room_grants (company_id, document_id, investor_id) VALUES (${q(companyId)}, 'demo-room-captable', 'demo-investor-lotte') ON CONFLICT DO NOTHING;`,
    // Lotte read it yesterday with her address verified and the NDA (version 1) accepted: a row of /admin/audit.csv.
    `INSERT INTO data_room_visits (id, company_id, visitor_id, investor_id, email, verified, nda_version, document_id, version_id, day, viewed_at) VALUES ('demo-room-visit-lotte', ${q(companyId)}, 'demo-visitor-lotte', 'demo-investor-lotte', 'lotte@graaf-capital.example', 1, '1', 'demo-room-captable', 'demo-room-captable-v1', strftime('%Y-%m-%d', 'now', '-1 day'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')) ON CONFLICT DO NOTHING;`,
  ];
}

/** Puts the demo deck's page images in the local R2 bucket (one wrangler call); returns their SQL lines, or none without a canvas. */
async function putDeckPages(dir, bytes, persistTo) {
  const pages = await renderDeckPages(bytes);
  if (!pages) {
    console.warn(
      "No canvas for Node (@napi-rs/canvas): the demo deck has no page images until an admin renders them.",
    );
    return [];
  }
  const list = pages.map((p) => {
    const file = join(dir, `page-${p.pageNumber}.webp`);
    writeFileSync(file, p.bytes);
    return { key: pageKey("demo-company", p.pageNumber), file };
  });
  const listFile = join(dir, "pages.json");
  writeFileSync(listFile, JSON.stringify(list));
  run(
    "npx",
    [
      "wrangler",
      "r2",
      "bulk",
      "put",
      DEMO_DECK.bucket,
      "--filename",
      listFile,
      "--content-type",
      "image/webp",
      "--local",
      "--force",
      ...(persistTo ? ["--persist-to", persistTo] : []),
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  return deckPagesSql("demo-company", pages);
}

/** `growth`: the SQL lines of the growth demo (db/demo-growth.mjs), added after the company's rows. */
export async function seedSql(config = seedConfig, deck = null, growth = []) {
  const companyId = "demo-company";
  const userId = "demo-founder";
  const passwordHash = await hashSecret(config.adminPassword);
  const accessHash = await hashSecret(config.accessCode);
  const onCompany = overridden
    ? `ON CONFLICT(id) DO UPDATE SET name = excluded.name, access_code_hash = excluded.access_code_hash, access_code_version = companies.access_code_version + 1`
    : "ON CONFLICT DO NOTHING";
  const onUser = overridden
    ? `ON CONFLICT(id) DO UPDATE SET email = excluded.email, password_hash = excluded.password_hash`
    : "ON CONFLICT DO NOTHING";
  const lines = [
    `INSERT INTO companies (id, slug, name, tagline, about, website_url, access_code_hash, access_code_version) VALUES (${q(companyId)}, ${q(config.companySlug)}, ${q(config.companyName)}, ${q("Your AI Data & E-commerce Agent")}, ${q("We build an AI agent that tracks, analyzes, reports and optimizes the digital activity of e-commerce companies: real-time insights, proactive notifications, AI recommendations, and a chat with your connected web data sources.")}, ${q("https://example.com")}, ${q(accessHash)}, 1) ${onCompany};`,
    `INSERT INTO users (id, email, full_name, password_hash, email_verified_at) VALUES (${q(userId)}, ${q(config.adminEmail)}, ${q(config.adminName)}, ${q(passwordHash)}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ${onUser};`,
    `INSERT INTO memberships (user_id, company_id, role) VALUES (${q(userId)}, ${q(companyId)}, 'owner') ON CONFLICT DO NOTHING;`,
    ...UPDATES.map((u) => {
      const style = {
        funding: ["DollarSign", "green"],
        product: ["Rocket", "blue"],
        growth: ["Users", "purple"],
        milestone: ["Award", "orange"],
      }[u.type];
      return `INSERT INTO updates (id, company_id, title, description, date, type, icon, color, metrics, created_by) VALUES (${q(u.id)}, ${q(companyId)}, ${q(u.title)}, ${q(u.description)}, ${q(u.date)}, ${q(u.type)}, ${q(style[0])}, ${q(style[1])}, ${q(JSON.stringify(u.metrics))}, ${q(userId)}) ON CONFLICT DO NOTHING;`;
    }),
    // The financial profile the wizard would hold, so /numbers and /report open on real
    // figures; inserted once and never overwritten (the founder's own edits stay).
    `INSERT INTO startup_data (id, company_id, company_name, country, sector, stage, founding_year, mrr_current, revenue_year_1, revenue_year_2, revenue_year_3, previous_year_revenue, revenue_forecast_1, revenue_forecast_2, fixed_costs_year_3, fixed_costs_current_year, fixed_costs_forecast_1, variable_costs_year_3, variable_costs_current_year, variable_costs_forecast_1, equity_investment, debt_amount, cac_per_customer, ltv_months, revenue_per_customer_monthly) VALUES ('demo-startup-data', ${q(companyId)}, ${q(config.companyName)}, 'Nederland', 'SaaS/Software', 'Seed', 2023, 18500, 24000, 96000, 168000, 168000, 420000, 780000, 210000, 264000, 320000, 36000, 48000, 70000, 750000, 150000, 450, 24, 149) ON CONFLICT(company_id) DO NOTHING;`,
    // The locked plan of the monthly update (forecast_plans): this year's budget, month by month,
    // so 'Nieuwe maandupdate' opens with plan vs actual (the MRR above against it). Kept once written.
    demoPlanSql(companyId, userId, new Date().getUTCFullYear()),
    ...demoMonthlyUpdateSql(companyId, userId),
    ...(deck
      ? [
          deckSql(companyId, deck),
          ...demoInvestorsSql(companyId, { id: DEMO_DECK.id, pageCount: deck.pages }),
          ...demoNdaSql(companyId),
          ...demoUpdateMailSql(companyId, config.companyName),
        ]
      : []),
    ...growth,
  ];
  return lines.join("\n");
}

/**
 * The agreement (NDA) saved in Settings as version 1 — switched off, so the demo site opens with
 * the access code alone — and Lotte de Graaf's acceptance of it, on her page in the Investors tab.
 */
function demoNdaSql(companyId) {
  const text =
    "Everything you read on this investor site (the deck, the updates, the figures) is confidential.\nYou do not share it with anyone outside your firm without our written consent.";
  const hash = createHash("sha256").update(text).digest("hex");
  return [
    `INSERT INTO nda_versions (id, company_id, version, text, text_sha256) VALUES ('demo-nda-v1', ${q(companyId)}, 1, ${q(text)}, ${q(hash)}) ON CONFLICT DO NOTHING;`,
    `UPDATE companies SET settings = json_set(coalesce(settings, '{}'), '$.ndaVersion', 1) WHERE id = ${q(companyId)} AND json_extract(coalesce(settings, '{}'), '$.ndaVersion') IS NULL;`,
    `INSERT INTO nda_acceptances (id, company_id, version, text_sha256, name, email, investor_id, visitor_id, address, accepted_at) VALUES ('demo-nda-lotte', ${q(companyId)}, 1, ${q(hash)}, 'Lotte de Graaf', 'lotte@graaf-capital.example', 'demo-investor-lotte', 'demo-visitor-lotte', '198.51.100.14', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')) ON CONFLICT DO NOTHING;`,
  ];
}

/** A locked plan for `year`: MRR from €15.000 in January, 3% a month, at €149 a customer. */
function demoPlanSql(companyId, userId, year) {
  const months = Array.from({ length: 12 }, (_, i) => {
    const mrr = Math.round(15000 * 1.03 ** i);
    return { year, month: i + 1, mrr, customers: Math.round(mrr / 149) };
  });
  return `INSERT INTO forecast_plans (id, company_id, projection_id, scenario_name, months, locked_by, locked_at) VALUES ('demo-plan', ${q(companyId)}, NULL, ${q(`Begroting ${year}`)}, ${q(JSON.stringify(months))}, ${q(userId)}, '${year}-01-02T09:00:00.000Z') ON CONFLICT DO NOTHING;`;
}

/** The growth demo's objects in the local R2 bucket (before their rows); returns its SQL lines. */
async function putDemoGrowth(dir, persistTo) {
  const growth = await buildDemoGrowth("demo-company", "demo-founder");
  growth.files.forEach((f, i) => {
    const path = join(dir, `growth-${i}`);
    writeFileSync(path, f.bytes);
    run(
      "npx",
      [
        "wrangler",
        "r2",
        "object",
        "put",
        `${DEMO_DECK.bucket}/${f.key}`,
        "--file",
        path,
        "--content-type",
        f.contentType,
        "--local",
        ...(persistTo ? ["--persist-to", persistTo] : []),
      ],
      {
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
  });
  return growth.sql;
}

export async function seed(persistTo) {
  const dir = mkdtempSync(join(tmpdir(), "seed-"));
  const file = join(dir, "seed.sql");
  const pdfFile = join(dir, "demo-pitch-deck.pdf");
  try {
    // The object first, then its row (the documents invariant: never a row without its object).
    const bytes = await buildDeckPdf();
    writeFileSync(pdfFile, bytes);
    const extracted = await extractDeckText(bytes);
    run(
      "npx",
      [
        "wrangler",
        "r2",
        "object",
        "put",
        `${DEMO_DECK.bucket}/${DEMO_DECK.key}`,
        "--file",
        pdfFile,
        "--content-type",
        "application/pdf",
        "--local",
        ...(persistTo ? ["--persist-to", persistTo] : []),
      ],
      {
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const growth = await putDemoGrowth(dir, persistTo);
    const pages = await putDeckPages(dir, bytes, persistTo);
    writeFileSync(
      file,
      [
        await seedSql(seedConfig, { ...extracted, size: bytes.byteLength }, growth),
        ...pages,
        ...dataRoomSql("demo-company", bytes.byteLength, pages.length > 0 ? extracted.pages : 0),
      ].join("\n"),
    );
    executeSqlFile(file, persistTo);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return seedConfig;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await useSupportedNode();
  const i = process.argv.indexOf("--persist-to");
  const config = await seed(i > 0 ? process.argv[i + 1] : undefined);
  console.log(
    `Seeded company '${config.companySlug}' (admin ${config.adminEmail} / ${config.adminPassword}, access code ${config.accessCode})`,
  );
}

/* ------------------------------------------------------------------ bench data */

/** Extra deck pages that bring the demo deck to the 20 pages of a realistic seed-stage deck. */
const APPENDIX_PAGES = [
  [
    "Appendix — Unit economics",
    "Average revenue per shop is €149 a month. Customer acquisition cost through agency partners is €450, paid back in a little over three months. Gross margin on the AI workload is 78% after model and hosting costs.",
  ],
  [
    "Appendix — Cohort retention",
    "Of the shops that started in the pilot, 91% are still paying after six months. Shops that connect three or more data sources churn half as often as shops with a single source.",
  ],
  [
    "Appendix — Hiring plan",
    "The seed round funds four engineers, one product designer and two customer success managers over eighteen months. Engineering grows first; sales stays agency-led.",
  ],
  [
    "Appendix — Product roadmap",
    "Next quarter: Meta and Google Ads connectors, anomaly alerts on margin, and a weekly board report. After that: multi-shop workspaces for agencies and a public API.",
  ],
  [
    "Appendix — Competition",
    "Dashboards show numbers; Adup explains them. Generic BI tools need an analyst, agency reports are monthly and manual, and shop-platform analytics stop at the shop's own data.",
  ],
  [
    "Appendix — Use of funds",
    "45% product and engineering, 25% go-to-market with agencies, 15% customer success, 15% general and administrative costs, including the first audit.",
  ],
];

/** The 20-page bench deck: the demo deck followed by the appendix pages. */
export async function benchDeckPages() {
  const { DEMO_DECK_PAGES } = await import("./demo-deck.mjs");
  const start = DEMO_DECK_PAGES.length;
  return [
    ...DEMO_DECK_PAGES,
    ...APPENDIX_PAGES.map(([title, body], i) => ({
      source: "page",
      number: start + i + 1,
      text: `${title}\n${body}`,
    })),
  ].slice(0, 20);
}

/**
 * The data of a company that has used the platform for two years (`npm run bench`): 30
 * timeline updates, 24 months of costs and 12 weeks of sales metrics. Deterministic; never
 * overwrites rows that exist.
 */
export function benchDataSql(companyId = "demo-company", userId = "demo-founder") {
  const types = [
    ["funding", "DollarSign", "green"],
    ["product", "Rocket", "blue"],
    ["growth", "Users", "purple"],
    ["milestone", "Award", "orange"],
  ];
  const lines = [];
  for (let i = 0; i < 30 - UPDATES.length; i++) {
    const [type, icon, color] = types[i % types.length];
    const month = (i % 22) + 1;
    const date = `${2024 + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, "0")}-${String(3 + ((i * 7) % 24)).padStart(2, "0")}`;
    const description = `Month ${month} of building Adup: ${20 + i * 4} paying shops, ${3 + (i % 5)} new agency conversations and a release that makes the weekly report ${10 + i}% faster to read. We share what worked, what did not, and what we will try next month with the investors who follow us.`;
    const metrics = [`${20 + i * 4} paying shops`, `€${(3 + i * 0.6).toFixed(1)}k MRR`];
    lines.push(
      `INSERT INTO updates (id, company_id, title, description, date, type, icon, color, metrics, created_by) VALUES (${q(`bench-update-${i + 1}`)}, ${q(companyId)}, ${q(`Progress update ${i + 1}`)}, ${q(description)}, ${q(date)}, ${q(type)}, ${q(icon)}, ${q(color)}, ${q(JSON.stringify(metrics))}, ${q(userId)}) ON CONFLICT DO NOTHING;`,
    );
  }
  // 24 months: January 2025 to December 2026, a team that grows from three to seven people.
  for (let m = 0; m < 24; m++) {
    const year = 2025 + Math.floor(m / 12);
    const month = (m % 12) + 1;
    const devs = 6000 + 500 * Math.floor(m / 3);
    lines.push(
      `INSERT INTO monthly_costs (id, company_id, month, year, salary_ceo, salary_cto, salary_developers, salary_sales, freelancers, payroll_kosten, huur_kantoor, abonnementen, telefoon_internet, cloudkosten, licenties, advertentiekosten, crm_tools, boekhouding, verzekeringen, onvoorzien) VALUES (${q(`bench-costs-${year}-${month}`)}, ${q(companyId)}, ${month}, ${year}, 5500, 5500, ${devs}, ${m >= 12 ? 4200 : 0}, ${1500 + (m % 4) * 250}, ${Math.round(devs * 0.08)}, 1800, 420, 110, ${900 + m * 45}, 260, ${1200 + m * 80}, 150, 350, 95, 200) ON CONFLICT DO NOTHING;`,
    );
  }
  // 12 weeks: weeks 36 to 47 of 2026, a funnel that grows week by week.
  for (let w = 0; w < 12; w++) {
    const week = 36 + w;
    const direct = 900 + w * 60;
    const agency = 600 + w * 40;
    const mqlDirect = 18 + w * 2;
    const mqlAgency = 10 + w;
    lines.push(
      `INSERT INTO weekly_sales_metrics (id, company_id, week_number, year, marketing_investment, marketing_investment_direct, marketing_investment_agency, mqls_marketing, mqls_marketing_direct, mqls_marketing_agency, mqls_influencers, sqls_total, sqls_registered, sqls_integrated, sqls_first_chat, sqls_active, sqls_at_risk, paying_customers_20, paying_customers_regular, paying_customers_249, paying_customers_enterprise, agencies_leads, agencies_outreach, agencies_meeting, agencies_deal) VALUES (${q(`bench-sales-2026-${week}`)}, ${q(companyId)}, ${week}, 2026, ${direct + agency}, ${direct}, ${agency}, ${mqlDirect + mqlAgency}, ${mqlDirect}, ${mqlAgency}, ${2 + (w % 3)}, ${9 + w}, ${8 + w}, ${6 + w}, ${5 + w}, ${4 + w}, ${1 + (w % 2)}, ${30 + w * 2}, ${95 + w * 4}, ${12 + w}, ${2 + Math.floor(w / 4)}, ${14 + w}, ${10 + w}, ${3 + (w % 4)}, ${w % 3 === 0 ? 1 : 0}) ON CONFLICT DO NOTHING;`,
    );
  }
  return lines.join("\n");
}

/**
 * Bench data on top of `seed()`: the rows of benchDataSql and the 20-page deck in place of
 * the demo deck (its page images are stored by the bench through the Worker, as the admin's
 * browser does).
 */
export async function seedBenchData(persistTo) {
  const dir = mkdtempSync(join(tmpdir(), "seed-bench-"));
  const file = join(dir, "bench.sql");
  const pdfFile = join(dir, "bench-deck.pdf");
  try {
    const bytes = await buildDeckPdf(await benchDeckPages());
    writeFileSync(pdfFile, bytes);
    const extracted = await extractDeckText(bytes);
    run(
      "npx",
      [
        "wrangler",
        "r2",
        "object",
        "put",
        `${DEMO_DECK.bucket}/${DEMO_DECK.key}`,
        "--file",
        pdfFile,
        "--content-type",
        "application/pdf",
        "--local",
        ...(persistTo ? ["--persist-to", persistTo] : []),
      ],
      {
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    writeFileSync(
      file,
      // The demo deck's page images are of the 13-page deck: the bench renders the 20 pages itself.
      `${benchDataSql()}\n${deckSql("demo-company", { ...extracted, size: bytes.byteLength })}\nDELETE FROM document_pages WHERE document_id = ${q(DEMO_DECK.id)};\nUPDATE documents SET pages_status = 'none' WHERE id = ${q(DEMO_DECK.id)};`,
    );
    executeSqlFile(file, persistTo);
    return { deckId: DEMO_DECK.id, pages: extracted.pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
