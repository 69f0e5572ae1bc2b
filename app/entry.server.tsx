import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { handoffScripts } from "./server/handoff.server";

/**
 * Documents are rendered to a string, not streamed: no page defers data, so streaming bought
 * nothing, while React's streaming renderer encodes every chunk separately and cost about a
 * third of a page's CPU in the bench profile (ADR 009). The loader data still travels as
 * single fetch's turbo-stream: read in full here and appended as the scripts the browser
 * expects. A render error throws, and Remix renders the error boundary instead.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const handoff = remixContext.serverHandoffStream;
  // Without the stream <RemixServer> renders no suspending transfer component.
  remixContext.serverHandoffStream = undefined;
  const data = handoff ? await new Response(handoff).text() : null;
  const markup = renderToString(<RemixServer context={remixContext} url={request.url} />);

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "strict-origin-when-cross-origin");
  responseHeaders.set("X-Frame-Options", "SAMEORIGIN");
  const html = `<!DOCTYPE html>${markup}${data === null ? "" : handoffScripts(data)}`;
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
