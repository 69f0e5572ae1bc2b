/**
 * R2 (the `FILES` bucket): the spec's storage bucket 'documents' (docs/architecture.md#documents-and-storage). Objects are
 * keyed `{companyId}/…` (see app/domain/documents.ts); rows in `documents` point at them by
 * `file_path`. Bodies are streamed (a File/Blob or a stream goes straight to R2), never
 * copied into one more buffer here.
 */

export type PutBody = ReadableStream | ArrayBuffer | ArrayBufferView | string | Blob;

/** Stores an object with the content type we determined (never the browser's claim). */
export async function putObject(
  bucket: R2Bucket,
  key: string,
  body: PutBody,
  contentType: string,
  fileName?: string,
) {
  const object = await bucket.put(key, body, {
    httpMetadata: { contentType },
    customMetadata: fileName ? { fileName } : undefined,
  });
  return object;
}

/** Stores an object only if the key is still free; null when something already lives there. */
export async function putNewObject(
  bucket: R2Bucket,
  key: string,
  body: PutBody,
  contentType: string,
  fileName?: string,
) {
  if (await bucket.head(key)) return null;
  return putObject(bucket, key, body, contentType, fileName);
}

export function getObject(bucket: R2Bucket, key: string) {
  return bucket.get(key);
}

export async function getObjectBytes(bucket: R2Bucket, key: string): Promise<Uint8Array | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  return new Uint8Array(await object.arrayBuffer());
}

/** Idempotent: deleting a missing key succeeds. */
export function deleteObject(bucket: R2Bucket, key: string) {
  return bucket.delete(key);
}

/** Deletes, logging instead of throwing: for clean-up after another failure. */
export async function deleteObjectQuietly(bucket: R2Bucket, key: string) {
  try {
    await bucket.delete(key);
  } catch (error) {
    console.error("R2 clean-up failed", key, error);
  }
}

/** Deletes every object under a prefix (e.g. all page images of one PDF version). */
/** Where a processing run keeps the parts its steps read: beside the uploaded file. */
export const processingPartsPrefix = (filePath: string) => `${filePath}.steps/`;

export async function deletePrefix(bucket: R2Bucket, prefix: string) {
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix, cursor });
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((o) => o.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}

/**
 * The policy of every uploaded file we serve: whatever a file holds, opened on our origin it
 * runs in a sandbox (an opaque origin: no cookies, no scripts, no forms) and loads nothing.
 * Images still show; PDFs are served as attachments, because Chrome's viewer refuses a
 * sandboxed document.
 */
export const FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

/**
 * A stored file as the answer to a GET: `headers` say what it is; the object's ETag makes a
 * repeat request a 304 without its body. Always sandboxed (FILE_CSP) and never sniffed.
 */
export async function objectResponse(
  request: Request,
  object: R2ObjectBody,
  headers: Headers,
): Promise<Response> {
  headers.set("Content-Length", String(object.size));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", FILE_CSP);
  headers.set("ETag", object.httpEtag);
  if (request.headers.get("If-None-Match") === object.httpEtag) {
    await object.body.cancel();
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(object.body, { headers });
}
