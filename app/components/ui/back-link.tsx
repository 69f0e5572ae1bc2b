import { Link } from "@remix-run/react";

import { buttonClass } from "./button";

/** The way back to the page above, as a small bordered button: '← {label}'. */
export function BackLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Link to={to} className={buttonClass("toolbar", className)}>
      ← {label}
    </Link>
  );
}
