import { describe, expect, it } from "vitest";

import { formatAmsterdam } from "./updates-texts";

describe("a scheduled moment in the founder's words", () => {
  it("shows a moment as Amsterdam time, in Dutch", () => {
    expect(formatAmsterdam(new Date("2026-11-27T13:00:00Z"))).toBe(
      "27 november 2026, 14:00 (Amsterdamse tijd)",
    );
    expect(formatAmsterdam(new Date("2026-06-01T07:00:00Z"))).toBe("1 juni 2026, 09:00 (Amsterdamse tijd)");
  });
});
