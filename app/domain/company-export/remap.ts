/**
 * The rows of an archive made the new company's: every row id replaced by a new one (and
 * every reference to it), company_id set to the new company, R2 keys moved under its folder,
 * secrets given fresh values nobody holds. Anything pointing outside the archive — another
 * company's rows, ids the archive does not hold, keys outside the exporting company's folder —
 * refuses the whole archive. Pure: ids and tokens come from the caller.
 */
import { isSafeKey } from "./format";

export type Row = Record<string, string | number | null>;

/** What a secret column gets on import: a random token's hash, a random token, or null. */
export type SecretFill = "token-hash" | "token" | "null";

export type ExportColumn = {
  name: string;
  kind: "text" | "integer" | "real";
  notNull: boolean;
  enumValues: readonly string[] | null;
};

/** A company-scoped table as the archive holds it (read from the drizzle schema: app/server/company/company-archive-tables.server.ts). */
export type ExportTable = {
  name: string;
  columns: ExportColumn[];
  /** Columns in the archive (all but the secret ones). */
  exported: ExportColumn[];
  /** Secret columns, left out, and what they get on import. */
  secret: Record<string, SecretFill>;
  /** A generated row id (`id`), remapped to a new one on import. */
  hasId: boolean;
  primaryKey: string[];
  /** column → referenced table (single-column foreign keys, other than company_id). */
  references: Record<string, string>;
};

/** Why an archive is refused: its Dutch message for the owner. */
export class ArchiveRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409 | 411 | 413 | 422 = 422,
  ) {
    super(message);
    this.name = "ArchiveRefusal";
  }
}

/** Columns holding a path of the company's public site (`/public/{slug}/…`): moved to the new slug. */
const PATH_COLUMNS: Record<string, string[]> = {
  page_views: ["page_path"],
  page_view_daily: ["page_path"],
  page_view_visitors: ["page_path"],
  visitor_events: ["path"],
};

/** Columns holding an R2 key of the company. */
const KEY_COLUMNS: Record<string, string[]> = { documents: ["file_path"], document_pages: ["image_path"] };

export type RemapInput = {
  tables: readonly ExportTable[];
  rows: ReadonlyMap<string, Row[]>;
  sourceCompanyId: string;
  targetCompanyId: string;
  sourceSlug: string;
  targetSlug: string;
  /** Users who are members of the new company (references to anyone else become null). */
  memberIds: ReadonlySet<string>;
  /** The importing owner: for a required reference to a user who is no member. */
  importerId: string;
  /** Keys of the files in the archive. */
  fileKeys: readonly string[];
  newId: () => string;
  newToken: () => string;
  newTokenHash: () => string;
};

export type Remapped = { rows: Map<string, Row[]>; keys: Map<string, string> };

export const IMPORT_INTERRUPTED = "Verwerking onderbroken door de import: verwerk het bestand opnieuw.";

export function remapArchive(input: RemapInput): Remapped {
  const { sourceCompanyId: source, targetCompanyId: target } = input;
  const byName = new Map(input.tables.map((t) => [t.name, t]));
  const ids = new Map<string, string>();
  for (const table of input.tables) {
    if (!table.hasId) continue;
    for (const row of input.rows.get(table.name) ?? []) {
      const id = row.id;
      if (typeof id !== "string" || ids.has(id))
        throw new ArchiveRefusal(
          `Het archief is beschadigd: de tabel '${table.name}' heeft een ontbrekende of dubbele id.`,
        );
      ids.set(id, input.newId());
    }
  }

  const keys = new Map<string, string>();
  const moveKey = (key: string) => {
    let moved = keys.get(key);
    if (moved) return moved;
    if (!isSafeKey(key, source))
      throw new ArchiveRefusal(
        "Het archief verwijst naar een bestand buiten het bedrijf dat het exporteerde.",
      );
    const rest = key
      .slice(source.length + 1)
      .split("/")
      .map((segment) => ids.get(segment) ?? segment);
    moved = `${target}/${rest.join("/")}`;
    keys.set(key, moved);
    return moved;
  };
  for (const key of input.fileKeys) moveKey(key);

  const oldSite = `/public/${input.sourceSlug}`;
  const moveSlug = (path: string) =>
    path === oldSite || path.startsWith(`${oldSite}/`) || path.startsWith(`${oldSite}?`)
      ? `/public/${input.targetSlug}${path.slice(oldSite.length)}`
      : path;

  const out = new Map<string, Row[]>();
  for (const table of input.tables) {
    const nullable = new Map(table.columns.map((c) => [c.name, !c.notNull]));
    const rows: Row[] = [];
    next: for (const row of input.rows.get(table.name) ?? []) {
      if (row.company_id !== source)
        throw new ArchiveRefusal(
          "Het archief bevat gegevens van een ander bedrijf dan het bedrijf dat het exporteerde.",
        );
      const copy: Row = { ...row, company_id: target };
      if (table.hasId) copy.id = ids.get(row.id as string)!;
      for (const [column, referenced] of Object.entries(table.references)) {
        const value = row[column];
        if (value === null || value === undefined) continue;
        if (referenced === "users") {
          copy[column] = input.memberIds.has(String(value))
            ? value
            : nullable.get(column)
              ? null
              : input.importerId;
        } else if (byName.has(referenced)) {
          const mapped = ids.get(String(value));
          if (!mapped)
            throw new ArchiveRefusal(
              `Het archief verwijst naar een ${referenced}-rij die er niet in staat (tabel '${table.name}').`,
            );
          copy[column] = mapped;
        } else if (nullable.get(column)) {
          // Points at something the archive leaves out (e.g. the mail log).
          copy[column] = null;
        } else {
          continue next;
        }
      }
      for (const column of KEY_COLUMNS[table.name] ?? []) {
        const value = row[column];
        if (typeof value === "string") copy[column] = moveKey(value);
      }
      for (const column of PATH_COLUMNS[table.name] ?? []) {
        const value = row[column];
        if (typeof value === "string") copy[column] = moveSlug(value);
      }
      if (table.name === "visitor_events") {
        copy.document_id = typeof row.document_id === "string" ? (ids.get(row.document_id) ?? null) : null;
        copy.ref = typeof row.ref === "string" ? remapRef(row.ref, ids) : null;
      }
      if (table.name === "documents") {
        // A run under way does not continue at the new company: it has no queued step.
        copy.processing_run = null;
        copy.processing_plan = null;
        copy.processing_step = null;
        if (row.extraction_status === "pending" || row.extraction_status === "processing") {
          copy.extraction_status = "failed";
          copy.extraction_message = IMPORT_INTERRUPTED;
        }
      }
      for (const [column, fill] of Object.entries(table.secret))
        copy[column] =
          fill === "token-hash" ? input.newTokenHash() : fill === "token" ? input.newToken() : null;
      rows.push(copy);
    }
    out.set(table.name, rows);
  }
  return { rows: out, keys };
}

/** `document:{id}`, `call:{id}` or a bare id, with the id remapped; null when it points at nothing in the archive. */
function remapRef(ref: string, ids: ReadonlyMap<string, string>): string | null {
  const colon = ref.lastIndexOf(":");
  const id = ref.slice(colon + 1);
  const mapped = ids.get(id);
  return mapped ? `${ref.slice(0, colon + 1)}${mapped}` : null;
}
