import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";

import { DATA_ROOM_TAB_TEXTS as T } from "../../copy/dataroom/texts";
import { buttonClass } from "../ui/button";
import { withPagesLock } from "./documents-tab";

const ROOM_PAGES_URL = "/admin/data-room/pages";

/** Versions this page started rendering by itself: never started again from data loaded before. */
const resumed = new Set<string>();
/** Whether this page has started rendering the version by itself (a failed one is not retried). */
export const roomPagesStarted = (versionId: string) => resumed.has(versionId);

/**
 * 'Pagina's weergeven' for a data-room PDF without (all its) page images: this browser renders
 * its pages with pdf.js (the deck's renderer, without OCR) and posts them. Shown only with
 * JavaScript. `auto`: started by itself when the tab opens (one version at a time, under the
 * deck's per-version browser lock), as the Documents tab resumes the deck's pages.
 */
export function RoomPagesButton({ versionId, auto = false }: { versionId: string; auto?: boolean }) {
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
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
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      // The tab's list is read again: the next document without pages starts.
      revalidator.revalidate();
    }
  };
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (!auto || resumed.has(versionId)) return;
    resumed.add(versionId);
    void withPagesLock(`room:${versionId}`, true, render);
    // Started once per version and page: `render` only reads the version id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto, versionId]);
  if (!ready) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClass("secondary", "text-sm")}
        onClick={() => void withPagesLock(`room:${versionId}`, false, render)}
        disabled={busy}
      >
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
