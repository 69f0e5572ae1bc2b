/**
 * Document versions: every upload of the pitch deck PDF (or of the Excel forecast) is a
 * version. Exactly one rule decides which version investors see, download and chat with:
 *
 * - a version is `processing` while its page images are being rendered after its upload or
 *   its first extraction runs (a version being extracted again keeps serving its stored
 *   text), `failed` when the job failed or it yielded no usable text, else `ready`. A rendering
 *   that stalled (the admin closed the tab) or that re-renders the live version does not hold
 *   a version back: it is judged by its text (`pagesHoldBack`);
 * - the live version is the ready version with the latest *effective time*: its upload time,
 *   or the time the admin made it live again ('switch back'), whichever is later. So a new
 *   upload goes live once it is ready, a failed or processing one never replaces the live one,
 *   and a version the admin switched back to stays live until a newer upload is ready;
 * - only complete versions go live: a PDF version is complete when its page images are all in,
 *   or the admin chose to publish it as text only. While any ready version is complete, the
 *   live one is chosen among the complete ones, so a version without pages (uploaded without
 *   JavaScript, or whose rendering was interrupted) never takes the viewer away from investors.
 *   When no version has pages there is no viewer to lose, and the text decides as before.
 *
 * Times are ISO-8601 strings in one format (`YYYY-MM-DDTHH:MM:SS.sssZ`), so they compare as text.
 */

export type VersionStatus = "processing" | "ready" | "failed";
export type VersionedType = "pdf" | "excel";

export type VersionFacts = {
  id: string;
  type: VersionedType;
  extractionStatus: "none" | "pending" | "processing" | "done" | "failed";
  /** 'rendering' while the admin's browser is still storing the page images. */
  pagesStatus: "none" | "rendering" | "done";
  /** Length of the usable text: the text layer plus the text read from page images. */
  textChars: number;
  uploadDate: string;
  createdAt: string;
  /** When the admin made this version live again; null when never. */
  selectedAt: string | null;
  /**
   * Its page images are all in, or the admin chose to publish it as text only (a workbook has
   * no pages: always complete). Absent: complete.
   */
  complete?: boolean;
};

const isComplete = (v: Pick<VersionFacts, "complete">) => v.complete !== false;

/**
 * Whether a PDF version is complete (see VersionFacts.complete): its rendering finished, the
 * admin chose text only, or it is the live version being rendered again (that keeps it online).
 */
export function versionComplete(v: {
  pagesStatus: "none" | "rendering" | "done";
  pagesBlocking: boolean;
  textOnlyAt: string | null;
}): boolean {
  return (
    v.pagesStatus === "done" || v.textOnlyAt !== null || (v.pagesStatus === "rendering" && !v.pagesBlocking)
  );
}

/** A rendering without progress for this long has stopped (a page takes seconds). */
export const RENDER_STALL_MS = 2 * 60_000;

/**
 * The pages status the version rule reads: 'rendering' only while a blocking rendering (one
 * that began when the version was not live: a new upload) is making progress. A stalled
 * rendering, or one of a version that was live when it began (re-rendering the live deck),
 * counts as 'none': the version is judged by its text, and its viewer shows once the pages are in.
 */
export function pagesHoldBack(
  v: { pagesStatus: "none" | "rendering" | "done"; pagesUpdatedAt: string | null; pagesBlocking: boolean },
  now: Date,
): "none" | "rendering" | "done" {
  if (v.pagesStatus !== "rendering") return v.pagesStatus;
  if (!v.pagesBlocking) return "none";
  const progress = v.pagesUpdatedAt ? Date.parse(v.pagesUpdatedAt) : NaN;
  if (!Number.isFinite(progress) || now.getTime() - progress > RENDER_STALL_MS) return "none";
  return "rendering";
}

/** A PDF needs more than this many characters of text to answer from (docs/product.md#deck-readiness: 50). */
export const MIN_READY_CHARS: Record<VersionedType, number> = { pdf: 50, excel: 0 };

/** Processing, ready or failed (see the module comment). */
export function versionStatus(
  v: Pick<VersionFacts, "type" | "extractionStatus" | "pagesStatus" | "textChars">,
): VersionStatus {
  const usable = v.textChars > MIN_READY_CHARS[v.type];
  if (v.pagesStatus === "rendering") return "processing";
  if (v.extractionStatus === "pending" || v.extractionStatus === "processing")
    return usable ? "ready" : "processing";
  if (v.extractionStatus === "failed") return "failed";
  return usable ? "ready" : "failed";
}

