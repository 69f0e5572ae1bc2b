/**
 * Browser side of the JavaScript upload path: one file per request to
 * /admin/documents/upload with XMLHttpRequest, so `upload.onprogress` gives a real percent.
 * The file is the request body itself (PUT, its length known to the server before it reads a
 * byte), which the Worker streams to R2 without holding it.
 */
import { DOCUMENT_MESSAGES, UPLOAD_CARD_TEXTS } from "../../copy/admin/documents-texts";
import { FILE_HEAD_BYTES, type FileFacts, type UploadFileKind } from "../../domain/documents";
import type { UploadRouteAnswer } from "../../schemas/documents";

export const UPLOAD_URL = "/admin/documents/upload";

export type UploadAnswer = UploadRouteAnswer & { status: number };

/** Name, declared type, size and first bytes of a chosen file (what the domain checks read). */
export async function readFileFacts(file: File): Promise<FileFacts & { file: File }> {
  const head = new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
  return { name: file.name, type: file.type, size: file.size, head, file };
}

/**
 * Sends one file as the body of a PUT (`Content-Type` is the file's own type, `Content-Length`
 * its size); `onProgress` receives 0–100 while the body is sent.
 */
export function putFileWithProgress(
  kind: UploadFileKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  const query = new URLSearchParams({ kind, name: file.name });
  return send("PUT", `${UPLOAD_URL}?${query}`, file, onProgress);
}

/** Posts one small form without a file (e.g. 'document.process-images'). */
export function postForm(fields: Record<string, string>): Promise<UploadAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return send("POST", UPLOAD_URL, body, () => {});
}

function send(
  method: "PUT" | "POST",
  url: string,
  body: File | FormData,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => {
      const json = xhr.response as Partial<UploadRouteAnswer> | null;
      if (json && typeof json.title === "string") {
        resolve({
          ok: !!json.ok && xhr.status < 300,
          title: json.title,
          message: json.message,
          variant: json.variant ?? "destructive",
          documentIds: json.documentIds ?? [],
          status: xhr.status,
        });
      } else {
        resolve({
          ok: false,
          title: DOCUMENT_MESSAGES.uploadError,
          message: UPLOAD_CARD_TEXTS.serverStatus(xhr.status),
          variant: "destructive",
          documentIds: [],
          status: xhr.status,
        });
      }
    };
    xhr.onerror = () =>
      resolve({
        ok: false,
        title: DOCUMENT_MESSAGES.uploadError,
        message: UPLOAD_CARD_TEXTS.noConnection,
        variant: "destructive",
        documentIds: [],
        status: 0,
      });
    xhr.send(body);
  });
}
