type Id = string | number;
type Moved = { active: { id: Id }; over: { id: Id } | null };

/** The shape of dnd-kit's `announcements` (kept here so the rule needs no framework import). */
export type SlideAnnouncements = {
  onDragStart: (e: { active: { id: Id } }) => string;
  onDragOver: (e: Moved) => string;
  onDragEnd: (e: Moved) => string;
  onDragCancel: (e: Moved) => string;
};

/** What a screen reader hears on a drag handle before picking a slide up. */
export const DRAG_INSTRUCTIONS =
  "Druk op spatie of Enter om de dia op te pakken. Verplaats hem met de pijltjestoetsen en zet hem neer met spatie of Enter; Escape annuleert.";

/**
 * dnd-kit's screen-reader announcements for the slide order, in Dutch and naming the slide
 * (its file name) and its position — dnd-kit's own say 'draggable item {id}'.
 */
export function slideAnnouncements(
  order: readonly string[],
  nameOf: (id: string) => string,
): SlideAnnouncements {
  const total = order.length;
  const position = (id: Id) => order.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) =>
      `Dia ${nameOf(String(active.id))} opgepakt, positie ${position(active.id)} van ${total}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Dia ${nameOf(String(active.id))} boven positie ${position(over.id)} van ${total}.`
        : `Dia ${nameOf(String(active.id))} is niet boven de lijst.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Dia ${nameOf(String(active.id))} neergezet op positie ${position(over.id)} van ${total}.`
        : `Dia ${nameOf(String(active.id))} neergezet; de volgorde is niet veranderd.`,
    onDragCancel: ({ active }) =>
      `Verplaatsen geannuleerd. Dia ${nameOf(String(active.id))} staat weer op positie ${position(active.id)}.`,
  };
}
