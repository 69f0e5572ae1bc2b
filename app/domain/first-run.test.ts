import { describe, expect, it } from "vitest";

import { firstRunChecklist } from "./first-run";

const none = { hasProfile: false, hasDeck: false, hasUpdate: false, hasAccessCode: false };

describe("firstRunChecklist", () => {
  it("lists the four steps in order for a new company, none done", () => {
    const items = firstRunChecklist(none)!;
    expect(items.map((i) => [i.id, i.done])).toEqual([
      ["hasProfile", false],
      ["hasDeck", false],
      ["hasUpdate", false],
      ["hasAccessCode", false],
    ]);
    expect(items.map((i) => i.to)).toEqual([
      "/admin/management/settings",
      "/admin/management/documents",
      "/admin/management/add-update",
      "/admin/management/settings",
    ]);
  });

  it("marks the steps already done and keeps the list while one is open", () => {
    const items = firstRunChecklist({ ...none, hasDeck: true, hasAccessCode: true })!;
    expect(items.filter((i) => i.done).map((i) => i.id)).toEqual(["hasDeck", "hasAccessCode"]);
  });

  it("disappears once every step is done", () => {
    expect(
      firstRunChecklist({ hasProfile: true, hasDeck: true, hasUpdate: true, hasAccessCode: true }),
    ).toBeNull();
  });
});
