import { useEffect, useState } from "react";

/**
 * True once React runs in the browser. JS-only behaviour (a button disabled while a field is
 * blank) waits for it: hydration does not patch attributes the server rendered differently,
 * and the server HTML must keep working without JavaScript.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
