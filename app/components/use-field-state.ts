import { useEffect, useRef, useState } from "react";

/**
 * State that mirrors what a form field holds, for live feedback beside it (a preview, a
 * disabled save). The field is rendered by the server and its script may arrive later (the
 * Admin Panel's tabs load as their own chunks), so the user can type before this component
 * runs: what the field holds then is taken over when it mounts. Put `ref` on the field and call
 * `setValue` from its `onChange`.
 */
export function useFieldState<E extends HTMLInputElement | HTMLTextAreaElement>(initial: string) {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (ref.current) setValue(ref.current.value);
  }, []);
  return [value, setValue, ref] as const;
}
