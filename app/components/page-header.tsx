import type { ReactNode } from "react";

export const headerLinkClass =
  "rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-100";

/**
 * A member page's title and its own actions (a download, a reset); the member area's header and
 * navigation around it are app/routes/_member.tsx's.
 */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
      <h1 className="text-xl font-bold">{title}</h1>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}
