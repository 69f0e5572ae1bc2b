import { type ComponentProps, lazy, Suspense } from "react";

import { LockedPage as Gate } from "./access-gate";

export type { GateAnswer } from "./access-gate";

// The server renders the gate in full; the browser's build keeps only the lazy branch.
const LazyGate = import.meta.env.SSR
  ? Gate
  : lazy(() => import("./access-gate").then((m) => ({ default: m.LockedPage })));

/**
 * A gated page without a grant: the gate. Most views of these pages are granted, so the
 * browser loads the gate's code (access-gate.tsx and its forms) only when the gate is shown.
 * Until it arrives React keeps the server's HTML inside the Suspense boundary, whose forms post
 * without JavaScript.
 */
export function LockedPage(props: ComponentProps<typeof Gate>) {
  return (
    <Suspense fallback={null}>
      <LazyGate {...props} />
    </Suspense>
  );
}
