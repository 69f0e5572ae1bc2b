import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import type { Member } from "../auth.server";

export type TabContext = { request: Request; context: AppLoadContext; member: Member; url: URL };
export type ActionContext = TabContext & { form: FormData; args: ActionFunctionArgs };

/**
 * One admin-panel tab on the server: what its view needs, and the form intents it answers.
 * Intents are namespaced by tab ("update.create", "video.toggle", …).
 */
export type ManagementTab<Data = unknown> = {
  load: (ctx: TabContext) => Promise<Data>;
  actions: Record<string, (ctx: ActionContext) => Promise<Response | unknown>>;
};
