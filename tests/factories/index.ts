import { hashSecret } from "../../app/server/auth/password.server";
import { createDb } from "../../db";
import { companies, memberships, updates, users } from "../../db/schema";

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type TestMember = { userId: string; companyId: string; slug: string; email: string; password: string };

/** A company with one owner, written straight to D1 (bypassing the UI). */
export async function createMember(
  d1: D1Database,
  overrides: Partial<{
    email: string;
    password: string;
    companyName: string;
    accessCode: string;
    unverified: boolean;
  }> = {},
): Promise<TestMember> {
  const db = createDb(d1);
  const id = unique();
  const email = overrides.email ?? `member-${id}@example.com`;
  const password = overrides.password ?? "correct horse battery";
  const slug = `co-${id}`;
  const userId = crypto.randomUUID();
  const companyId = crypto.randomUUID();
  await db.batch([
    db.insert(users).values({
      id: userId,
      email,
      fullName: `Member ${id}`,
      passwordHash: await hashSecret(password),
      emailVerifiedAt: overrides.unverified ? null : new Date().toISOString(),
    }),
    db.insert(companies).values({
      id: companyId,
      slug,
      name: overrides.companyName ?? `Company ${id}`,
      accessCodeHash: overrides.accessCode ? await hashSecret(overrides.accessCode) : null,
      accessCodeVersion: overrides.accessCode ? 1 : 0,
    }),
    db.insert(memberships).values({ userId, companyId, role: "owner" }),
  ]);
  return { userId, companyId, slug, email, password };
}

export async function createUpdate(
  d1: D1Database,
  companyId: string,
  fields: Partial<{
    title: string;
    description: string;
    date: string;
    type: "funding" | "product" | "growth" | "milestone" | "team" | "metrics";
    metrics: string[];
  }> = {},
) {
  const db = createDb(d1);
  const [row] = await db
    .insert(updates)
    .values({
      companyId,
      title: fields.title ?? `Update ${unique()}`,
      description: fields.description ?? "A description",
      date: fields.date ?? "2026-05-01",
      type: fields.type ?? "product",
      icon: "Rocket",
      color: "blue",
      metrics: fields.metrics ?? [],
    })
    .returning();
  return row!;
}
