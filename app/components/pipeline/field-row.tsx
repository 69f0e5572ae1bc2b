import type { ReactNode } from "react";

import { labelClass } from "../ui/input";

/** An input's id, name and error attributes in a form whose ids start with `prefix`. */
export function fieldProps(prefix: string, name: string, errors: Record<string, string>) {
  return {
    id: `${prefix}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${prefix}-${name}-error` : undefined,
  };
}

/** A labelled field (the input is the child) with its error underneath. */
export function FieldRow({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field shown to a viewer: 'Label: value'. */
export function ReadRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium">{label}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}