const effectiveTime = (v: Pick<VersionFacts, "uploadDate" | "selectedAt">) =>
  v.selectedAt && v.selectedAt > v.uploadDate ? v.selectedAt : v.uploadDate;

/** Newest first by effective time, then by creation (ties of one millisecond), then id. */
function compareNewestFirst(a: VersionFacts, b: VersionFacts) {
  const ta = effectiveTime(a);
  const tb = effectiveTime(b);
  if (ta !== tb) return ta < tb ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The live version among one document type's versions, or null when none is ready. */
export function liveVersion<V extends VersionFacts>(versions: readonly V[]): V | null {
  const ready = versions.filter((v) => versionStatus(v) === "ready");
  const complete = ready.filter(isComplete);
  return (complete.length > 0 ? complete : ready).sort(compareNewestFirst)[0] ?? null;
}

/**
 * A ready version that is held back only because its pages are missing while a complete one
 * is live: it goes live once its pages are rendered, or when the admin publishes it as text only.
 */
export function awaitsPages(versions: readonly VersionFacts[], id: string): boolean {
  const version = versions.find((v) => v.id === id);
  if (!version || isComplete(version) || versionStatus(version) !== "ready") return false;
  return versions.some((v) => v.id !== id && isComplete(v) && versionStatus(v) === "ready");
}

export type VersionSummary<V> = V & { status: VersionStatus; live: boolean; awaitingPages: boolean };

/** Every version with its status and whether it is live, newest upload first (the admin list). */
export function summariseVersions<V extends VersionFacts>(versions: readonly V[]): VersionSummary<V>[] {
  const live = liveVersion(versions);
  return [...versions]
    .sort((a, b) =>
      a.uploadDate !== b.uploadDate ? (a.uploadDate < b.uploadDate ? 1 : -1) : compareNewestFirst(a, b),
    )
    .map((v) => ({
      ...v,
      status: versionStatus(v),
      live: live?.id === v.id,
      awaitingPages: live?.id !== v.id && awaitsPages(versions, v.id),
    }));
}

/**
 * What investors are told about the deck (app/copy/deck/chat-texts.ts words it): the live
 * version, else 'being updated' while a version is processing, else nothing published. Never
 * an admin-facing message.
 */
export type PublicDeckState = { kind: "live"; id: string } | { kind: "updating" } | { kind: "none" };

export function publicDeckState(versions: readonly VersionFacts[]): PublicDeckState {
  const live = liveVersion(versions);
  if (live) return { kind: "live", id: live.id };
  return versions.some((v) => versionStatus(v) === "processing") ? { kind: "updating" } : { kind: "none" };
}

/** Whether the admin may make a version live: only a ready one that is not live already. */
export function canMakeLive(
  versions: readonly VersionFacts[],
  id: string,
): { ok: true } | { ok: false; reason: "unknown" | "not-ready" | "already-live" | "needs-pages" } {
  const version = versions.find((v) => v.id === id);
  if (!version) return { ok: false, reason: "unknown" };
  if (versionStatus(version) !== "ready") return { ok: false, reason: "not-ready" };
  if (liveVersion(versions)?.id === id) return { ok: false, reason: "already-live" };
  if (awaitsPages(versions, id)) return { ok: false, reason: "needs-pages" };
  return { ok: true };
}

/**
 * Whether the admin may publish a version as text only ('Live zetten zonder pagina's'): a ready
 * version that is not live. It becomes complete and is made live.
 */
export function canPublishTextOnly(
  versions: readonly VersionFacts[],
  id: string,
): { ok: true } | { ok: false; reason: "unknown" | "not-ready" | "already-live" } {
  const version = versions.find((v) => v.id === id);
  if (!version) return { ok: false, reason: "unknown" };
  if (versionStatus(version) !== "ready") return { ok: false, reason: "not-ready" };
  if (liveVersion(versions)?.id === id) return { ok: false, reason: "already-live" };
  return { ok: true };
}

/**
 * Which deck the pitch chat and viewer show when there are both a live PDF and separately
 * uploaded slide images: the newer of the two, so slides of an earlier deck never stay under
 * a new PDF (and a new set of slides replaces an older PDF).
 */
export function deckSource(
  livePdf: Pick<VersionFacts, "uploadDate" | "selectedAt"> | null,
  newestSlideUpload: string | null,
): "pdf" | "slides" | "none" {
  if (!livePdf) return newestSlideUpload ? "slides" : "none";
  if (!newestSlideUpload) return "pdf";
  return newestSlideUpload > effectiveTime(livePdf) ? "slides" : "pdf";
}
