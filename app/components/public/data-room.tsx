import { Link } from "@remix-run/react";

import { ROOM_PAGE_TEXTS as T } from "../../copy/dataroom/texts";
import { usePageBeacon } from "../deck/page-beacon";
import { buttonClass } from "../ui/button";
import { cardClass } from "../ui/card";
import { WatermarkOverlay } from "../ui/watermark";

export function RoomHeader({ company }: { company: { name: string; slug: string } }) {
  const nav = buttonClass("toolbar");
  return (
    <header className="border-b bg-white/80">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to={`/public/${company.slug}`} className="text-lg font-bold">
          {company.name}
        </Link>
        <nav className="flex flex-wrap gap-2" aria-label={T.title}>
          <Link to={`/public/${company.slug}/pitch-deck`} className={nav}>
            {T.pitchDeck}
          </Link>
          <Link to={`/public/${company.slug}/documents`} className={nav}>
            {T.back}
          </Link>
        </nav>
      </div>
    </header>
  );
}

/**
 * A data-room document page by page: the page image with the watermark over it, and plain links
 * to the previous, next and every page (each page its own URL, so it reads without JavaScript).
 * With JavaScript the time on each page goes to `beaconUrl` (the deck viewer's beacon).
 */
export function RoomViewer({
  slug,
  documentId,
  versionId,
  page,
  pageNumbers,
  watermark,
  beaconUrl,
}: {
  slug: string;
  documentId: string;
  versionId: string;
  page: number;
  pageNumbers: number[];
  watermark: string;
  beaconUrl?: string;
}) {
  usePageBeacon(beaconUrl, versionId, page);
  const base = `/public/${slug}/documents/${documentId}`;
  const index = pageNumbers.indexOf(page);
  const previous = index > 0 ? pageNumbers[index - 1] : null;
  const next = index >= 0 && index < pageNumbers.length - 1 ? pageNumbers[index + 1] : null;
  const label = T.page(page, pageNumbers.length);
  return (
    <section className={cardClass("p-4")} aria-label={label} data-testid="room-viewer">
      <figure className="relative overflow-hidden rounded border bg-gray-50">
        <img
          src={`${base}/pages/${page}`}
          alt={label}
          className="mx-auto block h-auto w-full"
          data-testid="room-page-image"
        />
        <WatermarkOverlay text={watermark} testId="room-watermark" />
      </figure>
      <p className="mt-2 text-xs text-gray-600" data-testid="room-watermark-caption">
        {T.watermarkLabel}: {watermark}
      </p>
      <nav className="mt-3 flex flex-wrap items-center justify-between gap-2" aria-label={T.pagesLabel}>
        {previous !== null ? (
          <Link to={`${base}?page=${previous}`} className={buttonClass("secondary")} preventScrollReset>
            {T.previous}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-sm text-gray-700" aria-live="polite" data-testid="room-page-label">
          {label}
        </span>
        {next !== null ? (
          <Link to={`${base}?page=${next}`} className={buttonClass("secondary")} preventScrollReset>
            {T.next}
          </Link>
        ) : (
          <span />
        )}
      </nav>
      {pageNumbers.length > 2 ? (
        <ol className="mt-3 flex flex-wrap gap-1 text-sm" aria-label={T.pagesLabel}>
          {pageNumbers.map((n) => (
            <li key={n}>
              <Link
                to={`${base}?page=${n}`}
                aria-current={n === page ? "page" : undefined}
                className={`inline-block min-w-8 rounded border px-2 py-1 text-center ${n === page ? "bg-blue-600 text-white" : "bg-white text-blue-700"}`}
                preventScrollReset
              >
                {n}
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
      {beaconUrl ? <p className="mt-2 text-xs text-gray-600">{T.recording}</p> : null}
    </section>
  );
}
