import { redirect } from "@remix-run/cloudflare";

/** /admin/forecast (linked from /dev) is the forecast at /forecast (docs/product.md#routes). */
export const loader = () => redirect("/forecast");
