import type { ComponentProps } from "react";

// The classes are named in app/tailwind.css (a form repeats them in every field).

/** A full-width text, number, date or select field. */
export const inputClass = "field-input";

/** The same field without its shadow (the access gate, the investor invite, the Admin Panel's forms). */
export const flatInputClass = "field-input-flat";

/** A field's label above it. */
export const labelClass = "field-label";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={className ? `${labelClass} ${className}` : labelClass} {...props} />;
}
