import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createMember } from "../../factories";
import { Browser } from "../http";

const CODE = "investor-code-123";

describe("parallel subscriptions with one address", { timeout: 60_000 }, () => {
  it("100 parallel posts (case and spaces varied) make one subscriber row, every answer a redirect", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    // Twenty visitors (each within its daily budget of 5), from ten addresses (10 posts each, within an
    // address's budget): docs/decisions/034-budgets-and-throttles.md.
    const visitors: Browser[] = [];
    for (let v = 0; v < 20; v++) {
      const visitor = new Browser();
      const unlock = await visitor.post(
        `/public/${member.slug}/timeline`,
        { intent: "unlock", accessCode: CODE },
        { "CF-Connecting-IP": `192.0.2.${v % 10}` },
      );
      expect(unlock.status).toBe(302);
      visitors.push(visitor);
    }
    const variants = ["race@example.com", "RACE@example.com", " Race@Example.com ", "race@EXAMPLE.COM"];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        visitors[i % 20]!.post(
          `/public/${member.slug}/subscribe`,
          { email: variants[i % variants.length]!, redirectTo: `/public/${member.slug}/timeline` },
          { "CF-Connecting-IP": `192.0.2.${i % 10}` },
        ),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(100).fill(302));
    const { results } = await env.DB.prepare(
      "SELECT email, verification_token FROM email_subscriptions WHERE company_id = ?",
    )
      .bind(member.companyId)
      .all<{ email: string; verification_token: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]!.email).toBe("race@example.com");
  });

  it("the database itself refuses a second row for one company and address, in any letter case", async () => {
    const member = await createMember(env.DB);
    const insert = (email: string) =>
      env.DB.prepare(
        "INSERT INTO email_subscriptions (id, company_id, email, unsubscribe_token) VALUES (?, ?, ?, ?)",
      )
        .bind(crypto.randomUUID(), member.companyId, email, crypto.randomUUID())
        .run();
    await insert("twice@example.com");
    await expect(insert("twice@example.com")).rejects.toThrow(/UNIQUE constraint failed/);
    await expect(insert("Twice@Example.com")).rejects.toThrow(/UNIQUE constraint failed/);
  });
});

describe("the migration that adds the case-insensitive index", () => {
  it("first merges existing duplicates (keeping the verified row, else the earliest) and lowercases addresses", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes("0001_security"))!;
    expect(migration).toBeDefined();
    const a = await createMember(env.DB);
    const b = await createMember(env.DB);
    // A database from before the index: rows that differ only in letter case or spaces.
    await env.DB.prepare("DROP INDEX email_subscriptions_company_email_ci_uq").run();
    try {
      const insert = (id: string, companyId: string, email: string, verified: number, at: string) =>
        env.DB.prepare(
          "INSERT INTO email_subscriptions (id, company_id, email, unsubscribe_token, verified, subscribed_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
          .bind(id, companyId, email, crypto.randomUUID(), verified, at)
          .run();
      await insert(`${a.companyId}-1`, a.companyId, "dup@example.com", 0, "2026-01-01T00:00:00.000Z");
      await insert(`${a.companyId}-2`, a.companyId, "DUP@example.com", 1, "2026-02-01T00:00:00.000Z");
      await insert(`${a.companyId}-3`, a.companyId, " Dup@Example.com", 0, "2026-03-01T00:00:00.000Z");
      await insert(`${a.companyId}-4`, a.companyId, "Early@Example.com", 0, "2026-01-01T00:00:00.000Z");
      await insert(`${a.companyId}-5`, a.companyId, "early@example.com", 0, "2026-04-01T00:00:00.000Z");
      await insert(`${b.companyId}-1`, b.companyId, "DUP@example.com", 0, "2026-01-01T00:00:00.000Z");
    } finally {
      for (const query of migration.queries) await env.DB.prepare(query).run();
    }
    const rows = async (companyId: string) =>
      (
        await env.DB.prepare("SELECT id, email FROM email_subscriptions WHERE company_id = ? ORDER BY email")
          .bind(companyId)
          .all<{ id: string; email: string }>()
      ).results;
    expect(await rows(a.companyId)).toEqual([
      { id: `${a.companyId}-2`, email: "dup@example.com" },
      { id: `${a.companyId}-4`, email: "early@example.com" },
    ]);
    // Another company's row with the same address is its own subscriber.
    expect(await rows(b.companyId)).toEqual([{ id: `${b.companyId}-1`, email: "dup@example.com" }]);
  });
});
