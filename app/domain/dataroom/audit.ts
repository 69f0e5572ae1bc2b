/** The audit trail as CSV (/admin/audit.csv): one line per visit per document. Pure. */
import { csvField } from "../investors/csv";

export const AUDIT_CSV_HEADER = [
  "viewed_at",
  "investor",
  "email",
  "document",
  "version",
  "pages_viewed",
  "seconds",
  "downloaded",
  "verified",
  "nda_version",
].join(",");

export type AuditRow = {
  viewedAt: string;
  investor: string | null;
  email: string | null;
  document: string;
  version: number;
  pagesViewed: number;
  ms: number;
  downloaded: boolean;
  verified: boolean;
  ndaVersion: string | null;
};

/** One formula-safe line (csvField neutralises a leading = + - @). */
export function auditCsvLine(r: AuditRow): string {
  return [
    csvField(r.viewedAt),
    csvField(r.investor),
    csvField(r.email),
    csvField(r.document),
    csvField(`v${r.version}`),
    csvField(r.pagesViewed),
    csvField(Math.round(r.ms / 1000)),
    r.downloaded ? "true" : "false",
    r.verified ? "true" : "false",
    csvField(r.ndaVersion),
  ].join(",");
}

export const auditCsvFileName = (now: Date) => `audit-${now.toISOString().slice(0, 10)}.csv`;
