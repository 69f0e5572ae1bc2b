import type { ActionFunctionArgs, AppLoadContext, data } from "@remix-run/cloudflare";
import type { Member } from "../auth.server";

export type TabContext = { request: Request; context: AppLoadContext; member: Member; url: URL };
export type ActionContext = TabContext & { form: FormData; args: ActionFunctionArgs };

/**
 * What a tab's form intent answers: a Response (redirect with toast, download) or `data()`
 * with a body that names the intent. Nothing else may leave an action — a handler that
 * returned some other object would be serialised to the browser as is.
 */
export type TabActionAnswer = Response | ReturnType<typeof data<{ intent: string } & Record<string, unknown>>>;

/** Runtime check of {@link TabActionAnswer}: a Response, or `data()` whose body names an intent. */
export function isTabActionAnswer(value: unknown): value is TabActionAnswer {
  if (value instanceof Response) return true;
  if (typeof value !== "object" || value === null) return false;
  const wrapped = value as { type?: unknown; data?: unknown };
  return (
    wrapped.type === "DataWithResponseInit" &&
    typeof wrapped.data === "object" &&
    wrapped.data !== null &&
    typeof (wrapped.data as { intent?: unknown }).intent === "string"
  );
}
export type TabAction = (ctx: ActionContext) => Promise<TabActionAnswer>;

/**
 * One admin-panel tab on the server: what its view needs, and the form intents it answers.
 * Intents are namespaced by tab ("update.create", "video.toggle", …).
 */
export type ManagementTab<Data = unknown> = {
  load: (ctx: TabContext) => Promise<Data>;
  actions: Record<string, TabAction>;
};
