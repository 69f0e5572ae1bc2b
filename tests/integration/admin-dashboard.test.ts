import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { createMember, createUpdate } from "../factories";
import { createStoredDocument } from "../factories/documents";
import { signedIn, unlocked } from "./http";

describe("admin dashboard: the paths a new founder needs", () => {
  it("shows a new company the first-run checklist, the financial dashboard link and a footer asking for the website", async () => {
    const { admin: founder } = await signedIn();
    const html = await (await founder.fetch("/admin/dashboard")).text();
    expect(html).toContain("Get started");
    expect(html).toContain("0 of 4 done");
    for (const tab of ["settings", "documents", "add-update"])
      expect(html).toContain(`href="/admin/management/${tab}"`);
    expect(html).toContain('href="/numbers"');
    expect(html).toContain(">Add your website<");
    // The Admin Panel links the financial tools too.
    expect(await (await founder.fetch("/admin/management/documents")).text()).toContain('href="/numbers"');
  });

  it("ticks off each step and drops the checklist once all four are done; the footer links the company website", async () => {
    const { member, admin: founder } = await signedIn({ accessCode: "code-1234" });
    await env.DB.prepare(
      "UPDATE companies SET about = 'We build agents.', website_url = 'https://www.acme.example/' WHERE id = ?",
    )
      .bind(member.companyId)
      .run();
    let html = await (await founder.fetch("/admin/dashboard")).text();
    expect(html).toContain("2 of 4 done");
    expect(html).toContain('href="https://www.acme.example/"');
    expect(html).toContain(">acme.example<");
    await createUpdate(env.DB, member.companyId);
    await createStoredDocument(env, member.companyId, { type: "pdf" });
    html = await (await founder.fetch("/admin/dashboard")).text();
    expect(html).not.toContain("Get started");
    expect(html).toContain('href="/numbers"');
  });

  it("shows one company's setup only: another company's deck does not tick this one's step", async () => {
    const { admin: founder } = await signedIn();
    const other = await createMember(env.DB);
    await createStoredDocument(env, other.companyId, { type: "pdf" });
    await createUpdate(env.DB, other.companyId);
    expect(await (await founder.fetch("/admin/dashboard")).text()).toContain("0 of 4 done");
  });

  it("counts a page's unique visitors per page: one visitor who opened the landing page first is one visitor of the timeline", async () => {
    const { member, admin: founder } = await signedIn({ accessCode: "code-1234" });
    const visitor = await unlocked(`/public/${member.slug}`, "code-1234");
    for (const path of ["", "/timeline", "/timeline"]) await visitor.fetch(`/public/${member.slug}${path}`);
    await vi.waitFor(
      async () => {
        const row = await env.DB.prepare("SELECT count(*) AS n FROM page_views WHERE company_id = ?")
          .bind(member.companyId)
          .first<{ n: number }>();
        expect(row!.n).toBe(3);
      },
      { timeout: 3000, interval: 50 },
    );
    const html = await (await founder.fetch("/admin/dashboard")).text();
    const cells = (path: string) =>
      [
        ...html.matchAll(new RegExp(`<td[^>]*>${path}</td><td[^>]*>(\\d+)</td><td[^>]*>(\\d+)</td>`, "g")),
      ].map((m) => [Number(m[1]), Number(m[2])]);
    expect(cells(`/public/${member.slug}/timeline`)).toEqual([[2, 1]]);
    expect(cells(`/public/${member.slug}`)).toEqual([[1, 1]]);
  });
});
