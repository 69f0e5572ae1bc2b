import { parseVideoUrl } from "../../app/domain/videos";
import { createDb } from "../../db";
import { videos } from "../../db/schema";

let counter = 0;
/** The last creation time handed out: each video is created after the one before, never in the same millisecond. */
let lastCreated = 0;

/** A video of a company, written straight to D1 (type derived from the URL, like the app does). */
export async function createVideo(
  d1: D1Database,
  companyId: string,
  fields: Partial<{
    title: string;
    description: string | null;
    url: string;
    isActive: boolean;
    displayOrder: number;
  }> = {},
) {
  const url = fields.url ?? "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
  const parsed = parseVideoUrl(url);
  if (!parsed) throw new Error(`createVideo: not a YouTube or Vimeo URL: ${url}`);
  // "Oldest first" breaks ties by creation time: two videos made in one millisecond would tie
  // and fall back to their random ids.
  lastCreated = Math.max(Date.now(), lastCreated + 1);
  const [row] = await createDb(d1)
    .insert(videos)
    .values({
      companyId,
      createdAt: new Date(lastCreated).toISOString(),
      title: fields.title ?? `Video ${Date.now().toString(36)}-${counter++}`,
      description: fields.description ?? null,
      videoUrl: url,
      videoType: parsed.type,
      isActive: fields.isActive ?? true,
      displayOrder: fields.displayOrder ?? 0,
    })
    .returning();
  return row!;
}
