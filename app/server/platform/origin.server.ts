const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True for a state-changing request sent by another site. Browsers send `Origin` on every
 * cross-origin POST and `Sec-Fetch-Site` on all requests; a request with neither (curl,
 * server-to-server) carries no ambient cookies from a victim's browser and is allowed.
 */
export function isCrossOriginMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") return origin !== new URL(request.url).origin;
  if (origin === "null") return true;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}
