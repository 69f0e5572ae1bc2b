/** Small stroke icons for the six update types (names as the spec stores them). */
import { ownValue } from "../../domain/own-keys";
const PATHS: Record<string, string> = {
  DollarSign: "M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6",
  Rocket: "M5 19l3-1 8-8a4 4 0 0 0-5-5l-8 8-1 3zM14 5l5 5M4 20l2-2",
  Users:
    "M16 20v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M22 20v-2a4 4 0 0 0-3-3.8M16 4.2a4 4 0 0 1 0 7.6",
  Award: "M12 14a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 13L7 22l5-3 5 3-1.5-9",
  Target:
    "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  TrendingUp: "M22 7l-8.5 8.5-5-5L2 17M16 7h6v6",
};

export function UpdateIcon({ name, className = "h-4 w-4" }: { name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      <path d={ownValue(PATHS, name) ?? PATHS.TrendingUp} />
    </svg>
  );
}
