/**
 * The Admin Panel's 'Videos' tab (English): list, form, toasts and the form's messages (also
 * the URL rule's refusal, videos.ts). Quoted texts verbatim from docs/product.md#admin-panel-videos.
 */

export const VIDEOS_TEXTS = {
  title: "Videos",
  count: (all: number, active: number) => `${all} ${all === 1 ? "video" : "videos"} · ${active} active`,
  add: "Add Video",
  edit: "Edit Video",
  editLabel: (title: string) => `Edit ${title}`,
  empty: "No videos yet. Add a YouTube or Vimeo link to show it on the public videos page.",
  displayOrderTitle: "Display order",
  active: "Active",
  inactive: "Inactive",
  switchLabel: (title: string, active: boolean) => `${title}: ${active ? "Active" : "Inactive"}`,
  makeInactive: "Click to make inactive (hidden from the public page)",
  makeActive: "Click to make active (shown on the public page)",
  preview: "Preview",
  hidePreview: "Hide Preview",
  previewTitle: (title: string) => `Preview: ${title}`,
  editButton: "Edit",
  delete: "Delete",
  deleteConfirm: (title: string) => `Are you sure you want to delete "${title}"?`,
  /** The no-JS confirmation step. */
  confirmDeletePermanently: (title: string) => `Are you sure? “${title}” will be deleted permanently.`,
  confirmYes: "Yes, delete",
  cancel: "Cancel",
  labels: {
    title: "Title",
    url: "Video URL",
    description: "Description",
    optional: "(optional)",
    displayOrder: "Display Order",
    isActive: "Active (shown on the public videos page)",
  },
  urlPlaceholder: "https://www.youtube.com/watch?v=… or https://vimeo.com/…",
  urlHint: "YouTube (watch?v= or youtu.be) or Vimeo link",
  urlKind: (type: string) => `${type} video`,
  saving: "Saving...",
  saveChanges: "Save Changes",
} as const;

/** The tab's toasts and refusals. */
export const VIDEO_TOASTS = {
  added: "Video added successfully!",
  updated: "Video updated successfully!",
  deleted: "Video deleted successfully!",
  addFailed: "Failed to add video. Please try again.",
  updateFailed: "Failed to update video. Please try again.",
  deleteFailed: "Failed to delete video. Please try again.",
  toggled: (title: string, active: boolean) => `"${title}" is now ${active ? "Active" : "Inactive"}.`,
} as const;

/** The video form's messages (app/schemas/videos.ts). */
export const VIDEO_FIELD_ERRORS = {
  titleRequired: "Title is required",
  titleTooLong: (max: number) => `Title is too long (at most ${max} characters)`,
  urlRequired: "Video URL is required",
  /** A URL the rule does not take as YouTube or Vimeo (isValidVideoUrl). */
  invalidUrl: "Please enter a valid YouTube or Vimeo URL",
  descriptionTooLong: (max: number) => `Description is too long (at most ${max} characters)`,
  notFound: "Video not found",
  invalidState: "Invalid state",
} as const;
