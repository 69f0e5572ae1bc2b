/**
 * Videos (docs/product.md#admin-panel-videos; display order default 0).
 *
 * A video URL is valid only when it is
 *  - YouTube: `{host}/watch?v=ID` on youtube.com, www.youtube.com or m.youtube.com, or `youtu.be/ID`;
 *  - Vimeo: `vimeo.com/ID` (www. too, optionally `/HASH` for unlisted videos) or `player.vimeo.com/video/ID`.
 * Anything else — other hosts, lookalike hosts, other schemes, credentials or ports — is refused
 * (app/copy/admin/videos-texts.ts has the spec's message). The video type and the embed URL are derived from the URL, never typed in.
 */

export const VIDEO_TYPES = ["youtube", "vimeo"] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const DEFAULT_DISPLAY_ORDER = 0;
/** Bounds of a display order; a number outside them is clamped. */
export const DISPLAY_ORDER_MIN = -1_000_000;
export const DISPLAY_ORDER_MAX = 1_000_000;
export const VIDEO_URL_MAX_LENGTH = 2048;

/** YouTube embeds go through the privacy-enhanced domain (no cookies until the visitor plays). */
export const YOUTUBE_EMBED_BASE = "https://www.youtube-nocookie.com/embed/";
export const VIMEO_EMBED_BASE = "https://player.vimeo.com/video/";

export type ParsedVideoUrl = {
  type: VideoType;
  /** The YouTube video id (11 characters) or the Vimeo id (digits). */
  id: string;
  /** The URL for an `<iframe src>`. */
  embedUrl: string;
};

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const YOUTU_BE_HOSTS = new Set(["youtu.be"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);
const VIMEO_PLAYER_HOSTS = new Set(["player.vimeo.com"]);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9]\d{0,14}$/;
const VIMEO_HASH = /^[0-9a-f]{6,32}$/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The URL as it will be stored: trimmed, and with `https://` in front when the admin pasted it
 * without a scheme (`youtu.be/abc…`). A URL with another scheme is kept as is (and is invalid).
 */
export function normalizeVideoUrl(input: string): string {
  const trimmed = input.trim();
  if (trimmed === "" || HAS_SCHEME.test(trimmed) || trimmed.startsWith("//")) return trimmed;
  return `https://${trimmed}`;
}

/** Start offset of a YouTube `t=` / `start=` parameter: `90`, `90s`, `1m30s`, `1h2m3s`. */
export function parseYouTubeStart(value: string | null): number | null {
  if (value == null) return null;
  const v = value.trim().toLowerCase();
  if (/^\d{1,6}s?$/.test(v)) {
    const seconds = Number.parseInt(v, 10);
    return seconds > 0 ? seconds : null;
  }
  const m = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(v);
  if (!m || (!m[1] && !m[2] && !m[3])) return null;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function youtube(id: string | null | undefined, start: number | null): ParsedVideoUrl | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { type: "youtube", id, embedUrl: `${YOUTUBE_EMBED_BASE}${id}${start ? `?start=${start}` : ""}` };
}

function vimeo(id: string | undefined, hash: string | null | undefined): ParsedVideoUrl | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash != null && !VIMEO_HASH.test(hash)) return null;
  return { type: "vimeo", id, embedUrl: `${VIMEO_EMBED_BASE}${id}${hash ? `?h=${hash}` : ""}` };
}

/** Path segments without the empty ones a trailing slash leaves. */
function segments(pathname: string) {
  const parts = pathname.split("/");
  parts.shift(); // leading "/"
  if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop(); // one trailing "/"
  return parts;
}

/** Parses a YouTube or Vimeo URL; `null` when it is not one the spec allows. */
export function parseVideoUrl(input: string): ParsedVideoUrl | null {
  if (typeof input !== "string") return null;
  const normalized = normalizeVideoUrl(input);
  if (normalized === "" || normalized.length > VIDEO_URL_MAX_LENGTH || /\s/.test(normalized)) return null;
  let url: URL;
  try {
    url = new URL(normalized);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = segments(url.pathname);

  if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length !== 1 || parts[0] !== "watch") return null;
    return youtube(
      url.searchParams.get("v"),
      parseYouTubeStart(url.searchParams.get("t") ?? url.searchParams.get("start")),
    );
  }
  if (YOUTU_BE_HOSTS.has(host)) {
    if (parts.length !== 1) return null;
    return youtube(parts[0], parseYouTubeStart(url.searchParams.get("t")));
  }
  if (VIMEO_HOSTS.has(host)) {
    if (parts.length === 1) return vimeo(parts[0], url.searchParams.get("h"));
    if (parts.length === 2) return vimeo(parts[0], parts[1]);
    return null;
  }
  if (VIMEO_PLAYER_HOSTS.has(host)) {
    if (parts.length !== 2 || parts[0] !== "video") return null;
    return vimeo(parts[1], url.searchParams.get("h"));
  }
  return null;
}

export function isValidVideoUrl(input: string): boolean {
  return parseVideoUrl(input) !== null;
}

/** `youtube` or `vimeo`, derived from the URL; `null` for an invalid URL. */
export function videoTypeOf(input: string): VideoType | null {
  return parseVideoUrl(input)?.type ?? null;
}

/** The embed URL for an `<iframe>`; `null` for an invalid URL. */
export function videoEmbedUrl(input: string): string | null {
  return parseVideoUrl(input)?.embedUrl ?? null;
}

/**
 * Display order "parsed as integer, falling back to 0": the leading integer of the text
 * (`"3"`, `" 3 "`, `"3.7"` → 3, `"-2"` → -2), 0 for anything else (empty, `"abc"`, `NaN`),
 * clamped to ±1,000,000.
 */
export function parseDisplayOrder(value: unknown): number {
  let n: number;
  if (typeof value === "number") {
    n = Number.isFinite(value) ? Math.trunc(value) : Number.NaN;
  } else if (typeof value === "string") {
    const m = /^\s*([+-]?\d+)/.exec(value);
    n = m ? Number.parseInt(m[1]!, 10) : Number.NaN;
  } else {
    n = Number.NaN;
  }
  if (Number.isNaN(n)) return DEFAULT_DISPLAY_ORDER;
  if (n === 0) return 0; // no -0
  return Math.min(DISPLAY_ORDER_MAX, Math.max(DISPLAY_ORDER_MIN, n));
}
