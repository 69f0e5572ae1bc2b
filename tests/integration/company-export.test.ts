/**
 * 'Exporteer alle gegevens' and its import (docs/decisions/040-company-export-and-import.md): a
 * company with data on every page exported and imported into an empty company shows the same
 * pages; damaged and hostile archives are refused with a Dutch reason and a 4xx, writing
 * nothing; only the owner may export or import.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { ARCHIVE_FORMAT } from "../../app/domain/company-export/format";
import { zipStream, type ZipStreamEntry } from "../../app/domain/company-export/zip-stream";
import { inflateEntry } from "../../app/domain/workbook/inflate";
import { readZipDirectory, type ZipEntry } from "../../app/domain/workbook/zip";
import { hashSecret } from "../../app/server/auth/password.server";
import { exportTables, LEFT_OUT } from "../../app/server/company/company-archive-tables.server";
import { createMember, createUpdate, type TestMember } from "../factories";
import { createStoredDocument, demoDeck, webpFile } from "../factories/documents";
import { createSubscription } from "../factories/subscriptions";
import { createVideo } from "../factories/videos";
import { Browser, loggedIn } from "./http";

const YEAR = new Date().getUTCFullYear();
const CODE = "open-sesame-42";
const run = (sql: string, ...args: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...args)
    .run();
const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;

/** A company with rows in every exported table and files in R2, through the factories and SQL as the app writes it. */
async function seedEverything(member: TestMember) {
  const c = member.companyId;
  await run(
    "UPDATE companies SET about = 'Wij bouwen data-agents.', website_url = 'https://example.com', retention_months = 18, ai_daily_questions = 321 WHERE id = ?",
    c,
  );
  await run(
    "INSERT INTO startup_data (id, company_id, company_name, country, sector, stage, founding_year, mrr_current, revenue_year_3, fixed_costs_current_year, variable_costs_current_year, gross_margin, equity_investment) VALUES (?, ?, 'Export BV', 'NL', 'SaaS', 'Seed', 2021, 12500, 90000, 180000, 24000, 72, 250000)",
    crypto.randomUUID(),
    c,
  );
  await run(
    "INSERT INTO monthly_costs (id, company_id, month, year, salary_ceo, advertentiekosten) VALUES (?, ?, 3, ?, 4200.5, 310.25)",
    crypto.randomUUID(),
    c,
    YEAR,
  );
  await run(
    "INSERT INTO customer_cohorts (id, company_id, acquisition_month, acquisition_year, customer_count, monthly_revenue_per_customer, ltv_months) VALUES (?, ?, 2, ?, 14, 99, 24)",
    crypto.randomUUID(),
    c,
    YEAR,
  );
  const scenario = crypto.randomUUID();
  await run(
    "INSERT INTO revenue_projections (id, company_id, scenario_name, monthly_marketing_budget, marketing_budget_growth_rate, projection_months, projection_start_date, created_by) VALUES (?, ?, 'Groei 2027', 5000, 2.5, 12, ?, ?)",
    scenario,
    c,
    `${YEAR}-01-01`,
    member.userId,
  );
  for (let m = 1; m <= 3; m++)
    await run(
      "INSERT INTO monthly_projections (id, company_id, projection_id, month, year, marketing_investment, new_customers, total_active_customers, monthly_recurring_revenue, cumulative_revenue) VALUES (?, ?, ?, ?, ?, 5000, ?, ?, ?, ?)",
      crypto.randomUUID(),
      c,
      scenario,
      m,
      YEAR,
      m * 3,
      m * 10,
      m * 990,
      m * 2000,
    );
  for (const week of [10, 11])
    await run(
      "INSERT INTO weekly_sales_metrics (id, company_id, week_number, year, notes, mqls_marketing, sqls_total, paying_customers_regular, marketing_investment) VALUES (?, ?, ?, ?, 'Goede week', 40, 12, 7, 1250.5)",
      crypto.randomUUID(),
      c,
      week,
      YEAR,
    );

  await createUpdate(env.DB, c, {
    title: "Seed-ronde gesloten",
    description: "We haalden €1,2 mln op.",
    type: "funding",
    metrics: ["€1,2 mln", "18 maanden runway"],
  });
  // The monthly update: the locked plan (a copy of the scenario's months) and an update's frozen figures.
  await run(
    "INSERT INTO forecast_plans (id, company_id, projection_id, scenario_name, months, locked_by) VALUES (?, ?, ?, 'Groei 2027', ?, ?)",
    crypto.randomUUID(),
    c,
    scenario,
    JSON.stringify([{ year: YEAR, month: 1, mrr: 990, customers: 10 }]),
    member.userId,
  );
  const monthly = await createUpdate(env.DB, c, { title: "Maandupdate maart", type: "metrics" });
  await run(
    "INSERT INTO monthly_updates (update_id, company_id, month, snapshot) VALUES (?, ?, ?, ?)",
    monthly.id,
    c,
    `${YEAR}-03`,
    JSON.stringify({
      version: 1,
      month: `${YEAR}-03`,
      title: "Maandupdate maart",
      figures: [],
      roundName: null,
      sections: { highlights: ["Groei"], lowlights: [], asks: [], freeText: "" },
      plan: null,
    }),
  );
  // An investor's reply and reaction on the update's own page ('Reageer').
  await run(
    "INSERT INTO update_replies (id, company_id, update_id, name, email, body) VALUES (?, ?, ?, 'Ann Fonds', 'ann@fund.example', 'Mooie groei; wanneer de volgende ronde?')",
    crypto.randomUUID(),
    c,
    monthly.id,
  );
  await run(
    "INSERT INTO update_reactions (company_id, update_id, visitor_id, reaction) VALUES (?, ?, ?, '🎉')",
    c,
    monthly.id,
    crypto.randomUUID(),
  );
  await createVideo(env.DB, c, { title: "Demo van het product", description: "Twee minuten" });
  const deck = await demoDeck();
  const pdf = await createStoredDocument(env, c, {
    type: "pdf",
    name: "Deck.pdf",
    body: deck.bytes,
    extractedText: deck.text,
    extractionStatus: "done",
  });
  const imageKey = `${c}/pages/${pdf.id}/1.webp`;
  await env.FILES.put(imageKey, new Uint8Array(await webpFile(256).arrayBuffer()), {
    httpMetadata: { contentType: "image/webp" },
  });
  await run(
    "INSERT INTO document_pages (id, company_id, document_id, page_number, image_path, image_size, ocr_text) VALUES (?, ?, ?, 1, ?, 256, 'Pagina één')",
    crypto.randomUUID(),
    c,
    pdf.id,
    imageKey,
  );
  await createStoredDocument(env, c, { type: "pitch-images", name: "Slide.png" });

  const interview = crypto.randomUUID();
  await run(
    "INSERT INTO founder_interviews (id, company_id, token, founder_email, status, questions, expires_at) VALUES (?, ?, ?, 'founder@example.com', 'completed', ?, ?)",
    interview,
    c,
    `tok-${crypto.randomUUID()}`,
    JSON.stringify([{ question: "Wat is jullie moat?", category: "strategy", reasoning: "Concurrentie" }]),
    new Date(Date.now() + 86_400_000).toISOString(),
  );
  await run(
    "INSERT INTO interview_responses (id, company_id, interview_id, question_number, question, answer) VALUES (?, ?, ?, 1, 'Wat is jullie moat?', 'Onze data.')",
    crypto.randomUUID(),
    c,
    interview,
  );

  const investor = crypto.randomUUID();
  await run(
    "INSERT INTO investors (id, company_id, name, email, firm, token_hash, first_opened_at) VALUES (?, ?, 'Ann Fonds', 'ann@fund.example', 'Fonds BV', ?, ?)",
    investor,
    c,
    crypto.randomUUID().replace(/-/g, ""),
    new Date().toISOString(),
  );
  // The pipeline: a round, Ann's entry (linked to her invite) and a call logged on it.
  await run(
    "INSERT INTO rounds (id, company_id, name, target_amount, instrument, target_close) VALUES (?, ?, 'Seed', 500000, 'safe', '2027-03-31')",
    crypto.randomUUID(),
    c,
  );
  const entry = crypto.randomUUID();
  await run(
    "INSERT INTO pipeline_entries (id, company_id, email, name, firm, investor_id, stage, ticket_committed, notes) VALUES (?, ?, 'ann@fund.example', 'Ann Fonds', 'Fonds BV', ?, 'committed', 150000, 'Leidt de ronde')",
    entry,
    c,
    investor,
  );
  await run(
    "INSERT INTO pipeline_activities (id, company_id, entry_id, kind, happened_on, note) VALUES (?, ?, ?, 'call', '2026-11-20', 'Eerste gesprek')",
    crypto.randomUUID(),
    c,
    entry,
  );
  const visitor = `v-${crypto.randomUUID()}`;
  await run(
    "INSERT INTO visitor_events (id, company_id, visitor_id, investor_id, kind, path, source) VALUES (?, ?, ?, ?, 'page', ?, 'server')",
    crypto.randomUUID(),
    c,
    visitor,
    investor,
    `/public/${member.slug}`,
  );
  await run(
    "INSERT INTO visitor_events (id, company_id, visitor_id, investor_id, kind, document_id, page_number, duration_ms, source, day) VALUES (?, ?, ?, ?, 'deck-page', ?, 2, 45000, 'beacon', ?)",
    crypto.randomUUID(),
    c,
    visitor,
    investor,
    pdf.id,
    new Date().toISOString().slice(0, 10),
  );
  await run(
    "INSERT INTO visitor_clocks (company_id, visitor_id, last_at, day, deck_ms, granted_ms) VALUES (?, ?, ?, ?, 45000, 45000)",
    c,
    visitor,
    Date.now(),
    new Date().toISOString().slice(0, 10),
  );
  const conversation = crypto.randomUUID();
  await run(
    "INSERT INTO chat_conversations (id, company_id, title, type, visitor_id) VALUES (?, ?, 'Vraag over ARR', 'pitch-deck', ?)",
    conversation,
    c,
    visitor,
  );
  await run(
    "INSERT INTO chat_messages (id, company_id, conversation_id, content, is_user) VALUES (?, ?, ?, 'Wat is de ARR?', 1)",
    crypto.randomUUID(),
    c,
    conversation,
  );
  await run(
    "INSERT INTO chat_messages (id, company_id, conversation_id, content, is_user, created_at) VALUES (?, ?, ?, 'De ARR is €150.000.', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 second'))",
    crypto.randomUUID(),
    c,
    conversation,
  );
  const request = crypto.randomUUID();
  await run(
    "INSERT INTO document_requests (id, company_id, type, name, email, company, message, investor_id) VALUES (?, ?, 'captable', 'Ann Fonds', 'ann@fund.example', 'Fonds BV', 'Graag de cap table', ?)",
    request,
    c,
    investor,
  );
  await run(
    "INSERT INTO visitor_events (id, company_id, visitor_id, investor_id, kind, ref, source) VALUES (?, ?, ?, ?, 'request', ?, 'server')",
    crypto.randomUUID(),
    c,
    visitor,
    investor,
    `document:${request}`,
  );
  await run(
    "INSERT INTO call_requests (id, company_id, name, email, message, preferred_time) VALUES (?, ?, 'Bob Belt', 'bob@vc.example', 'Even bellen?', 'dinsdag')",
    crypto.randomUUID(),
    c,
  );
  await run(
    "INSERT INTO access_requests (id, company_id, name, email, message) VALUES (?, ?, 'Vera Visser', 'vera@angel.example', 'Graag toegang')",
    crypto.randomUUID(),
    c,
  );
  // The agreement (NDA) and Ann's acceptance of it.
  await run(
    "INSERT INTO nda_versions (id, company_id, version, text, text_sha256) VALUES (?, ?, 1, 'Alles blijft vertrouwelijk.', ?)",
    crypto.randomUUID(),
    c,
    "a".repeat(64),
  );
  await run(
    "INSERT INTO nda_acceptances (id, company_id, version, text_sha256, name, email, investor_id, visitor_id, address) VALUES (?, ?, 1, ?, 'Ann Fonds', 'ann@fund.example', ?, ?, '198.51.100.1')",
    crypto.randomUUID(),
    c,
    "a".repeat(64),
    investor,
    crypto.randomUUID(),
  );
  await createSubscription(env.DB, c, { email: "abonnee@example.com", verified: true });
  for (const path of ["/timeline", "/videos", "/timeline"])
    await run(
      "INSERT INTO page_views (id, company_id, page_path, session_id, is_unique_visitor, device_type) VALUES (?, ?, ?, ?, 1, 'desktop')",
      crypto.randomUUID(),
      c,
      `/public/${member.slug}${path}`,
      visitor,
    );
  await run("INSERT INTO ai_status (company_id, last_test_ok_at) VALUES (?, ?)", c, new Date().toISOString());
  // The data room: a folder, a document given to the investor, its version with a page, a visit and a stamped copy.
  const folder = crypto.randomUUID();
  const roomDoc = crypto.randomUUID();
  const roomVersion = crypto.randomUUID();
  const roomKey = `${c}/dataroom/${roomVersion}/cap.pdf`;
  await env.FILES.put(roomKey, deck.bytes, { httpMetadata: { contentType: "application/pdf" } });
  await run("INSERT INTO data_room_folders (id, company_id, name) VALUES (?, ?, 'Financieel')", folder, c);
  await run(
    "INSERT INTO data_room_documents (id, company_id, folder_id, name, visibility, downloads, request_type) VALUES (?, ?, ?, 'Cap table', 'chosen', 1, 'captable')",
    roomDoc,
    c,
    folder,
  );
  await run(
    "INSERT INTO data_room_versions (id, company_id, document_id, number, file_path, file_name, content_type, file_size, page_count) VALUES (?, ?, ?, 1, ?, 'cap.pdf', 'application/pdf', ?, 1)",
    roomVersion,
    c,
    roomDoc,
    roomKey,
    deck.bytes.byteLength,
  );
  await run(
    "INSERT INTO data_room_pages (company_id, version_id, page_number, image_path, content_type) VALUES (?, ?, 1, ?, 'image/webp')",
    c,
    roomVersion,
    imageKey,
  );
  await run(
    "INSERT INTO data_room_grants (company_id, document_id, investor_id) VALUES (?, ?, ?)",
    c,
    roomDoc,
    investor,
  );
  await run(
    "INSERT INTO data_room_visits (id, company_id, visitor_id, investor_id, email, document_id, version_id, day) VALUES (?, ?, ?, ?, 'ann@fund.example', ?, ?, ?)",
    crypto.randomUUID(),
    c,
    visitor,
    investor,
    roomDoc,
    roomVersion,
    new Date().toISOString().slice(0, 10),
  );
  await run(
    "INSERT INTO stamped_copies (id, company_id, version_id, watermark, status, file_path) VALUES (?, ?, ?, 'ann@fund.example · 2026-11-27', 'done', ?)",
    crypto.randomUUID(),
    c,
    roomVersion,
    roomKey,
  );
  // The pitch deck downloaded by Ann: a stamped copy and the download in the audit trail.
  await run(
    "INSERT INTO stamped_copies (id, company_id, deck_document_id, watermark, status, file_path) VALUES (?, ?, ?, 'ann@fund.example · 2026-11-27', 'done', ?)",
    crypto.randomUUID(),
    c,
    pdf.id,
    roomKey,
  );
  await run(
    "INSERT INTO deck_downloads (id, company_id, visitor_id, investor_id, email, verified, document_id, day) VALUES (?, ?, ?, ?, 'ann@fund.example', 1, ?, ?)",
    crypto.randomUUID(),
    c,
    visitor,
    investor,
    pdf.id,
    new Date().toISOString().slice(0, 10),
  );
}

