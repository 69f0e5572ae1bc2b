import { useNavigation } from "@remix-run/react";

type PendingOptions = { state?: "submitting" | "non-idle" };

/**
 * The `intent` of the post from this page that is on its way, or null: `state: "submitting"`
 * for the post alone, the default also while its redirect loads (a button stays busy until the
 * page is back).
 */
export function usePendingIntent({ state = "non-idle" }: PendingOptions = {}): string | null {
  const navigation = useNavigation();
  const busy = state === "submitting" ? navigation.state === "submitting" : navigation.state !== "idle";
  const intent = busy ? navigation.formData?.get("intent") : null;
  return typeof intent === "string" ? intent : null;
}

/** Whether a post of `intent` from this page is on its way (see usePendingIntent). */
export function useIsPending(intent: string, options?: PendingOptions) {
  return usePendingIntent(options) === intent;
}
