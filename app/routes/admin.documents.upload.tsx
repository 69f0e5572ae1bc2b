import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { MAX_PDF_BYTES, MB } from "../domain/documents";
import type { UploadRouteAnswer } from "../schemas/documents";
import { requireMember, type Member } from "../server/auth.server";
import { runDocumentIntent, UPLOAD_ROUTE_INTENTS, type DocumentIntent } from "../server/management/documents.tab.server";
import { DOCUMENT_MESSAGES, DOCUMENT_ROUTE_ERRORS as R } from "../domain/admin/documents-texts";
import { PANEL_TEXTS } from "../domain/admin/panel-texts";
import { tryReadForm } from "../server/form.server";
import { ACCOUNT_TEXTS } from "../domain/auth/account-texts";

// A resource route answers a Response (single fetch would drop the status of `data()` here).
const answer = (body: UploadRouteAnswer, status: number) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

// Multipart overhead on top of the largest file we accept.
const MAX_BODY_BYTES = MAX_PDF_BYTES + MB;

/**
 * POST /admin/documents/upload (members only): the Documents tab's uploads with JavaScript,
 * sent with XMLHttpRequest so the page can show real progress. Same server function as the
 * no-JS forms; answers JSON, 4xx for an upload the spec refuses.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  let member: Member;
  try {
    member = await requireMember(request, context);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 403) {
      return answer({ ok: false, title: DOCUMENT_MESSAGES.uploadError, message: ACCOUNT_TEXTS.readOnly, variant: "destructive", documentIds: [] }, 403);
    }
    if (thrown instanceof Response) {
      return answer({ ok: false, ...R.notAuthenticated, variant: "destructive", documentIds: [] }, 401);
    }
    throw thrown;
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) {
    return answer({ ok: false, title: DOCUMENT_MESSAGES.uploadError, message: R.tooLarge, variant: "destructive", documentIds: [] }, 413);
  }
  const read = await tryReadForm(request);
  if (!read.ok) return answer({ ok: false, title: DOCUMENT_MESSAGES.uploadError, message: R.invalidUpload, variant: "destructive", documentIds: [] }, read.status);
  const form = read.form;
  const intent = String(form.get("intent") ?? "") as DocumentIntent;
  if (!UPLOAD_ROUTE_INTENTS.includes(intent)) {
    return answer({ ok: false, title: DOCUMENT_MESSAGES.uploadError, message: PANEL_TEXTS.unknownAction, variant: "destructive", documentIds: [] }, 400);
  }
  const outcome = await runDocumentIntent(context, member, intent, form);
  return answer(
    { ok: outcome.ok, title: outcome.title, ...(outcome.description ? { message: outcome.description } : {}), variant: outcome.variant, documentIds: outcome.documentIds },
    outcome.status,
  );
}
