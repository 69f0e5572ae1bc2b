import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { openRoomDocument, roomPageImage } from "../server/dataroom/dataroom.server";
import { roomRequest } from "../server/dataroom/room-request.server";
import { getObject, objectResponse } from "../server/platform/storage.server";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * GET /public/{slug}/documents/{id}/pages/{n}: page n of the document's newest version, only
 * for a viewer the document is open to (anything else is a 404). Never cached by a shared cache.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { company, viewer } = await roomRequest(request, context, params.slug);
  if (!viewer) return notFound();
  const opened = await openRoomDocument(context.db, company.id, viewer, params.id ?? "");
  if (!opened) return notFound();
  const image = await roomPageImage(context.db, company.id, opened.version.id, Number(params.page));
  const object = image ? await getObject(context.cloudflare.env.FILES, image.imagePath) : null;
  if (!image || !object) return notFound();
  return objectResponse(
    request,
    object,
    new Headers({ "Content-Type": image.contentType, "Cache-Control": "private, no-store" }),
  );
}
