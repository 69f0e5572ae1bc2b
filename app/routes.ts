import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig, RouteConfigEntry } from "@remix-run/route-config";

/**
 * The member area's pages: drawn inside the pathless layout `routes/_member.tsx` (one header
 * and navigation for all of them), at the same URLs as their files name. Resource routes
 * (downloads, streams, uploads) stay outside: they draw nothing. A new page joins either by
 * being listed here or by its file name (`_member.{path}.tsx`, flat routes' own convention).
 */
const MEMBER_PAGES: ReadonlySet<string> = new Set(
  [
    "admin.dashboard",
    "admin.account",
    "admin.company-import",
    "admin.management",
    "admin.pipeline",
    "admin.sales-metrics",
    "numbers",
    "numbers_.wizard",
    "monthly-costs",
    "forecast",
    "forecast-chat",
    "pitch-deck-chat",
    "report",
    "sales-metrics",
  ].map((name) => `routes/${name}.tsx`),
);

const LAYOUT = "routes/_member.tsx";

/** The route files in app/routes/ by Remix v2's flat-routes convention, the member pages nested in their layout. */
export default (async () => {
  const routes = await flatRoutes();
  const layout = routes.find((r) => r.file === LAYOUT);
  if (!layout) throw new Error(`${LAYOUT} is missing`);
  const members: RouteConfigEntry[] = routes.filter((r) => MEMBER_PAGES.has(r.file));
  if (members.length !== MEMBER_PAGES.size)
    throw new Error("a member page listed in app/routes.ts is missing");
  return [
    ...routes.filter((r) => r !== layout && !MEMBER_PAGES.has(r.file)),
    { ...layout, children: [...(layout.children ?? []), ...members] },
  ];
})() satisfies RouteConfig;
