/**
 * The Admin Panel's 'Updates' and 'Add Update' tabs (English, with Dutch toasts as the spec
 * quotes them). The toast after adding an update is built by its rule (updates.ts).
 * Quoted texts verbatim from docs/product.md#admin-panel-updates-and-add-update.
 */

export const UPDATES_TEXTS = {
  listTitle: "Existing Updates",
  listLabel: "Existing updates",
  empty: "No updates available yet.",
  addOne: "Add one",
  addTitle: "Add New Update",
  edit: "Edit",
  delete: "Delete",
  deleteConfirm: (title: string) => `Delete "${title}"?`,
  cancel: "Cancel",
  save: "Save",
  add: "Add Update",
  saving: "Saving...",
  labels: {
    date: "Date",
    type: "Update Type",
    title: "Title",
    description: "Description",
    metrics: "Metrics/Key Points",
    sendNotifications: "Send notifications to subscribed investors",
  },
  metricsPlaceholder: "One per line, or separated by ' - '",
  preview: "Preview",
  // Toasts and refusals.
  updated: "Update bijgewerkt",
  deleted: "Update verwijderd",
  notFound: "Update not found",
  /** A failed save (the database refused): short words here, the error in the log. */
  saveFailed: "Failed to save the update. Please try again.",
  deleteFailed: "Failed to delete the update. Please try again.",
  /** How far an update's notification mails got (ADR 039), and 'Opnieuw versturen' for those that failed. */
  delivery: {
    label: "Notifications",
    progress: (sent: number, total: number) => `${sent} of ${total} sent`,
    failed: (n: number) => `${n} failed`,
    onTheirWay: (n: number) => `${n} on their way`,
    resend: "Opnieuw versturen",
    resentTitle: "Mails opnieuw in de wachtrij",
    resent: (n: number) =>
      `${n} ${n === 1 ? "mislukte mail wordt" : "mislukte mails worden"} opnieuw verstuurd.`,
    nothingToResend: "Er zijn geen mislukte mails voor deze update (al verstuurd of onderweg).",
  },
} as const;

/** The update form's messages (app/schemas/updates.ts). */
export const UPDATE_FIELD_ERRORS = {
  dateRequired: "Date is required",
  dateInvalid: "Please enter a valid date",
  typeInvalid: "Please choose one of the six update types",
  titleRequired: "Title is required",
  titleTooLong: "Title is too long (at most 200 characters)",
  descriptionRequired: "Description is required",
  descriptionTooLong: "Description is too long (at most 5000 characters)",
  metricsTooLong: "Metrics are too long (at most 5000 characters)",
} as const;
