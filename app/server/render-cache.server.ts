/**
 * Rendered documents, remembered per isolate by everything their markup is made from
 * (docs/decisions/028-render-once-per-input.md).
 *
 * A document's markup is a function of the request's URL, its status and the state the
 * loaders returned. That state is exactly the turbo-stream text single fetch hands to the
 * browser, so the key is (status, URL, that text): the same key means the same markup, and
 * nothing needs clearing when data changes — changed data is a different key. The one input
 * that differs per response, the CSP nonce, is rendered as a per-isolate random slot and
 * filled in on the way out.
 *
 * Components read no clock, randomness or request outside their loader data (loaders pass
 * `asOf` in); the app's lint and tests keep it that way.
 */
const MAX_CHARS = 6_000_000;

export type RenderCache = {
  /** The markup for `key`, rendered once by `render` while it stays among the recent ones. */
  get(key: string, render: () => string): string;
  readonly size: number;
};

/** A least-recently-used map of markup, bounded by the characters of keys and markup held. */
export function createRenderCache(maxChars = MAX_CHARS): RenderCache {
  const pages = new Map<string, string>();
  let chars = 0;
  return {
    get(key, render) {
      const hit = pages.get(key);
      if (hit !== undefined) {
        // Most recently used last: Map keeps insertion order.
        pages.delete(key);
        pages.set(key, hit);
        return hit;
      }
      const markup = render();
      const cost = key.length + markup.length;
      if (cost > maxChars) return markup;
      pages.set(key, markup);
      chars += cost;
      for (const [oldKey, oldMarkup] of pages) {
        if (chars <= maxChars) break;
        pages.delete(oldKey);
        chars -= oldKey.length + oldMarkup.length;
      }
      return markup;
    },
    get size() {
      return pages.size;
    },
  };
}

/**
 * The key of a document that may be remembered, or null: only GET documents whose state
 * travels as a turbo-stream (single fetch) — an action's answer is rendered each time.
 */
export function renderKey(method: string, url: string, status: number, state: string | null): string | null {
  if ((method !== "GET" && method !== "HEAD") || state === null) return null;
  return `${status} ${url}\n${state}`;
}

/**
 * A stand-in for the nonce while rendering: random per isolate (never sent, so not guessable
 * by content), base64 like a real nonce. Drawn on first use: workerd allows no randomness at
 * global scope.
 */
let slot: string | undefined;
export function nonceSlot(): string {
  if (slot === undefined) {
    const bytes = crypto.getRandomValues(new Uint8Array(18));
    slot = btoa(String.fromCharCode(...bytes));
  }
  return slot;
}
