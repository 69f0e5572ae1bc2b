import type { AppLoadContext } from "@remix-run/cloudflare";

import { type AppEnv, readEnv } from "../app/server/platform/env.server";
import { createNonce } from "../app/server/platform/security-headers.server";
import { type AppSessionStorage, createSessionStorageFor } from "../app/server/platform/session.server";
import { createToastStorage, type ToastStorage } from "../app/server/platform/toast.server";
import { createDb, type Db } from "../db";
import type { Env } from "./env";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
      cf?: unknown;
    };
    /** The vars, read and checked for this request (a misconfigured deploy fails every request; readEnv). */
    env: AppEnv;
    db: Db;
    sessions: AppSessionStorage;
    toasts: ToastStorage;
    /** This request's CSP script nonce: entry.server puts it on the inline scripts, workers/app.ts in the header. */
    cspNonce: string;
  }
}

type GetLoadContextArgs = {
  request: Request;
  context: { cloudflare: AppLoadContext["cloudflare"] };
};

export function getLoadContext({ request, context }: GetLoadContextArgs): AppLoadContext {
  // The URL string already says its scheme: no need to parse it for one test.
  const secure = request.url.startsWith("https:");
  const raw = context.cloudflare.env;
  const env = readEnv(raw as unknown as Record<string, unknown>);
  const db = createDb(raw.DB);
  // The cookie storages are made when this request first uses them: a granted investor's page
  // reads no session, and most pages carry no toast.
  let sessions: AppSessionStorage | undefined;
  let toasts: ToastStorage | undefined;
  return {
    cloudflare: context.cloudflare,
    env,
    db,
    get sessions() {
      return (sessions ??= createSessionStorageFor(db, env.SESSION_SECRET, secure));
    },
    get toasts() {
      return (toasts ??= createToastStorage(env.SESSION_SECRET, secure));
    },
    cspNonce: createNonce(),
  };
}
