import { z } from "zod";
import { INVALID_VIDEO_URL, isValidVideoUrl, normalizeVideoUrl, parseDisplayOrder, VIDEO_URL_MAX_LENGTH } from "../domain/videos";

export const VIDEO_TITLE_MAX = 200;
export const VIDEO_DESCRIPTION_MAX = 2000;

/** The admin's video form (docs/product.md#admin-panel-videos): title and URL required, order falls back to 0. */
export const VideoFormSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(VIDEO_TITLE_MAX, `Title is too long (at most ${VIDEO_TITLE_MAX} characters)`),
  url: z
    .string({ error: "Video URL is required" })
    .trim()
    .min(1, "Video URL is required")
    .max(VIDEO_URL_MAX_LENGTH, INVALID_VIDEO_URL)
    .refine(isValidVideoUrl, INVALID_VIDEO_URL)
    .transform(normalizeVideoUrl),
  description: z
    .string()
    .trim()
    .max(VIDEO_DESCRIPTION_MAX, `Description is too long (at most ${VIDEO_DESCRIPTION_MAX} characters)`)
    .optional()
    .transform((v) => (v ? v : null)),
  // Any text is accepted: the spec parses it as an integer and falls back to 0.
  displayOrder: z
    .string()
    .optional()
    .transform((v) => parseDisplayOrder(v)),
  isActive: z
    .boolean()
    .optional()
    .transform((v) => v === true),
});

export type VideoFormInput = z.input<typeof VideoFormSchema>;
export type VideoFormValues = z.output<typeof VideoFormSchema>;

/** The Active/Inactive switch: the state the admin asks for (idempotent on a double submit). */
export const VideoToggleSchema = z.object({
  id: z.string({ error: "Video not found" }).min(1, "Video not found").max(100),
  active: z.enum(["true", "false"], { error: "Invalid state" }).transform((v) => v === "true"),
});
