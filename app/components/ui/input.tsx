import type { ComponentProps } from "react";

/** A full-width text, number, date or select field. */
export const inputClass =
  "block w-full rounded-md border border-gray-300 px-3 py-2 shadow-sm focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500";

/** The same field without its shadow (the access gate, the investor invite, the Admin Panel's forms). */
export const flatInputClass =
  "block w-full rounded-md border border-gray-300 px-3 py-2 focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500";

/** A field's label above it. */
export const labelClass = "mb-1 block text-sm font-medium text-gray-700";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={className ? `${labelClass} ${className}` : labelClass} {...props} />;
}
