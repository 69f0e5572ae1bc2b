/**
 * Rendered documents, remembered per isolate by everything their markup is made from
 * (docs/decisions/028-render-once-per-state.md).
 *
 * A document's markup is a function of its status, its URL and the state its loaders returned.
 * That state is exactly the turbo-stream text single fetch hands to the browser, so a page is
 * found by (status and URL, that text): the same key means the same markup, and nothing needs
 * clearing when data changes — changed data is a different key. The one part of a page that
 * differs per response, the CSP nonce, is cut out when the page is kept and the response's
 * own nonce is joined in on every answer.
 *
 * Components read no clock and no randomness (a lint rule in eslint.config.js): loaders pass
 * the time in, the browser reads it in effects and handlers.
 */
const MAX_CHARS = 6_000_000;
/** How many first-seen states are remembered (by fingerprint) for admission. */
const SEEN_STATES = 1024;

/** What a document is rendered from: status and URL (`head`) and the loaders' state. */
export type RenderInput = { head: string; state: string };

export type RenderCache = {
  /**
   * The page for `input` with `nonce` in every place it renders one. `render` makes it (with
   * `nonce`) unless it is kept; a page is kept from its second rendering on.
   */
  get(input: RenderInput, nonce: string, render: () => string): string;
  readonly size: number;
};

/**
 * The input of a document that may be remembered, or null: only GET documents whose state
 * travels as a turbo-stream (single fetch) — an action's answer is rendered each time.
 */
export function renderInput(method: string, url: string, status: number, state: string | null): RenderInput | null {
  if ((method !== "GET" && method !== "HEAD") || state === null) return null;
  return { head: `${status} ${url}`, state };
}

/**
 * A short stand-in for an input, for the admission list only: the head, the state's length
 * and characters sampled across it. Two inputs sharing one only means a page is kept on its
 * first rendering; what is served is always found by the whole state.
 */
export function inputFingerprint({ head, state }: RenderInput): string {
  const step = Math.max(1, Math.floor(state.length / 128));
  let sample = "";
  for (let i = 0; i < state.length; i += step) sample += state[i];
  return `${head}|${state.length}|${sample}`;
}

const charsOf = (parts: string[]) => parts.reduce((n, p) => n + p.length, 0);

/**
 * Pages by state, least recently used first, bounded by the characters of states and markup
 * held. A state shown once (a view right after a change, a one-off query) is not kept: it
 * costs no memory and no garbage collection later.
 */
export function createRenderCache(maxChars = MAX_CHARS): RenderCache {
  // state → (head → markup split at the nonce it was rendered with)
  const byState = new Map<string, Map<string, string[]>>();
  const seen = new Set<string>();
  let chars = 0;
  return {
    get(input, nonce, render) {
      const pages = byState.get(input.state);
      const kept = pages?.get(input.head);
      if (pages && kept) {
        // Most recently used last: Map keeps insertion order.
        byState.delete(input.state);
        byState.set(input.state, pages);
        return kept.join(nonce);
      }
      const markup = render();
      const cost = markup.length + (pages ? 0 : input.state.length);
      if (cost > maxChars) return markup;
      const fingerprint = inputFingerprint(input);
      if (!seen.delete(fingerprint)) {
        seen.add(fingerprint);
        if (seen.size > SEEN_STATES) seen.delete(seen.values().next().value!);
        return markup;
      }
      // The nonce is fresh and unguessable per response: it occurs only where the page renders it.
      const entry = pages ?? new Map<string, string[]>();
      entry.set(input.head, markup.split(nonce));
      byState.delete(input.state);
      byState.set(input.state, entry);
      chars += cost;
      for (const [state, old] of byState) {
        if (chars <= maxChars) break;
        byState.delete(state);
        chars -= state.length;
        for (const parts of old.values()) chars -= charsOf(parts);
      }
      return markup;
    },
    get size() {
      let n = 0;
      for (const pages of byState.values()) n += pages.size;
      return n;
    },
  };
}
