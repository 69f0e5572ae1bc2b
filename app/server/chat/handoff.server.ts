/**
 * Single fetch hands the loader data to the browser as a turbo-stream that <RemixServer>
 * normally streams in through a suspending component. Documents here are rendered to one
 * string instead (see entry.server.tsx and ADR 009), so the whole stream is read first and
 * written after the markup as the same two scripts Remix's StreamTransfer would emit:
 * one enqueue of the data, then close. The browser side (window.__remixContext.stream,
 * set up by <Scripts>) is unchanged.
 */

// What may not appear raw inside an inline <script>: "</script>", "<!--", HTML entities,
// and the two line separators JavaScript treats as line ends.
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  "<": "\\u003c",
  ">": "\\u003e",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** The scripts carry the request's CSP nonce (base64, so safe inside the attribute). */
export function handoffScripts(data: string, nonce?: string): string {
  const literal = JSON.stringify(data).replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
  if (nonce !== undefined && !/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error("invalid CSP nonce");
  const open = nonce ? `<script nonce="${nonce}">` : "<script>";
  return (
    `${open}window.__remixContext.streamController.enqueue(${literal});</script>` +
    `${open}window.__remixContext.streamController.close();</script>`
  );
}
