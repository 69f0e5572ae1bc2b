import { and, asc, eq, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { videos } from "../../../db/schema";
import { parseVideoUrl, type VideoType } from "../../domain/videos";

/** A video as the admin panel shows it (the embed URL derived from the stored URL). */
export type AdminVideo = {
  id: string;
  title: string;
  description: string | null;
  videoUrl: string;
  videoType: VideoType;
  isActive: boolean;
  displayOrder: number;
  embedUrl: string | null;
  createdAt: string;
};

/** A video as a visitor of /public/{slug}/videos gets it: no stored URL, no state. */
export type PublicVideo = {
  id: string;
  title: string;
  description: string | null;
  videoType: VideoType;
  embedUrl: string;
};

/** The fields the admin's form decides; `video_type` is derived from the URL, never sent. */
export type VideoInput = {
  title: string;
  description: string | null;
  url: string;
  displayOrder: number;
  isActive: boolean;
};

const adminColumns = {
  id: videos.id,
  title: videos.title,
  description: videos.description,
  videoUrl: videos.videoUrl,
  videoType: videos.videoType,
  isActive: videos.isActive,
  displayOrder: videos.displayOrder,
  createdAt: videos.createdAt,
};

const ordering = [asc(videos.displayOrder), asc(videos.createdAt), asc(videos.id)] as const;

function toAdminVideo(row: Omit<AdminVideo, "embedUrl">): AdminVideo {
  return { ...row, embedUrl: parseVideoUrl(row.videoUrl)?.embedUrl ?? null };
}

function toRow(input: VideoInput) {
  const parsed = parseVideoUrl(input.url);
  if (!parsed) throw new Error("invalid video URL reached the server module");
  return {
    title: input.title,
    description: input.description,
    videoUrl: input.url,
    videoType: parsed.type,
    displayOrder: input.displayOrder,
    isActive: input.isActive,
  };
}

/** All of the company's videos, by display order (ascending), then oldest first. */
export async function listVideos(db: Db, companyId: string): Promise<AdminVideo[]> {
  const rows = await db
    .select(adminColumns)
    .from(videos)
    .where(eq(videos.companyId, companyId))
    .orderBy(...ordering);
  return rows.map(toAdminVideo);
}

/** The company's active videos, in the same order: all a visitor may see. */
export async function listActiveVideos(db: Db, companyId: string): Promise<PublicVideo[]> {
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      description: videos.description,
      videoUrl: videos.videoUrl,
    })
    .from(videos)
    .where(and(eq(videos.companyId, companyId), eq(videos.isActive, true)))
    .orderBy(...ordering);
  return rows.flatMap((r) => {
    const parsed = parseVideoUrl(r.videoUrl);
    return parsed
      ? [
          {
            id: r.id,
            title: r.title,
            description: r.description,
            videoType: parsed.type,
            embedUrl: parsed.embedUrl,
          },
        ]
      : [];
  });
}

export async function createVideo(db: Db, companyId: string, input: VideoInput): Promise<AdminVideo> {
  const [row] = await db
    .insert(videos)
    .values({ ...toRow(input), companyId })
    .returning(adminColumns);
  return toAdminVideo(row!);
}

/** `null` when the company has no video with this id (nothing is written). */
export async function updateVideo(
  db: Db,
  companyId: string,
  id: string,
  input: VideoInput,
): Promise<AdminVideo | null> {
  const [row] = await db
    .update(videos)
    .set({ ...toRow(input), updatedAt: new Date().toISOString() })
    .where(and(eq(videos.id, id), eq(videos.companyId, companyId)))
    .returning(adminColumns);
  return row ? toAdminVideo(row) : null;
}

/** `false` when the company has no video with this id. */
export async function deleteVideo(db: Db, companyId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(videos)
    .where(and(eq(videos.id, id), eq(videos.companyId, companyId)))
    .returning({ id: videos.id });
  return removed.length > 0;
}

/**
 * Active/Inactive: sets the state asked for (so a repeated submit changes nothing), or flips
 * it when no state is given. `null` when the company has no video with this id.
 */
export async function toggleVideo(
  db: Db,
  companyId: string,
  id: string,
  active?: boolean,
): Promise<AdminVideo | null> {
  const [row] = await db
    .update(videos)
    .set({
      isActive: active ?? sql<boolean>`NOT ${videos.isActive}`,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(videos.id, id), eq(videos.companyId, companyId)))
    .returning(adminColumns);
  return row ? toAdminVideo(row) : null;
}
