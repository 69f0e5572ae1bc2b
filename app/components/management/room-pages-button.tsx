import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";

import { DATA_ROOM_TAB_TEXTS as T } from "../../copy/dataroom/texts";
import { buttonClass } from "../ui/button";

const ROOM_PAGES_URL = "/admin/data-room/pages";

/**
 * 'Pagina's weergeven' for a data-room PDF without page images: this browser renders its pages
 * with pdf.js (the deck's renderer, without OCR) and posts them. Shown only with JavaScript.
 */
export function RoomPagesButton({ versionId }: { versionId: string }) {
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  const render = async () => {
    setBusy(true);
    try {
      const file = await fetch(`${ROOM_PAGES_URL}?version=${encodeURIComponent(versionId)}`);
      if (!file.ok) throw new Error(T.notFound);
      const { renderAndStorePages } = await import("../deck/page-render.client");
      const result = await renderAndStorePages(
        await file.blob(),
        versionId,
        (p) => {
          if (p.total > 0) setStatus(T.rendering(p.page, p.total));
        },
        { url: ROOM_PAGES_URL, ocr: false },
      );
      setStatus(result.message);
      revalidator.revalidate();
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" className={buttonClass("secondary", "text-sm")} onClick={render} disabled={busy}>
        {T.renderPages}
      </button>
      {status ? (
        <span role="status" className="text-sm text-gray-700">
          {status}
        </span>
      ) : null}
    </span>
  );
}
