import { VIDEO_FIELD_ERRORS as E } from "../copy/admin/videos-texts";
import {
  isValidVideoUrl,
  normalizeVideoUrl,
  parseDisplayOrder,
  VIDEO_URL_MAX_LENGTH,
} from "../domain/videos";
import { z } from "./zod";

export const VIDEO_TITLE_MAX = 200;
export const VIDEO_DESCRIPTION_MAX = 2000;

/** The admin's video form (docs/product.md#admin-panel-videos): title and URL required, order falls back to 0. */
export const VideoFormSchema = z.object({
  title: z
    .string({ error: E.titleRequired })
    .trim()
    .min(1, E.titleRequired)
    .max(VIDEO_TITLE_MAX, E.titleTooLong(VIDEO_TITLE_MAX)),
  url: z
    .string({ error: E.urlRequired })
    .trim()
    .min(1, E.urlRequired)
    .max(VIDEO_URL_MAX_LENGTH, E.invalidUrl)
    .refine(isValidVideoUrl, E.invalidUrl)
    .transform(normalizeVideoUrl),
  description: z
    .string()
    .trim()
    .max(VIDEO_DESCRIPTION_MAX, E.descriptionTooLong(VIDEO_DESCRIPTION_MAX))
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
  id: z.string({ error: E.notFound }).min(1, E.notFound).max(100),
  active: z.enum(["true", "false"], { error: E.invalidState }).transform((v) => v === "true"),
});
