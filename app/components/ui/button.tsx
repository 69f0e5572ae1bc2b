import type { ComponentProps } from "react";

/** The app's button looks, for buttons and for links that look like one. */
export const BUTTON_VARIANTS = {
  /** The page's main action. */
  primary:
    "rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-60",
  /** A second action beside the main one. */
  secondary: "rounded-md border bg-white px-4 py-2 text-sm hover:bg-gray-50",
  /** The small bordered buttons of a header or toolbar. */
  toolbar: "rounded-md border bg-white px-3 py-1.5 text-sm hover:bg-gray-100 disabled:opacity-60",
  /** 'Annuleren' and the like: text only. */
  ghost: "rounded-md px-4 py-2 text-gray-600 hover:text-gray-900",
  danger: "rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800",
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;

export function buttonClass(variant: ButtonVariant = "primary", className = "") {
  return className ? `${BUTTON_VARIANTS[variant]} ${className}` : BUTTON_VARIANTS[variant];
}

export function Button({
  variant = "primary",
  className,
  type = "submit",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
