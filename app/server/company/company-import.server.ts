/**
 * Importing a company archive into an empty company (restore or move), all or nothing:
 *
 * 1. the upload is streamed to a temporary R2 object (its length checked first), never held;
 * 2. the zip's directory is read from its end and every entry checked against the limits;
 *    the manifest, company.json and every table are read (each inflated within its cap, held
 *    to its size, CRC-32 and the manifest's SHA-256) and every row checked with zod;
 * 3. ids are remapped to the new company (app/domain/company-export/remap.ts);
 * 4. the files are written under the new company's keys, each checked on the way;
 * 5. the rows are written in one D1 batch — if it fails, the files of step 4 are deleted.
 *
 * A bad archive is an `ArchiveRefusal` (a Dutch message and a 4xx); the temporary upload is
 * always deleted.
 */
import { createDb } from "../../../db";
import { COMPANY_EXPORT_TEXTS as T } from "../../copy/admin/company-export-texts";
import {
  ARCHIVE_FORMAT,
  fileEntry,
  FORMAT_VERSION,
  IMPORT_LIMITS,
  tableEntry,
} from "../../domain/company-export/format";
import { ArchiveRefusal, type ExportTable, remapArchive, type Row } from "../../domain/company-export/remap";
import {
  checkEntrySize,
  damagedArchive,
  dataStart,
  findDirectory,
  heldToEntry,
  inflateRaw,
  NOT_A_ZIP,
  readDirectory,
  TAIL_BYTES,
  type ZipEntry,
} from "../../domain/company-export/zip-read";
import { multipartBoundary } from "../../domain/http/form-request";
import { type Manifest, ManifestSchema } from "../../schemas/company-export";
import { everyInvestorsEntry } from "../pipeline/pipeline-entries.server";
import {
  COMPANY_COLUMNS,
  companySchema,
  exportTables,
  REPLACEABLE,
  rowSchema,
  TRIGGER_KEPT,
} from "./company-archive-tables.server";

type Bindings = { DB: D1Database; FILES: R2Bucket };
/** workerd's SHA-256 over a stream (`crypto.DigestStream`, not in the DOM's Crypto type). */
const newDigestStream = () =>
  new (crypto as unknown as { DigestStream: typeof DigestStream }).DigestStream("SHA-256");
const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const MiB = 1024 * 1024;

export type ImportOutcome =
  { ok: true; rows: number; files: number } | { ok: false; status: number; message: string };

/** A byte range of an R2 object: the archive inside the uploaded body. */
type Source = {
  size: number;
  bytes(offset: number, length: number): Promise<Uint8Array>;
  stream(offset: number, length: number): Promise<ReadableStream<Uint8Array>>;
};

function r2Source(bucket: R2Bucket, key: string, base: number, size: number): Source {
  const get = async (offset: number, length: number) => {
    if (offset < 0 || offset + length > size) throw damagedArchive("een onderdeel ligt buiten het bestand");
    const object = await bucket.get(key, { range: { offset: base + offset, length } });
    if (!object) throw damagedArchive("het bestand is verdwenen tijdens het lezen");
    return object;
  };
  return {
    size,
    bytes: async (offset, length) =>
      length === 0 ? new Uint8Array(0) : new Uint8Array(await (await get(offset, length)).arrayBuffer()),
    stream: async (offset, length) =>
      length === 0 ? new Blob([]).stream() : (await get(offset, length)).body,
  };
}

/** The upload to a temporary object, its length checked first: nothing is held in memory. */
async function storeUpload(request: Request, bucket: R2Bucket, key: string): Promise<number> {
  const length = Number(request.headers.get("Content-Length") ?? "");
  if (!request.headers.get("Content-Length") || !Number.isSafeInteger(length) || length < 0)
    throw new ArchiveRefusal(T.lengthRequired, 411);
  // A multipart body adds a few hundred bytes of headers around the file.
  if (length > IMPORT_LIMITS.maxArchiveBytes + 64 * 1024)
    throw new ArchiveRefusal(T.tooLarge(IMPORT_LIMITS.maxArchiveBytes / MiB), 413);
  if (!request.body || length === 0) throw new ArchiveRefusal(T.noFile, 400);
  const fixed = new FixedLengthStream(length);
  const pipe = request.body.pipeTo(fixed.writable);
  const [put, piped] = await Promise.allSettled([bucket.put(key, fixed.readable), pipe]);
  if (put.status === "rejected" || piped.status === "rejected")
    throw new ArchiveRefusal(T.lengthRequired, 400);
  return length;
}

