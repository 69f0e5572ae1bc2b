import { env } from "cloudflare:test";
import { expect } from "vitest";

import { createMember, type TestMember } from "../../factories";
import { Browser } from "../http";

/** Every name an ordinary object inherits, plus the classic pollution keys. */
export const PROTOTYPE_NAMES = [
  ...Object.getOwnPropertyNames(Object.prototype),
  "__proto__",
  "constructor.prototype",
  "prototype",
];

const ACCESS_CODE = "open-sesame-42";

export type World = {
  member: TestMember;
  /** Signed in as the company's owner. */
  admin: Browser;
  /** An investor who unlocked the company's public pages. */
  visitor: Browser;
  /** A founder-interview link of the company. */
  interviewPath: string;
};

/** A company with startup data, a signed-in owner, an unlocked visitor and an interview link. */
export async function createWorld(): Promise<World> {
  const member = await createMember(env.DB, { accessCode: ACCESS_CODE });
  await env.DB.prepare(
    "INSERT INTO startup_data (id, company_id, company_name, sector, stage) VALUES (?, ?, ?, ?, ?)",
  )
    .bind(crypto.randomUUID(), member.companyId, "Acme Analytics", "SaaS", "Seed")
    .run();
  const admin = new Browser();
  expect((await admin.login(member.email, member.password)).status).toBe(302);
  const visitor = new Browser();
  expect(
    (await visitor.post(`/public/${member.slug}/timeline`, { intent: "unlock", accessCode: ACCESS_CODE }))
      .status,
  ).toBe(302);
  const created = await admin.post("/admin/management/interviews", { intent: "interview.create" });
  expect(created.status).toBe(302);
  const html = await (await admin.fetch(created.headers.get("Location")!)).text();
  const token = html.match(/\/interview\/([A-Za-z0-9_-]{43})/)![1]!;
  return { member, admin, visitor, interviewPath: `/interview/${token}` };
}

/**
 * What no answer may ever contain: the value of any secret, and the name of any binding or var
 * (a serialised request context would show them all).
 */
export function forbiddenTexts(): string[] {
  const names = Object.keys(env).filter((name) => /^[A-Z][A-Z0-9_]{5,}$/.test(name));
  const secrets = [env.SESSION_SECRET];
  return [...new Set([...names, ...secrets, "cloudflare", "toasts"])];
}

export function expectNoLeak(body: string, label: string, forbidden = forbiddenTexts()) {
  for (const text of forbidden) expect(body.includes(text), `${label} leaks ${text}`).toBe(false);
}
