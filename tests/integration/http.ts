import { createExecutionContext, env, SELF } from "cloudflare:test";
import { expect, vi } from "vitest";

import type { Env } from "../../workers/env";
import { createMember, type TestMember } from "../factories";

export const BASE = "http://localhost";

/** The Worker's fetch handler, imported only by a test that changes bindings (the build is large). */
async function workerFetch(request: Request, vars: Partial<Env>) {
  const handler = (await import("../../workers/app")).default as ExportedHandler<Env>;
  return handler.fetch!(
    request as Parameters<NonNullable<ExportedHandler<Env>["fetch"]>>[0],
    { ...env, ...vars },
    createExecutionContext(),
  );
}

/**
 * A tiny cookie jar over SELF.fetch: enough for sign-in flows. With `vars`, requests go to the
 * Worker's fetch handler with those bindings changed (e.g. `{ AI_PROVIDER: "workers-ai", AI: failing }`).
 */
export class Browser {
  cookies = new Map<string, string>();

  /** `address`: the client address the Worker sees (CF-Connecting-IP) unless a request names its own. */
  constructor(
    public vars?: Partial<Env>,
    public address?: string,
  ) {}

  async fetch(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("Host", new URL(BASE).host);
    if (this.address && !headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", this.address);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const request = new Request(`${BASE}${path}`, { ...init, headers, redirect: "manual" });
    const res = this.vars ? await workerFetch(request, this.vars) : await SELF.fetch(request);
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.fetch(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, ...headers },
    });
  }

  /** A multipart POST, like the browser's XMLHttpRequest (JS path) or a no-JS form; an array value is sent as several fields of that name. */
  postForm(path: string, fields: Record<string, string | File | File[]>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
    }
    return this.fetch(path, { method: "POST", body: form, headers: { Origin: BASE } });
  }

  login(email: string, password: string) {
    return this.post("/admin/login", { intent: "login", email, password });
  }
}

/**
 * A visitor's own client address (in 198.18.0.0/15, the benchmarking range). The per-address
 * throttles (code mails, code checks) count across companies, and test files share a Worker:
 * visitors that shared one address would throttle each other across files.
 */
export function visitorAddress() {
  const [a, b] = crypto.getRandomValues(new Uint8Array(2));
  return `198.${18 + (a! & 1)}.${a! >> 1}.${b! || 1}`;
}

/** Text as React writes it into HTML (escaped). */
export const html = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** Text as the whole content of an element: escaped, between two tags (so rendered, not merely present in the serialised loader data). */
export const rendered = (text: string) => `>${html(text)}<`;

/** A browser signed in as an existing member (the login must redirect). */
export async function loggedIn(email: string, password: string) {
  const browser = new Browser();
  expect((await browser.login(email, password)).status).toBe(302);
  return browser;
}

/** A new company with its owner (see createMember), and a browser signed in as that owner. */
export async function signedIn(
  overrides: Parameters<typeof createMember>[1] = {},
): Promise<{ member: TestMember; admin: Browser }> {
  const member = await createMember(env.DB, overrides);
  return { member, admin: await loggedIn(member.email, member.password) };
}

/** A visitor's browser past a company's access gate (`path`: any gated page of the company). */
export async function unlocked(path: string, accessCode: string) {
  const visitor = new Browser(undefined, visitorAddress());
  expect((await visitor.post(path, { intent: "unlock", accessCode })).status).toBe(302);
  return visitor;
}

/**
 * The newest mail to `to` whose idempotency key starts with `prefix` ('account-verify:',
 * 'investor-invite:…'), once the queue has delivered it: the outbox is the recipient's mailbox.
 */
export async function deliveredMail(prefix: string, to: string) {
  return vi.waitFor(
    async () => {
      const row = await env.DB.prepare(
        "SELECT company_id, to_address, subject, text_body, kind FROM outbox_emails WHERE substr(idempotency_key, 1, length(?1)) = ?1 AND to_address = ?2 ORDER BY created_at DESC",
      )
        .bind(prefix, to)
        .first<{
          company_id: string | null;
          to_address: string;
          subject: string;
          text_body: string;
          kind: string;
        }>();
      if (!row) throw new Error(`no ${prefix} mail to ${to} yet`);
      return row;
    },
    { timeout: 10_000, interval: 200 },
  );
}

/** The path of a mail's link to `path` with a 43-character token ('/admin/verify-email' → '/admin/verify-email/…'). */
export const linkIn = (text: string, path: string) =>
  new URL(new RegExp(`https?://\\S+${path}/[A-Za-z0-9_-]{43}`).exec(text)![0]).pathname;

/**
 * Confirms a new account's address as its owner does: reads the verification mail sent at sign-up,
 * opens its link and presses the button there (the POST that verifies).
 */
export async function verifyEmail(browser: Browser, email: string) {
  const path = linkIn((await deliveredMail("account-verify:", email)).text_body, "/admin/verify-email");
  expect((await browser.fetch(path)).status).toBe(200);
  expect((await browser.post(path, { intent: "verify.confirm" })).status).toBe(302);
}

/** A founder signs up on /admin (a new company, its owner signed in, the address not yet confirmed). */
export async function registered(
  fields: { fullName?: string; companyName: string; email: string; password?: string },
  address = "192.0.2.77",
) {
  const browser = new Browser();
  const res = await browser.post(
    "/admin",
    { intent: "register", fullName: "New Founder", password: "a long enough password", ...fields },
    { "CF-Connecting-IP": address },
  );
  expect(res.status).toBe(302);
  return browser;
}
