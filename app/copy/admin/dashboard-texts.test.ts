import { describe, expect, it } from "vitest";

import { firstRunChecklist } from "../../domain/first-run";
import { ADMIN_DASHBOARD_TEXTS } from "./dashboard-texts";

const C = ADMIN_DASHBOARD_TEXTS.checklist;

describe("the first-run checklist's words", () => {
  it("names the four steps in order", () => {
    const items = firstRunChecklist({
      hasProfile: false,
      hasDeck: true,
      hasUpdate: false,
      hasAccessCode: false,
    })!;
    expect(items.map((i) => C.steps[i.id])).toEqual([
      "Describe your company (profile and website)",
      "Upload your pitch deck",
      "Publish your first update",
      "Set the access code for investors",
    ]);
    expect(C.progress(1, items.length)).toBe("1 of 4 done");
  });
});
