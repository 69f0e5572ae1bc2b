/**
 * The company archive's layout and limits (docs/decisions/040-company-export-and-import.md):
 *
 *   manifest.json          format, version, export time, the company, per table its row count
 *                          and SHA-256, per file its key, size, type and SHA-256
 *   company.json           the company's profile and settings (no secrets)
 *   team.json              the members (name, e-mail, role) — for reading, never restored
 *   tables/{table}.json    the company's rows of each table, a JSON array
 *   files/{key}            each R2 object of the company, stored as it is
 */
export const ARCHIVE_FORMAT = "investor-relations-company-export";
export const FORMAT_VERSION = 1;

const MiB = 1024 * 1024;

/** What an archive may cost to import: checked on the upload, the zip's directory and while inflating. */
export const IMPORT_LIMITS = {
  /** The upload itself (Cloudflare passes request bodies up to 100 MB on most plans). */
  maxArchiveBytes: 100 * MiB,
  maxEntries: 20_000,
  maxDirectoryBytes: 4 * MiB,
  maxManifestBytes: 4 * MiB,
  /** company.json, team.json. */
  maxSmallEntryBytes: 1 * MiB,
  /** One table's JSON, inflated. */
  maxTableBytes: 16 * MiB,
  /** All tables' JSON together, inflated (they are held until the one D1 batch). */
  maxTablesBytes: 32 * MiB,
  /** One file, inflated. */
  maxFileBytes: 100 * MiB,
  /** Inflated bytes per compressed byte, for entries over `ratioFreeBytes` (JSON rows compress 5–30 times). */
  maxRatio: 200,
  ratioFreeBytes: 1 * MiB,
  maxKeyBytes: 1024,
} as const;

export const tableEntry = (table: string) => `tables/${table}.json`;
export const fileEntry = (key: string) => `files/${key}`;

/**
 * Whether an R2 key from an archive is one we write: under the exporting company's folder, no
 * empty, '.' or '..' segment, no backslash or control character.
 */
export function isSafeKey(key: string, companyId: string): boolean {
  if (!key.startsWith(`${companyId}/`) || new TextEncoder().encode(key).length > IMPORT_LIMITS.maxKeyBytes)
    return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/** The archive's file name: the company's slug and the day. */
export const archiveFileName = (slug: string, now: Date) =>
  `${slug.replace(/[^a-z0-9-]/gi, "") || "bedrijf"}-export-${now.toISOString().slice(0, 10)}.zip`;
