/** What a new company has set up so far (read on the admin dashboard). */
export type SetupFacts = {
  hasProfile: boolean;
  hasDeck: boolean;
  hasUpdate: boolean;
  hasAccessCode: boolean;
};

/** A step: which fact it sets up (app/copy/admin/dashboard-texts.ts names it), where, and whether it is done. */
export type ChecklistItem = { id: keyof SetupFacts; to: string; done: boolean };

const ITEMS: ReadonlyArray<Omit<ChecklistItem, "done">> = [
  { id: "hasProfile", to: "/admin/management/settings" },
  { id: "hasDeck", to: "/admin/management/documents" },
  { id: "hasUpdate", to: "/admin/management/add-update" },
  { id: "hasAccessCode", to: "/admin/management/settings" },
];

/**
 * The first-run checklist of the admin dashboard: the four steps in order with what is done,
 * or null once every step is done (an established company sees no checklist).
 */
export function firstRunChecklist(facts: SetupFacts): ChecklistItem[] | null {
  const items = ITEMS.map((item) => ({ ...item, done: facts[item.id] }));
  return items.every((item) => item.done) ? null : items;
}
