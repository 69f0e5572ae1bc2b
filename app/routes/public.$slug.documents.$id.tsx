import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { RoomHeader, RoomViewer } from "../components/public/data-room";
import { type GateAnswer, LockedPage } from "../components/public/locked-page";
import { buttonClass } from "../components/ui/button";
import { cardClass } from "../components/ui/card";
import { ROOM_PAGE_TEXTS as T } from "../copy/dataroom/texts";
import { isPdfType, openRoomDocument } from "../server/dataroom/dataroom.server";
import { recordRoomPage } from "../server/dataroom/room-request.server";
import { dataRoomViewer } from "../server/dataroom/viewer.server";
import { gatedPageAction, loadGatedPage } from "../server/site/public-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data && !data.locked ? `${data.document.name} – ${data.company.name}` : T.title },
];

/**
 * One data-room document in the page viewer (`?page=n`, each page its own URL): only for a
 * viewer it is open to (else 404, the same as a document that does not exist). The page shown
 * is recorded with the visit (the audit trail); the viewer's beacon adds the time per page.
 */
export const loader = (args: LoaderFunctionArgs) =>
  loadGatedPage(args, async (company, visitor) => {
    // Past every gate step here (loadGatedPage): the viewer is who the gate says.
    const viewer = await dataRoomViewer(args.request, args.context, company);
    if (!viewer) throw new Response("Forbidden", { status: 403 });
    const opened = await openRoomDocument(args.context.db, company.id, viewer, args.params.id ?? "");
    if (!opened)
      throw new Response(T.notFound, {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    const asked = Number(new URL(args.request.url).searchParams.get("page") ?? "1");
    const page = opened.pageNumbers.includes(asked) ? asked : (opened.pageNumbers[0] ?? null);
    if (!visitor.member && visitor.recorded)
      await recordRoomPage(args.context, company.id, visitor, viewer, {
        documentId: opened.document.id,
        versionId: opened.version.id,
        pageNumber: page,
      });
    return {
      document: { id: opened.document.id, name: opened.document.name, downloads: opened.document.downloads },
      version: {
        id: opened.version.id,
        number: opened.version.number,
        pdf: isPdfType(opened.version.contentType),
      },
      pageNumbers: opened.pageNumbers,
      page,
      watermark: viewer.watermark,
      record: !visitor.member,
    };
  });

export const action = (args: ActionFunctionArgs) => gatedPageAction(args, undefined, "en");

export default function DataRoomDocument() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as GateAnswer;
  if (page.locked) return <LockedPage page={page} answer={answer} title={T.title} language="en" />;
  const { company, document, version } = page;
  return (
    <div className="min-h-screen bg-gradient-to-b from-white to-blue-50">
      <RoomHeader company={company} />
      <main lang="en" className="mx-auto max-w-5xl px-2 py-6 sm:px-4">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 px-2 sm:px-0">
          <h1 className="text-2xl font-bold">
            {document.name} <span className="text-base font-normal text-gray-600">v{version.number}</span>
          </h1>
          {document.downloads ? (
            <a
              href={`/public/${company.slug}/documents/${document.id}/download`}
              className={buttonClass("primary", "text-sm")}
              data-testid="room-download"
            >
              {version.pdf ? T.download : T.downloadFile}
            </a>
          ) : null}
        </div>
        {page.page !== null ? (
          <RoomViewer
            key={version.id}
            slug={company.slug}
            documentId={document.id}
            versionId={version.id}
            page={page.page}
            pageNumbers={page.pageNumbers}
            watermark={page.watermark}
            beaconUrl={page.record ? `/public/${company.slug}/room-beacon` : undefined}
          />
        ) : (
          <p className={cardClass()} data-testid="room-no-pages">
            {T.noPages}
          </p>
        )}
      </main>
    </div>
  );
}
