export type DeviceType = "tablet" | "mobile" | "desktop";

/** Device class from a user agent: tablet first (iPad, Android without "Mobile"), then mobile. */
export function deviceType(userAgent: string | null | undefined): DeviceType {
  const ua = userAgent ?? "";
  if (/ipad|tablet|playbook|silk|kindle/i.test(ua) || (/android/i.test(ua) && !/mobile/i.test(ua)))
    return "tablet";
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile/i.test(ua)) return "mobile";
  return "desktop";
}

/** The calendar day (UTC) a view counts for: a visitor is unique once per day. */
export function viewDay(asOf: Date): string {
  return asOf.toISOString().slice(0, 10);
}

/** Views per page, most viewed first, from rows of (path, unique?). */
export function summarizePageViews(
  rows: ReadonlyArray<{ path: string; views: number; uniqueVisitors: number }>,
) {
  return [...rows].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
}
