/** /admin/pitch-deck-chat: the same page as /pitch-deck-chat (docs/product.md#routes). */
export { action, default, loader, meta } from "./pitch-deck-chat";
