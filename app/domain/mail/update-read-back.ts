/**
 * Read-back links of an update mail: the open pixel and the click on its read link name the
 * recipient's outbox row by its idempotency key, with a signature over it (HMAC-SHA256 with the
 * app's secret, made on the server with WebCrypto): a forged or altered link records nothing.
 * Pure: the signing is in app/server/mail/update-mail.server.ts.
 */

/** What is signed: the purpose, the company and the outbox key (a token fits one mail of one company). */
export const recipientMessage = (companyId: string, key: string) => `update-mail:v1:${companyId}:${key}`;

export const updatePagePath = (slug: string, updateId: string) =>
  `/public/${encodeURIComponent(slug)}/updates/${encodeURIComponent(updateId)}`;

export const openPixelPath = (slug: string) => `/public/${encodeURIComponent(slug)}/open`;

const KEY_SHAPE = /^update:[A-Za-z0-9_-]{1,64}:(?:sub|inv):[A-Za-z0-9_-]{1,64}$/;
const SIG_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The outbox key and its signature from a link's `r` and `rt`, when they have the right shape at all. */
export function readRecipientLink(params: URLSearchParams): { key: string; token: string } | null {
  const key = params.get("r");
  const token = params.get("rt");
  if (!key || !token || !KEY_SHAPE.test(key) || !SIG_SHAPE.test(token)) return null;
  return { key, token };
}

/** The 1×1 transparent GIF every pixel request gets, whatever it carried. */
export const PIXEL_GIF = Uint8Array.from([
  71, 73, 70, 56, 57, 97, 1, 0, 1, 0, 128, 0, 0, 0, 0, 0, 255, 255, 255, 33, 249, 4, 1, 0, 0, 0, 0, 44, 0, 0,
  0, 0, 1, 0, 1, 0, 0, 2, 1, 68, 0, 59,
]);

/** The reactions an investor can give an update: a small fixed set. */
export const UPDATE_REACTIONS = ["👍", "🎉", "💡", "❤️"] as const;
export type UpdateReaction = (typeof UPDATE_REACTIONS)[number];
export const isUpdateReaction = (v: unknown): v is UpdateReaction =>
  UPDATE_REACTIONS.includes(v as UpdateReaction);

export type RecipientState = {
  email: string;
  status: string;
  openedAt: string | null;
  clickedAt: string | null;
};

/** Per recipient what the founder may know: delivered (the outbox), clicked, and opened only with tracking on. */
export function readBack(rows: readonly RecipientState[], openTracking: boolean) {
  return rows.map((r) => ({
    email: r.email,
    delivered: r.status === "sent",
    failed: r.status === "failed",
    clicked: r.clickedAt !== null,
    opened: openTracking ? r.openedAt !== null || r.clickedAt !== null : null,
  }));
}
