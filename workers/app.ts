import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";

import { isCrossOriginMutation } from "../app/server/platform/origin.server";
import { createNonce, withSecurityHeaders } from "../app/server/platform/security-headers.server";
// The Remix server build is produced by `remix vite:build` before wrangler bundles this file.
import * as build from "../build/server";
import type { Env } from "./env";
import { getLoadContext } from "./load-context";
import { handleQueueBatch, type QueueMessage } from "./queue";
import { handleScheduled } from "./scheduled";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    // Mutating requests from another origin never reach an action (CSRF defence in depth,
    // on top of SameSite=Lax cookies).
    if (isCrossOriginMutation(request)) {
      return withSecurityHeaders(
        request,
        new Response("Cross-origin request refused", { status: 403 }),
        createNonce(),
      );
    }
    let loadContext;
    try {
      loadContext = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
    } catch (error) {
      // A misconfigured deploy (a missing secret or var): every request says so, naming the setting
      // (never its value); the details are in the log.
      console.error(error);
      const message = error instanceof Error ? error.message : "Invalid Worker configuration";
      return withSecurityHeaders(
        request,
        new Response(message, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
        createNonce(),
      );
    }
    const response = await handleRemixRequest(request, loadContext);
    // Every answer gets the one header policy (app/domain/security/headers.ts, ADR 014).
    return withSecurityHeaders(request, response, loadContext.cspNonce);
  },
  async queue(batch, env) {
    // One Worker consumes both queues and their dead-letter queues; each message says what it is.
    await handleQueueBatch(batch, env);
  },
  async scheduled(controller, env) {
    await handleScheduled(controller, env);
  },
} satisfies ExportedHandler<Env, QueueMessage>;
