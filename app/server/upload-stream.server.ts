/**
 * A file sent as the request body itself (the Documents tab with JavaScript): streamed to R2,
 * never held whole in memory. The declared length (`Content-Length`) has been checked against
 * the kind's cap before this runs; here the first bytes are read (what the file is) and every
 * byte after them is counted on its way to R2. A body that runs past its declared length, or
 * ends before it, makes the R2 put fail: nothing is stored, and the upload says why.
 */
import { FILE_HEAD_BYTES, type DeclaredFile } from "../domain/documents";
import { DOCUMENT_ROUTE_ERRORS as R } from "../domain/admin/documents-texts";
import type { IncomingFile } from "./documents.server";

export type StreamedFile = IncomingFile & {
  /** Stops reading the request body (a refused upload, or one that failed before it was read whole). */
  discard(): Promise<void>;
};

type BodyProblem = { status: 400 | 413; description: string };

/** Concatenates chunks into one array (only the few first bytes are ever joined). */
function joined(chunks: Uint8Array[]) {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * Reads the first `FILE_HEAD_BYTES` of `body` (a chunk or two) and gives the file as an upload:
 * its facts with those bytes, and a body with the known length R2 needs that replays them and
 * then the rest of the request, counted. Bytes are read only as fast as R2 takes them.
 */
export async function openStreamedFile(body: ReadableStream<Uint8Array>, declared: DeclaredFile): Promise<StreamedFile> {
  const reader = body.getReader();
  const pending: Uint8Array[] = [];
  let buffered = 0;
  let ended = false;
  let problem: BodyProblem | null = null;
  try {
    while (buffered < FILE_HEAD_BYTES && !ended) {
      const { done, value } = await reader.read();
      if (done) ended = true;
      else if (value.byteLength > 0) {
        pending.push(value);
        buffered += value.byteLength;
      }
    }
  } catch {
    // The client went away while its first bytes came in.
    problem = { status: 400, description: R.bodyShort };
    ended = true;
  }
  const head = joined(pending).slice(0, FILE_HEAD_BYTES);

  // R2 takes a stream only with a known length: the readable side of a FixedLengthStream (which
  // itself refuses more or fewer bytes). Outside workerd (the optional `npm run dev`, in Node)
  // there is none: the counted bytes are collected into a Blob there.
  const fixedLength = typeof FixedLengthStream === "function";
  const pipe = fixedLength ? new FixedLengthStream(declared.size) : new TransformStream<Uint8Array, Uint8Array>();
  const writer = pipe.writable.getWriter();
  // Every failure is handled below; the writer's own promises must not become unhandled rejections.
  writer.closed.catch(() => {});

  const fail = async (found: BodyProblem | null, reason: string) => {
    problem ??= found;
    await writer.abort(new Error(reason)).catch(() => {});
    await reader.cancel(reason).catch(() => {});
  };

  // Writes wait until R2 reads: nothing more is taken from the request than R2 has taken.
  const pump = (async () => {
    if (problem) return fail(problem, "body ended early");
    let sent = 0;
    for (;;) {
      let chunk = pending.shift();
      if (!chunk && !ended) {
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch {
          return fail({ status: 400, description: R.bodyShort }, "request body broke off");
        }
        if (next.done) ended = true;
        else chunk = next.value;
      }
      if (!chunk) break;
      sent += chunk.byteLength;
      // The declared length was checked against the cap: more bytes than declared is also more than allowed.
      if (sent > declared.size) return fail({ status: 413, description: R.bodyLong }, `body longer than its declared ${declared.size} bytes`);
      try {
        await writer.write(chunk);
      } catch {
        // R2 stopped reading (a failed put) or the upload was discarded: not the body's fault.
        return fail(null, "not stored");
      }
    }
    if (sent < declared.size) return fail({ status: 400, description: R.bodyShort }, `body ended after ${sent} of ${declared.size} bytes`);
    await writer.close().catch(() => {});
  })();

  return {
    ...declared,
    head,
    body: fixedLength ? pipe.readable : await new Response(pipe.readable).blob().catch(() => new Blob([])),
    bodyProblem: () => problem,
    async discard() {
      await writer.abort(new Error("upload not stored")).catch(() => {});
      await reader.cancel("upload not stored").catch(() => {});
      await pump;
    },
  };
}