const HEAD_BYTES = 16 * 1024;
const decoder = new TextDecoder();

/**
 * Where the archive lies in the stored body: the whole body (`application/zip`), or the one
 * file part of the form (`multipart/form-data` with only the `archive` field): its bytes run
 * from the end of the part's headers to the closing boundary.
 */
async function locateArchive(
  bucket: R2Bucket,
  key: string,
  size: number,
  contentType: string,
): Promise<{ base: number; size: number }> {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") return { base: 0, size };
  const boundary = multipartBoundary(contentType);
  if (!boundary) throw new ArchiveRefusal(T.noFile, 400);
  const whole = r2Source(bucket, key, 0, size);
  const head = decoder.decode(await whole.bytes(0, Math.min(size, HEAD_BYTES)));
  const opening = `--${boundary}\r\n`;
  const headersEnd = head.indexOf("\r\n\r\n");
  if (!head.startsWith(opening) || headersEnd < 0) throw new ArchiveRefusal(T.noFile, 400);
  const headers = head.slice(opening.length, headersEnd);
  if (!/name="archive"/i.test(headers) || !/filename="/i.test(headers))
    throw new ArchiveRefusal(T.noFile, 400);
  // The headers are ASCII (a file name in UTF-8 is percent-encoded or escaped by browsers); count bytes all the same.
  const start = new TextEncoder().encode(head.slice(0, headersEnd + 4)).length;
  const tailLength = Math.min(size, boundary.length + 16);
  const tail = decoder.decode(await whole.bytes(size - tailLength, tailLength));
  const closing = `\r\n--${boundary}--`;
  const at = tail.lastIndexOf(closing);
  if (at < 0 || tail.slice(at + closing.length).trim() !== "") throw new ArchiveRefusal(T.noFile, 400);
  const end = size - tailLength + new TextEncoder().encode(tail.slice(0, at)).length;
  if (end <= start) throw new ArchiveRefusal(T.noFile, 400);
  return { base: start, size: end - start };
}

async function readAll(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    size += chunk.length;
    if (size > max) throw damagedArchive("een onderdeel is groter dan het archief zegt");
    chunks.push(chunk);
  }
  const out = new Uint8Array(size);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

class Archive {
  constructor(
    readonly source: Source,
    readonly entries: Map<string, ZipEntry>,
  ) {}

  static async open(source: Source) {
    const tailLength = Math.min(source.size, TAIL_BYTES);
    if (source.size < 22) throw new ArchiveRefusal(NOT_A_ZIP, 400);
    const tailOffset = source.size - tailLength;
    const directory = findDirectory(await source.bytes(tailOffset, tailLength), tailOffset, source.size);
    return new Archive(
      source,
      readDirectory(await source.bytes(directory.offset, directory.size), directory.count, source.size),
    );
  }

  entry(name: string): ZipEntry {
    const entry = this.entries.get(name);
    if (!entry) throw damagedArchive(`'${name}' ontbreekt`);
    return entry;
  }

  /** An entry's inflated bytes as a stream, held to its declared size and CRC-32. */
  async open(entry: ZipEntry, maxBytes: number): Promise<ReadableStream<Uint8Array>> {
    checkEntrySize(entry, maxBytes);
    const start = dataStart(
      entry,
      await this.source.bytes(
        entry.localHeaderOffset,
        Math.min(30 + 0xffff * 2, this.source.size - entry.localHeaderOffset),
      ),
      this.source.size,
    );
    const raw = await this.source.stream(start, entry.compressedSize);
    return heldToEntry(entry.method === 8 ? inflateRaw(raw) : raw, entry);
  }

  async bytes(name: string, maxBytes: number): Promise<Uint8Array> {
    const entry = this.entry(name);
    try {
      return await readAll(await this.open(entry, maxBytes), entry.uncompressedSize);
    } catch (error) {
      throw error instanceof ArchiveRefusal ? error : damagedArchive(`'${name}' kan niet worden uitgepakt`);
    }
  }

  async json(name: string, maxBytes: number): Promise<{ value: unknown; sha256: string; bytes: number }> {
    const bytes = await this.bytes(name, maxBytes);
    const sha256 = hex(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
    try {
      return { value: JSON.parse(decoder.decode(bytes)), sha256, bytes: bytes.length };
    } catch {
      throw damagedArchive(`'${name}' is geen geldige JSON`);
    }
  }
}

/** Whether the company has nothing yet (a blank startup_data row or an AI status is allowed: they are replaced). */
function emptinessSql(tables: readonly ExportTable[]) {
  const checks = tables
    .filter((t) => !REPLACEABLE.has(t.name))
    .map((t) => `EXISTS (SELECT 1 FROM ${quote(t.name)} WHERE company_id = ?1)`);
  checks.push("EXISTS (SELECT 1 FROM startup_data WHERE company_id = ?1 AND company_name <> '')");
  return `(${checks.join(" OR ")})`;
}

/** The rows of one table as INSERT … SELECT FROM json_each(?) statements of at most ~900 KB each (D1 binds 100 parameters and 2 MB per value). */
function insertStatements(db: D1Database, table: ExportTable, rows: Row[]): D1PreparedStatement[] {
  if (rows.length === 0) return [];
  const columns = table.columns.map((c) => c.name);
  const upsert = TRIGGER_KEPT.has(table.name)
    ? ` WHERE true ON CONFLICT (${table.primaryKey.map(quote).join(", ")}) DO UPDATE SET ${columns
        .filter((c) => !table.primaryKey.includes(c))
        .map((c) => `${quote(c)} = excluded.${quote(c)}`)
        .join(", ")}`
    : "";
  const sql = `INSERT INTO ${quote(table.name)} (${columns.map(quote).join(", ")}) SELECT ${columns.map((c) => `json_extract(value, '$."${c}"')`).join(", ")} FROM json_each(?1)${upsert}`;
  const statements: D1PreparedStatement[] = [];
  let chunk: string[] = [];
  let bytes = 0;
  const flush = () => {
    if (chunk.length) statements.push(db.prepare(sql).bind(`[${chunk.join(",")}]`));
    chunk = [];
    bytes = 0;
  };
  for (const row of rows) {
    const json = JSON.stringify(Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
    if (bytes + json.length > 900_000) flush();
    chunk.push(json);
    bytes += json.length;
  }
  flush();
  return statements;
}

const randomHex = (bytes: number) => hex(crypto.getRandomValues(new Uint8Array(bytes)).buffer as ArrayBuffer);
const randomToken = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const SAFE_CONTENT_TYPE = /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i;

async function runImport(
  env: Bindings,
  source: Source,
  target: { companyId: string; userId: string },
): Promise<{ rows: number; files: number }> {
  const archive = await Archive.open(source);
  const tables = exportTables();
  const known = new Set([
    "manifest.json",
    "company.json",
    "team.json",
    ...tables.map((t) => tableEntry(t.name)),
  ]);

  const manifestJson = await archive
    .json("manifest.json", IMPORT_LIMITS.maxManifestBytes)
    .catch((error: unknown) => {
      throw error instanceof ArchiveRefusal && error.message.includes("ontbreekt")
        ? new ArchiveRefusal(T.badManifest, 400)
        : error;
    });
  const value = manifestJson.value as { format?: unknown; formatVersion?: unknown } | null;
  if (value?.format !== ARCHIVE_FORMAT) throw new ArchiveRefusal(T.badManifest, 400);
  if (value.formatVersion !== FORMAT_VERSION)
    throw new ArchiveRefusal(T.unsupportedVersion(Number(value.formatVersion) || 0, FORMAT_VERSION), 422);
  const parsed = ManifestSchema.safeParse(value);
  if (!parsed.success) throw new ArchiveRefusal(T.badManifest, 400);
  const manifest: Manifest = parsed.data;
  const source_ = manifest.company.id;

  // Every entry is one the manifest accounts for, and every file it lists is there.
  const files = new Map(manifest.files.map((f) => [fileEntry(f.key), f]));
  if (files.size !== manifest.files.length) throw damagedArchive("het manifest noemt een bestand twee keer");
  for (const name of archive.entries.keys())
    if (!known.has(name) && !files.has(name))
      throw damagedArchive(`'${name}' hoort niet in een exportarchief`);
  for (const [name, file] of files)
    if (archive.entry(name).uncompressedSize !== file.size)
      throw damagedArchive(`de grootte van '${file.key}' klopt niet met het manifest`);
  for (const name of Object.keys(manifest.tables))
    if (!tables.some((t) => t.name === name))
      throw damagedArchive(`het manifest noemt een onbekende tabel '${name}'`);

  const company = companySchema().safeParse(
    (await archive.json("company.json", IMPORT_LIMITS.maxSmallEntryBytes)).value,
  );
  if (!company.success || company.data.id !== source_)
    throw new ArchiveRefusal("Het archief is beschadigd: company.json klopt niet.", 422);

  const rows = new Map<string, Row[]>();
  let total = 0;
  for (const table of tables) {
    const expected = manifest.tables[table.name];
    if (!expected) {
      if (archive.entries.has(tableEntry(table.name)))
        throw damagedArchive(`het manifest noemt de tabel '${table.name}' niet`);
      rows.set(table.name, []);
      continue;
    }
    const read = await archive.json(tableEntry(table.name), IMPORT_LIMITS.maxTableBytes);
    total += read.bytes;
    if (total > IMPORT_LIMITS.maxTablesBytes)
      throw new ArchiveRefusal(
        `De tabellen in het archief zijn samen groter dan ${IMPORT_LIMITS.maxTablesBytes / MiB} MB.`,
        413,
      );
    if (read.sha256 !== expected.sha256)
      throw damagedArchive(`de controlesom van de tabel '${table.name}' klopt niet met het manifest`);
    if (!Array.isArray(read.value) || read.value.length !== expected.rows)
      throw damagedArchive(`de tabel '${table.name}' heeft niet het aantal rijen dat het manifest noemt`);
    const schema = rowSchema(table);
    rows.set(
      table.name,
      read.value.map((row, i) => {
        const checked = schema.safeParse(row);
        if (!checked.success)
          throw new ArchiveRefusal(
            `Het archief is beschadigd: rij ${i + 1} van de tabel '${table.name}' klopt niet (${checked.error.issues[0]?.path.join(".") ?? "?"}).`,
            422,
          );
        return checked.data;
      }),
    );
  }

  const targetSlug = (await env.DB.prepare("SELECT slug FROM companies WHERE id = ?1")
    .bind(target.companyId)
    .first<{ slug: string }>())!.slug;
  const members = await env.DB.prepare("SELECT user_id FROM memberships WHERE company_id = ?1")
    .bind(target.companyId)
    .all<{ user_id: string }>();
  const remapped = remapArchive({
    tables,
    rows,
    sourceCompanyId: source_,
    targetCompanyId: target.companyId,
    sourceSlug: manifest.company.slug,
    targetSlug,
    memberIds: new Set(members.results.map((m) => m.user_id)),
    importerId: target.userId,
    fileKeys: manifest.files.map((f) => f.key),
    newId: () => crypto.randomUUID(),
    newToken: randomToken,
    newTokenHash: () => randomHex(32),
  });

  const emptiness = emptinessSql(tables);
  if (
    (await env.DB.prepare(`SELECT ${emptiness} AS taken`).bind(target.companyId).first<{ taken: number }>())
      ?.taken
  )
    throw new ArchiveRefusal(T.notEmpty, 409);

  const written: string[] = [];
  try {
    for (const file of manifest.files) {
      const key = remapped.keys.get(file.key)!;
      const entry = archive.entry(fileEntry(file.key));
      const digest = newDigestStream();
      const hashing = digest.getWriter();
      const fixed = new FixedLengthStream(entry.uncompressedSize);
      written.push(key);
      const reader = (await archive.open(entry, IMPORT_LIMITS.maxFileBytes)).getReader();
      const writer = fixed.writable.getWriter();
      // Each chunk is hashed, then handed to R2 (a write resolves once R2 took it): one chunk in memory at a time.
      const copy = (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            await hashing.write(value);
            await writer.write(value);
          }
          await hashing.close();
          await writer.close();
        } catch (error) {
          await writer.abort(error).catch(() => {});
          await reader.cancel(error).catch(() => {});
          throw error;
        }
      })();
      const contentType = SAFE_CONTENT_TYPE.test(file.contentType)
        ? file.contentType
        : "application/octet-stream";
      const [put, copied] = await Promise.allSettled([
        env.FILES.put(key, fixed.readable, { httpMetadata: { contentType } }),
        copy,
      ]);
      if (copied.status === "rejected")
        throw copied.reason instanceof ArchiveRefusal
          ? copied.reason
          : damagedArchive(`'${file.key}' kan niet worden uitgepakt`);
      if (put.status === "rejected") throw put.reason;
      if (hex(await digest.digest) !== file.sha256)
        throw damagedArchive(`de controlesom van '${file.key}' klopt niet met het manifest`);
    }

    const db = env.DB;
    // Fails the whole batch (json() of text that is no JSON) when the company got data meanwhile: two imports never both land.
    const statements: D1PreparedStatement[] = [
      db.prepare(`SELECT json(CASE WHEN ${emptiness} THEN 'not empty' ELSE '0' END)`).bind(target.companyId),
    ];
    for (const name of REPLACEABLE)
      statements.push(db.prepare(`DELETE FROM ${quote(name)} WHERE company_id = ?1`).bind(target.companyId));
    statements.push(
      db
        .prepare(
          `UPDATE companies SET ${COMPANY_COLUMNS.map((c, i) => `${quote(c)} = ?${i + 2}`).join(", ")}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1`,
        )
        .bind(target.companyId, ...COMPANY_COLUMNS.map((c) => company.data[c])),
    );
    let count = 0;
    for (const table of tables) {
      const tableRows = remapped.rows.get(table.name) ?? [];
      count += tableRows.length;
      statements.push(...insertStatements(db, table, tableRows));
    }
    // An archive made before the pipeline existed restores investors without their entries.
    const entries = createDb(db).run(everyInvestorsEntry(target.companyId)).getQuery();
    statements.push(db.prepare(entries.sql).bind(...entries.params));
    try {
      await db.batch(statements);
    } catch (error) {
      console.error("company import: the batch failed", target.companyId, error);
      throw new ArchiveRefusal(T.storeFailed, 422);
    }
    return { rows: count, files: manifest.files.length };
  } catch (error) {
    for (let i = 0; i < written.length; i += 1000)
      await env.FILES.delete(written.slice(i, i + 1000)).catch((e: unknown) =>
        console.error("company import: clean-up failed", e),
      );
    throw error;
  }
}

/** The import of the request's archive into the member's company; never throws for a bad archive. */
export async function importCompanyArchive(
  env: Bindings,
  request: Request,
  target: { companyId: string; userId: string },
): Promise<ImportOutcome> {
  const uploadKey = `_imports/${target.companyId}/${crypto.randomUUID()}`;
  try {
    const stored = await storeUpload(request, env.FILES, uploadKey);
    const located = await locateArchive(
      env.FILES,
      uploadKey,
      stored,
      request.headers.get("Content-Type") ?? "",
    );
    if (located.size > IMPORT_LIMITS.maxArchiveBytes)
      throw new ArchiveRefusal(T.tooLarge(IMPORT_LIMITS.maxArchiveBytes / MiB), 413);
    return {
      ok: true,
      ...(await runImport(env, r2Source(env.FILES, uploadKey, located.base, located.size), target)),
    };
  } catch (error) {
    if (error instanceof ArchiveRefusal) return { ok: false, status: error.status, message: error.message };
    console.error("company import failed", target.companyId, error);
    return { ok: false, status: 422, message: T.storeFailed };
  } finally {
    await env.FILES.delete(uploadKey).catch((e: unknown) =>
      console.error("company import: the upload was not deleted", e),
    );
  }
}
