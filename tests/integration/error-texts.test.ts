import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";

import { createUpdate } from "../factories";
import { signedIn } from "./http";

/**
 * A save the database refuses. A trigger makes D1 fail the write with a message that reads like
 * the internals an error could carry (SQL, a column, a parameter): none of it may reach the
 * answer or a cookie; the user reads the screen's short words.
 */
const SECRET_DETAIL = "forced-failure: SELECT password_hash FROM users params: s3cr3t";
const triggers: string[] = [];
async function failWrites(table: string, on: "INSERT" | "UPDATE") {
  const name = `fail_${table}_${on.toLowerCase()}_${triggers.length}`;
  await env.DB.prepare(
    `CREATE TRIGGER ${name} BEFORE ${on} ON ${table} BEGIN SELECT RAISE(ABORT, '${SECRET_DETAIL}'); END`,
  ).run();
  triggers.push(name);
}
afterEach(async () => {
  for (const name of triggers.splice(0)) await env.DB.prepare(`DROP TRIGGER IF EXISTS ${name}`).run();
});

const INTERNALS = [
  /forced-failure/,
  /password_hash/,
  /s3cr3t/,
  /Failed query/i,
  /insert into/i,
  /SQLITE_/,
  /D1_ERROR/,
];

function expectNoInternals(text: string) {
  for (const pattern of INTERNALS) expect(text).not.toMatch(pattern);
}

/** Every Set-Cookie of the answer is small and carries none of the error. */
function expectSmallCookies(res: Response) {
  const cookies = res.headers.getSetCookie();
  for (const cookie of cookies) {
    expect(cookie.length).toBeLessThan(1_500);
    expectNoInternals(decodeURIComponent(cookie));
  }
}

describe("a save the database refuses", () => {
  it("adding an update answers a short message (503), with nothing of the error in the body or a cookie", async () => {
    const { member, admin } = await signedIn();
    await failWrites("updates", "INSERT");
    const res = await admin.post("/admin/management/add-update", {
      intent: "update.create",
      date: "2026-11-20",
      type: "funding",
      title: "Series A",
      description: "d".repeat(4_000),
      metrics: "",
    });
    expect(res.status).toBe(503);
    const body = await res.text();
    expect(body).toContain("Failed to save the update. Please try again.");
    expectNoInternals(body);
    expectSmallCookies(res);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM updates WHERE company_id = ?")
      .bind(member.companyId)
      .first<{ n: number }>())!;
    expect(n).toBe(0);
  });

  it("editing an update: the same", async () => {
    const { member, admin } = await signedIn();
    const own = await createUpdate(env.DB, member.companyId, { title: "Own" });
    await failWrites("updates", "UPDATE");
    const res = await admin.post("/admin/management/updates", {
      intent: "update.edit",
      id: own.id,
      date: "2026-11-20",
      type: "funding",
      title: "Own, edited",
      description: "Edited.",
      metrics: "",
    });
    expect(res.status).toBe(503);
    const body = await res.text();
    expect(body).toContain("Failed to save the update. Please try again.");
    expectNoInternals(body);
    expectSmallCookies(res);
  });

  it("saving a month of costs: the toast says so in Dutch, and its cookie stays small", async () => {
    const { admin } = await signedIn();
    await failWrites("monthly_costs", "INSERT");
    const res = await admin.post("/monthly-costs", {
      intent: "save",
      month: "3",
      year: "2026",
      salary_ceo: "100",
    });
    expect(res.status).toBeLessThan(500);
    expectSmallCookies(res);
    const body = await res.text();
    expectNoInternals(body);
    const next = res.status === 302 ? await (await admin.fetch(res.headers.get("Location")!)).text() : body;
    expect(next).toContain("Fout bij opslaan");
    expectNoInternals(next);
  });
});