/** The entries of a zip, inflated (checked against their CRC-32). */
async function unzip(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const entries = readZipDirectory(bytes)!;
  const out = new Map<string, Uint8Array>();
  const limits = { maxEntryBytes: 1 << 30, maxTotalBytes: 1 << 30, maxRatio: 1e9, ratioFreeBytes: 0 };
  for (const entry of entries) {
    const parts: Uint8Array[] = [];
    for await (const part of inflateEntry(bytes, entry, limits)) parts.push(part.slice());
    out.set(entry.name, new Uint8Array(await new Blob(parts as BlobPart[]).arrayBuffer()));
  }
  return out;
}

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/** A zip of the given entries (JSON deflated, files stored), as the export writes it. */
async function zipOf(entries: Map<string, Uint8Array>): Promise<Uint8Array> {
  async function* items(): AsyncGenerator<ZipStreamEntry> {
    for (const [name, bytes] of entries)
      yield { name, method: name.endsWith(".json") ? 8 : 0, data: once(bytes) };
  }
  const chunks: Uint8Array[] = [];
  for await (const chunk of zipStream(items())) chunks.push(chunk);
  return new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
}

const json = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes));
const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const sha256 = async (bytes: Uint8Array) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

/** An archive with one table changed, its manifest kept consistent (so only the change itself can refuse it). */
async function withTable(
  entries: Map<string, Uint8Array>,
  table: string,
  change: (rows: Record<string, unknown>[]) => Record<string, unknown>[],
) {
  const copy = new Map(entries);
  const rows = change(json(copy.get(`tables/${table}.json`)!));
  const body = bytesOf(rows);
  copy.set(`tables/${table}.json`, body);
  const manifest = json(copy.get("manifest.json")!);
  manifest.tables[table] = { rows: rows.length, bytes: body.length, sha256: await sha256(body) };
  copy.set("manifest.json", bytesOf(manifest));
  return copy;
}

