// The model end of `npm run eval`: a small OpenAI-compatible chat-completions server that
// records what the Worker hands to the model — which deck pages are in the context of each
// call — so the eval can tell whether the expected page reached the model (recall at the
// number of pages sent). With `forward` it passes every call on to a real server (Ollama,
// vLLM, a hosted API) and returns that server's answer; without, it answers itself with a
// fixed reply, which is enough to measure what was sent.
import { createServer } from "node:http";

/** Page and slide numbers in a prompt's context ('--- Page 5 ---', '--- Slide 3 ---'). */
export function pagesInPrompt(messages) {
  const pages = new Set();
  for (const m of messages ?? []) {
    const text =
      typeof m?.content === "string"
        ? m.content
        : Array.isArray(m?.content)
          ? m.content.map((p) => p?.text ?? "").join("\n")
          : "";
    for (const hit of text.matchAll(/^--- (?:Page|Slide) (\d+)\b[^\n]*---$/gm)) pages.add(Number(hit[1]));
  }
  return [...pages].sort((a, b) => a - b);
}

export const RECORDED_REPLY = "Recorded by the eval's model server.";

/**
 * Starts the server on 127.0.0.1 (a free port). `calls` lists every chat-completions call:
 * `{ model, stream, question, pages }` (question: the last user message). `forward` is the
 * base URL of a real server (its `/chat/completions` is called with the same body and
 * `apiKey` as a Bearer token).
 * @param {{ forward?: string | null, apiKey?: string | null }} [options]
 */
export async function startModelServer({ forward = null, apiKey = null } = {}) {
  const calls = [];
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== "POST" || !req.url?.replace(/\/+$/, "").endsWith("/chat/completions")) {
        res
          .writeHead(404, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const chunks = [];
      for await (const c of req) chunks.push(c);
      const raw = Buffer.concat(chunks).toString("utf8");
      const body = JSON.parse(raw);
      const question = [...(body.messages ?? [])].reverse().find((m) => m.role === "user")?.content ?? "";
      calls.push({
        model: body.model,
        stream: Boolean(body.stream),
        question: typeof question === "string" ? question : "",
        pages: pagesInPrompt(body.messages),
      });
      if (forward) {
        const upstream = await fetch(`${forward.replace(/\/+$/, "")}/chat/completions`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: req.headers.accept ?? "application/json",
            ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
          },
          body: raw,
        });
        res.writeHead(upstream.status, {
          "Content-Type": upstream.headers.get("Content-Type") ?? "application/json",
        });
        if (upstream.body) for await (const c of upstream.body) res.write(c);
        res.end();
        return;
      }
      if (body.stream) {
        res.writeHead(200, { "Content-Type": "text/event-stream" });
        res.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant", content: RECORDED_REPLY } }] })}\n\n`,
        );
        res.end("data: [DONE]\n\n");
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          choices: [
            { index: 0, message: { role: "assistant", content: RECORDED_REPLY }, finish_reason: "stop" },
          ],
        }),
      );
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: String(error?.message ?? error) } }));
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
