/** /admin/pitch-deck-chat: the same page as /pitch-deck-chat (DESIGN.md "Routes the spec leaves open"). */
export { action, default, loader, meta } from "./pitch-deck-chat";
