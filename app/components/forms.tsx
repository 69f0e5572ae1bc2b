import type { ComponentProps, ReactNode } from "react";

import { buttonClass } from "./ui/button";
import { inputClass, labelClass } from "./ui/input";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    // The live region wraps a plain list: role="alert" on the <ul> itself hides its list items from
    // assistive technology (axe `listitem`).
    <div id={id} className="mt-1 text-sm text-red-600" role="alert">
      <ul className="space-y-0.5">
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}

export function Field({
  label,
  inputProps,
  errors,
  errorId,
}: {
  label: ReactNode;
  inputProps: ComponentProps<"input"> & { id: string };
  errors?: string[] | null;
  errorId?: string;
}) {
  return (
    <div>
      <label htmlFor={inputProps.id} className={labelClass}>
        {label}
      </label>
      <input
        {...inputProps}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        className={`${inputClass} text-gray-900`}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function StatusButton({
  pending,
  pendingText,
  children,
  className = "",
  ...props
}: ComponentProps<"button"> & { pending: boolean; pendingText: ReactNode }) {
  return (
    <button
      {...props}
      disabled={pending || props.disabled}
      aria-busy={pending || undefined}
      className={buttonClass("primary", `inline-flex items-center justify-center shadow ${className}`.trim())}
    >
      {pending ? pendingText : children}
    </button>
  );
}
