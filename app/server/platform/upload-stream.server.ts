/**
 * A file sent as the request body itself (the Documents tab with JavaScript): streamed to R2,
 * never held whole in memory. The declared length (`Content-Length`) has been checked against
 * the kind's cap before this runs; here the first bytes are read (what the file is) and every
 * byte is counted on its way to R2. A body that runs past its declared length, or ends before
 * it, makes the R2 put fail: nothing is stored, and the upload says why.
 */
import { DOCUMENT_ROUTE_ERRORS as R } from "../../copy/admin/documents-texts";
import { type DeclaredFile, FILE_HEAD_BYTES } from "../../domain/documents";
import type { IncomingFile } from "../documents/documents.server";

export type StreamedFile = IncomingFile & {
  /** Stops reading the request body (a refused upload, or one that failed before it was read whole). */
  discard(): Promise<void>;
};

type BodyProblem = { status: 400 | 413; description: string };

/** How much of the body is read at a time. */
const CHUNK_BYTES = 256 * 1024;

/**
 * The body's chunks, one read at a time. A request body is a byte stream: it is read into one
 * buffer that is used again once R2 has taken its bytes, so a large upload leaves no trail of
 * chunks for the garbage collector. Any other stream is read chunk by chunk.
 */
function chunksOf(body: ReadableStream<Uint8Array>, reuse: boolean) {
  let byob: ReadableStreamBYOBReader | null = null;
  try {
    if (reuse) byob = body.getReader({ mode: "byob" });
  } catch {
    byob = null;
  }
  if (byob) {
    const reader = byob;
    let spare: ArrayBuffer | null = null;
    return {
      async read(): Promise<Uint8Array | null> {
        const buffer = spare ?? new ArrayBuffer(CHUNK_BYTES);
        spare = null;
        const { done, value } = await reader.read(new Uint8Array(buffer));
        return done || !value ? null : value;
      },
      /** The chunk's bytes have been written: its buffer takes the next read. */
      recycle(chunk: Uint8Array) {
        spare = chunk.buffer as ArrayBuffer;
      },
      cancel: (reason: string) => reader.cancel(reason).catch(() => {}),
    };
  }
  const reader = body.getReader();
  return {
    async read(): Promise<Uint8Array | null> {
      const { done, value } = await reader.read();
      return done ? null : value;
    },
    recycle() {},
    cancel: (reason: string) => reader.cancel(reason).catch(() => {}),
  };
}

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
 * Reads the first `FILE_HEAD_BYTES` of `body` (one chunk, as a rule) and gives the file as an
 * upload: its facts with those bytes, and a body with the known length R2 needs that replays
 * them and then the rest of the request, counted. Bytes are read only as fast as R2 takes them.
 */
export async function openStreamedFile(
  body: ReadableStream<Uint8Array>,
  declared: DeclaredFile,
): Promise<StreamedFile> {
  // R2 takes a stream only with a known length: the readable side of a FixedLengthStream (which
  // itself refuses more or fewer bytes). Outside workerd (the optional `npm run dev`, in Node)
  // there is none: the counted bytes are collected into a Blob there.
  const fixedLength = typeof FixedLengthStream === "function";
  // A FixedLengthStream has passed a chunk's bytes on when its write resolves; a plain TransformStream keeps the chunk itself.
  const chunks = chunksOf(body, fixedLength);
  const pending: Uint8Array[] = [];
  let buffered = 0;
  let ended = false;
  let problem: BodyProblem | null = null;
  try {
    while (buffered < FILE_HEAD_BYTES && !ended) {
      const chunk = await chunks.read();
      if (!chunk) ended = true;
      else if (chunk.byteLength > 0) {
        pending.push(chunk);
        buffered += chunk.byteLength;
      }
    }
  } catch {
    // The client went away while its first bytes came in.
    problem = { status: 400, description: R.bodyShort };
    ended = true;
  }
  const head = joined(pending).slice(0, FILE_HEAD_BYTES);

  const pipe = fixedLength
    ? new FixedLengthStream(declared.size)
    : new TransformStream<Uint8Array, Uint8Array>();
  const writer = pipe.writable.getWriter();
  // Every failure is handled below; the writer's own promises must not become unhandled rejections.
  writer.closed.catch(() => {});

  const fail = async (found: BodyProblem | null, reason: string) => {
    problem ??= found;
    await writer.abort(new Error(reason)).catch(() => {});
    await chunks.cancel(reason);
  };

  // Writes wait until R2 reads: nothing more is taken from the request than R2 has taken.
  const pump = (async () => {
    if (problem) return fail(problem, "body ended early");
    let sent = 0;
    for (;;) {
      let chunk = pending.shift();
      if (!chunk && !ended) {
        try {
          chunk = (await chunks.read()) ?? undefined;
        } catch {
          return fail({ status: 400, description: R.bodyShort }, "request body broke off");
        }
        if (!chunk) ended = true;
      }
      if (!chunk) break;
      sent += chunk.byteLength;
      // The declared length was checked against the cap: more bytes than declared is also more than allowed.
      if (sent > declared.size)
        return fail(
          { status: 413, description: R.bodyLong },
          `body longer than its declared ${declared.size} bytes`,
        );
      try {
        await writer.write(chunk);
      } catch {
        // R2 stopped reading (a failed put) or the upload was discarded: not the body's fault.
        return fail(null, "not stored");
      }
      chunks.recycle(chunk);
    }
    if (sent < declared.size)
      return fail(
        { status: 400, description: R.bodyShort },
        `body ended after ${sent} of ${declared.size} bytes`,
      );
    await writer.close().catch(() => {});
  })();

  return {
    ...declared,
    head,
    body: fixedLength ? pipe.readable : await new Response(pipe.readable).blob().catch(() => new Blob([])),
    bodyProblem: () => problem,
    async discard() {
      await writer.abort(new Error("upload not stored")).catch(() => {});
      await chunks.cancel("upload not stored");
      await pump;
    },
  };
}
