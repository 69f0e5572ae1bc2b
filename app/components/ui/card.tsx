import type { ComponentProps } from "react";

/** The white, bordered panel most screens are made of. */
export const cardClass = (padding: "p-4" | "p-5" | "p-6" = "p-6") => `rounded-xl border bg-white ${padding} shadow-sm`;

export function Card({ padding, className, ...props }: ComponentProps<"section"> & { padding?: "p-4" | "p-5" | "p-6" }) {
  return <section className={className ? `${cardClass(padding)} ${className}` : cardClass(padding)} {...props} />;
}
