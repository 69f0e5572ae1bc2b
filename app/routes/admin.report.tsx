import { redirect } from "@remix-run/cloudflare";

/** /admin/report (linked from /dev) is the report at /report (docs/product.md#routes). */
export const loader = () => redirect("/report");
