import { describe, expect, it } from "vitest";

import { ALIASES } from "../../app/domain/aliases";
import { Browser, signedIn } from "./http";

/** The spec's alias URLs: one table (app/domain/aliases.ts), each a redirect to a page that answers. */
describe("alias URLs", () => {
  it("redirects every alias, query kept, to a page that answers the member", async () => {
    const { admin } = await signedIn();
    for (const [alias, target] of ALIASES) {
      const path = `${alias.replace(":token", "some-token")}?week=10`;
      const res = await admin.fetch(path);
      expect(res.status, path).toBe(302);
      const location = res.headers.get("Location")!;
      expect(location, path).toBe(`${target.replace(":token", "some-token")}?week=10`);
      const page = await admin.fetch(location);
      // The page itself, or its own redirect (the panel opens its default tab); an unknown interview token is its 404 screen.
      expect(
        [200, 302, ...(target.startsWith("/interview/") ? [404] : [])],
        `${location} → ${page.status}`,
      ).toContain(page.status);
    }
  });

  it("sends a form posted to an alias on to its page with method and body (307)", async () => {
    const res = await new Browser().post("/admin/costs?month=3&year=2026", { intent: "save" });
    expect(res.status).toBe(307);
    expect(res.headers.get("Location")).toBe("/monthly-costs?month=3&year=2026");
  });

  it("answers any other path with the 404 screen", async () => {
    const res = await new Browser().fetch("/admin/costs/extra");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });
});
