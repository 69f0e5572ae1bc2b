import { redirect } from "@remix-run/cloudflare";

/** /admin/numbers (linked from /dev) is the financial dashboard at /numbers (DESIGN.md, "Routes the spec leaves open"). */
export const loader = () => redirect("/numbers");
