import type { ComponentProps, ReactNode } from "react";
import { labelClass } from "./ui/input";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-600" role="alert">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
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
        className="block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 shadow-sm focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500"
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
      className={`inline-flex items-center justify-center rounded-md bg-blue-600 px-4 py-2 font-medium text-white shadow hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    >
      {pending ? pendingText : children}
    </button>
  );
}
