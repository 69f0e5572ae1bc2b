import { redirect } from "@remix-run/cloudflare";

/** /admin/numbers (linked from /dev) is the financial dashboard at /numbers (docs/product.md#routes). */
export const loader = () => redirect("/numbers");
