import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { ACCOUNT_TEXTS } from "../copy/auth/account-texts";
import { MAX_PAGE_IMAGE_BYTES } from "../domain/deck/pages";
import { MB } from "../domain/documents";
import { type Member, requireMember } from "../server/auth/auth.server";
import { roomVersionFile, storeRoomPages } from "../server/dataroom/dataroom.server";
import { getObject, objectResponse } from "../server/platform/storage.server";

const answer = (body: object, status: number) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

async function member(request: Request, context: LoaderFunctionArgs["context"]) {
  try {
    return { member: await requireMember(request, context) };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 403)
      return { refused: answer({ ok: false, message: ACCOUNT_TEXTS.readOnly }, 403) };
    if (thrown instanceof Response)
      return { refused: answer({ ok: false, message: "Niet aangemeld." }, 401) };
    throw thrown;
  }
}

/** GET ?version={id}: a data-room PDF version of the member's company, for their browser to render (members only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const m: Member = await requireMember(request, context);
  const version = await roomVersionFile(
    context.db,
    m.company.id,
    new URL(request.url).searchParams.get("version") ?? "",
  );
  const object = version ? await getObject(context.cloudflare.env.FILES, version.filePath) : null;
  if (!version || !object) return new Response("Niet gevonden", { status: 404 });
  return objectResponse(
    request,
    object,
    new Headers({ "Content-Type": "application/pdf", "Cache-Control": "private, no-store" }),
  );
}

/** POST: a data-room PDF's page images from the admin's browser (`step=begin|page|complete`, as the deck's). */
export async function action({ request, context }: ActionFunctionArgs) {
  const m = await member(request, context);
  if (m.refused) return m.refused;
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_PAGE_IMAGE_BYTES + MB)
    return answer({ ok: false, message: "De afbeelding is te groot." }, 413);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ ok: false, message: "Ongeldig verzoek." }, 400);
  }
  const outcome = await storeRoomPages(context.db, context.cloudflare.env.FILES, m.member!.company.id, form);
  return outcome.ok ? answer(outcome, 200) : answer({ ok: false, message: outcome.message }, outcome.status);
}
