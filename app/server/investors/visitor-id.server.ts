/**
 * One browser, a different visitor at every company. The cookies hold the browser's own
 * random id; what is recorded at a company (events, chats, page views) is
 * HMAC-SHA256(secret, company id, browser id), shaped like a UUID: stable within the company,
 * unrelated between companies, so no two companies' records can be joined on it.
 */
const encoder = new TextEncoder();

const keyOf = (secret: string) =>
  crypto.subtle.importKey(
    "raw",
    encoder.encode(`visitor-id:v1:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );

export async function companyScopedId(secret: string, companyId: string, browserId: string): Promise<string> {
  const mac = new Uint8Array(
    await crypto.subtle.sign("HMAC", await keyOf(secret), encoder.encode(`${companyId}:${browserId}`)),
  );
  const hex = Array.from(mac.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
