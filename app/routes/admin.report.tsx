import { redirect } from "@remix-run/cloudflare";

/** /admin/report (linked from /dev) is the report at /report (DESIGN.md, "Routes the spec leaves open"). */
export const loader = () => redirect("/report");
