import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { RoomHeader } from "../components/public/data-room";
import { type GateAnswer, LockedPage } from "../components/public/locked-page";
import { cardClass } from "../components/ui/card";
import { ROOM_PAGE_TEXTS as T } from "../copy/dataroom/texts";
import { listRoomForViewer } from "../server/dataroom/dataroom.server";
import { dataRoomViewer } from "../server/dataroom/viewer.server";
import { gatedPageAction, loadGatedPage } from "../server/site/public-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: T.documentTitle(data?.company.name ?? "") },
];

/** The data room's documents this visitor may open (behind the gate; English, as the pitch deck). */
export const loader = (args: LoaderFunctionArgs) =>
  loadGatedPage(args, async (company) => {
    // Past every gate step here (loadGatedPage): the viewer is who the gate says.
    const viewer = await dataRoomViewer(args.request, args.context, company);
    if (!viewer) throw new Response("Forbidden", { status: 403 });
    return { documents: await listRoomForViewer(args.context.db, company.id, viewer) };
  });

export const action = (args: ActionFunctionArgs) => gatedPageAction(args, undefined, "en");

export default function DataRoomDocuments() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as GateAnswer;
  if (page.locked) return <LockedPage page={page} answer={answer} title={T.title} language="en" />;
  const folders = new Map<string, typeof page.documents>();
  for (const d of page.documents) {
    const key = d.folder ?? T.folderless;
    folders.set(key, [...(folders.get(key) ?? []), d]);
  }
  return (
    <div className="min-h-screen bg-gradient-to-b from-white to-blue-50">
      <RoomHeader company={page.company} />
      <main lang="en" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-1 text-2xl font-bold">{T.title}</h1>
        <p className="mb-6 text-gray-600">{T.intro}</p>
        {page.documents.length === 0 ? (
          <p className={cardClass()} data-testid="room-empty">
            {T.none}
          </p>
        ) : (
          [...folders].map(([folder, docs]) => (
            <section key={folder} className={`mb-4 ${cardClass("p-4")}`} aria-label={folder}>
              <h2 className="mb-2 font-semibold">{folder}</h2>
              <ul className="divide-y">
                {docs.map((d) => (
                  <li
                    key={d.id}
                    className="flex items-center justify-between gap-3 py-2"
                    data-testid="room-document"
                  >
                    <span>
                      {d.name} <span className="text-sm text-gray-600">v{d.version}</span>
                    </span>
                    <Link
                      to={`/public/${page.company.slug}/documents/${d.id}`}
                      className="text-blue-700 underline"
                      aria-label={`${T.open} ${d.name}`}
                    >
                      {T.open}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </main>
    </div>
  );
}
