import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";

import {
  DOCUMENT_MESSAGES,
  DOCUMENT_ROUTE_ERRORS as R,
  fileProblemText,
} from "../copy/admin/documents-texts";
import { PANEL_TEXTS } from "../copy/admin/panel-texts";
import { ACCOUNT_TEXTS } from "../copy/auth/account-texts";
import {
  checkDeclaredFile,
  cleanFileName,
  isUploadFileKind,
  MAX_UPLOAD_FORM_BYTES,
  type UploadFileKind,
} from "../domain/documents";
import { declaredLength } from "../domain/http/content-length";
import type { UploadRouteAnswer } from "../schemas/documents";
import { type Member, requireMember } from "../server/auth/auth.server";
import {
  type ActionOutcome,
  uploadExcel,
  uploadImages,
  uploadPdf,
} from "../server/documents/documents.server";
import {
  type DocumentIntent,
  runDocumentIntent,
  UPLOAD_ROUTE_INTENTS,
} from "../server/management/documents.tab.server";
import { tryReadForm } from "../server/platform/form.server";
import { openStreamedFile } from "../server/platform/upload-stream.server";

// A resource route answers a Response (single fetch would drop the status of `data()` here).
const answer = (body: UploadRouteAnswer, status: number, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
const refusal = (
  status: number,
  message: string,
  title: string = DOCUMENT_MESSAGES.uploadError,
  headers?: HeadersInit,
) => answer({ ok: false, title, message, variant: "destructive", documentIds: [] }, status, headers);
const fromOutcome = (outcome: ActionOutcome) =>
  answer(
    {
      ok: outcome.ok,
      title: outcome.title,
      ...(outcome.description ? { message: outcome.description } : {}),
      variant: outcome.variant,
      documentIds: outcome.documentIds,
    },
    outcome.status,
  );

/**
 * /admin/documents/upload (members only, JSON answers, 4xx for an upload the spec refuses):
 *
 * - `PUT ?kind=pdf|excel|image&name=…` with the file itself as the body (the Documents tab
 *   with JavaScript, one file per request through XMLHttpRequest so the page shows real
 *   progress): the size is checked from `Content-Length` before a byte is read, the type from
 *   the first bytes, and the body is streamed to R2. An image is stored without queueing its
 *   description; the tab asks for that once, after the last one.
 * - `POST` a form (`intent`, and `file` / `files` for an upload): the same actions as the
 *   no-JS forms of the tab. A form is read whole into memory, so its body is capped at
 *   `MAX_UPLOAD_FORM_BYTES`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  let member: Member;
  try {
    member = await requireMember(request, context);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 403) {
      return answer(
        {
          ok: false,
          title: DOCUMENT_MESSAGES.uploadError,
          message: ACCOUNT_TEXTS.readOnly,
          variant: "destructive",
          documentIds: [],
        },
        403,
      );
    }
    if (thrown instanceof Response) {
      return answer({ ok: false, ...R.notAuthenticated, variant: "destructive", documentIds: [] }, 401);
    }
    throw thrown;
  }
  if (request.method === "PUT") return streamedUpload(request, context, member);

  const read = await tryReadForm(request, { maxBytes: MAX_UPLOAD_FORM_BYTES });
  if (!read.ok) {
    if (read.status === 413) return refusal(413, R.tooLarge);
    return refusal(
      read.status,
      R.invalidUpload,
      DOCUMENT_MESSAGES.uploadError,
      read.status === 405 ? { Allow: "POST, PUT" } : {},
    );
  }
  const form = read.form;
  const intent = String(form.get("intent") ?? "") as DocumentIntent;
  if (!UPLOAD_ROUTE_INTENTS.includes(intent)) return refusal(400, PANEL_TEXTS.unknownAction);
  return fromOutcome(await runDocumentIntent(context, member, intent, form));
}

/** One file as the request body, streamed to R2 (app/server/platform/upload-stream.server.ts). */
async function streamedUpload(request: Request, context: AppLoadContext, member: Member) {
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind");
  if (!isUploadFileKind(kind)) return refusal(400, PANEL_TEXTS.unknownAction);
  const size = declaredLength(request.headers.get("Content-Length"));
  if (size === null) return refusal(411, R.lengthRequired, titleOf(kind));
  const declared = {
    name: cleanFileName(url.searchParams.get("name") ?? ""),
    // The browser's claim (File.type), without parameters; what is stored follows the first bytes.
    type: (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim(),
    size,
  };
  // Refused by its headers alone (empty, too large, not the kind's type or extension): not a byte is read.
  const refused = checkDeclaredFile(kind, declared);
  if (refused) {
    const { title, description } = fileProblemText(refused);
    return refusal(refused.reason === "too-large" ? 413 : 400, description, title);
  }
  if (!request.body) return refusal(400, DOCUMENT_MESSAGES.noFile, titleOf(kind));
  const file = await openStreamedFile(request.body, declared);
  try {
    const { db } = context;
    const env = context.cloudflare.env;
    const companyId = member.company.id;
    const outcome =
      kind === "pdf"
        ? await uploadPdf(db, env, companyId, file)
        : kind === "excel"
          ? await uploadExcel(db, env, companyId, file)
          : await uploadImages(db, env, companyId, [file], { process: false });
    return fromOutcome(outcome);
  } finally {
    await file.discard();
  }
}

const titleOf = (kind: UploadFileKind) =>
  kind === "pdf"
    ? DOCUMENT_MESSAGES.invalidPdf
    : kind === "excel"
      ? DOCUMENT_MESSAGES.invalidExcel
      : DOCUMENT_MESSAGES.invalidImage;