async function download(browser: Browser) {
  const res = await browser.fetch("/admin/company-export");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/zip");
  expect(res.headers.get("Content-Disposition")).toMatch(
    /^attachment; filename=".+-export-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  return new Uint8Array(await res.arrayBuffer());
}

const upload = (browser: Browser, archive: Uint8Array) =>
  browser.postForm("/admin/company-import", {
    archive: new File([archive as BlobPart], "export.zip", { type: "application/zip" }),
  });

/** Rows and files a company has in everything the archive covers. */
async function footprint(companyId: string) {
  let rows = 0;
  for (const table of exportTables())
    rows += await count(`SELECT count(*) AS n FROM "${table.name}" WHERE company_id = ?`, companyId);
  const files = (await env.FILES.list({ prefix: `${companyId}/` })).objects.length;
  const uploads = (await env.FILES.list({ prefix: `_imports/${companyId}/` })).objects.length;
  return { rows, files, uploads };
}

/** A page's visible text with what differs by company (slug, ids) replaced, so two companies' pages compare. */
async function pageText(browser: Browser, path: string, slug: string, companyId: string) {
  // An interview's link token is new at the imported company (tokens are not exported): the tab shows its start.
  const tokens = (
    await env.DB.prepare("SELECT token FROM founder_interviews WHERE company_id = ?")
      .bind(companyId)
      .all<{ token: string }>()
  ).results.map((r) => r.token.slice(0, 8));
  const res = await browser.fetch(path.replace("{slug}", slug));
  expect(res.status, path).toBe(200);
  return (await res.text())
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll(slug, "{slug}")
    .replace(
      new RegExp(tokens.map((t) => t.replace(/[^A-Za-z0-9]/g, "\\$&")).join("|") || "$^", "g"),
      "{token}",
    )
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "{id}")
    .replace(/\s+/g, " ");
}

