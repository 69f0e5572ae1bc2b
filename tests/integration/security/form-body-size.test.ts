import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { MAX_FORM_BYTES } from "../../../app/domain/http/form-request";
import { createMember } from "../../factories";
import { BASE, unlocked } from "../http";

// The size of a form post is checked on the bytes read, not on Content-Length: a chunked body
// (no length at all) over the limit is refused with 413 and a message, and nothing is written.

const CODE = "body-size-code-123";

/** A request body sent in chunks, without Content-Length. */
function chunked(text: string, chunk = 16 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunk));
      at += chunk;
    },
  });
}

const subscriptions = async (companyId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM email_subscriptions WHERE company_id = ?")
    .bind(companyId)
    .first<{ n: number }>())!.n;

describe("form bodies counted as they are read", { timeout: 30_000 }, () => {
  it("refuses a chunked url-encoded body over the limit with 413, writing nothing; a small chunked one works", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = await unlocked(`/public/${member.slug}/timeline`, CODE);
    const path = `/public/${member.slug}/subscribe`;
    const big = `email=big%40example.com&padding=${"x".repeat(MAX_FORM_BYTES + 10)}`;
    const res = await visitor.fetch(path, {
      method: "POST",
      body: chunked(big),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      duplex: "half",
    } as RequestInit);
    expect(res.headers.get("Content-Length")).not.toBe(String(big.length));
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("The form is too large to process.");
    expect(await subscriptions(member.companyId)).toBe(0);

    const small = await visitor.fetch(path, {
      method: "POST",
      body: chunked("email=small%40example.com", 4),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      duplex: "half",
    } as RequestInit);
    expect(small.status).toBe(302);
    expect(await subscriptions(member.companyId)).toBe(1);
  });

  it("refuses a chunked multipart body over the limit (the sign-in form), and one whose declared length is already too long", async () => {
    const boundary = "----relay-boundary";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlogin\r\n--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${"a".repeat(MAX_FORM_BYTES)}@example.com\r\n--${boundary}--\r\n`;
    const multipart = await SELF.fetch(`${BASE}/admin/login`, {
      method: "POST",
      redirect: "manual",
      body: chunked(body),
      headers: {
        Host: "localhost",
        Origin: BASE,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
      duplex: "half",
    } as RequestInit);
    expect(multipart.status).toBe(413);
    expect(await multipart.text()).toContain("Het formulier is te groot om te verwerken.");

    const declared = await SELF.fetch(`${BASE}/admin/login`, {
      method: "POST",
      redirect: "manual",
      body: `intent=login&email=${"a".repeat(MAX_FORM_BYTES)}`,
      headers: { Host: "localhost", Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(declared.status).toBe(413);
    await declared.arrayBuffer();
  });
});
