import { describe, expect, it } from "vitest";

import { isManagementTab, legacyTabUrl, tabOfPath } from "./panel-tabs";

describe("Admin Panel tabs", () => {
  it("maps an old ?tab= URL to the tab's route, keeping the other parameters", () => {
    expect(legacyTabUrl(new URLSearchParams("tab=investors&visitor=i%3Aann&sort=score"))).toBe(
      "/admin/management/investors?visitor=i%3Aann&sort=score",
    );
    expect(legacyTabUrl(new URLSearchParams("tab=settings&index"))).toBe("/admin/management/settings");
  });

  it("opens the default tab for a missing or unknown tab", () => {
    expect(legacyTabUrl(new URLSearchParams(""))).toBe("/admin/management/documents");
    expect(legacyTabUrl(new URLSearchParams("tab=constructor"))).toBe("/admin/management/documents");
  });

  it("knows only its own tab ids", () => {
    expect(isManagementTab("chat-messages")).toBe(true);
    expect(isManagementTab("__proto__")).toBe(false);
    expect(tabOfPath("/admin/management/videos")).toBe("videos");
    expect(tabOfPath("/admin/management/nope")).toBeNull();
  });
});
