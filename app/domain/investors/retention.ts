/**
 * How long the investor site's recordings are kept: visitor events and anonymous chats older
 * than the company's retention period are deleted by the daily job. Pure: "now" comes in.
 */

export const RETENTION_DEFAULT_MONTHS = 12;
export const RETENTION_MIN_MONTHS = 1;
export const RETENTION_MAX_MONTHS = 60;

/**
 * The moment before which rows are pruned: `months` calendar months before `now` (UTC). A day
 * the earlier month does not have becomes its last day (31 March − 1 month = 28/29 February).
 */
export function retentionCutoff(now: Date, months: number): string {
  const m = Math.min(
    RETENTION_MAX_MONTHS,
    Math.max(RETENTION_MIN_MONTHS, Math.trunc(months) || RETENTION_DEFAULT_MONTHS),
  );
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - m;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(now.getTime());
  cutoff.setUTCDate(1);
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff.toISOString();
}

export type RetentionInput = { ok: true; months: number } | { ok: false };

/** The settings form's retention field: whole months between the bounds (refused: SETTINGS_TEXTS words it). */
export function parseRetentionMonths(value: string): RetentionInput {
  const trimmed = value.trim();
  const months = Number(trimmed);
  if (!/^\d{1,3}$/.test(trimmed) || months < RETENTION_MIN_MONTHS || months > RETENTION_MAX_MONTHS) {
    return { ok: false };
  }
  return { ok: true, months };
}
