import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { DOCUMENT_ROUTE_ERRORS as R } from "../copy/admin/documents-texts";
import { ACCOUNT_TEXTS } from "../copy/auth/account-texts";
import { MAX_PAGE_IMAGE_BYTES } from "../domain/deck/pages";
import { MB } from "../domain/documents";
import type { PagesRouteAnswer } from "../schemas/documents";
import { type Member, requireMember } from "../server/auth/auth.server";
import {
  beginPages,
  completePages,
  type PagesOutcome,
  storePage,
  storeSlideTexts,
} from "../server/documents/document-pages.server";
import { listSlides } from "../server/documents/documents.server";

const answer = (body: PagesRouteAnswer, status: number) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
const fromOutcome = (outcome: PagesOutcome) =>
  outcome.ok
    ? answer(
        {
          ok: true,
          message: outcome.message,
          pageCount: outcome.pageCount,
          ...(outcome.stored ? { stored: outcome.stored } : {}),
          ...(outcome.done ? { done: true } : {}),
        },
        200,
      )
    : answer({ ok: false, message: outcome.message }, outcome.status);

const MAX_BODY_BYTES = MAX_PAGE_IMAGE_BYTES + MB;

/** GET: the company's slide images in slide order (what the browser reads by OCR). Members only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  let member: Member;
  try {
    member = await requireMember(request, context);
  } catch (thrown) {
    if (thrown instanceof Response)
      return Response.json({ slides: [] }, { status: 401, headers: { "Cache-Control": "no-store" } });
    throw thrown;
  }
  const slides = await listSlides(context.db, member.company.id);
  return Response.json(
    { slides: slides.map((s) => ({ id: s.id, name: s.name })) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * POST /admin/documents/pages (members only): a PDF version's page images and OCR text, sent
 * by the admin's browser after rendering each page with pdf.js (a Worker cannot rasterise).
 * `step=begin` (id, pageCount, resume?), `step=page` (id, page, image, ocrText?), `step=complete` (id);
 * and `step=slides` (slide, text …): the slide images' text read by OCR ('Process Images Now').
 */
export async function action({ request, context }: ActionFunctionArgs) {
  let member: Member;
  try {
    member = await requireMember(request, context);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 403)
      return answer({ ok: false, message: ACCOUNT_TEXTS.readOnly }, 403);
    if (thrown instanceof Response) return answer({ ok: false, message: R.notSignedIn }, 401);
    throw thrown;
  }
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_BODY_BYTES)
    return answer({ ok: false, message: R.pageTooLarge }, 413);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ ok: false, message: R.invalidRequest }, 400);
  }
  const { db } = context;
  const bucket = context.cloudflare.env.FILES;
  const companyId = member.company.id;
  const id = String(form.get("id") ?? "").slice(0, 100);
  switch (form.get("step")) {
    case "begin":
      return fromOutcome(
        await beginPages(db, bucket, companyId, id, form.get("pageCount"), {
          resume: form.get("resume") === "1",
        }),
      );
    case "page": {
      const image = form.get("image");
      return fromOutcome(
        await storePage(
          db,
          bucket,
          companyId,
          id,
          form.get("page"),
          typeof image === "object" && image !== null ? (image as File) : null,
          form.get("ocrText"),
        ),
      );
    }
    case "complete":
      return fromOutcome(await completePages(db, companyId, id));
    case "slides": {
      // One `slide` (id) and one `text` field per slide image, in the same order.
      const ids = form.getAll("slide").map(String);
      const texts = form.getAll("text").map(String);
      if (ids.length !== texts.length || ids.length > 1000)
        return answer({ ok: false, message: R.invalidRequest }, 400);
      return fromOutcome(
        await storeSlideTexts(
          db,
          bucket,
          companyId,
          ids.map((slide, i) => ({ id: slide.slice(0, 100), text: texts[i]! })),
        ),
      );
    }
    default:
      return answer({ ok: false, message: R.unknownStep }, 400);
  }
}
