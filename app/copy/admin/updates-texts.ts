/**
 * The Admin Panel's 'Updates' and 'Add Update' tabs (English, with Dutch toasts as the spec
 * quotes them).
 * Quoted texts verbatim from docs/product.md#admin-panel-updates-and-add-update.
 */

import { monthName } from "../../domain/format/dates";
import { SCHEDULE_MAX_DAYS, type ScheduleProblem, utcToAmsterdam } from "../../domain/mail/schedule";

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
  /** The update mail: audience, when, the test to oneself, and what each recipient did (ADR 058). */
  mail: {
    legend: "Mail",
    subscribers: "Geverifieerde abonnees",
    investorsByStage: "Uitgenodigde investeerders in fase",
    when: "Wanneer",
    now: "Nu versturen",
    schedule: "Inplannen op",
    date: "Datum",
    hour: "Uur",
    timeZone: "Amsterdamse tijd (Europe/Amsterdam)",
    test: "Stuur test naar mijzelf",
    testSentTitle: "Testmail verstuurd",
    testSent: (to: string) => `De testmail is naar ${to} gestuurd; je vindt hem ook in de Outbox.`,
    testFailed: "De testmail kon niet worden verstuurd. Probeer het opnieuw.",
    noAudience: "Kies abonnees en/of een fase om in te plannen.",
    scheduledTitle: "Update toegevoegd",
    scheduled: (when: string) => `De mail wordt verstuurd op ${when}.`,
    scheduledFor: (when: string) => `Mail gepland: ${when}`,
    readBack: "Lezers",
    readBackTitle: (title: string) => `Lezers van "${title}"`,
    back: "Terug naar de updates",
    noRecipients: "Deze update is (nog) naar niemand gemaild.",
    columns: { email: "Ontvanger", delivered: "Bezorgd", clicked: "Geklikt", opened: "Geopend" },
    yes: "ja",
    no: "nee",
    failed: "mislukt",
    trackingOff: "uit",
    trackingNote: "Openen wordt alleen bijgehouden als open-tracking in Instellingen aan staat.",
    replies: "Reacties",
    noReplies: "Nog geen reacties.",
    reactions: "Reacties met een emoji",
  },
  /** Settings: the update mail's open pixel (off by default; disclosed in the mail's footer). */
  openTracking: {
    title: "Open-tracking van update-mails",
    label: "Bijhouden wie een update-mail opent",
    hint: "Voegt een onzichtbaar pixel toe aan update-mails; de voettekst van de mail meldt dit aan de ontvanger. Staat standaard uit.",
    save: "Opslaan",
    on: "Open-tracking staat aan",
    off: "Open-tracking staat uit",
  },
} as const;

/** The update form's messages (app/schemas/updates.ts). */
/** A scheduled send's date and hour refused (checkSchedule says why). */
export const SCHEDULE_TEXTS = {
  dateInvalid: "Kies een geldige datum voor het versturen.",
  hourInvalid: "Kies een heel uur tussen 00 en 23.",
  /** The hour skipped when the clocks go forward (02:00 on the last Sunday of March). */
  hourSkipped: "Dit uur bestaat niet in Amsterdam (de klok gaat vooruit). Kies een ander uur.",
  inPast: "Kies een moment in de toekomst.",
  tooFar: `Plan het versturen binnen ${SCHEDULE_MAX_DAYS} dagen.`,
} as const satisfies Record<ScheduleProblem, string>;

/** '27 november 2026, 14:00 (Amsterdamse tijd)': how a scheduled moment is shown to the founder. */
export function formatAmsterdam(instant: Date): string {
  const { date, hour, minute } = utcToAmsterdam(instant);
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const hh = String(hour).padStart(2, "0");
  const mm = String(minute).padStart(2, "0");
  return `${d} ${monthName(mo, "nl")} ${y}, ${hh}:${mm} (Amsterdamse tijd)`;
}

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

/** What publishing an update did about its notifications (update-send.server.ts). */
export type UpdateCreatedOutcome =
  { notify: false } | { notify: true; subscribers: number } | { notify: true; failed: true };

/**
 * The toast after 'Add Update' says what happened: added without notifications, added with
 * nobody to notify (no verified subscriber yet: 'Update toegevoegd'), the notifications on
 * their way (how many: nobody is told "notified" before the mails went out — the Updates tab
 * shows how many did), or they could not be prepared.
 */
export function updateCreatedToast(outcome: UpdateCreatedOutcome): { title: string; description?: string } {
  if (!outcome.notify) return { title: "Update toegevoegd" };
  if ("failed" in outcome)
    return {
      title: "Update created",
      description: "Update created successfully, but some notifications may have failed to send.",
    };
  if (outcome.subscribers === 0)
    return {
      title: "Update toegevoegd",
      description: "Er zijn nog geen geverifieerde abonnees, dus er is niemand gemaild.",
    };
  const n = outcome.subscribers;
  return {
    title: "Update created",
    description: `Update created successfully; notifications to ${n} ${n === 1 ? "VC are" : "VCs are"} being sent (the update shows how many went out).`,
  };
}
