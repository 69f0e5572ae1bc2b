/** What a new company has set up so far (read on the admin dashboard). */
export type SetupFacts = {
  hasProfile: boolean;
  hasDeck: boolean;
  hasUpdate: boolean;
  hasAccessCode: boolean;
};

export type ChecklistItem = { id: keyof SetupFacts; label: string; to: string; done: boolean };

const ITEMS: ReadonlyArray<Omit<ChecklistItem, "done">> = [
  {
    id: "hasProfile",
    label: "Describe your company (profile and website)",
    to: "/admin/management/settings",
  },
  { id: "hasDeck", label: "Upload your pitch deck", to: "/admin/management/documents" },
  { id: "hasUpdate", label: "Publish your first update", to: "/admin/management/add-update" },
  { id: "hasAccessCode", label: "Set the access code for investors", to: "/admin/management/settings" },
];

/**
 * The first-run checklist of the admin dashboard: the four steps in order with what is done,
 * or null once every step is done (an established company sees no checklist).
 */
export function firstRunChecklist(facts: SetupFacts): ChecklistItem[] | null {
  const items = ITEMS.map((item) => ({ ...item, done: facts[item.id] }));
  return items.every((item) => item.done) ? null : items;
}
