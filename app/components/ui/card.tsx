import type { ComponentProps } from "react";

/** The white, bordered panel most screens are made of. */
export const cardClass = (padding: CardPadding = "p-6") => `rounded-xl border bg-white ${padding} shadow-sm`;

/** p-8: a card that is the whole page (a message, a welcome). */
type CardPadding = "p-4" | "p-5" | "p-6" | "p-8";

export function Card({
  padding,
  className,
  ...props
}: ComponentProps<"section"> & { padding?: CardPadding }) {
  return (
    <section className={className ? `${cardClass(padding)} ${className}` : cardClass(padding)} {...props} />
  );
}
