/** /admin/costs and /monthly-costs are one page under two URLs (docs/product.md#routes). */
export { action, loader, meta, shouldRevalidate } from "./monthly-costs";
export { default } from "./monthly-costs";
