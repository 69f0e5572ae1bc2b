import type { AppLoadContext, data } from "@remix-run/cloudflare";

import type { Member } from "../auth/auth.server";

export type TabContext = { request: Request; context: AppLoadContext; member: Member; url: URL };
export type ActionContext = TabContext & { form: FormData };

/**
 * What a tab's form intent answers: a Response (redirect with toast, download) or `data()`
 * with a body that names the intent — checked by the compiler for every tab (`satisfies ManagementTab`).
 */
export type TabActionAnswer =
  Response | ReturnType<typeof data<{ intent: string } & Record<string, unknown>>>;
export type TabAction = (ctx: ActionContext) => Promise<TabActionAnswer>;

/**
 * One Admin Panel tab on the server: what its view needs, and the form intents it answers.
 * Intents are namespaced by tab ("update.create", "video.toggle", …). Its route module
 * (app/routes/admin.management.{tab}.tsx) serves both through app/server/management/tab-route.server.ts.
 */
export type ManagementTab<Data = unknown> = {
  load: (ctx: TabContext) => Promise<Data>;
  actions: Record<string, TabAction>;
};
