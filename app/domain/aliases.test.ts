import { describe, expect, it } from "vitest";

import { ALIASES, aliasTarget } from "./aliases";

describe("alias URLs", () => {
  it("leads each alias to its page, the query kept", () => {
    expect(aliasTarget("/admin/costs", "?month=3&year=2026")).toBe("/monthly-costs?month=3&year=2026");
    expect(aliasTarget("/admin/panel", "")).toBe("/admin/management");
    expect(aliasTarget("/sales-input/", "?week=10")).toBe("/sales-metrics?week=10");
    expect(aliasTarget("/founder-interview/abc123", "")).toBe("/interview/abc123");
  });

  it("answers null for any other path", () => {
    expect(aliasTarget("/admin/costs/extra", "")).toBeNull();
    expect(aliasTarget("/founder-interview/", "")).toBeNull();
    expect(aliasTarget("/no-such-page", "")).toBeNull();
  });

  it("never leads to another alias", () => {
    for (const [, target] of ALIASES) expect(aliasTarget(target.replace(":token", "t"), "")).toBeNull();
  });
});
