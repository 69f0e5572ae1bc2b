import type { SerializeFrom } from "@remix-run/cloudflare";

/**
 * A tab view's data: what its tab's `load` (app/server/management/*.tab.server.ts) returns, as
 * its route module (app/routes/admin.management.{tab}.tsx) hands it over after serialisation.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TabViewData<Load extends (...args: any[]) => unknown> = SerializeFrom<Load>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TabViewProps<Load extends (...args: any[]) => unknown> = { data: TabViewData<Load> };
