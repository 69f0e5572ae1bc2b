import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { createMember, createUpdate } from "../factories";
import { Browser, unlocked } from "./http";

const CODE = "letmein-123";

async function gatedCompany() {
  const member = await createMember(env.DB, { accessCode: CODE });
  await createUpdate(env.DB, member.companyId, {
    title: "Secret traction update",
    description: "x".repeat(250),
  });
  return member;
}

describe("access gate", () => {
  it("returns no gated content without a grant, in HTML or as data", async () => {
    const member = await gatedCompany();
    const visitor = new Browser();
    for (const path of [`/public/${member.slug}`, `/public/${member.slug}/timeline`]) {
      const html = await (await visitor.fetch(path)).text();
      expect(html).toContain("Toegang Vereist");
      expect(html).not.toContain("Secret traction update");
      const dataRes = await visitor.fetch(`${path}.data`);
      expect(await dataRes.text()).not.toContain("Secret traction update");
    }
  });

  it("unlocks with the right code and shows the timeline", async () => {
    const member = await gatedCompany();
    const visitor = new Browser();
    const res = await visitor.post(`/public/${member.slug}/timeline`, {
      intent: "unlock",
      accessCode: `  ${CODE} `,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/public/${member.slug}/timeline`);
    expect(res.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    const html = await (await visitor.fetch(`/public/${member.slug}/timeline`)).text();
    expect(html).toContain("Secret traction update");
    expect(html).toContain("Lees meer");
    // The grant is per company: it does not open another company's pages.
    const other = await gatedCompany();
    expect(await (await visitor.fetch(`/public/${other.slug}/timeline`)).text()).toContain("Toegang Vereist");
  });

  it("rejects a wrong code with the spec's message and throttles repeated tries", async () => {
    const member = await gatedCompany();
    const headers = { "CF-Connecting-IP": "198.51.100.7" };
    for (let i = 0; i < 5; i++) {
      const res = await new Browser().post(
        `/public/${member.slug}`,
        { intent: "unlock", accessCode: `wrong-${i}` },
        headers,
      );
      expect(res.status).toBe(401);
      const html = await res.text();
      expect(html).toContain("Onjuiste toegangscode. Probeer het opnieuw.");
      expect(html).not.toContain(`wrong-${i}`);
    }
    const locked = await new Browser().post(
      `/public/${member.slug}`,
      { intent: "unlock", accessCode: CODE },
      headers,
    );
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Te veel mislukte pogingen");
  });

  it("lets a signed-in member see the company's own public pages without the code, and only its own", async () => {
    const member = await gatedCompany();
    const founder = new Browser();
    expect((await founder.login(member.email, member.password)).status).toBe(302);
    for (const path of [
      `/public/${member.slug}`,
      `/public/${member.slug}/timeline`,
      `/public/${member.slug}/videos`,
    ]) {
      const html = await (await founder.fetch(path)).text();
      expect(html).not.toContain("Toegang Vereist");
    }
    expect(await (await founder.fetch(`/public/${member.slug}/timeline`)).text()).toContain(
      "Secret traction update",
    );
    // The public actions accept the member too (no grant cookie needed).
    const subscribe = await founder.post(`/public/${member.slug}/subscribe`, { email: "not-an-email" });
    expect(subscribe.status).toBe(400);
    // Another company's pages stay behind their gate.
    const other = await gatedCompany();
    const html = await (await founder.fetch(`/public/${other.slug}/timeline`)).text();
    expect(html).toContain("Toegang Vereist");
    expect(html).not.toContain("Secret traction update");
  });

  it("sends the public 'Dashboard' link to the company's timeline for investors and to the admin dashboard for members", async () => {
    const member = await gatedCompany();
    const investor = await new Browser().fetch(`/dashboard?company=${member.slug}`);
    expect(investor.status).toBe(302);
    expect(investor.headers.get("Location")).toBe(`/public/${member.slug}/timeline`);
    const odd = await new Browser().fetch("/dashboard?company=..%2Fadmin");
    expect(odd.headers.get("Location")).toBe(`/public/${env.DEFAULT_COMPANY_SLUG}/timeline`);
    const founder = new Browser();
    await founder.login(member.email, member.password);
    expect((await founder.fetch(`/dashboard?company=${member.slug}`)).headers.get("Location")).toBe(
      "/admin/dashboard",
    );
  });

  it("stays locked while no code is set", async () => {
    const member = await createMember(env.DB);
    const res = await new Browser().post(`/public/${member.slug}`, {
      intent: "unlock",
      accessCode: "anything",
    });
    expect(res.status).toBe(401);
  });

  it("revokes every grant when the admin rotates the code", async () => {
    const member = await gatedCompany();
    const visitor = new Browser();
    await visitor.post(`/public/${member.slug}/timeline`, { intent: "unlock", accessCode: CODE });
    expect(await (await visitor.fetch(`/public/${member.slug}/timeline`)).text()).toContain(
      "Secret traction update",
    );

    const admin = new Browser();
    await admin.login(member.email, member.password);
    const short = await admin.post("/admin/management/settings", {
      intent: "settings.access-code",
      accessCode: "abc",
    });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("De toegangscode moet minstens 10 tekens bevatten");
    const rotate = await admin.post("/admin/management/settings", {
      intent: "settings.access-code",
      accessCode: "new-code-456",
    });
    expect(rotate.status).toBe(302);

    expect(await (await visitor.fetch(`/public/${member.slug}/timeline`)).text()).toContain(
      "Toegang Vereist",
    );
    const again = await visitor.post(`/public/${member.slug}/timeline`, {
      intent: "unlock",
      accessCode: "new-code-456",
    });
    expect(again.status).toBe(302);
  });

  it("gives no content for a grant cookie that is forged or another company's, though it bears this company's name", async () => {
    const member = await gatedCompany();
    const other = await createMember(env.DB, { accessCode: CODE });
    const visitor = new Browser();
    await visitor.post(`/public/${other.slug}/timeline`, { intent: "unlock", accessCode: CODE });
    const otherGrant = visitor.cookies.get(`__gate_${other.slug}`)!;
    expect(otherGrant).toBeTruthy();
    for (const value of [otherGrant, `${otherGrant.slice(0, -4)}AAAA`]) {
      const browser = new Browser();
      browser.cookies.set(`__gate_${member.slug}`, value);
      for (const path of [`/public/${member.slug}/timeline`, `/public/${member.slug}/timeline.data`]) {
        const text = await (await browser.fetch(path)).text();
        expect(text).not.toContain("Secret traction update");
        expect(text).toContain(path.endsWith(".data") ? "locked" : "Toegang Vereist");
      }
    }
  });

  it("shows investors a new update at once after the admin publishes it", async () => {
    const member = await gatedCompany();
    const visitor = new Browser();
    await visitor.post(`/public/${member.slug}/timeline`, { intent: "unlock", accessCode: CODE });
    expect(await (await visitor.fetch(`/public/${member.slug}/timeline`)).text()).not.toContain(
      "Fresh from the board",
    );
    const admin = new Browser();
    await admin.login(member.email, member.password);
    const created = await admin.post("/admin/management/add-update", {
      intent: "update.create",
      date: "2026-10-01",
      type: "milestone",
      title: "Fresh from the board",
      description: "Published while the timeline was cached.",
    });
    expect(created.status).toBe(302);
    expect(await (await visitor.fetch(`/public/${member.slug}/timeline`)).text()).toContain(
      "Fresh from the board",
    );
  });

  it("is a 404 for an unknown slug", async () => {
    expect((await new Browser().fetch("/public/no-such-company-xyz/timeline")).status).toBe(404);
  });

  it("records page views on the server past the gate, unique once per day per visitor", async () => {
    const member = await gatedCompany();
    const visitor = await unlocked(`/public/${member.slug}`, CODE);
    await visitor.fetch(`/public/${member.slug}`, {
      headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148" },
    });
    await visitor.fetch(`/public/${member.slug}`);
    // Views are written after the response, batched (PAGE_VIEW_FLUSH_MS).
    const rows = await vi.waitFor(
      async () => {
        const found = await env.DB.prepare(
          "SELECT page_path, is_unique_visitor, device_type FROM page_views WHERE company_id = ? ORDER BY rowid",
        )
          .bind(member.companyId)
          .all<{ page_path: string; is_unique_visitor: number; device_type: string }>();
        expect(found.results).toHaveLength(2);
        return found;
      },
      { timeout: 3000, interval: 50 },
    );
    expect(rows.results.map((r) => [r.page_path, r.is_unique_visitor, r.device_type])).toEqual([
      [`/public/${member.slug}`, 1, "mobile"],
      [`/public/${member.slug}`, 0, "desktop"],
    ]);
    const admin = new Browser();
    await admin.login(member.email, member.password);
    const html = await (await admin.fetch("/admin/dashboard")).text();
    expect(html).toContain("Page views (last 30 days)");
    expect(html).toContain(`/public/${member.slug}`);
  });
});
