/**
 * The spec's second URLs for pages that live under one path: each answers with a redirect to
 * its page, the query kept (app/routes/$.tsx reads this table before answering 404).
 * A `:name` segment stands for one path segment and is carried to the target.
 */
export const ALIASES: ReadonlyArray<readonly [alias: string, target: string]> = [
  ["/admin/panel", "/admin/management"],
  ["/admin/numbers", "/numbers"],
  ["/admin/forecast", "/forecast"],
  ["/admin/report", "/report"],
  ["/admin/costs", "/monthly-costs"],
  ["/admin/pitch-deck-chat", "/pitch-deck-chat"],
  ["/admin/forecast-chat", "/forecast-chat"],
  ["/sales-input", "/sales-metrics"],
  ["/founder-interview/:token", "/interview/:token"],
];

function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = pathname.replace(/(.)\/+$/, "$1").split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(":")) {
      if (!g) return null;
      params[w.slice(1)] = g;
    } else if (w !== g) return null;
  }
  return params;
}

/** Where an alias URL leads (its query kept), or null for any other path. */
export function aliasTarget(pathname: string, search: string): string | null {
  for (const [alias, target] of ALIASES) {
    const params = match(alias, pathname);
    if (!params) continue;
    const path = target.replace(/:([a-z]+)/gi, (_, name: string) => params[name] ?? "");
    return `${path}${search}`;
  }
  return null;
}