const PAGES = [
  "/admin/dashboard",
  "/numbers",
  "/monthly-costs",
  "/forecast",
  "/sales-metrics",
  "/report",
  "/admin/management/documents",
  "/admin/management/updates",
  "/admin/management/videos",
  "/admin/management/interviews",
  "/admin/management/requests",
  "/admin/management/investors",
  "/admin/pipeline",
];

describe("a company's archive: export and import", { timeout: 120_000 }, () => {
  it("round trip: everything exported, imported into an empty company, gives the same pages", async () => {
    const source = await createMember(env.DB, { companyName: "Export BV", accessCode: CODE });
    await seedEverything(source);
    const owner = await loggedIn(source.email, source.password);
    const archive = await download(owner);
    const entries = await unzip(archive);

    // The manifest accounts for every entry; every exported table has rows; no secret travels.
    const manifest = json(entries.get("manifest.json")!);
    expect(manifest).toMatchObject({
      format: ARCHIVE_FORMAT,
      formatVersion: 1,
      company: { id: source.companyId, slug: source.slug },
    });
    for (const table of exportTables()) {
      expect(manifest.tables[table.name]?.rows, table.name).toBeGreaterThan(0);
      expect(json(entries.get(`tables/${table.name}.json`)!)).toHaveLength(manifest.tables[table.name].rows);
      expect(await sha256(entries.get(`tables/${table.name}.json`)!)).toBe(
        manifest.tables[table.name].sha256,
      );
    }
    for (const file of manifest.files)
      expect(await sha256(entries.get(`files/${file.key}`)!)).toBe(file.sha256);
    expect(manifest.files.length).toBe(
      (await env.FILES.list({ prefix: `${source.companyId}/` })).objects.length,
    );
    const all = new TextDecoder().decode(archive);
    for (const name of Object.keys(LEFT_OUT)) expect(entries.has(`tables/${name}.json`)).toBe(false);
    for (const secret of [
      "password_hash",
      "token_hash",
      "access_code_hash",
      "totp_secret",
      "unsubscribe_token",
      "verification_token",
      '"token"',
    ])
      expect(all).not.toContain(secret);
    expect(json(entries.get("team.json")!)).toEqual([
      { fullName: expect.any(String), email: source.email, role: "owner" },
    ]);

    // Imported into a new, empty company.
    const target = await createMember(env.DB, { companyName: "Lege BV" });
    const targetOwner = await loggedIn(target.email, target.password);
    const res = await upload(targetOwner, archive);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/management/settings");

    // Every row and file is there, under the new company's ids and keys.
    for (const table of exportTables()) {
      expect(
        await count(`SELECT count(*) AS n FROM "${table.name}" WHERE company_id = ?`, target.companyId),
        table.name,
      ).toBe(await count(`SELECT count(*) AS n FROM "${table.name}" WHERE company_id = ?`, source.companyId));
    }
    expect(
      await count(
        "SELECT count(*) AS n FROM documents d JOIN documents s ON s.id = d.id WHERE d.company_id = ? AND s.company_id = ?",
        target.companyId,
        source.companyId,
      ),
    ).toBe(0);
    const keys = (await env.FILES.list({ prefix: `${target.companyId}/` })).objects.map((o) => o.key);
    expect(keys).toHaveLength(manifest.files.length);
    const paths = (
      await env.DB.prepare(
        "SELECT file_path AS p FROM documents WHERE company_id = ?1 UNION ALL SELECT image_path FROM document_pages WHERE company_id = ?1",
      )
        .bind(target.companyId)
        .all<{ p: string }>()
    ).results.map((r) => r.p);
    for (const p of paths) expect(keys).toContain(p);
    // Secrets are new: the old investor link's hash is not carried over.
    expect(
      await count(
        "SELECT count(*) AS n FROM investors a JOIN investors b ON a.token_hash = b.token_hash WHERE a.company_id = ? AND b.company_id = ?",
        target.companyId,
        source.companyId,
      ),
    ).toBe(0);
    // The request's event still points at the (new) request.
    expect(
      await count(
        "SELECT count(*) AS n FROM visitor_events e JOIN document_requests r ON e.ref = 'document:' || r.id WHERE e.company_id = ?1 AND r.company_id = ?1",
        target.companyId,
      ),
    ).toBe(1);

    // The main pages show the same figures and content (once the new owner has set an access code: codes are not exported).
    await run(
      "UPDATE companies SET access_code_hash = (SELECT access_code_hash FROM companies WHERE id = ?), access_code_version = 1 WHERE id = ?",
      source.companyId,
      target.companyId,
    );
    for (const browser of [owner, targetOwner]) await browser.fetch("/admin/dashboard"); // the toasts shown
    for (const path of PAGES)
      expect(await pageText(targetOwner, path, target.slug, target.companyId), path).toBe(
        await pageText(owner, path, source.slug, source.companyId),
      );
    // The deck file is served from the new company.
    const pdf = await env.DB.prepare("SELECT id FROM documents WHERE company_id = ? AND type = 'pdf'")
      .bind(target.companyId)
      .first<{ id: string }>();
    const file = await targetOwner.fetch(`/documents/${pdf!.id}`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual((await demoDeck()).bytes);

    // A second import into the now filled company is refused, writing nothing more.
    const before = await footprint(target.companyId);
    const again = await upload(targetOwner, archive);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Dit bedrijf heeft al gegevens");
    expect(await footprint(target.companyId)).toEqual(before);
  });

  it("refuses damaged and hostile archives with a Dutch reason and a 4xx, writing nothing", async () => {
    const source = await createMember(env.DB, { companyName: "Bron BV" });
    await seedEverything(source);
    const entries = await unzip(await download(await loggedIn(source.email, source.password)));
    const other = await createMember(env.DB, { companyName: "Ander BV" });
    const otherDoc = await createStoredDocument(env, other.companyId, { type: "pdf", name: "Vreemd.pdf" });

    const manifest = json(entries.get("manifest.json")!);
    const zeros = new Uint8Array(40 * 1024 * 1024);
    const cases: [string, Uint8Array | Promise<Uint8Array>, number, string][] = [
      ["not a zip", new TextEncoder().encode("just text, no archive"), 400, "geen exportbestand"],
      ["no manifest", zipOf(new Map([...entries].filter(([n]) => n !== "manifest.json"))), 400, "manifest"],
      [
        "a manifest that is no JSON",
        zipOf(new Map([...entries, ["manifest.json", new TextEncoder().encode("{nope")]])),
        422,
        "geen geldige JSON",
      ],
      [
        "an unknown format version",
        zipOf(new Map([...entries, ["manifest.json", bytesOf({ ...manifest, formatVersion: 99 })]])),
        422,
        "versie 99",
      ],
      [
        "a table that does not match its checksum",
        zipOf(new Map([...entries, ["tables/updates.json", bytesOf([])]])),
        422,
        "controlesom",
      ],
      [
        "an entry the manifest does not know",
        zipOf(new Map([...entries, ["files/../../etc/passwd", new Uint8Array(4)]])),
        422,
        "hoort niet in een exportarchief",
      ],
      // 40 MB of zeros deflate to about 40 KB: over the ratio cap, and over a table's 16 MB.
      ["a zip bomb", zipOf(new Map([...entries, ["tables/updates.json", zeros]])), 413, "MB"],
      [
        "a row of another company",
        zipOf(
          await withTable(entries, "updates", (rows) =>
            rows.map((r) => ({ ...r, company_id: other.companyId })),
          ),
        ),
        422,
        "ander bedrijf",
      ],
      [
        "a reference to another company's row",
        zipOf(
          await withTable(entries, "document_pages", (rows) =>
            rows.map((r) => ({ ...r, document_id: otherDoc.id })),
          ),
        ),
        422,
        "niet in staat",
      ],
      [
        "a file key of another company",
        zipOf(
          await withTable(entries, "documents", (rows) =>
            rows.map((r, i) => (i === 0 ? { ...r, file_path: `${other.companyId}/secret.pdf` } : r)),
          ),
        ),
        422,
        "buiten het bedrijf",
      ],
      [
        "a row with a column too many",
        zipOf(await withTable(entries, "videos", (rows) => rows.map((r) => ({ ...r, is_admin: 1 })))),
        422,
        "klopt niet",
      ],
      [
        "a row of the wrong type",
        zipOf(await withTable(entries, "updates", (rows) => rows.map((r) => ({ ...r, title: 42 })))),
        422,
        "klopt niet",
      ],
    ];

    for (const [label, archive, status, message] of cases) {
      const target = await createMember(env.DB, { companyName: `Doel ${label}` });
      const browser = await loggedIn(target.email, target.password);
      const res = await upload(browser, await archive);
      expect(res.status, label).toBe(status);
      const body = await res.text();
      expect(body, label).toContain(message);
      expect(body, label).not.toMatch(/SQLITE|D1_ERROR|at .*\.ts:\d+/);
      expect(await footprint(target.companyId), label).toEqual({ rows: 0, files: 0, uploads: 0 });
    }
    // The other company is untouched.
    expect(await count("SELECT count(*) AS n FROM documents WHERE company_id = ?", other.companyId)).toBe(1);
  });

  it("a bomb that understates its size stops at the declared size; a file cut short is refused and its written files removed", async () => {
    const source = await createMember(env.DB, { companyName: "Bom BV" });
    await seedEverything(source);
    const archive = await download(await loggedIn(source.email, source.password));

    // The directory says 'videos' inflates to 10 bytes: the inflating stops there.
    const lying = archive.slice();
    const directory = readZipDirectory(lying)!;
    const videos = directory.find((e) => e.name === "tables/videos.json")!;
    patchDirectory(lying, videos, { uncompressedSize: 10 });
    // A stored file with one byte changed in the middle: its CRC-32 refuses it, after the files before it were written.
    const flipped = archive.slice();
    const files = readZipDirectory(flipped)!.filter((e) => e.name.startsWith("files/"));
    const last = files[files.length - 1]!;
    const start = last.localHeaderOffset + 30 + new TextEncoder().encode(last.name).length;
    flipped[start + Math.floor(last.compressedSize / 2)]! ^= 0xff;

    for (const [label, bytes, message] of [
      ["understated size", lying, "groter dan het archief zegt"],
      ["damaged file", flipped, "controlesom"],
    ] as const) {
      const target = await createMember(env.DB, { companyName: `Doel ${label}` });
      const res = await upload(await loggedIn(target.email, target.password), bytes);
      expect(res.status, label).toBe(422);
      expect(await res.text(), label).toContain(message);
      expect(await footprint(target.companyId), label).toEqual({ rows: 0, files: 0, uploads: 0 });
    }
  });

  it("only the owner exports or imports", async () => {
    const owner = await createMember(env.DB, { companyName: "Rollen BV" });
    const ownerBrowser = await loggedIn(owner.email, owner.password);
    const archive = await download(ownerBrowser);
    for (const role of ["admin", "viewer"] as const) {
      const [email, password, userId] = [
        `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`,
        "another sturdy passphrase",
        crypto.randomUUID(),
      ];
      await run(
        "INSERT INTO users (id, email, full_name, password_hash, email_verified_at) VALUES (?, ?, 'Teamlid', ?, ?)",
        userId,
        email,
        await hashSecret(password),
        new Date().toISOString(),
      );
      await run(
        "INSERT INTO memberships (user_id, company_id, role) VALUES (?, ?, ?)",
        userId,
        owner.companyId,
        role,
      );
      const browser = await loggedIn(email, password);
      const res = await browser.fetch("/admin/company-export");
      expect(res.status, role).toBe(403);
      expect(await res.text()).toContain("Alleen de eigenaar");
      const imported = await upload(browser, archive);
      expect(imported.status, role).toBe(403);
    }
    expect(await footprint(owner.companyId)).toEqual({ rows: 0, files: 0, uploads: 0 });
    // Signed out: the login.
    expect((await new Browser().fetch("/admin/company-export")).status).toBe(302);
  });
});

/** Overwrites fields of an entry's central-directory record (little-endian). */
function patchDirectory(bytes: Uint8Array, entry: ZipEntry, fields: { uncompressedSize: number }) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let o = bytes.length - 22; o >= 0; o--) {
    if (view.getUint32(o, true) !== 0x02014b50) continue;
    if (view.getUint32(o + 42, true) !== entry.localHeaderOffset) continue;
    view.setUint32(o + 24, fields.uncompressedSize, true);
    return;
  }
  throw new Error("entry not found");
}
