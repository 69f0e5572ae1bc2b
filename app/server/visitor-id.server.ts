/**
 * One browser, a different visitor at every company. The cookies hold the browser's own
 * random id; what is recorded at a company (events, chats, page views) is
 * HMAC-SHA256(secret, company id, browser id), shaped like a UUID: stable within the company,
 * unrelated between companies, so no two companies' records can be joined on it.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
const derived = new Map<string, string>();
const DERIVED_KEPT = 2_000;

/** The HMAC key, made once per isolate and secret. */
function keyOf(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(`visitor-id:v1:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

export async function companyScopedId(secret: string, companyId: string, browserId: string): Promise<string> {
  const memo = `${companyId}:${browserId}`;
  const known = derived.get(memo);
  if (known) return known;
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await keyOf(secret), encoder.encode(memo)));
  const hex = Array.from(mac.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  derived.set(memo, id);
  if (derived.size > DERIVED_KEPT) derived.delete(derived.keys().next().value as string);
  return id;
}
