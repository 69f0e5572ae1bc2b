/** /admin/forecast-chat: the same page as /forecast-chat (docs/product.md#routes). */
export { action, default, loader, meta } from "./forecast-chat";
