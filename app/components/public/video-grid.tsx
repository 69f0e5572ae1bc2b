import { VIDEOS_TEXTS } from "../../copy/site/texts";
import { ownValue } from "../../domain/own-keys";
import type { VideoType } from "../../domain/videos";

export type GridVideo = {
  id: string;
  title: string;
  description: string | null;
  videoType: VideoType;
  embedUrl: string;
};

const VIDEO_TYPE_LABEL: Record<VideoType, string> = { youtube: "YouTube", vimeo: "Vimeo" };

export function videoTypeLabel(type: VideoType) {
  return ownValue(VIDEO_TYPE_LABEL, type) ?? type;
}

/**
 * An embedded YouTube or Vimeo player, 16:9. The src is always an embed URL derived on the
 * server from a validated link (youtube-nocookie.com or player.vimeo.com), never the raw input.
 */
export function VideoPlayer({
  embedUrl,
  title,
  eager = false,
}: {
  embedUrl: string;
  title: string;
  eager?: boolean;
}) {
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-gray-900">
      <iframe
        src={embedUrl}
        title={title}
        loading={eager ? "eager" : "lazy"}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0"
      />
    </div>
  );
}

/** Public videos (docs/product.md#public-videos): two columns on wide screens, one on small ones. */
export function VideoGrid({ videos }: { videos: GridVideo[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2" aria-label={VIDEOS_TEXTS.title}>
      {videos.map((v) => (
        <li
          key={v.id}
          data-testid="public-video"
          className="overflow-hidden rounded-xl border bg-white shadow-sm"
        >
          <VideoPlayer embedUrl={v.embedUrl} title={v.title} />
          <div className="p-5">
            <div className="mb-1 flex items-start justify-between gap-3">
              <h2 className="text-lg font-semibold">{v.title}</h2>
              <span className="shrink-0 rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-600">
                {videoTypeLabel(v.videoType)}
              </span>
            </div>
            {v.description ? <p className="whitespace-pre-line text-gray-600">{v.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Empty state: 'Video Content Coming Soon'. */
export function VideosComingSoon() {
  return (
    <div className="rounded-xl border border-dashed bg-white p-12 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto mb-4 h-12 w-12 text-blue-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="2.5" y="5" width="14" height="14" rx="2" />
        <path d="M16.5 10l5-3v10l-5-3z" strokeLinejoin="round" />
      </svg>
      <h2 className="text-2xl font-semibold">{VIDEOS_TEXTS.comingSoon}</h2>
    </div>
  );
}
