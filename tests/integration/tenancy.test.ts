import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createMember, createUpdate } from "../factories";
import { Browser } from "./http";

describe("tenancy", () => {
  it("a member of company A never sees company B's updates", async () => {
    const a = await createMember(env.DB);
    const b = await createMember(env.DB);
    await createUpdate(env.DB, a.companyId, { title: "Alpha private milestone" });
    await createUpdate(env.DB, b.companyId, { title: "Bravo secret funding" });

    const browser = new Browser();
    await browser.login(a.email, a.password);
    const html = await (await browser.fetch("/admin/dashboard")).text();
    expect(html).toContain("Alpha private milestone");
    expect(html).not.toContain("Bravo secret funding");
  });
});
