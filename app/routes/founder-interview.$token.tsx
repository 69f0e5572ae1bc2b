// The spec links founders to both /interview/{token} and /founder-interview/{token}: one page.
export { action, default, loader, meta } from "./interview.$token";
