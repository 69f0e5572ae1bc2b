import { type FormEvent, useEffect, useRef, useState } from "react";

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

/**
 * The same for a value read from a whole form (live totals beside its fields): `read` runs on
 * the form as it is when this component mounts (taking over what was typed before), whenever
 * `source` changes (the saved record the fields show), and on every input. Put `ref` and
 * `onInput` on the form.
 */
export function useFormValue<T>(initial: T, read: (form: HTMLFormElement) => T, source?: unknown) {
  const ref = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (ref.current) setValue(read(ref.current));
    // Pass a module-level `read`: a function made per render would re-read on every render.
  }, [read, source]);
  const onInput = (e: FormEvent<HTMLFormElement>) => setValue(read(e.currentTarget));
  return [value, onInput, ref] as const;
}
