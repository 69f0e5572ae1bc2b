import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "../db";
import { parseEnv, type AppEnv } from "../app/server/env.server";
import { createSessionStorageFor, type AppSessionStorage } from "../app/server/session.server";
import { createNonce } from "../app/server/security-headers.server";
import { createToastStorage, type ToastStorage } from "../app/server/toast.server";
import type { Env } from "./env";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">; cf?: unknown };
    /** Parsed, validated vars (throws at startup of a request if SESSION_SECRET is missing). */
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

type Shared = Pick<AppLoadContext, "env" | "db" | "sessions" | "toasts">;

/**
 * What depends only on the bindings (parsed vars, the db, cookie storages) is made once per
 * env object and scheme, not per request: validating the vars and building the storages was
 * a visible share of every page's CPU in the bench profile.
 */
const shared = new WeakMap<object, { http?: Shared; https?: Shared }>();

function sharedFor(raw: Env, secure: boolean): Shared {
  let perEnv = shared.get(raw);
  if (!perEnv) {
    perEnv = {};
    shared.set(raw, perEnv);
  }
  const scheme = secure ? "https" : "http";
  let built = perEnv[scheme];
  if (!built) {
    const env = parseEnv(raw);
    const db = createDb(raw.DB);
    built = { env, db, sessions: createSessionStorageFor(db, env.SESSION_SECRET, secure), toasts: createToastStorage(env.SESSION_SECRET, secure) };
    perEnv[scheme] = built;
  }
  return built;
}

export function getLoadContext({ request, context }: GetLoadContextArgs): AppLoadContext {
  const secure = new URL(request.url).protocol === "https:";
  return {
    cloudflare: context.cloudflare,
    ...sharedFor(context.cloudflare.env, secure),
    cspNonce: createNonce(),
  };
}
