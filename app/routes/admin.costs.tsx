/** /admin/costs and /monthly-costs are one page under two URLs (DESIGN.md, "Routes the spec leaves open"). */
export { action, loader, meta, shouldRevalidate } from "./monthly-costs";
export { default } from "./monthly-costs";
