import { useEffect, useState } from "react";

export type ToastData = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
};

/** The toast library's default lifetime (docs/product.md#conventions); a toast may set its own. */
const TOAST_LIFETIME_MS = 4000;

/**
 * Shows the toast the server flashed. Without JavaScript it simply stays on the page; with
 * JavaScript it disappears after its duration (4 s unless set) or on close.
 */
export function Toaster({ toast }: { toast: ToastData | null }) {
  const [visible, setVisible] = useState<ToastData | null>(toast);
  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), toast.duration ?? TOAST_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!visible) return null;
  const destructive = visible.variant === "destructive";
  return (
    // Bottom corner: a toast never covers the page title or the header buttons.
    <div className="no-print pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end">
      <div
        role={destructive ? "alert" : "status"}
        data-testid="toast"
        className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
          destructive ? "border-red-300 bg-red-600 text-white" : "border-gray-200 bg-white text-gray-900"
        }`}
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="font-semibold">{visible.title}</p>
            {visible.description ? <p className="mt-1 text-sm opacity-90">{visible.description}</p> : null}
          </div>
          <button
            type="button"
            onClick={() => setVisible(null)}
            className="text-sm opacity-70 hover:opacity-100"
            aria-label="Sluiten"
          >
            ×
          </button>
        </div>
      </div>
    </div>
  );
}
