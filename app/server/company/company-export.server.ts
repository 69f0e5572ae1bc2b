/**
 * 'Exporteer alle gegevens': the company's rows (every exported table, app/server/company/company-archive-tables.server.ts)
 * and its R2 files as one zip, streamed — rows are read a page at a time and files a chunk at
 * a time as the download takes them; only the manifest's counts and checksums are kept until
 * the manifest, the last entry, is written.
 */
import { ARCHIVE_FORMAT, fileEntry, FORMAT_VERSION, tableEntry } from "../../domain/company-export/format";
import type { ExportTable } from "../../domain/company-export/remap";
import { toStream, zipStream, type ZipStreamEntry } from "../../domain/company-export/zip-stream";
import type { Manifest } from "../../schemas/company-export";
import { COMPANY_COLUMNS, exportTables, LEFT_OUT, SECRET_COLUMNS } from "./company-archive-tables.server";

type Bindings = { DB: D1Database; FILES: R2Bucket };
const encoder = new TextEncoder();
const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows read per query: a documents row can carry a long extracted text. */
const PAGE_ROWS: Record<string, number> = { documents: 4, document_pages: 100 };
const DEFAULT_PAGE_ROWS = 500;

/** Bytes counted and hashed (SHA-256) on their way into the archive. */
async function* measured(
  data: AsyncIterable<Uint8Array>,
  done: (size: number, sha256: string) => void,
): AsyncGenerator<Uint8Array> {
  const digest = new (crypto as unknown as { DigestStream: typeof DigestStream }).DigestStream("SHA-256");
  const writer = digest.getWriter();
  let size = 0;
  for await (const chunk of data) {
    size += chunk.length;
    await writer.write(chunk);
    yield chunk;
  }
  await writer.close();
  done(size, hex(await digest.digest));
}

/** One table's rows of the company as a JSON array, a page of rows at a time. */
async function* tableJson(
  db: D1Database,
  table: ExportTable,
  companyId: string,
  counted: { rows: number },
): AsyncGenerator<Uint8Array> {
  const columns = table.exported.map((c) => c.name);
  const sql = `SELECT rowid AS "__rowid", ${columns.map(quote).join(", ")} FROM ${quote(table.name)} WHERE company_id = ?1 AND rowid > ?2 ORDER BY rowid LIMIT ?3`;
  const pageRows = PAGE_ROWS[table.name] ?? DEFAULT_PAGE_ROWS;
  let after = -1;
  yield encoder.encode("[");
  for (;;) {
    const { results } = await db.prepare(sql).bind(companyId, after, pageRows).all<Record<string, unknown>>();
    for (const row of results) {
      const out: Record<string, unknown> = {};
      for (const c of columns) out[c] = row[c] ?? null;
      yield encoder.encode(`${counted.rows === 0 ? "" : ","}\n${JSON.stringify(out)}`);
      counted.rows++;
    }
    if (results.length < pageRows) break;
    after = Number(results[results.length - 1]!.__rowid);
  }
  yield encoder.encode("\n]\n");
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/** Every R2 object of the company, but the parts a processing run keeps beside a file while it runs (`processingPartsPrefix`). */
async function* companyObjects(bucket: R2Bucket, companyId: string): AsyncGenerator<R2Object> {
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: `${companyId}/`, cursor, include: ["httpMetadata"] });
    for (const object of listed.objects) if (!object.key.includes(".steps/")) yield object;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}

async function* objectBytes(bucket: R2Bucket, key: string): AsyncGenerator<Uint8Array> {
  const object = await bucket.get(key);
  if (!object) throw new Error(`company export: ${key} vanished while exporting`);
  const reader = object.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The archive of one company as a byte stream (the download's body). */
export function companyArchive(
  env: Bindings,
  company: { id: string; slug: string; name: string },
  now = new Date(),
): ReadableStream<Uint8Array> {
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: FORMAT_VERSION,
    exportedAt: now.toISOString(),
    // Only what the manifest names (a member's company carries more, e.g. its tagline).
    company: { id: company.id, slug: company.slug, name: company.name },
    tables: {},
    files: [],
    leftOut: {
      ...LEFT_OUT,
      ...Object.fromEntries(
        Object.entries(SECRET_COLUMNS).flatMap(([table, columns]) =>
          Object.keys(columns).map((c) => [`${table}.${c}`, "a secret or a token that opens something"]),
        ),
      ),
      "companies.access_code_hash": "the investor access code's hash (set a new code after a restore)",
    },
  };

  async function* entries(): AsyncGenerator<ZipStreamEntry> {
    const profile = await env.DB.prepare(
      `SELECT id, slug, ${COMPANY_COLUMNS.map(quote).join(", ")} FROM companies WHERE id = ?1`,
    )
      .bind(company.id)
      .first();
    yield { name: "company.json", method: 8, data: once(encoder.encode(JSON.stringify(profile, null, 2))) };
    const { results: team } = await env.DB.prepare(
      "SELECT u.full_name AS fullName, u.email AS email, m.role AS role FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.company_id = ?1 ORDER BY m.created_at",
    )
      .bind(company.id)
      .all();
    yield { name: "team.json", method: 8, data: once(encoder.encode(JSON.stringify(team, null, 2))) };

    for (const table of exportTables()) {
      const counted = { rows: 0 };
      yield {
        name: tableEntry(table.name),
        method: 8,
        data: measured(tableJson(env.DB, table, company.id, counted), (bytes, sha256) => {
          manifest.tables[table.name] = { rows: counted.rows, bytes, sha256 };
        }),
      };
    }
    for await (const object of companyObjects(env.FILES, company.id)) {
      const contentType = object.httpMetadata?.contentType ?? "application/octet-stream";
      yield {
        name: fileEntry(object.key),
        method: 0,
        data: measured(objectBytes(env.FILES, object.key), (size, sha256) =>
          manifest.files.push({ key: object.key, size, contentType, sha256 }),
        ),
      };
    }
    yield { name: "manifest.json", method: 8, data: once(encoder.encode(JSON.stringify(manifest, null, 2))) };
  }

  return toStream(zipStream(entries()), (error) => console.error("company export failed", company.id, error));
}
