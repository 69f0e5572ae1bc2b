import { useNavigation } from "@remix-run/react";

/**
 * Whether a post of `intent` from this page is on its way: `state: "submitting"` for the post
 * alone, the default also while its redirect loads (a button stays busy until the page is back).
 */
export function useIsPending(intent: string, { state = "non-idle" }: { state?: "submitting" | "non-idle" } = {}) {
  const navigation = useNavigation();
  const busy = state === "submitting" ? navigation.state === "submitting" : navigation.state !== "idle";
  return busy && navigation.formData?.get("intent") === intent;
}
