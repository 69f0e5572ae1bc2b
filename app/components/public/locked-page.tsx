import { type ComponentProps, lazy, Suspense } from "react";

import { LockedPage as Gate } from "./access-gate";

export type { GateAnswer } from "./access-gate";

// The server renders the gate in full; the browser's build keeps only the lazy branch.
const LazyGate = import.meta.env.SSR
  ? Gate
  : lazy(() => import("./access-gate").then((m) => ({ default: m.LockedPage })));

/**
 * A gated page without a grant: the gate. Most views of these pages are granted, so the browser
 * loads the gate's code (the gate, its later steps and the access request form) only when the
 * gate is shown. Until it arrives React keeps the server's HTML, whose forms post as they do
 * without JavaScript; what is typed meanwhile stays in the fields, which the gate reads once it
 * runs (access-gate.tsx).
 */
export function LockedPage(props: ComponentProps<typeof Gate>) {
  return (
    <Suspense fallback={null}>
      <LazyGate {...props} />
    </Suspense>
  );
}
