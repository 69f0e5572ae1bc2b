import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";

import { NonceContext } from "./components/nonce";
import { handoffScripts } from "./server/chat/handoff.server";

/**
 * Documents are rendered to a string, not streamed: no page defers data, so streaming bought
 * nothing, while React's streaming renderer encodes every chunk separately and cost about a
 * third of a page's CPU in the bench profile (ADR 009). The loader data still travels as
 * single fetch's turbo-stream: read in full here and appended as the scripts the browser
 * expects. A render error throws, and Remix renders the error boundary instead.
 * Every inline script carries the request's CSP nonce; workers/app.ts sends the policy
 * and the other security headers (ADR 014).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const handoff = remixContext.serverHandoffStream;
  // Without the stream <RemixServer> renders no suspending transfer component.
  remixContext.serverHandoffStream = undefined;
  const data = handoff ? await new Response(handoff).text() : null;
  const nonce = loadContext.cspNonce;
  const html = `<!DOCTYPE html>${renderToString(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  )}${data === null ? "" : handoffScripts(data, nonce)}`;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
