/** /admin/forecast-chat: the same page as /forecast-chat (DESIGN.md "Routes the spec leaves open"). */
export { action, default, loader, meta } from "./forecast-chat";
