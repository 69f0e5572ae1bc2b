import { useEffect, useRef } from "react";

/** Entries are sent once this many are waiting, or when this long has passed since the last send. */
const BATCH_ENTRIES = 5;
const BATCH_MS = 15_000;
/** A glance shorter than this is not reading. */
const MIN_MS = 500;

/**
 * Time on each deck page, sent with navigator.sendBeacon to `url` as
 * `{"d": documentId, "p": [[page, ms], …]}`: batched on page changes, and everything waiting
 * when the tab is hidden or the page goes away. `page` null: the viewer is hidden.
 */
export function usePageBeacon(url: string | undefined, documentId: string, page: number | null) {
  const s = useRef({
    page: null as number | null,
    since: 0,
    sent: 0,
    queue: [] as [number, number][],
  }).current;

  useEffect(() => {
    if (!url || typeof navigator.sendBeacon !== "function") return;
    const stop = () => {
      const ms = s.since ? Date.now() - s.since : 0;
      if (s.page !== null && ms >= MIN_MS) s.queue.push([s.page, ms]);
      s.since = 0;
    };
    const send = () => {
      if (s.queue.length) navigator.sendBeacon(url, JSON.stringify({ d: documentId, p: s.queue.splice(0) }));
      s.sent = Date.now();
    };
    const onHide = () => {
      stop();
      send();
    };
    // pagehide comes first when the page is left, while the document still counts as visible.
    const onVisibility = () => {
      if (document.visibilityState !== "visible") onHide();
      else if (!s.since) s.since = Date.now();
    };
    s.sent = Date.now();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onHide);
      stop();
      send();
    };
  }, [url, documentId, s]);

  useEffect(() => {
    if (!url) return;
    if (s.since && s.page !== null) {
      const ms = Date.now() - s.since;
      if (ms >= MIN_MS) s.queue.push([s.page, ms]);
    }
    s.page = page;
    s.since = document.visibilityState === "visible" ? Date.now() : 0;
    if (s.queue.length >= BATCH_ENTRIES || (s.queue.length && Date.now() - s.sent >= BATCH_MS)) {
      navigator.sendBeacon?.(url, JSON.stringify({ d: documentId, p: s.queue.splice(0) }));
      s.sent = Date.now();
    }
  }, [url, documentId, page, s]);
}
