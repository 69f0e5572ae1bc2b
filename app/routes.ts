import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig } from "@remix-run/route-config";

// The route files in app/routes/ by Remix v2's flat-routes convention (React Router 7's routes.ts).
export default flatRoutes() satisfies RouteConfig;
