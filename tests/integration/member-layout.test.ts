import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { MEMBER_AREA_TEXTS } from "../../app/copy/admin/member-area-texts";
import { createDb } from "../../db";
import { startupData } from "../../db/schema";
import { Browser, rendered, signedIn } from "./http";

/** Every page of the member area, at the URL it had before the layout (none of them moved). */
const MEMBER_PAGES = [
  "/admin/dashboard",
  "/admin/account",
  "/admin/company-import",
  "/admin/management/documents",
  "/admin/management/investors",
  "/admin/sales-metrics",
  "/numbers",
  "/numbers/wizard",
  "/monthly-costs",
  "/forecast",
  "/forecast-chat",
  "/pitch-deck-chat",
  "/report",
  "/sales-metrics",
];

/** The page's banners: `<header>`s outside any article or section (a card's own header is not one). */
function headers(html: string): string[] {
  const found: string[] = [];
  let depth = 0;
  for (const [tag] of html.matchAll(/<\/?(?:article|section|header)\b[^>]*>/g)) {
    if (/^<(?:article|section)\b/.test(tag)) depth++;
    else if (/^<\/(?:article|section)/.test(tag)) depth--;
    else if (tag.startsWith("<header") && depth === 0) found.push(tag);
  }
  return found;
}

describe("the member area: one layout, one header", () => {
  it("draws every member page inside the one member header, at its own URL, with one title", async () => {
    const { member, admin } = await signedIn();
    await createDb(env.DB).insert(startupData).values({ companyId: member.companyId });
    for (const path of MEMBER_PAGES) {
      const res = await admin.fetch(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(headers(html), path).toEqual([expect.stringContaining('data-testid="member-header"')]);
      expect(html.match(/<h1\b/g)?.length, path).toBe(1);
      for (const [to, label] of MEMBER_AREA_TEXTS.links) {
        expect(html, `${path}: ${label}`).toContain(`href="${to}"`);
        expect(html, `${path}: ${label}`).toContain(rendered(label));
      }
      expect(html, path).toContain(`href="/public/${member.slug}"`);
      expect(html, path).toContain('action="/admin/logout"');
      // The open page is marked in the navigation.
      if (MEMBER_AREA_TEXTS.links.some(([to]) => path.startsWith(to)))
        expect(html, path).toContain('aria-current="page"');
    }
  });

  it("keeps signed-out browsers out, layout and page alike: the sign-in comes back to the page", async () => {
    for (const path of ["/numbers", "/admin/management/documents", "/admin/account"]) {
      const res = await new Browser().fetch(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("does not draw the member header on the public site or the sign-in", async () => {
    const { member } = await signedIn();
    for (const path of [`/public/${member.slug}`, "/admin/login"]) {
      const html = await (await new Browser().fetch(path)).text();
      expect(html, path).not.toContain('data-testid="member-header"');
    }
  });

  it("a company that requires two-factor sign-in: the pages send the member to set it up, the account page (same layout) answers", async () => {
    const { member, admin } = await signedIn();
    await env.DB.prepare("UPDATE companies SET require_two_factor = 1 WHERE id = ?")
      .bind(member.companyId)
      .run();
    const page = await admin.fetch("/numbers");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/admin/account?setup=two-factor");
    const account = await admin.fetch("/admin/account?setup=two-factor");
    expect(account.status).toBe(200);
    expect(headers(await account.text())).toEqual([expect.stringContaining('data-testid="member-header"')]);
  });

  it("the report's print view is the report alone: no member header", async () => {
    const { member, admin } = await signedIn();
    await createDb(env.DB).insert(startupData).values({ companyId: member.companyId });
    const html = await (await admin.fetch("/report?print=1")).text();
    expect(html).toContain('data-testid="print-hint"');
    expect(headers(html)).toEqual([]);
  });
});
